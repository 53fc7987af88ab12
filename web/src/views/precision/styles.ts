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
  .nan {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
