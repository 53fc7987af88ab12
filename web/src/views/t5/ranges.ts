// <pe-t5-ranges>: the table of the relative positions each bucket holds, in
// a scrolling box of fixed height (boxes.ts: rangesBox), so its room is
// known before the engine says how many buckets are in use. A figure
// element (ui/figure-element.ts).
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import { RANGE_ROW_EM, RANGES_EM, rangesBox } from './boxes.js';
import { rangeText, type BucketRange } from './derive.js';

export class T5Ranges extends FigureElement {
  static override properties: PropertyDeclarations = {
    ranges: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .ranges {
        height: ${unsafeCSS(RANGES_EM)}em;
        box-sizing: border-box;
        overflow: auto;
      }
      table {
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
      }
      /* Rows of a fixed height (boxes.ts), their rule drawn inside them (a
         border would add to it), so the box holds whole rows. */
      tr {
        height: ${unsafeCSS(RANGE_ROW_EM)}em;
      }
      th,
      td {
        padding: 0 0.8em;
        line-height: 1.2;
        text-align: right;
        box-shadow: inset 0 -1px 0 var(--pe-border);
      }
      .num {
        font-family: var(--pe-mono);
      }
    `,
  ];

  /** Each bucket's relative positions; none until the engine's buckets arrive. */
  declare ranges: readonly BucketRange[] | undefined;

  protected override boxHeight(width: number, font: number): number {
    return rangesBox(undefined, width, font);
  }

  protected override renderFigure() {
    const ranges = this.ranges;
    if (ranges === undefined) return nothing;
    return html`<div class="ranges" tabindex="0" aria-label="Relative positions of each bucket">
      <table>
        <thead>
          <tr>
            <th scope="col">bucket</th>
            <th scope="col">key − query</th>
          </tr>
        </thead>
        <tbody>
          ${ranges.map(
            (r) =>
              html`<tr>
                <td class="num">${r.bucket}</td>
                <td class="num">${rangeText(r)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-t5-ranges', T5Ranges);

declare global {
  interface HTMLElementTagNameMap {
    'pe-t5-ranges': T5Ranges;
  }
}
