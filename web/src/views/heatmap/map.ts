// <pe-heatmap-map>: the heat map's figure: the canvas with its axes, its
// colour bar, the cell labels and cursor boxes, and the lines under it (the
// window shown, the pixel density). A figure element (ui/figure-element.ts):
// its box (boxes.ts) follows from its width alone, there before the view's
// code and the engine arrive.
//
// The figure's parts are the view's (<pe-heatmap-view>) and slotted here:
// the view's draw and gesture controllers own the canvas, and the canvas's
// aria-describedby names the hint and the readout in the view's tree. This
// element gives them their box: it sets the plot's height and the lines per
// label (two on a narrow box) as custom properties the view's styles lay the
// parts out by (styles.ts), from the same numbers its box function adds.
import { html, nothing, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import { linesPerLabel, mapBox, plotHeight } from './boxes.js';

export class HeatmapMap extends FigureElement {
  static override properties: PropertyDeclarations = {
    ready: { type: Boolean },
  };

  /** The view has given it its parts (the model has arrived): they are shown. */
  declare ready: boolean;

  constructor() {
    super();
    this.ready = false;
  }

  protected override boxHeight(width: number, font: number): number {
    return mapBox(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const width = this.boxWidth;
    if (!(width > 0)) return;
    const font = parseFloat(getComputedStyle(this).fontSize) || 16;
    this.style.setProperty('--pe-plot-height', `${plotHeight(width)}px`);
    const lines = linesPerLabel(width, font);
    this.style.setProperty('--pe-label-lines', String(lines));
    this.style.setProperty('--pe-label-wrap', lines > 1 ? 'normal' : 'nowrap');
  }

  protected override renderFigure() {
    return this.ready ? html`<slot></slot>` : nothing;
  }
}

define('pe-heatmap-map', HeatmapMap);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-map': HeatmapMap;
  }
}
