// The precision view's two tables as figure elements (ui/figure-element.ts):
// <pe-precision-summary>, one row per reduced type (computed, or pending
// while its report is computed in a later task), and
// <pe-precision-collision>, the first two rows the selected type stores as
// equal. Their boxes (boxes.ts) are rows of known height, the collision's
// caption lines and room for a horizontal scroll bar, known from nothing the
// engine computes. The words are the chapter's (content/precision.ts).
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import chapter from '../../content/precision.js';
import { renderMarkup } from '../../ui/chapter.js';
import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import { define } from '../view-element.js';
import {
  CAPTION_GAP_EM,
  CAPTION_LINE_EM,
  COLLISION_CAPTION_LINES,
  COLLISION_ROWS,
  COLLISION_CAPTION_NARROW_LINES,
  collisionTableBox,
  NARROW_EM,
  SUMMARY_ROWS,
  summaryTableBox,
  TABLE_GUTTER_PX,
  TABLE_ROW_EM,
} from './boxes.js';
import { reducedPrecisions, type PrecisionModel } from './derive.js';
import { precisionStyles } from './styles.js';

const phrase = (name: keyof typeof chapter.phrases, values: Readonly<Record<string, unknown>>) =>
  renderMarkup(chapter.phrases[name], values);

/** A position, or -1 (the type never reaches it) as the chapter's word for none. */
const positionText = (p: number) => (p < 0 ? phrase('none', {}) : wholeText(p));

/** An entry, NaN shown as such. */
const entry = (v: number) =>
  Number.isNaN(v) ? html`<span class="nan">NaN</span>` : html`${fixed(v, 5)}`;

/** A scroll box of `rows` rows of TABLE_ROW_EM and the scroll bar's room; cells on one line. */
const tableStyles = (rows: number) => css`
  .table-wrap {
    height: calc(${unsafeCSS(rows * TABLE_ROW_EM)}em + ${unsafeCSS(TABLE_GUTTER_PX)}px);
    overflow: auto;
  }
  th,
  td {
    height: ${unsafeCSS(TABLE_ROW_EM)}em;
    padding-top: 0;
    padding-bottom: 0;
    white-space: nowrap;
  }
`;

export class PrecisionSummary extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
  };
  static override styles = [...FigureElement.styles, precisionStyles, tableStyles(SUMMARY_ROWS)];

  /** The view's model; undefined until the engine's reports arrive. */
  declare model: PrecisionModel | undefined;

  constructor() {
    super();
    this.model = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return summaryTableBox(undefined, width, font);
  }

  protected override renderFigure() {
    const m = this.model;
    if (m === undefined) return nothing;
    const values = { positions: wholeText(m.seqLen) };
    return html`<div class="table-wrap" data-part>
      <table class="precision-summary">
        <thead>
          <tr>
            <th>${phrase('typeHeader', values)}</th>
            <th class="num">${phrase('distinctHeader', values)}</th>
            <th class="num">${phrase('repeatedHeader', values)}</th>
            <th class="num">${phrase('nonFiniteHeader', values)}</th>
            <th class="num">${phrase('exactHeader', values)}</th>
          </tr>
        </thead>
        <tbody>
          ${reducedPrecisions.map((p) => {
            const r = m.reports[p];
            if (r === undefined) {
              return html`<tr data-precision=${p} aria-busy="true">
                <th>${p}</th>
                <td class="num pending" colspan="4">${phrase('computing', values)}</td>
              </tr>`;
            }
            return html`<tr data-precision=${p}>
              <th>${p}</th>
              <td class="num">${wholeText(r.distinctRows)}</td>
              <td class="num">${positionText(r.firstCollision)}</td>
              <td class="num">${positionText(r.firstNonFinite)}</td>
              <td class="num">${wholeText(r.largestExactInteger)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }
}

export class PrecisionCollision extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    precisionStyles,
    tableStyles(COLLISION_ROWS),
    css`
      figure {
        margin: 0;
      }
      .frame {
        container-type: inline-size;
      }
      figcaption {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: ${unsafeCSS(COLLISION_CAPTION_LINES)};
        height: ${unsafeCSS(COLLISION_CAPTION_LINES * CAPTION_LINE_EM)}em;
        line-height: ${unsafeCSS(CAPTION_LINE_EM)};
        overflow: hidden;
        font-weight: 600;
        margin-bottom: ${unsafeCSS(CAPTION_GAP_EM)}em;
      }
      @container (max-width: ${unsafeCSS(NARROW_EM)}em) {
        figcaption {
          -webkit-line-clamp: ${unsafeCSS(COLLISION_CAPTION_NARROW_LINES)};
          height: ${unsafeCSS(COLLISION_CAPTION_NARROW_LINES * CAPTION_LINE_EM)}em;
        }
      }
    `,
  ];

  /** The view's model; its collision (and the figure) undefined until the engine's rows arrive. */
  declare model: PrecisionModel | undefined;

  constructor() {
    super();
    this.model = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return collisionTableBox(undefined, width, font);
  }

  protected override renderFigure() {
    const m = this.model;
    const c = m?.collision;
    if (m === undefined || c === undefined) return nothing;
    const values = {
      selected: m.selected,
      previousPosition: wholeText(c.position - 1),
      repeatedPosition: wholeText(c.position),
      columns: c.row.length,
    };
    const cols = Array.from({ length: c.row.length }, (_, j) => j);
    return html`<figure>
      <figcaption data-part>${phrase('collisionCaption', values)}</figcaption>
      <div class="table-wrap" data-part>
        <table class="collision">
          <thead>
            <tr>
              <th>${phrase('positionHeader', values)}</th>
              ${cols.map(
                (j) =>
                  html`<th class="num">${phrase('columnHeader', { ...values, column: j })}</th>`,
              )}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>${wholeText(c.position - 1)}</th>
              ${cols.map((j) => html`<td class="num">${entry(c.previous[j]!)}</td>`)}
            </tr>
            <tr>
              <th>${wholeText(c.position)}</th>
              ${cols.map((j) => html`<td class="num">${entry(c.row[j]!)}</td>`)}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>`;
  }
}

define('pe-precision-summary', PrecisionSummary);
define('pe-precision-collision', PrecisionCollision);

declare global {
  interface HTMLElementTagNameMap {
    'pe-precision-summary': PrecisionSummary;
    'pe-precision-collision': PrecisionCollision;
  }
}
