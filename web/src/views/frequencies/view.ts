// The frequencies view's description (views/description.ts): the dimensions
// plotted, and the pair the relative view declares.
import { field } from '../../state/field.js';
import { integer, list } from '../../state/readers.js';
import { MAX_D_MODEL } from '../../state/shared-fields.js';
import { describeView } from '../description.js';
import { pairField } from '../relative/view.js';

export const MAX_DIMS = 8;

export default describeView({
  id: 'frequencies',
  title: 'Frequencies',
  part: 'course',
  tag: 'pe-frequencies-view',
  controls: ['seq-len', 'd-model', 'base', 'layout'],
  load: () => import('./index.js'),
  fields: {
    /** Dimensions plotted; empty: chosen there for the current d_model. */
    dims: field<number[]>({
      default: [],
      reader: list(integer(0, MAX_D_MODEL - 1), MAX_DIMS, ',', 'numbers'),
      key: 'dims',
    }),
    pair: pairField,
  },
});
