// <pe-heatmap-map>: the heat map's figure: the canvas with its axes, its
// colour bar, the cell labels and cursor boxes, and the lines under it (the
// window shown, the pixel density). A figure element (ui/figure-element.ts):
// its box (boxes.ts) follows from its width alone, there before the view's
// code and the engine arrive.
//
// The figure's parts are the view's (<pe-heatmap-view>) and slotted here
// (slotted.ts): the view's draw and gesture controllers own the canvas, and
// the canvas's aria-describedby names the hint and the readout in the view's
// tree. This element gives them their box: it sets the plot's height and the
// lines per label (two on a narrow box) as custom properties the view's
// styles lay the parts out by (styles.ts), from the same numbers its box
// function adds.
import { define } from '../view-element.js';
import { linesPerLabel, mapBox, plotHeight } from './boxes.js';
import { SlottedFigure } from './slotted.js';

export class HeatmapMap extends SlottedFigure {
  protected override boxHeight(width: number, font: number): number {
    return mapBox(undefined, width, font);
  }

  protected override layOut(width: number, font: number): void {
    this.style.setProperty('--pe-plot-height', `${plotHeight(width)}px`);
    const lines = linesPerLabel(width, font);
    this.style.setProperty('--pe-label-lines', String(lines));
    this.style.setProperty('--pe-label-wrap', lines > 1 ? 'normal' : 'nowrap');
  }
}

define('pe-heatmap-map', HeatmapMap);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-map': HeatmapMap;
  }
}
