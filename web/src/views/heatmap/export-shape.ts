// What the heat map's export lists, without the data (export/shape.ts): its
// window, its figure's title and the files' names. Apart from export.ts (the
// data, loaded on the menu's first question) because the first-paint frame
// keeps the menu's room with it.
import type { ExportShape } from '../../export/shape.js';
import type { State } from '../state.js';

export type HeatmapInputs = Pick<
  State,
  'seqLen' | 'dModel' | 'base' | 'layout' | 'cmap' | 'r0' | 'r1' | 'c0' | 'c1'
>;

export interface Window {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/** The heat-map window in cells (the fitted matrix when no zoom is set). */
export function visibleWindow(state: HeatmapInputs): Window {
  const r0 = Math.max(0, Math.floor(state.r0 ?? 0));
  const r1 = Math.min(state.seqLen, Math.ceil(state.r1 ?? state.seqLen));
  const c0 = Math.max(0, Math.floor(state.c0 ?? 0));
  const c1 = Math.min(state.dModel, Math.ceil(state.c1 ?? state.dModel));
  return { r0, r1: Math.max(r1, r0 + 1), c0, c1: Math.max(c1, c0 + 1) };
}

export function figureTitle(state: HeatmapInputs, window: Window): string {
  const whole =
    window.r0 === 0 && window.r1 === state.seqLen && window.c0 === 0 && window.c1 === state.dModel;
  const config = `L = ${state.seqLen}, d = ${state.dModel}, base ${state.base}${state.layout === 'split' ? ', split layout' : ''}`;
  return whole
    ? `Sinusoidal positional encoding (${config})`
    : `Sinusoidal positional encoding (${config}): positions ${window.r0}\u2013${window.r1 - 1}, dimensions ${window.c0}\u2013${window.c1 - 1}`;
}

/** What the export lists at `state` (tests/js checks it against exportHeatmap's). */
export function heatmapExportShape(state: HeatmapInputs): ExportShape {
  return {
    figures: [figureTitle(state, visibleWindow(state))],
    tables: ['visible'],
    arrays: ['encoding'],
    code: true,
  };
}
