// Styles of the relative-position view.
import { css } from 'lit';

/** Pickers, the layout and the dot-product matrix (the circle, R_k and the table style themselves). */
export const relativeStyles = css`
  /* The frame's predicted turn count: its room in the line, unseen. */
  .pending {
    visibility: hidden;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 1em 2em;
    align-items: flex-start;
    margin: 0.6em 0;
  }
  .pick {
    display: flex;
    gap: 0.4em;
    align-items: center;
  }
  .pick input[type='range'] {
    width: 9em;
    min-height: auto;
    padding: 0;
    border: none;
    background: transparent;
  }
  .field input[type='number'] {
    width: 7.5em;
  }
  /* Phones: each picker on one line (label, number, slider), so the unit
     circle starts within the first screen. */
  @container (max-width: 640px) {
    .controls .field {
      flex-direction: row;
      align-items: center;
      gap: 0.5em;
      width: 100%;
    }
    .controls .field > label {
      flex: 0 0 6.2em;
    }
    .controls .pick {
      flex: 1;
      min-width: 0;
    }
    .field input[type='number'] {
      width: 5.5em;
    }
    .pick input[type='range'] {
      flex: 1;
      width: auto;
      min-width: 0;
    }
  }
  .explain {
    max-width: 34em;
  }
  .num {
    font-family: var(--pe-mono);
  }
  pe-cell-matrix {
    --pe-cell-matrix-num-font: var(--pe-mono);
  }
`;
