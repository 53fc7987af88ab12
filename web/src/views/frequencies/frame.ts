// The frequencies view's first-paint frame (ui/view-frame.ts): its chapter,
// its live controls with the chips of the dimensions it will plot, an empty
// box of the final size for each small multiple and for the wavelength plot,
// and the notes on what is left out, laid out before the view's code and the
// engine arrive. The dimensions follow from the state alone: the learner's,
// or those the view picks for d_model (plotted.ts) with the engine's column
// rule as columns.ts restates it (checked against the engine in tests/js).
import chapter from '../../content/frequencies.js';
import { defineFrame, figureSlot, type FigureSlot } from '../../ui/view-frame.js';
import type { State } from '../state.js';
import { curveBox, wavelengthPlotBox } from './boxes.js';
import { pairColumns } from './columns.js';
import { frequenciesControls, type Plotted } from './controls.js';
import { frequenciesExportShape } from './export-shape.js';
import { multiples, notesParagraph } from './parts.js';
import { autoDimsOf, curveNotes, dimsShown } from './plotted.js';
import { frequenciesStyles, plotStyles } from './styles.js';
import { frequenciesValues } from './values.js';
import figureList from './figures.js';

/** The dimensions the view will plot at `state` (its model's dims and auto). */
export function framedDims(state: Pick<State, 'dims' | 'dModel' | 'layout'>): Plotted {
  const { dims, dModel, layout } = state;
  return dims.length === 0
    ? { dims: autoDimsOf(dModel, (pair) => pairColumns(pair, dModel, layout)), auto: true }
    : { dims: dimsShown(dims, dModel), auto: false };
}

const curve: FigureSlot = { box: (_s, w, f) => curveBox(undefined, w, f) };
const plot = (showControls: boolean): FigureSlot => ({
  box: (_s, w, f) => wavelengthPlotBox({ showControls }, w, f),
});
const plotWithButton = plot(true);
const plotAlone = plot(false);

export default defineFrame({
  chapter,
  figureList,
  styles: [plotStyles, frequenciesStyles],
  values: (state) => frequenciesValues(state),
  // The model fails only on an input the engine refuses, which the state's
  // readers do not let through.
  flags: () => ({ model: true }),
  figures: {
    controls: (host) => frequenciesControls(host, framedDims(host.state)),
    curves: (host) =>
      multiples(framedDims(host.state).dims.map(() => figureSlot(curve, host.state))),
    notes: (host) => notesParagraph(curveNotes(host.state, framedDims(host.state).dims.length)),
    plot: (host) => figureSlot(host.showControls ? plotWithButton : plotAlone, host.state),
    error: null,
  },
  exportShape: (state) => frequenciesExportShape(state, framedDims(state).dims.length),
});
