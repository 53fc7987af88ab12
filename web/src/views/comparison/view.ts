// The comparison view's description (views/description.ts): its training
// length marker, which the DroPE view shares.
import { field } from '../../state/field.js';
import { integer } from '../../state/readers.js';
import { MAX_SEQ_LEN } from '../../state/shared-fields.js';
import { describeView } from '../description.js';

/** The training length marker (the DroPE view lists it too). */
export const trainLenField = field({
  default: 32,
  reader: integer(1, MAX_SEQ_LEN),
  key: 'train_len',
});

export default describeView({
  id: 'comparison',
  title: 'Sinusoidal vs learned vs RoPE',
  part: 'course',
  tag: 'pe-comparison-view',
  controls: ['seq-len', 'd-model', 'base', 'cmap'],
  load: () => import('./index.js'),
  atlas: { rows: 2, curves: 1, load: () => import('./atlas.js') },
  fields: { trainLen: trainLenField },
});
