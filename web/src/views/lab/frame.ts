// The lab's first-paint frame (ui/view-frame.ts): its chapter, its live
// presets and settings, the run row (idle), and empty boxes of the final
// size for the two charts and the two inspection figures, laid out before the view's code and the engine
// arrive.
import chapter from '../../content/lab.js';
import figureList from './figures.js';
import { defineFrame } from '../../ui/view-frame.js';
import { bandChartBox } from './boxes.js';
import { attentionBox, gramBox } from './inspect-boxes.js';
import { labPresets, labRun, labSetup } from './controls.js';
import { labStyles } from './styles.js';
import { labValues } from './values.js';

const chart = {
  box: (state: { labEncodings: readonly string[] }, w: number, f: number) =>
    bandChartBox({ encodings: state.labEncodings.length }, w, f),
};

export default defineFrame({
  chapter,
  figureList,
  styles: labStyles,
  values: labValues,
  flags: () => ({}),
  figures: {
    presets: labPresets,
    setup: labSetup,
    run: () => labRun(),
    loss: chart,
    accuracy: chart,
    attention: {
      box: (state: { labLayers: number; labHeads: number }, w: number, f: number) =>
        attentionBox({ layers: state.labLayers, heads: state.labHeads }, w, f),
    },
    gram: { box: (_state: unknown, w: number, f: number) => gramBox(undefined, w, f) },
  },
  exportShape: () => undefined,
});
