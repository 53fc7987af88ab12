// The pitfalls view's small shared pieces: its caps and offsets, the pitfall
// shown, and the helpers its explanation reads the scores with. Light (no
// engine, no figure code): the view's first-paint frame (frame.ts) uses them
// too, and derive.ts computes with them.
import type { Matrix, Variant } from '../../engine/index.js';

/** Largest positions / dimensions drawn and scored (keeps every redraw well under a frame). */
export const CAP = 128;
/** The offset of the rotation check. */
export const K = 3;
/** Rotation errors below this are rounding; above it the property is broken. */
export const ROTATION_TOLERANCE = 1e-9;
/** A column whose values span less than this over all positions counts as frozen. */
export const FROZEN = 1e-6;
/**
 * The entries of row 0 the explanations show against the anchor (0, 1, …):
 * one pair, enough to see it is not the anchor; four at 4 decimals made the
 * slot 32 characters, wider than a 360 px phone's text (the page scrolled
 * sideways by 5 px).
 */
export const ROW0_SHOWN = 2;

export type Pitfall = Exclude<Variant, 'correct'>;

/** The pitfall to show: the state's variant, or the first pitfall when it is 'correct'. */
export function selectedPitfall(variant: Variant): Pitfall {
  return variant === 'correct' ? 'exponent-i-over-d' : variant;
}

/** The positions and dimensions scored for a state: its own, capped at CAP. */
export function scoredSize(state: { readonly seqLen: number; readonly dModel: number }) {
  return { L: Math.min(state.seqLen, CAP), d: Math.min(state.dModel, CAP) };
}

/** The concatenation example's embedding width: the state's embeddings', 4 when there are none. */
export function concatWidth(emb: readonly (readonly number[])[], words: number): number {
  return emb.slice(0, words)[0]?.length ?? 4;
}

export function rangeOf(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

export function rowOf(m: Matrix, r: number): Float64Array {
  return m.data.subarray(r * m.cols, (r + 1) * m.cols);
}

export function maxAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let j = 0; j < a.length; j++) worst = Math.max(worst, Math.abs(a[j]! - b[j]!));
  return worst;
}

/** Whether an encoding's values all lie in [-1, 1]. */
export function inRange(s: { readonly min: number; readonly max: number }): boolean {
  return s.min >= -1 && s.max <= 1;
}

/** Whether R_K still maps PE(pos) to PE(pos + K); null when there are too few positions. */
export function rotationHolds(s: { readonly rotation: number | null }): boolean | null {
  return s.rotation === null ? null : s.rotation <= ROTATION_TOLERANCE;
}
