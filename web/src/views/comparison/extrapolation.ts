// <pe-extrapolation-maps>: the figure of "Past the training length": the
// sinusoidal and learned heat maps with the training-length line (the
// section's words and checks are in content/comparison.ts). A figure element
// (ui/figure-element.ts): its box (boxes.ts) is one row of two maps, or two
// rows on a narrow box, each of caption lines, a plot of fixed height and
// an axis line, then the legend line and the readout of the cell under the
// pointer or the one the arrow keys select (ui/cell-keys.ts).
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { CellCursor, type Cell } from '../../ui/cell-keys.js';
import { cssGradient } from '../../ui/colormap.js';
import { FigureElement } from '../../ui/figure-element.js';
import { fixed, grouped } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import { twoUpGrid } from '../../ui/two-up-grid.js';
import type { Colormap } from '../state.js';
import { define } from '../view-element.js';
import { extrapolationMapsBox, MAP_PLOT_PX, MAPS_GAP_EM, MAPS_SIDE_BY_SIDE_EM } from './boxes.js';
import { markerTop, TABLE_SEED, type Figures } from './derive.js';
import { captionLineStyles } from './figure-styles.js';

function marker(trainLen: number, top: number | null) {
  if (top === null) return nothing;
  return html`<div class="marker" data-train-len=${trainLen} style=${styleMap({ top: `${top}%` })}>
    <span>training length ${grouped(trainLen)}</span>
  </div>`;
}

export class ExtrapolationMaps extends FigureElement {
  static override properties: PropertyDeclarations = {
    figures: { attribute: false },
    trainLen: { attribute: false },
    cmap: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    captionLineStyles,
    twoUpGrid('.maps', MAPS_GAP_EM, MAPS_SIDE_BY_SIDE_EM),
    css`
      .plot {
        position: relative;
        height: ${unsafeCSS(MAP_PLOT_PX)}px;
        border: 1px solid var(--pe-border);
      }
      .plot pe-matrix {
        position: absolute;
        inset: 0;
      }
      .plot.learned {
        background: repeating-linear-gradient(
          45deg,
          var(--pe-surface) 0 6px,
          var(--pe-border) 6px 8px
        );
      }
      .marker {
        position: absolute;
        left: 0;
        right: 0;
        border-top: 2px dashed var(--pe-fg);
        pointer-events: none;
      }
      .marker span {
        position: absolute;
        right: 0.2em;
        top: 0.1em;
        background: var(--pe-bg);
        color: var(--pe-fg);
        font-size: 0.75em;
        padding: 0 0.3em;
        border-radius: 3px;
        border: 1px solid var(--pe-border);
      }
      .void {
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        display: grid;
        place-items: center;
        text-align: center;
        pointer-events: none;
      }
      .void span {
        background: var(--pe-bg);
        border: 1px solid var(--pe-border);
        border-radius: 4px;
        padding: 0.1em 0.4em;
        font-size: 0.85em;
        font-weight: 600;
      }
    `,
  ];

  /** The engine's two tables; undefined until they arrive (the box is there anyway). */
  declare figures: Figures | undefined;
  declare trainLen: number;
  declare cmap: Colormap;
  /** The cell under the pointer in either map, or the one the keys select in both. */
  private readonly cursor = new CellCursor(
    this,
    () => this.figures && { rows: this.figures.Ls, cols: this.figures.dc },
    () => 'maps',
  );

  constructor() {
    super();
    this.figures = undefined;
    this.trainLen = 1;
    this.cmap = 'diverging';
  }

  /** What the two maps hold at `cell`: the sinusoid's value, and the learned row's or none. */
  private readout(f: Figures, cell: Cell | undefined): string {
    if (cell === undefined) return 'Hover a cell, or focus the maps and use the arrow keys.';
    const at = cell.row * f.dc + cell.col;
    const learned =
      cell.row < f.learnedRows
        ? `learned ${fixed(f.learned.data[at]!, 4)}`
        : `learned: no row (position ≥ ${grouped(this.trainLen)})`;
    return `pos ${grouped(cell.row)}, dim ${cell.col}: sinusoidal ${fixed(f.sinusoidal.data[at]!, 4)}; ${learned}`;
  }

  protected override boxHeight(width: number, font: number): number {
    return extrapolationMapsBox(undefined, width, font);
  }

  protected override renderFigure() {
    const f = this.figures;
    if (f === undefined) return nothing;
    const { trainLen, cmap } = this;
    const top = markerTop(trainLen, f.Ls);
    const active = this.cursor.active;
    const highlight = active && ((r: number, c: number) => r === active.row && c === active.col);
    const onHover = this.cursor.onHover;
    return html`${this.cursor.group(
        'The sinusoidal and learned heat maps',
        html` <figure>
            <figcaption>
              <span class="head">Sinusoidal</span>
              <span class="sub">fixed formula,</span>
              <span class="sub">values from −1 to 1</span>
            </figcaption>
            <div class="plot">
              <pe-matrix
                .matrix=${f.sinusoidal}
                min="-1"
                max="1"
                cmap=${cmap}
                label=${`Sinusoidal encoding, ${f.Ls} positions by ${f.dc} dimensions, continuing past the training length ${trainLen}`}
                .highlight=${highlight}
                @cell-hover=${onHover}
              ></pe-matrix>
              ${marker(trainLen, top)}
            </div>
            <div class="axis"><span>↓ position</span><span>dimension →</span></div>
          </figure>
          <figure>
            <figcaption>
              <span class="head">Learned (initialised, seed ${TABLE_SEED})</span>
              <span class="sub"
                >random start, sample standard deviation ${fixed(f.learnedStd, 4)};</span
              >
              <span class="sub">colours ±${fixed(f.learnedScale, 3)}</span>
            </figcaption>
            <div class="plot learned">
              <pe-matrix
                .matrix=${f.learned}
                min=${-f.learnedScale}
                max=${f.learnedScale}
                cmap=${cmap}
                label=${`Learned position table with ${f.learnedRows} rows; positions ${trainLen} and beyond have no embedding`}
                .highlight=${highlight}
                @cell-hover=${onHover}
              ></pe-matrix>
              ${marker(trainLen, top)}
              ${
                top !== null
                  ? html`<div class="void" style=${styleMap({ top: `${top}%` })}>
                      <span>no embedding for positions ≥ ${grouped(trainLen)}</span>
                    </div>`
                  : nothing
              }
            </div>
            <div class="axis"><span>↓ position</span><span>dimension →</span></div>
          </figure>`,
        'maps',
      )}
      <div class="legend" aria-hidden="true">
        <span>low</span
        ><span class="bar" style=${styleMap({ background: cssGradient(cmap) })}></span
        ><span>high</span>
      </div>
      <div class="readout" data-part data-value="maps-cell" aria-live="polite">
        ${this.readout(f, active)}
      </div>`;
  }
}

define('pe-extrapolation-maps', ExtrapolationMaps);

declare global {
  interface HTMLElementTagNameMap {
    'pe-extrapolation-maps': ExtrapolationMaps;
  }
}
