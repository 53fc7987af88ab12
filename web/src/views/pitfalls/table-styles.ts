// Styles of the pitfalls' tables (tables.ts, list-tables.ts): rows of known
// height from boxes.ts (./row-table.ts), so each table fills exactly the
// box its box function gives.
import { css, unsafeCSS } from 'lit';

import { rowTableStyles } from './row-table.js';
import {
  SCORECARD_COMPACT_FONT_EM,
  SCORECARD_COMPACT_HEAD_EM,
  SUMMARY_COMPACT_FONT_EM,
  SUMMARY_COMPACT_ROW_EM,
  SUMMARY_FONT_EM,
  SUMMARY_NAME_EM,
  SUMMARY_NAME_LINE_EM,
  TABLE_GAP_ABOVE_EM,
  TABLE_GAP_BELOW_EM,
  TABLE_GUTTER_PX,
  TABLE_HEAD_MAX_EM,
  TABLE_HEADER_EM,
  TABLE_ROW_EM,
  TABLES_COMPACT_EM,
} from './boxes.js';

const n = (value: number) => unsafeCSS(value);
/** A height in em of the figure's font, in em of a table's font `fontEm`. */
const inFont = (figureEm: number, fontEm: number) => unsafeCSS(figureEm / fontEm);

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
    /* A subscript (R_k, d_model) stays inside its line: the header row is two lines high. */
    sub,
    sup {
      line-height: 0;
    }
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
      font-size: ${n(SUMMARY_FONT_EM)}em;
    }
    table.summary th,
    table.summary td {
      height: ${inFont(TABLE_ROW_EM, SUMMARY_FONT_EM)}em;
    }
    table.summary thead th {
      height: ${inFont(TABLE_HEADER_EM, SUMMARY_FONT_EM)}em;
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
    /* The compact layout (boxes.ts): below about 1,050 px the one-line
       summary (982 px in Chromium, 1,014 in WebKit) and scorecard (914 px)
       scrolled sideways. The summary's text is smaller and each name wraps
       to two lines of a known width, in rows tall enough for two; the
       scorecard's text is smaller, its rows keep their height. */
    @container (max-width: ${n(TABLES_COMPACT_EM)}em) {
      .table-wrap.summary-wrap {
        height: calc(
          var(--header) * ${n(TABLE_HEADER_EM)}em + var(--rows) * ${n(SUMMARY_COMPACT_ROW_EM)}em +
            ${n(TABLE_GUTTER_PX)}px
        );
      }
      table.summary {
        font-size: ${n(SUMMARY_COMPACT_FONT_EM)}em;
      }
      table.summary th,
      table.summary td {
        height: ${inFont(SUMMARY_COMPACT_ROW_EM, SUMMARY_COMPACT_FONT_EM)}em;
      }
      table.summary thead th {
        height: ${inFont(TABLE_HEADER_EM, SUMMARY_COMPACT_FONT_EM)}em;
      }
      table.summary tbody th {
        white-space: normal;
      }
      /* As wide as its text, at most SUMMARY_NAME_EM (so the column is
         never narrower for a long name): two lines, clamped there. */
      .summary .name {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
        overflow: hidden;
        line-height: ${n(SUMMARY_NAME_LINE_EM)};
        max-height: ${n(2 * SUMMARY_NAME_LINE_EM)}em;
        width: max-content;
        max-width: ${n(SUMMARY_NAME_EM)}em;
      }
      table.scorecard {
        font-size: ${n(SCORECARD_COMPACT_FONT_EM)}em;
      }
      /* The pitfall's name over its column: at the smaller text WebKitGTK
         needs more than 14 em for "Wrong dimension index:" on one line. */
      .scorecard .head {
        max-width: ${n(SCORECARD_COMPACT_HEAD_EM)}em;
      }
      table.scorecard th,
      table.scorecard td {
        height: ${inFont(TABLE_ROW_EM, SCORECARD_COMPACT_FONT_EM)}em;
      }
      table.scorecard thead th {
        height: ${inFont(TABLE_HEADER_EM, SCORECARD_COMPACT_FONT_EM)}em;
      }
    }
  `,
];
