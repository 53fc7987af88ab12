// Styles of the Transformer-XL lesson: a grid of small term matrices and
// the cell readout.
import { css } from 'lit';

export const txlStyles = css`
  .terms {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
    gap: 0.8em;
    margin: 0.6em 0;
  }
  .term {
    display: flex;
    flex-direction: column;
    gap: 0.25em;
    min-width: 0;
    margin: 0;
  }
  .term .section {
    margin: 0;
    font-size: 0.95em;
  }
  .term .formula {
    font-family: var(--pe-mono, monospace);
    font-size: 0.85em;
    color: var(--pe-muted);
  }
  .term pe-matrix {
    aspect-ratio: 1;
    width: 100%;
    border: 1px solid var(--pe-border);
  }
  .cells:focus-visible {
    outline: 2px solid var(--pe-accent);
    outline-offset: 2px;
  }
  .readout {
    font-variant-numeric: tabular-nums;
    min-height: 1.5em;
  }
  .readout .caption {
    margin: 0.2em 0;
  }
  .readout dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2em 1.2em;
    margin: 0;
  }
  .readout dl div {
    display: flex;
    gap: 0.4em;
  }
  .readout dt {
    font-weight: 600;
  }
  .readout dd {
    margin: 0;
  }
`;
