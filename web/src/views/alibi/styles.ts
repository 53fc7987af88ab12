// Styles of the ALiBi view.
import { css } from 'lit';

export const alibiStyles = css`
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

export const slopeStyles = css`
  .slopes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em;
    margin: 0.5em 0;
    max-height: 12em;
    overflow: auto;
  }
  .slopes button {
    font-variant-numeric: tabular-nums;
    font-family: var(--pe-mono);
    font-size: 0.85em;
    padding: 0.2em 0.5em;
  }
  .slopes button[aria-pressed='true'] {
    outline: 2px solid var(--pe-focus);
  }
`;
