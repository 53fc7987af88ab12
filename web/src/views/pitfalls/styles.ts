// Styles of the pitfalls view (its pair of heat maps has its own, maps-styles.ts, and its
// tables theirs, table-styles.ts).
import { css } from 'lit';

/** The view: the pitfall picker, the explanation and the list of other mistakes. */
export const pitfallsStyles = css`
  .explain {
    border-left: 4px solid var(--pe-accent);
    padding: 0.2em 0.8em;
    margin: 0.6em 0;
  }
  .explain p {
    margin: 0.3em 0;
  }
  .error {
    color: var(--pe-bad);
  }
  /* A number of the prose in its slot (content/pitfalls.ts): monospaced, so
     the slot sized in ch (widths.ts) is exactly as wide as the number; in the
     text font its comma and point are narrower than a digit (a gap). */
  .num {
    font-family: var(--pe-mono);
  }
  /* An exponent (base^(2i/d_model)) is never broken across two lines. */
  sup {
    white-space: nowrap;
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
`;
