// The atlas's shared plot: each scheme's contribution to the attention logit
// of a query and a key D positions behind it, D = 0 .. maxDistance, every
// value from an engine call. Pure: no DOM, no Lit.
import type { PosEnc } from '../../engine/index.js';

/** The profiles' configuration, stated on the page. */
export const PROFILE = {
  /** Largest distance plotted (one less than the positions). */
  maxDistance: 63,
  /** Width of the vectors, capped so Transformer-XL's terms stay cheap. */
  maxDModel: 128,
  alibiHeads: 8,
  /** ALiBi heads drawn (0-based): the steepest, a middle and the flattest. */
  alibiShown: [0, 3, 7],
  shawK: 16,
  t5: { numBuckets: 32, maxDistance: 128 },
  ropeLinearFactor: 4,
} as const;

export interface Profile {
  readonly id: string;
  readonly label: string;
  /** The view that explains it. */
  readonly view: string;
  /** What the y values are (the unit differs between schemes). */
  readonly quantity: string;
  /** values[D] for D = 0 .. maxDistance. */
  readonly values: Float64Array;
}

export interface Profiles {
  readonly dModel: number;
  readonly distances: Float64Array;
  readonly profiles: readonly Profile[];
}

/** Row `row` of an n x n matrix read backwards from the diagonal: m[row][row - D]. */
function behind(data: ArrayLike<number>, n: number, row: number, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let d = 0; d < count; d++) out[d] = data[row * n + row - d]!;
  return out;
}

export function profiles(pe: PosEnc, dModel: number): Profiles {
  const d = Math.min(dModel, PROFILE.maxDModel);
  const count = PROFILE.maxDistance + 1;
  const last = count - 1;
  const distances = Float64Array.from({ length: count }, (_, k) => k);
  const ones = new Float64Array(d).fill(1);
  const out: Profile[] = [];

  const dots = pe.dotProducts(count, d);
  out.push({
    id: 'sinusoidal',
    label: 'sinusoidal PE_i·PE_j',
    view: 'relative',
    quantity: 'dot product of the two encodings',
    values: behind(dots.data, count, last, count),
  });
  out.push({
    id: 'rope',
    label: 'RoPE, q = k = 1',
    view: 'comparison',
    quantity: 'score of all-ones q and k',
    values: pe.ropeScoreProfile(ones, ones, PROFILE.maxDistance).scores,
  });
  out.push({
    id: 'rope-scaling',
    label: `RoPE PI ×${PROFILE.ropeLinearFactor}`,
    view: 'rope-scaling',
    quantity: 'score of all-ones q and k, positions interpolated',
    values: pe.ropeScoreProfile(ones, ones, PROFILE.maxDistance, {
      scaling: { type: 'linear', factor: PROFILE.ropeLinearFactor },
    }).scores,
  });
  const txl = pe.transformerXlTerms(count, d);
  out.push({
    id: 'transformer-xl',
    label: 'Transformer-XL vᵀR',
    view: 'transformer-xl',
    quantity: 'global position bias term (d)',
    values: behind(txl.positionBias, count, last, count),
  });
  const alibi = pe.alibiBias(count, PROFILE.alibiHeads);
  const slopes = pe.alibiSlopes(PROFILE.alibiHeads);
  for (const h of PROFILE.alibiShown) {
    const head = alibi.data.subarray(h * count * count, (h + 1) * count * count);
    out.push({
      id: `alibi-${h}`,
      label: `ALiBi head ${h} (m = ${slopes[h]})`,
      view: 'alibi',
      quantity: 'bias −m·D',
      values: behind(head, count, last, count),
    });
  }
  const t5 = pe.t5Bucket(
    Array.from(distances, (D) => -D),
    { bidirectional: false, ...PROFILE.t5 },
  );
  out.push({
    id: 't5',
    label: 'T5 bucket (causal)',
    view: 't5',
    quantity: 'bucket index (its bias is learned)',
    values: Float64Array.from(t5),
  });
  const shaw = pe.shawIndices(count, PROFILE.shawK);
  out.push({
    id: 'shaw',
    label: `Shaw index (k = ${PROFILE.shawK})`,
    view: 'shaw',
    quantity: 'row of the learned table, clip(j − i, −k, k) + k',
    values: behind(Float64Array.from(shaw.data), count, last, count),
  });
  // NoPE adds nothing to the logit by definition: no vector, rotation or
  // bias exists to compute (its position signal comes from the causal mask,
  // see the nope view).
  out.push({
    id: 'nope',
    label: 'NoPE',
    view: 'nope',
    quantity: 'nothing: 0',
    values: new Float64Array(count),
  });
  return { dModel: d, distances, profiles: out };
}

/** Each profile divided by its largest |value| (0 stays 0), so all share one axis. */
export function normalised(values: ArrayLike<number>): Float64Array {
  let m = 0;
  for (let k = 0; k < values.length; k++) m = Math.max(m, Math.abs(values[k]!));
  return Float64Array.from(values, (v) => (m > 0 ? v / m : 0));
}
