// The pitfalls view's description (views/description.ts): the pitfall shown
// next to the correct encoding.
import { variantNames, type Variant } from '../../engine/facts.js';
import { field } from '../../state/field.js';
import { oneOf } from '../../state/readers.js';
import { describeView } from '../description.js';

export default describeView({
  id: 'pitfalls',
  title: 'Pitfalls',
  part: 'course',
  tag: 'pe-pitfalls-view',
  controls: ['seq-len', 'd-model', 'base', 'cmap'],
  load: () => import('./index.js'),
  fields: {
    variant: field<Variant>({
      default: 'exponent-i-over-d',
      reader: oneOf(variantNames),
      key: 'variant',
    }),
  },
});
