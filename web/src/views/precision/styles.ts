// Styles of the precision view: its tables of numbers and the NaN marks.
import { css } from 'lit';

export const precisionStyles = css`
  .table-wrap {
    overflow-x: auto;
  }
  td.num,
  th.num {
    text-align: right;
    font-family: var(--pe-mono);
  }
  /* A number of the prose in its slot (content/precision.ts): monospaced,
     so the slot sized in ch is exactly as wide as the number (in the text
     font it left a gap after it). */
  p .num {
    font-family: var(--pe-mono);
  }
  .nan {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
