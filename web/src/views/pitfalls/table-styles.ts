// Styles of the pitfalls' tables (tables.ts, list-tables.ts): rows of known
// height from boxes.ts (ui/row-table.ts), so each table fills exactly the
// box its box function gives.
import { css } from 'lit';

import { rowTableStyles } from '../../ui/row-table.js';
import {
  TABLE_GAP_ABOVE_EM,
  TABLE_GAP_BELOW_EM,
  TABLE_GUTTER_PX,
  TABLE_HEAD_MAX_EM,
  TABLE_HEADER_EM,
  TABLE_ROW_EM,
} from './boxes.js';

export const pitfallTableStyles = [
  rowTableStyles({
    rowEm: TABLE_ROW_EM,
    headerEm: TABLE_HEADER_EM,
    headMaxEm: TABLE_HEAD_MAX_EM,
    gutterPx: TABLE_GUTTER_PX,
    gapAboveEm: TABLE_GAP_ABOVE_EM,
    gapBelowEm: TABLE_GAP_BELOW_EM,
    // A phone's box: the tables' text smaller, as the view's other text.
    narrowPx: 480,
    narrowFontEm: 0.85,
  }),
  css`
    td.label,
    th.label {
      text-align: left;
    }
    /* A header's text sits where its column's numbers do: at the right, or the left of a label. */
    th .head {
      margin-inline-start: auto;
    }
    th.label .head {
      margin-inline-start: 0;
    }
    /* The summary's number headers wrap at every space (each is one or two
       words): at up to 14 em they made the table 1,465 px wide, scrolling
       sideways even at 1,280 px. */
    .summary th:not(.label) .head {
      width: min-content;
    }
    .summary button {
      min-height: 1.8em;
      padding: 0.1em 0.5em;
      text-align: left;
    }
    .summary button[aria-pressed='true'] {
      background: var(--pe-accent);
      color: var(--pe-accent-fg);
      border-color: var(--pe-accent);
    }
  `,
];
