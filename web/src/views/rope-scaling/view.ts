// The RoPE context-extension view's description (views/description.ts):
// the method, its factor and the model's original (training) length.
import { ropeScalingNames, type RopeScalingType } from '../../engine/facts.js';
import { field } from '../../state/field.js';
import { integer, oneOf, real } from '../../state/readers.js';
import { describeView } from '../description.js';

/** Factors the view offers (published models use up to 32). */
export const MAX_ROPE_FACTOR = 64;
export const MAX_ROPE_ORIGINAL = 65_536;

export default describeView({
  id: 'rope-scaling',
  title: 'RoPE context extension',
  part: 'atlas',
  tag: 'pe-rope-scaling-view',
  controls: ['d-model', 'base'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  fields: {
    ropeScaling: field<RopeScalingType>({
      default: 'yarn',
      reader: oneOf(ropeScalingNames),
      key: 'rope_scaling',
    }),
    ropeFactor: field({ default: 4, reader: real(1, MAX_ROPE_FACTOR), key: 'rope_factor' }),
    ropeOriginalMax: field({
      default: 2048,
      reader: integer(1, MAX_ROPE_ORIGINAL),
      key: 'rope_original_max',
    }),
  },
});
