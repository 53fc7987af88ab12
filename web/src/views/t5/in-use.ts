// How many buckets the T5 view's table of ranges lists (the buckets in use
// over the relative positions it scans, derive.ts), from the state alone: the
// engine's T5Bucket (cpp/src/schemes/t5.cc) restated in JavaScript with its
// float32 steps (Math.fround after each one), for one use only, the width of
// the chapter's slot for that count before the engine arrives (the number
// shown is the engine's). tests/js/views/t5.test.mjs checks it against the
// engine over bucket counts, distances and both directions.
// Pure: no engine, no DOM, no Lit.
import { t5MaxExact } from './view.js';

/** The bucket of distance r >= 0 within one direction's `buckets` (T5Bucket past the sign). */
function bucketOf(r: number, buckets: number, maxDistance: number): number {
  const maxExact = Math.floor(buckets / 2);
  if (r < maxExact) return r;
  const f = Math.fround;
  const scale = f(Math.log(maxDistance / maxExact));
  const ratio = f(f(r) / f(maxExact));
  const large = f(f(f(Math.log(ratio)) / scale) * f(buckets - maxExact));
  return Math.min(maxExact + Math.trunc(large), buckets - 1);
}

/**
 * The buckets in use over relative positions −reach … reach, reach the
 * view's scan (derive.ts): each direction's distances 0 … reach give the same
 * buckets, and distance 0 is bucket 0 either way, so both directions use
 * twice one side's buckets less one.
 */
export function bucketsInUse(
  numBuckets: number,
  maxDistance: number,
  bidirectional: boolean,
  reach: number,
): number {
  // The view asks again at every render (a hovered cell): up to 65,536
  // logarithms each time for a large maxDistance, so the last answer is kept.
  const key = `${numBuckets} ${maxDistance} ${bidirectional} ${reach}`;
  if (last?.key !== key)
    last = { key, count: count(numBuckets, maxDistance, bidirectional, reach) };
  return last.count;
}

let last: { key: string; count: number } | undefined;

/**
 * The distance from which one direction's last bucket holds every distance
 * (where the logarithmic scale reaches it, before maxDistance), by the same
 * restated rule: for its slot's width only (the number shown is the engine's).
 */
export function lastBucketFrom(
  numBuckets: number,
  maxDistance: number,
  bidirectional: boolean,
): number {
  const buckets = bidirectional ? Math.floor(numBuckets / 2) : numBuckets;
  for (let r = 0; r <= maxDistance; r++) {
    if (bucketOf(r, buckets, maxDistance) === buckets - 1) return r;
  }
  return maxDistance;
}

function count(numBuckets: number, maxDistance: number, bidirectional: boolean, reach: number) {
  const buckets = bidirectional ? Math.floor(numBuckets / 2) : numBuckets;
  const maxExact = t5MaxExact(numBuckets, bidirectional);
  // Distances below maxExact are a bucket each; past them the bucket grows
  // with r up to the last one: count the values it takes.
  let used = Math.min(maxExact, reach + 1);
  let previous = -1;
  for (let r = maxExact; r <= reach; r++) {
    const b = bucketOf(r, buckets, maxDistance);
    if (b !== previous) used++;
    previous = b;
    if (b === buckets - 1) break;
  }
  return bidirectional ? 2 * used - 1 : used;
}
