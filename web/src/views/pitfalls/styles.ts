// Styles of the pitfalls view (its pair of heat maps has its own: maps-styles.ts).
import { css } from 'lit';

/** The view: the pitfall picker, the scorecard, the explanation and the tables. */
export const pitfallsStyles = css`
  td.label,
  th.label {
    text-align: left;
  }
  table {
    margin: 0.4em 0 0.8em;
  }
  .explain {
    border-left: 4px solid var(--pe-accent);
    padding: 0.2em 0.8em;
    margin: 0.6em 0;
  }
  .explain p {
    margin: 0.3em 0;
  }
  .summary td {
    white-space: nowrap;
  }
  .summary button {
    min-height: 1.8em;
    padding: 0.1em 0.5em;
    text-align: left;
  }
  .summary button[aria-pressed='true'] {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
    border-color: var(--pe-accent);
  }
  .error {
    color: var(--pe-bad);
  }
  ul.others > li {
    margin-bottom: 0.8em;
  }
  .controls .field {
    max-width: 100%;
  }
  select {
    max-width: 100%;
  }
  /* The widget's width, not the viewport's (see frequencies/styles.ts). */
  @container (max-width: 480px) {
    table {
      font-size: 0.85em;
    }
  }
`;
