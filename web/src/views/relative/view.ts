// The relative-position view's description (views/description.ts): the
// selected position, the offset k and the (sin, cos) pair, which the
// frequencies view shares.
import { field } from '../../state/field.js';
import { integer } from '../../state/readers.js';
import { MAX_D_MODEL, MAX_SEQ_LEN } from '../../state/shared-fields.js';
import { describeView } from '../description.js';

export const MAX_OFFSET = 1_000_000;

/** The selected (sin, cos) pair index (the frequencies view lists it too). */
export const pairField = field({
  default: 0,
  reader: integer(0, MAX_D_MODEL / 2 - 1),
  key: 'pair',
});

export default describeView({
  id: 'relative',
  title: 'Relative position',
  part: 'course',
  tag: 'pe-relative-view',
  controls: ['seq-len', 'd-model', 'base'],
  load: () => import('./index.js'),
  fields: {
    pos: field({ default: 10, reader: integer(0, MAX_SEQ_LEN), key: 'pos' }),
    k: field({ default: 3, reader: integer(-MAX_OFFSET, MAX_OFFSET), key: 'k' }),
    pair: pairField,
  },
  rules: [
    function pairBelowHalfDModel(state, notices, name) {
      const pairs = state.dModel / 2;
      if (state.pair >= pairs) {
        notices.push(
          `${name('pair')}=${state.pair} needs ${name('dModel')} > ${2 * state.pair}; using ${pairs - 1}.`,
        );
        state.pair = pairs - 1;
      }
      // dims beyond d_model - 1 stay in the state (a later larger d_model shows
      // them again); the frequencies view skips them.
    },
  ],
});
