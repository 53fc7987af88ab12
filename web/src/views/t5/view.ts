// The T5 view's description (views/description.ts): buckets in all, the
// distance where the last bucket starts, the direction, and the rule the
// engine's t5Bucket sets between them.
import { limits } from '../../engine/facts.js';
import { field } from '../../state/field.js';
import { flag, integer } from '../../state/readers.js';
import { describeView } from '../description.js';

/** What the view's figures can show (the engine takes more). */
export const MAX_T5_BUCKETS = 1024;
export const MAX_T5_DISTANCE = 1_000_000;

/**
 * T5's maxExact: distances below it get a bucket each. numBuckets is halved
 * first when bidirectional (integer division both times, as the models' code).
 */
export function t5MaxExact(numBuckets: number, bidirectional: boolean): number {
  const half = bidirectional ? Math.floor(numBuckets / 2) : numBuckets;
  return Math.floor(half / 2);
}

export default describeView({
  id: 't5',
  title: 'T5 buckets',
  part: 'atlas',
  tag: 'pe-t5-view',
  controls: ['seq-len'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  fields: {
    // From 1: the least values depend on the direction and the bucket count
    // (the rule below), so that any positive count gets one notice, from there.
    t5Buckets: field({ default: 32, reader: integer(1, MAX_T5_BUCKETS), key: 't5_buckets' }),
    t5MaxDistance: field({
      default: 128,
      reader: integer(1, MAX_T5_DISTANCE),
      key: 't5_max_distance',
    }),
    t5Bidirectional: field({ default: true, reader: flag, key: 't5_bidirectional' }),
  },
  rules: [
    /** What the engine's t5Bucket takes: enough buckets for the direction, maxDistance above maxExact. */
    function t5Buckets(state, notices, name) {
      const bidirectional = state.t5Bidirectional;
      const least = bidirectional ? limits.minT5BucketsBidirectional : limits.minT5BucketsCausal;
      const direction = `${name('t5Bidirectional')}=${bidirectional}`;
      if (state.t5Buckets < least) {
        notices.push(
          `${name('t5Buckets')}=${state.t5Buckets} is below ${least}, the fewest buckets when ${direction}; using ${least}.`,
        );
        state.t5Buckets = least;
      }
      const maxExact = t5MaxExact(state.t5Buckets, bidirectional);
      if (state.t5MaxDistance <= maxExact) {
        notices.push(
          `${name('t5MaxDistance')}=${state.t5MaxDistance} must be above maxExact = ${maxExact} ` +
            `(${state.t5Buckets} buckets, ${direction}); using ${maxExact + 1}.`,
        );
        state.t5MaxDistance = maxExact + 1;
      }
    },
  ],
});
