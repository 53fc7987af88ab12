// Styles of the T5 view: the scheme views' shared rules and the table of
// bucket ranges.
import { css } from 'lit';

import { schemeStyles } from '../../ui/scheme-styles.js';

export const t5Styles = [
  schemeStyles,
  css`
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
  `,
];
