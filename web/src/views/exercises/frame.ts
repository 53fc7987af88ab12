// The exercises view's first-paint frame (ui/view-frame.ts): the tab laid
// out as the view lays it out before any Run, before the view's code, the
// editor (CodeMirror) and the engine arrive. The parts are the view's own
// (./parts.ts, the work bar, quiz, numeric and guided elements), shown with
// the work kept in this browser, and inert until the view replaces them; the
// editor is an empty box of its fixed size (boxes.ts); the feedback area is
// empty, as the view's is before a Run. Nothing here loads CodeMirror, the
// sandbox or the checker.
import { nothing } from 'lit';

import { tab } from '../../content/exercises.js';
import { defineFrame, figureSlot, type FigureSlot, type FrameHost } from '../../ui/view-frame.js';
import { EDITOR_MARGIN_EM, editorBox } from './boxes.js';
import { runShapes } from './derive.js';
import { exercisesExportShape } from './export-shape.js';
import { codeButtons, codeSection, resultArea, tabFigures, type TabFigure } from './parts.js';
import { pageProgress, type ProgressStore } from './progress-storage.js';
import { exerciseStyles } from './styles.js';

/** <pe-code-editor>'s box, and its host's margin. */
const editorSlot: FigureSlot = {
  box: (_state, w, f) => editorBox(undefined, w, f),
  margin: `${EDITOR_MARGIN_EM}em 0`,
};

/**
 * The work kept in this browser, read once per frame (its InputMessage is
 * the frame element's own): the quiz's revealed answers and texts, the
 * numeric and guided answers with the verdicts the engine gave them last
 * time (kept-verdicts.ts) and the work bar's notices show at first paint as
 * the view will show them.
 */
const stores = new WeakMap<object, ProgressStore>();
function workOf(host: FrameHost): ProgressStore {
  let store = stores.get(host.message);
  if (store === undefined) {
    store = pageProgress('exercises');
    stores.set(host.message, store);
  }
  return store;
}

/** The frame's part `name`: the view's, with no engine, no actions and no run. */
const part = (name: TabFigure) => (host: FrameHost) =>
  tabFigures({
    headingLevel: undefined,
    progress: workOf(host),
    generation: 0,
    pe: undefined,
    report: undefined,
    onClear: undefined,
    inert: true,
    code:
      name === 'code'
        ? codeSection(
            undefined,
            runShapes(host.state.seqLen, host.state.dModel),
            {
              editor: figureSlot(editorSlot, host.state),
              buttons: codeButtons(undefined, false, true),
              shared: nothing,
              linkNotice: nothing,
              solution: nothing,
              result: resultArea(null, undefined),
            },
            true,
          )
        : nothing,
  })[name];

export default defineFrame({
  chapter: tab,
  styles: [exerciseStyles],
  values: () => ({}),
  flags: () => ({}),
  figures: {
    workBar: part('workBar'),
    code: part('code'),
    quiz: part('quiz'),
    numeric: part('numeric'),
    guided: part('guided'),
  },
  // The view exports nothing, so the menu renders nothing and its room none
  // (<pe-export-room> with no shape).
  exportShape: exercisesExportShape,
});
