// The T5 view's model: the bucket of every (query, key) pair and the range
// of relative positions each bucket covers, from the engine
// (pe.t5BucketMatrix, pe.t5Bucket). Pure: no DOM, no Lit.
import type { IntMatrix, Matrix, PosEnc, T5Options } from '../../engine/index.js';
import { t5MaxExact } from './view.js';
import { type State } from '../state.js';

/** The largest matrix the view draws (the first MAX_SHOWN positions). */
export const MAX_SHOWN = 256;
/** The bucket table scans relative positions up to this far either way. */
export const MAX_SCAN = 1 << 16;

export interface BucketRange {
  readonly bucket: number;
  /** The relative positions (key - query) in this bucket, within the scan. */
  readonly from: number;
  readonly to: number;
  /** True when the bucket goes on past the scanned range (the last buckets). */
  readonly open: boolean;
}

export interface T5Model {
  readonly n: number;
  readonly seqLen: number;
  readonly options: Required<T5Options>;
  /** maxExact: distances below it are their own bucket. */
  readonly maxExact: number;
  readonly matrix: IntMatrix;
  readonly display: Matrix;
  /** Largest bucket index in the matrix (the colour scale's top). */
  readonly top: number;
  /** Each bucket's relative positions, in bucket order (contiguous per bucket). */
  readonly ranges: readonly BucketRange[];
}

/** How far either way the bucket table scans: twice maxDistance, at most MAX_SCAN. */
export function scanReach(maxDistance: number): number {
  return Math.min(MAX_SCAN, 2 * maxDistance);
}

export function optionsOf(state: State): Required<T5Options> {
  return {
    bidirectional: state.t5Bidirectional,
    numBuckets: state.t5Buckets,
    maxDistance: state.t5MaxDistance,
  };
}

export function derive(state: State, pe: PosEnc): T5Model {
  const options = optionsOf(state);
  const n = Math.min(state.seqLen, MAX_SHOWN);
  const matrix = pe.t5BucketMatrix(n, options);
  // Every relative position up to the scan, once: the buckets are
  // contiguous runs, so each bucket's range is its first and last position.
  const reach = scanReach(options.maxDistance);
  const positions = Float64Array.from({ length: 2 * reach + 1 }, (_, k) => k - reach);
  const buckets = pe.t5Bucket(positions, options);
  const byBucket = new Map<number, { from: number; to: number }>();
  for (let k = 0; k < positions.length; k++) {
    const b = buckets[k]!;
    const p = positions[k]!;
    const range = byBucket.get(b);
    if (range === undefined) byBucket.set(b, { from: p, to: p });
    else range.to = p;
  }
  const ranges = [...byBucket.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([bucket, { from, to }]) => ({
      bucket,
      from,
      to,
      open: from === -reach || to === reach,
    }));
  let top = 0;
  for (const b of matrix.data) top = Math.max(top, b);
  return {
    n,
    seqLen: state.seqLen,
    options,
    maxExact: t5MaxExact(options.numBuckets, options.bidirectional),
    matrix,
    display: { rows: n, cols: n, data: Float64Array.from(matrix.data) },
    top,
    ranges,
  };
}

/**
 * The distance from which the last bucket holds every distance: the start of
 * the highest bucket's range (key − query ≥ it, or ≤ −it when causal), which
 * runs on past the scan.
 */
export function lastBucketStart(ranges: readonly BucketRange[]): number | undefined {
  const last = ranges[ranges.length - 1];
  if (last === undefined || !last.open) return undefined;
  return last.from < 0 ? -last.to : last.from;
}

/** The range a bucket covers, as text: "5", "8 to 11", "-128 and beyond". */
export function rangeText(range: BucketRange): string {
  const minus = (v: number) => String(v).replace('-', '−');
  if (range.open) {
    return range.from < 0 ? `${minus(range.to)} and below` : `${minus(range.from)} and above`;
  }
  return range.from === range.to ? minus(range.from) : `${minus(range.from)} to ${minus(range.to)}`;
}
