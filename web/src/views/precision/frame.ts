// The precision view's first-paint frame (ui/view-frame.ts): its chapter,
// its live controls and an empty box of the final size for the summary
// table, the chart and the collision table, laid out before the view's code
// and the engine arrive.
import chapter from '../../content/precision.js';
import { noValues } from '../../ui/chapter.js';
import { choiceStyles } from '../../ui/view-fields.js';
import { defineFrame } from '../../ui/view-frame.js';
import type { State } from '../state.js';
import { chartFigureBox, collisionTableBox, summaryTableBox } from './boxes.js';
import { precisionControls } from './controls.js';
import { precisionExportShape } from './export.js';
import figureList from './figures.js';

/**
 * The significand bits of each reduced type (with the implicit bit): whole
 * numbers are exact up to 2^bits (the engine's largestExactInteger, checked
 * in tests/js/views/precision.test.mjs).
 */
const SIGNIFICAND_BITS = { float32: 24, float16: 11, bfloat16: 8 } as const;

/**
 * Whether the selected type repeats a row among the view's positions: at
 * the latest where two positions round to one number, 2^bits + 1 (the
 * engine's firstCollision; rows that repeat by chance earlier, at a tiny
 * d_model, show the collision table once the engine says so).
 */
export function expectsCollision(state: Pick<State, 'precision' | 'precisionLen'>): boolean {
  if (state.precision === 'float64') return false;
  return state.precisionLen > 2 ** SIGNIFICAND_BITS[state.precision] + 1;
}

export default defineFrame({
  chapter,
  figureList,
  styles: [choiceStyles],
  // The body names none: they are the figures' captions' and readouts'.
  values: () => noValues(chapter),
  // A frame's flags do not depend on the state: the collision's box does
  // (none when no row is expected to repeat).
  flags: () => ({ model: true, collision: true }),
  figures: {
    controls: precisionControls,
    error: null,
    summaryTable: { box: (_state, w, f) => summaryTableBox(undefined, w, f) },
    chart: { box: (_state, w, f) => chartFigureBox(undefined, w, f) },
    collision: {
      box: (state, w, f) => (expectsCollision(state) ? collisionTableBox(undefined, w, f) : 0),
    },
  },
  exportShape: precisionExportShape,
});
