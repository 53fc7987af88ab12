// Styles of the T5 view.
import { css } from 'lit';

export const t5Styles = css`
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6em 1.5em;
    align-items: flex-end;
    margin: 0.6em 0;
  }
  .field input[type='number'] {
    width: 7.5em;
  }
  .num {
    font-family: var(--pe-mono);
  }
  cite {
    font-style: normal;
  }
`;

export const t5TableStyles = css`
  .ranges {
    max-height: 16em;
    overflow: auto;
    margin-top: 0.6em;
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.1em 0.8em;
    text-align: right;
    border-bottom: 1px solid var(--pe-border);
  }
  tr.active td {
    background: var(--pe-accent-soft, rgba(120, 120, 255, 0.18));
  }
`;
