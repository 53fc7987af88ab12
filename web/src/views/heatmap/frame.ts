// The heat map's first-paint frame (ui/view-frame.ts): its chapter, and an
// empty box of the final size for the toolbar, the map, the readout, the data
// table's toggle and the checks, laid out before the view's code and the
// engine arrive; the blur note when the view will show it (framedBlur).
import { nothing } from 'lit';

import chapter from '../../content/heatmap.js';
import { defineFrame, figureSlot, type FigureSlot } from '../../ui/view-frame.js';
import type { State } from '../state.js';
import { pairColumns } from '../frequencies/columns.js';
import { blurOf, type Blur } from './blur.js';
import {
  checksBox,
  mapBox,
  plotHeight,
  READOUT_FONT_EM,
  readoutBox,
  tableFigureBox,
  toolbarBox,
} from './boxes.js';
import { heatmapExportShape } from './export-shape.js';
import { lessonParts } from './lesson.js';
import { heatmapStyles, partStyles } from './styles.js';
import { slottedStyles } from './slotted-styles.js';
import { viewportFromState } from './viewport.js';
import figureList from './figures.js';

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

/** The plot's border (styles.ts: 1 px each side), inside the height plotHeight gives. */
const PLOT_BORDER_PX = 1;

/**
 * The blur note the view will show at the first paint (blur.ts, the view's
 * rule): the state's window over the canvas the map's box function gives a
 * figure `widthPx` wide, in device pixels at `ratio`, with the engine's
 * wavelengths (2π·base^(2i/d_model)) and column rule restated (tests/js
 * checks the prediction against the view's, from the engine, over many states).
 */
export function framedBlur(state: State, widthPx: number, ratio: number): Blur | undefined {
  const { seqLen, dModel, base, layout } = state;
  if (!(widthPx > 0)) return undefined;
  const v = viewportFromState(state, { rows: seqLen, cols: dModel });
  const rows = Math.max(1, Math.round((plotHeight(widthPx) - 2 * PLOT_BORDER_PX) * ratio));
  const wavelengths = Array.from(
    { length: dModel / 2 },
    (_, i) => 2 * Math.PI * Math.pow(base, (2 * i) / dModel),
  );
  return blurOf((v.r1 - v.r0) / rows, wavelengths, (pair) => pairColumns(pair, dModel, layout));
}

const blurAt = (state: State, widthPx: number) =>
  framedBlur(state, widthPx, globalThis.devicePixelRatio || 1);

export default defineFrame({
  chapter,
  figureList,
  styles: [heatmapStyles, slottedStyles, partStyles],
  values: (state, widthPx) =>
    lessonParts(
      {
        ...state,
        wavelengths: undefined,
        rows: undefined,
        checks: undefined,
        checkPart: undefined,
      },
      state.cmap,
      blurAt(state, widthPx),
    ).values,
  flags: (state, widthPx) => ({
    singlePair: state.dModel === 2,
    closeWaves: state.dModel > 2 && !spread(state),
    spreadWaves: state.dModel > 2 && spread(state),
    blur: blurAt(state, widthPx) !== undefined,
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
