// The atlas's shared plot: what each scheme makes of the distance D between a
// query and a key D positions behind it, D = 0 .. maxDistance, every value
// from an engine call, in its own units: numbers added to the score in one
// panel, indices into a learned table in another (never rescaled, so that
// curves that differ stay apart). Each scheme's curves are in its own folder
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
  /** The panel it is drawn in: its unit (PANELS). */
  readonly panel: PanelId;
  /** values[D] for D = 0 .. maxDistance. */
  readonly values: Float64Array;
}

/** The plot's panels, top to bottom: one unit each, every curve at its raw value. */
export const PANELS = [
  { id: 'score', label: 'added to the score' },
  { id: 'index', label: 'row or bucket index (learned values)' },
] as const;

export type PanelId = (typeof PANELS)[number]['id'];

/** A panel's curves and the y range that holds them all (and 0). */
export interface PanelRange {
  readonly id: PanelId;
  readonly label: string;
  readonly min: number;
  readonly max: number;
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

/** Each panel's y range: the smallest and largest raw value of its curves, and 0. */
export function panelRanges(profiles: readonly Profile[]): PanelRange[] {
  return PANELS.map(({ id, label }) => {
    let min = 0;
    let max = 0;
    for (const p of profiles) {
      if (p.panel !== id) continue;
      for (const v of p.values) {
        if (!Number.isFinite(v)) continue;
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    return { id, label, min, max };
  });
}
