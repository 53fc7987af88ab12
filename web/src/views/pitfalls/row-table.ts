// The styles of a figure element that is a table of rows of known height
// (ui/figure-element.ts; the pitfalls' tables): a box that scrolls sideways,
// a header row of `headerEm` when `--header` is 1, `--rows` rows of `rowEm`,
// room under them for a horizontal scroll bar and a gap above and below (em
// of the figure's font), so the figure's height follows from its row count
// alone (its box function adds the same numbers). Every body cell holds one
// line: a long cell widens the table, which then scrolls, instead of
// wrapping differently in another browser. A header cell's text (in a
// `.head`) wraps to at most two lines of a column at most `headMaxEm` wide,
// clamped there. In a narrow box (`narrowPx`, by a container query on the
// host) the text is `narrowFontEm` of the figure's font; the rows keep their
// height.
import { css, unsafeCSS, type CSSResult } from 'lit';

export interface RowTableLayout {
  readonly rowEm: number;
  readonly headerEm: number;
  readonly headMaxEm: number;
  readonly gutterPx: number;
  readonly gapAboveEm: number;
  readonly gapBelowEm: number;
  readonly narrowPx: number;
  readonly narrowFontEm: number;
}

export function rowTableStyles(layout: RowTableLayout): CSSResult {
  const { rowEm, headerEm, headMaxEm, gutterPx, gapAboveEm, gapBelowEm, narrowPx, narrowFontEm } =
    layout;
  const n = (value: number) => unsafeCSS(value);
  return css`
    :host {
      container-type: inline-size;
    }
    .table-wrap {
      height: calc(
        var(--header) * ${n(headerEm)}em + var(--rows) * ${n(rowEm)}em + ${n(gutterPx)}px
      );
      margin: ${n(gapAboveEm)}em 0 ${n(gapBelowEm)}em;
      overflow: auto;
    }
    table {
      margin: 0;
    }
    th,
    td {
      height: ${n(rowEm)}em;
      padding-top: 0;
      padding-bottom: 0;
      white-space: nowrap;
    }
    thead th {
      height: ${n(headerEm)}em;
      white-space: normal;
    }
    /* At most its text's width and headMaxEm: two lines, clamped. (As
       width: headMaxEm with max-width: max-content, WebKitGTK gave every
       head the whole headMaxEm: the base tables' columns 14 em wide, 965 px
       of table in an 818 px box at a 940 px page.) */
    .head {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
      line-height: 1.45;
      max-height: 2.9em;
      width: max-content;
      max-width: ${n(headMaxEm)}em;
    }
    @container (max-width: ${n(narrowPx)}px) {
      table {
        font-size: ${n(narrowFontEm)}em;
      }
      th,
      td {
        height: ${n(rowEm / narrowFontEm)}em;
      }
      thead th {
        height: ${n(headerEm / narrowFontEm)}em;
      }
    }
  `;
}
