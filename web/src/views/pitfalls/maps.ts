// <pe-pitfall-maps>: the correct encoding and one pitfall as two heat maps
// on the same colour scale, with a readout of both values under the
// pointer, or at the cell the arrow keys select once the maps have focus
// (ui/cell-keys.ts). Its own element because hovering changes only this part: the
// scorecard and tables below do not re-render. A figure element
// (ui/figure-element.ts): its box (boxes.ts) is one row of two maps, or two
// rows on a narrow box, each of caption lines, a plot of fixed height and an
// axis line, then the legend line and the readout's lines.
import { html, nothing, type PropertyDeclarations } from 'lit';

import { CellCursor } from '../../ui/cell-keys.js';
import { cssGradient } from '../../ui/colormap.js';
import { fixed } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { Colormap } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import type { Score } from './derive.js';
import { MAPS_GAP_EM, MAPS_SIDE_BY_SIDE_EM, pitfallMapsBox } from './boxes.js';
import { mapsStyles } from './maps-styles.js';
import { twoUpGrid } from '../../ui/two-up-grid.js';
import { renderMarkup } from '../../ui/chapter.js';
import { formulaMarkup, titleMarkup, titles } from './text.js';

export class PitfallMaps extends FigureElement {
  static override properties: PropertyDeclarations = {
    correct: { attribute: false },
    pitfall: { attribute: false },
    cmap: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    twoUpGrid('.maps', MAPS_GAP_EM, MAPS_SIDE_BY_SIDE_EM),
    mapsStyles,
  ];

  declare correct: Score | undefined;
  declare pitfall: Score | undefined;
  declare cmap: Colormap;
  /** The cell under the pointer in either map, or the one the keys select in both. */
  private readonly cursor = new CellCursor(
    this,
    () => this.correct?.matrix,
    () => 'maps',
  );

  constructor() {
    super();
    this.correct = undefined;
    this.pitfall = undefined;
    this.cmap = 'diverging';
  }

  private map(s: Score, active: { row: number; col: number } | undefined) {
    const { rows, cols } = s.matrix;
    const name = titles[s.variant];
    return html`<figure>
      <figcaption>
        <span class="name" data-part>${renderMarkup(titleMarkup[s.variant], {})}</span
        ><span class="mono" data-part>${renderMarkup(formulaMarkup[s.variant], {})}</span>
      </figcaption>
      <pe-matrix
        .matrix=${s.matrix}
        min="-1"
        max="1"
        cmap=${this.cmap}
        label=${`${name}: heat map of ${rows} positions (rows) by ${cols} dimensions (columns), values from −1 to 1`}
        .highlight=${active && ((r: number, c: number) => r === active.row && c === active.col)}
        @cell-hover=${this.cursor.onHover}
      ></pe-matrix>
      <div class="axis">
        <span>↓ position 0 … ${rows - 1}</span><span>dimension 0 … ${cols - 1} →</span>
      </div>
    </figure>`;
  }

  protected override boxHeight(width: number, font: number): number {
    return pitfallMapsBox(undefined, width, font);
  }

  protected override renderFigure() {
    const c = this.correct;
    const v = this.pitfall;
    if (c === undefined || v === undefined) return nothing;
    const active = this.cursor.active;
    const at = (s: Score) => s.matrix.data[active!.row * s.matrix.cols + active!.col]!;
    const readout = active
      ? `pos ${active.row}, dim ${active.col}: correct ${fixed(at(c), 4)}, pitfall ${fixed(at(v), 4)}`
      : 'Hover a cell, or focus the maps and use the arrow keys.';
    return html`${this.cursor.group(
        'The two heat maps',
        html`${this.map(c, active)} ${this.map(v, active)}`,
        'maps',
      )}
      <div class="legend" aria-hidden="true">
        <span>−1</span
        ><span class="bar" style=${styleMap({ background: cssGradient(this.cmap) })}></span
        ><span>1</span>
      </div>
      <div class="readout" data-part aria-live="polite">${readout}</div>`;
  }
}

define('pe-pitfall-maps', PitfallMaps);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfall-maps': PitfallMaps;
  }
}
