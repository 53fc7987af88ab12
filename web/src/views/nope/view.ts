// The NoPE view's description (views/description.ts): the values the tokens
// carry (a beginning marker, or the same value everywhere).
import { field } from '../../state/field.js';
import { oneOf } from '../../state/readers.js';
import { describeView } from '../description.js';

/** The view's value sequences (./derive.ts builds them). */
export type NopeValues = 'marker' | 'constant';
export const nopeValueNames: readonly NopeValues[] = ['marker', 'constant'];

export default describeView({
  id: 'nope',
  title: 'NoPE',
  part: 'atlas',
  tag: 'pe-nope-view',
  controls: ['seq-len'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  fields: {
    nopeValues: field<NopeValues>({
      default: 'marker',
      reader: oneOf(nopeValueNames),
      key: 'nope_values',
    }),
  },
});
