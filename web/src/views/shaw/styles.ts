// Styles of the Shaw view.
import { css } from 'lit';

export const shawStyles = css`
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
