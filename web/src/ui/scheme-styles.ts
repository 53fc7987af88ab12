// The rules the scheme views (ALiBi, Shaw, T5) share around their
// <pe-cell-matrix>: the controls row, the number fields, numbers and the
// paper citations. Each view's styles.ts starts from these.
import { css } from 'lit';

export const schemeStyles = css`
  /* baseStyles makes .controls a wrapping flex row; the scheme views space it wider. */
  .controls {
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
