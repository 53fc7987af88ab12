// The pitfalls view's first-paint frame (ui/view-frame.ts): its chapter, its
// live pitfall picker, and an empty box of the final size for the maps and
// each table, laid out before the view's code and the engine arrive. The
// explanation's block and phrases are those the engine will choose (explain.ts).
import chapter from '../../content/pitfalls.js';
import { defineFrame } from '../../ui/view-frame.js';
import {
  baseTable512Box,
  baseTableBox,
  concatTableBox,
  pitfallMapsBox,
  scorecardBox,
  summaryBox,
} from './boxes.js';
import { pitfallsControls } from './controls.js';
import { pitfallsExportShape } from './export-shape.js';
import { pitfallsStyles } from './styles.js';
import { pitfallsChapter } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [pitfallsStyles],
  values: (state) => pitfallsChapter(state).values,
  flags: (state) => pitfallsChapter(state).flags,
  figures: {
    controls: pitfallsControls,
    maps: { box: (_state, w, f) => pitfallMapsBox(undefined, w, f) },
    scorecard: { box: (_state, w, f) => scorecardBox(undefined, w, f) },
    summary: { box: (_state, w, f) => summaryBox(undefined, w, f) },
    baseTable: { box: (state, w, f) => baseTableBox(state, w, f) },
    baseTable512: { box: (state, w, f) => baseTable512Box(state, w, f) },
    concatTable: { box: (_state, w, f) => concatTableBox(undefined, w, f) },
    // The engine's messages: none when nothing fails.
    concatError: null,
    error: null,
  },
  exportShape: pitfallsExportShape,
});
