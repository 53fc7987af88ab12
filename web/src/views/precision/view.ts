// The precision view's description (views/description.ts): the type whose
// rows are shown, how many positions, and the engine's bound on their values.
import { limits, precisionNames, type Precision } from '../../engine/facts.js';
import { field } from '../../state/field.js';
import { integer, oneOf } from '../../state/readers.js';
import { describeView } from '../description.js';

/** Positions of the view: past float16's overflow at 65,520. */
export const MAX_PRECISION_LEN = 100_000;

export default describeView({
  id: 'precision',
  title: 'Precision',
  part: 'atlas',
  tag: 'pe-precision-view',
  controls: ['d-model', 'base'],
  load: () => import('./index.js'),
  fields: {
    precision: field<Precision>({
      default: 'bfloat16',
      reader: oneOf(precisionNames),
      key: 'precision',
    }),
    precisionLen: field({
      default: 3000,
      reader: integer(2, MAX_PRECISION_LEN),
      key: 'precision_len',
    }),
  },
  rules: [
    /**
     * The view computes precision_len rows of d_model values in each type
     * (precisionStats: at most limits.maxTrigElements values). Checked only
     * while this view is shown: d_model is shared with every other view, and a
     * large d_model on the heat map says nothing about this view's rows.
     */
    function precisionRowsFit(state, notices, name) {
      if (state.view !== 'precision') return;
      const values = state.precisionLen * state.dModel;
      if (values <= limits.maxTrigElements) return;
      const most = Math.floor(limits.maxTrigElements / state.dModel);
      notices.push(
        `${name('precisionLen')}=${state.precisionLen} with ${name('dModel')}=${state.dModel} is ` +
          `${values} values, more than the ${limits.maxTrigElements} the engine computes at once; using ${most}.`,
      );
      state.precisionLen = most;
    },
  ],
});
