// The heat map's first-paint frame (ui/view-frame.ts): its chapter, and an
// empty box of the final size for the toolbar, the map, the readout, the data
// table's toggle and the checks, laid out before the view's code and the
// engine arrive.
import { nothing } from 'lit';

import chapter from '../../content/heatmap.js';
import { defineFrame, figureSlot, type FigureSlot } from '../../ui/view-frame.js';
import type { State } from '../state.js';
import {
  checksBox,
  mapBox,
  READOUT_FONT_EM,
  readoutBox,
  tableFigureBox,
  toolbarBox,
} from './boxes.js';
import { heatmapExportShape } from './export-shape.js';
import { lessonParts } from './lesson.js';
import { heatmapStyles, partStyles } from './styles.js';
import { slottedStyles } from './slotted-styles.js';

const toolbar: FigureSlot = { box: (_s, w, f) => toolbarBox({ showControls: true }, w, f) };

/**
 * Which paragraph says how far apart the wavelengths are: a prediction of
 * the layout only (nothing here is shown). The view's own words follow the
 * engine's wavelengths, λ_last / λ_0 = base^(2·lastPair / d_model).
 */
function spread(state: State): boolean {
  const lastPair = state.dModel / 2 - 1;
  return Math.pow(state.base, (2 * lastPair) / state.dModel) >= 10;
}

export default defineFrame({
  chapter,
  styles: [heatmapStyles, slottedStyles, partStyles],
  values: (state) =>
    lessonParts(
      {
        ...state,
        wavelengths: undefined,
        rows: undefined,
        checks: undefined,
        checkPart: undefined,
      },
      state.cmap,
      undefined,
    ).values,
  // The blur note needs the map's pixels and the engine's wavelengths: a
  // first view of more than about six positions per pixel row moves once.
  flags: (state) => ({
    singlePair: state.dModel === 2,
    closeWaves: state.dModel > 2 && !spread(state),
    spreadWaves: state.dModel > 2 && spread(state),
    blur: false,
    checks: true,
  }),
  figures: {
    toolbar: (host) => (host.showControls ? figureSlot(toolbar, host.state) : nothing),
    map: { box: (_s, w, f) => mapBox(undefined, w, f) },
    error: null,
    readout: {
      box: (_s, w, f) => readoutBox(undefined, w, f),
      margin: `${0.4 * READOUT_FONT_EM}em 0`,
    },
    table: { box: (_s, w, f) => tableFigureBox({ open: false, rows: 1 }, w, f) },
    checks: { box: (state, w, f) => checksBox(state, w, f) },
    checksError: null,
  },
  exportShape: heatmapExportShape,
});
