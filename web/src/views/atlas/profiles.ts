// The atlas's shared plot: each scheme's contribution to the attention logit
// of a query and a key D positions behind it, D = 0 .. maxDistance, every
// value from an engine call. Each scheme's curves are in its own folder
// (views/<id>/atlas.ts: ./scheme.ts); this assembles them. Pure: no DOM, no Lit.
import type { PosEnc } from '../../engine/index.js';
import type { CurveContext } from './scheme.js';
import type { LoadedScheme } from './schemes.js';

/** The profiles' configuration, stated on the page. */
export const PROFILE = {
  /** Largest distance plotted (one less than the positions). */
  maxDistance: 63,
  /** Width of the vectors, capped so Transformer-XL's terms stay cheap. */
  maxDModel: 128,
  /** ALiBi's heads (the chapter states their number; views/alibi/atlas.ts draws three). */
  alibiHeads: 8,
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

/** The width of the plot's vectors: the state's d_model, capped at PROFILE.maxDModel. */
export function plotDModel(dModel: number): number {
  return Math.min(dModel, PROFILE.maxDModel);
}

/** Row `row` of an n x n matrix read backwards from the diagonal: m[row][row - D]. */
function behind(data: ArrayLike<number>, n: number, row: number, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let d = 0; d < count; d++) out[d] = data[row * n + row - d]!;
  return out;
}

/** The schemes' curves at width `dModel` (capped), in registry order. */
export function profiles(pe: PosEnc, dModel: number, schemes: readonly LoadedScheme[]): Profiles {
  const d = plotDModel(dModel);
  const count = PROFILE.maxDistance + 1;
  const distances = Float64Array.from({ length: count }, (_, k) => k);
  const context: CurveContext = {
    pe,
    dModel: d,
    distances,
    count,
    settings: PROFILE,
    behind: (matrix) => behind(matrix, count, count - 1, count),
  };
  const out = schemes.flatMap(({ view, part }) =>
    (part.curves?.(context) ?? []).map((curve): Profile => ({
      ...curve,
      view: curve.view ?? view,
    })),
  );
  return { dModel: d, distances, profiles: out };
}

/** Each profile divided by its largest |value| (0 stays 0), so all share one axis. */
export function normalised(values: ArrayLike<number>): Float64Array {
  let m = 0;
  for (let k = 0; k < values.length; k++) m = Math.max(m, Math.abs(values[k]!));
  return Float64Array.from(values, (v) => (m > 0 ? v / m : 0));
}
