// The styles of a figure element that is a table of rows of known height
// (ui/figure-element.ts; the pitfalls' tables): a box that scrolls sideways,
// `--rows` rows of `rowEm` em of the figure's font (its header counted), room
// under them for a horizontal scroll bar and a gap above and below, so the
// figure's height follows from its row count alone (its box function adds
// the same numbers). Every cell holds one line: a long cell widens the table,
// which then scrolls, instead of wrapping differently in another browser. In
// a narrow box (`narrowPx`, by a container query on the host) the text is
// `narrowFontEm` of the figure's font and the rows keep their height.
import { css, unsafeCSS, type CSSResult } from 'lit';

export interface RowTableLayout {
  readonly rowEm: number;
  readonly gutterPx: number;
  readonly gapAboveEm: number;
  readonly gapBelowEm: number;
  readonly narrowPx: number;
  readonly narrowFontEm: number;
}

export function rowTableStyles(layout: RowTableLayout): CSSResult {
  const { rowEm, gutterPx, gapAboveEm, gapBelowEm, narrowPx, narrowFontEm } = layout;
  const n = (value: number) => unsafeCSS(value);
  return css`
    :host {
      container-type: inline-size;
    }
    .table-wrap {
      height: calc(var(--rows) * ${n(rowEm)}em + ${n(gutterPx)}px);
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
    @container (max-width: ${n(narrowPx)}px) {
      table {
        font-size: ${n(narrowFontEm)}em;
      }
      th,
      td {
        height: ${n(rowEm / narrowFontEm)}em;
      }
    }
  `;
}
