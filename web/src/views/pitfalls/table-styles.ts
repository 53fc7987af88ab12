// Styles of the pitfalls' tables (tables.ts, list-tables.ts): rows of known
// height from boxes.ts (ui/row-table.ts), so each table fills exactly the
// box its box function gives.
import { css, unsafeCSS } from 'lit';

import { rowTableStyles } from '../../ui/row-table.js';
import {
  TABLE_GAP_ABOVE_EM,
  TABLE_GAP_BELOW_EM,
  TABLE_GUTTER_PX,
  TABLE_HEAD_MAX_EM,
  TABLE_HEADER_EM,
  TABLE_ROW_EM,
} from './boxes.js';

/** The summary's text, in em of the figure's font (a phone's size at every width). */
const SUMMARY_FONT_EM = 0.85;
const summaryEm = (figureEm: number) => unsafeCSS(figureEm / SUMMARY_FONT_EM);

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
    /* Eight columns: at the figure's font the table was 1,154 px wide in
       Chromium and more in Firefox, so it scrolled sideways on a 1,280 px
       page. Smaller text, rows of the same height. */
    table.summary {
      font-size: ${unsafeCSS(SUMMARY_FONT_EM)}em;
    }
    table.summary th,
    table.summary td {
      height: ${summaryEm(TABLE_ROW_EM)}em;
    }
    table.summary thead th {
      height: ${summaryEm(TABLE_HEADER_EM)}em;
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
