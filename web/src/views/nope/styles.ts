// Styles of the NoPE lesson: the attention matrix next to the outputs plot.
import { css } from 'lit';

export const nopeStyles = css`
  .panels {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
    align-items: flex-start;
  }
  .panels figure {
    margin: 0;
    flex: 1 1 14em;
    min-width: 0;
  }
  pe-matrix {
    aspect-ratio: 1;
    width: 100%;
    max-width: 20em;
    border: 1px solid var(--pe-border);
  }
  .plot:focus-visible {
    outline: 2px solid var(--pe-accent);
    outline-offset: 2px;
  }
  svg {
    width: 100%;
    height: auto;
    max-width: 28em;
  }
  svg .axis {
    stroke: var(--pe-muted);
  }
  svg text {
    fill: var(--pe-fg);
    font-size: 11px;
  }
  svg .bar {
    fill: var(--pe-accent);
  }
  svg .bar.on {
    fill: var(--pe-focus);
  }
  .readout {
    font-variant-numeric: tabular-nums;
    min-height: 1.5em;
  }
`;
