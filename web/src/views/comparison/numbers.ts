// The comparison view's small pure numbers: what it draws and checks at a
// state (positions, dimensions, rows checked, the RoPE matrix's side and its
// two sampled cells) and its fixed seeds. Apart from derive.ts so that the
// first-paint frame (frame.ts: values.ts, export-shape.ts) takes these and
// not the engine-facing derivation with it.
import type { State } from '../state.js';
import type { Rope } from './derive.js';

/** Positions drawn in the two extrapolation heat maps. */
export const SHOW_POSITIONS = 256;
/** Dimensions drawn. */
export const SHOW_DIMS = 128;
/** RoPE score matrix side, and the most (side² × d_model) work it may take. */
export const ROPE_CAP = 128;
export const ROPE_WORK = 1 << 21;
/** Largest matrix (elements, rows) materialised for the extrapolation checks. */
export const CHECK_ELEMENTS = 1 << 19;
export const CHECK_ROWS = 8192;
/** The seed's example: trained on 512 positions, asked for position 5000. */
export const FAR_POSITION = 5000;
/** Learned table seed (the table as initialised) and the seed of the RoPE q, k vectors. */
export const TABLE_SEED = 0;
export const QK_SEED = 7;
/** The offset of the outlined RoPE diagonal and of the sinusoid's rotation check. */
export const OFFSET = 3;
/** BERT's learned table: 512 positions × 768 dimensions. */
export const BERT = { maxLen: 512, dModel: 768 } as const;

/** Positions and dimensions the two heat maps draw at this state. */
export function shownSize(state: Pick<State, 'seqLen' | 'dModel'>): { Ls: number; dc: number } {
  return { Ls: Math.min(state.seqLen, SHOW_POSITIONS), dc: Math.min(state.dModel, SHOW_DIMS) };
}

/** Positions checked for extrapolation: the sequence, within 2^19 elements and 8192 rows. */
export function checkedRows(seqLen: number, dModel: number): number {
  return Math.max(1, Math.min(seqLen, CHECK_ROWS, Math.floor(CHECK_ELEMENTS / dModel)));
}

/** Side of the RoPE score matrix: the sequence, at most 128 and within ROPE_WORK. */
export function ropeSize(seqLen: number, dModel: number): number {
  const affordable = Math.max(2, Math.floor(Math.sqrt(ROPE_WORK / dModel)));
  return Math.min(seqLen, ROPE_CAP, affordable);
}

/**
 * The two query positions whose cells (i, i + OFFSET) the lesson reads off
 * a side-L score matrix: 5 and 20, or 0 and the last one a short matrix
 * has; null when it has no two.
 */
export function ropeSampleRows(L: number): readonly [number, number] | null {
  if (L > 23) return [5, 20];
  return L > OFFSET + 1 ? [0, L - 1 - OFFSET] : null;
}

/** Whether every diagonal of the RoPE scores is constant, to rounding (1e-9 of the scale). */
export function ropeIsRelative(rope: Pick<Rope, 'spread' | 'scale'>): boolean {
  return rope.spread <= 1e-9 * rope.scale;
}
