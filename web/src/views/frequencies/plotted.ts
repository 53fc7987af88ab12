// What the small multiples plot, from the state alone: which dimensions
// (chosen, or picked for d_model), how many positions, whether the curves
// sample between the integer positions, and the notes on what is left out.
// Pure and light (no engine, no Lit): derive.ts builds the model with these,
// and the first-paint frame (frame.ts) lays out the same chips, boxes and
// notes before the engine arrives.
import { grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { MAX_DIMS } from './view.js';

/** Positions plotted: 0 .. min(seqLen, MAX_POSITIONS) - 1. */
export const MAX_POSITIONS = 2000;
/** Most fractional samples per curve. */
export const MAX_SAMPLES = 1600;
/** Samples per unit of position when there are few positions. */
export const SAMPLES_PER_POSITION = 8;
/** encodePositions computes every column: samples * dModel stays under this (about 20 ms). */
export const SAMPLE_BUDGET = 600_000;
/** How many dimensions are plotted when the learner has not chosen any (dims = []). */
export const AUTO_DIMS = 4;

/** The columns of one pair, as the engine's columnsOfPair gives them. */
export interface Columns {
  readonly sin: number;
  readonly cos: number;
}

/** The dimensions that exist at `dModel`, first occurrence only, in the given order. */
export function dimsShown(dims: readonly number[], dModel: number): number[] {
  const seen = new Set<number>();
  return dims.filter((d) => {
    if (!Number.isInteger(d) || d < 0 || d >= dModel || seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

/**
 * The dimensions plotted when none are chosen: the sin columns of the pairs
 * at the quantiles 0, 1/4, 1/2 and 3/4 of the pair index. The wavelength
 * 2π · base^(2i/d) is geometric in i, so these pairs sit at evenly spaced
 * points of the log-wavelength range, 2π · base^(j/4), at any d_model: the
 * four waves spread across the spectrum instead of crowding its fast end.
 * With fewer than four pairs the cos columns of the first pairs fill in.
 * `columnsOf` is the column rule (the engine's, or columns.ts's copy).
 */
export function autoDimsOf(dModel: number, columnsOf: (pair: number) => Columns): number[] {
  const pairs = dModel / 2;
  const chosen = new Set<number>();
  for (let j = 0; j < AUTO_DIMS; j++) chosen.add(Math.floor((j * pairs) / AUTO_DIMS));
  const columns = [...chosen].map(columnsOf);
  const dims = columns.map((c) => c.sin);
  for (const c of columns) if (dims.length < AUTO_DIMS) dims.push(c.cos);
  return dims.sort((a, b) => a - b);
}

/** The dims after adding the typed dimension, or why it was not added. */
export function addDim(
  dims: readonly number[],
  dModel: number,
  input: string,
): { dims: number[] } | { message: string } {
  const text = input.trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value)) {
    return { message: `Enter a whole dimension index from 0 to ${dModel - 1}.` };
  }
  if (value < 0 || value >= dModel) {
    return {
      message: `Dimension ${value} does not exist at d_model = ${dModel}: use 0 to ${dModel - 1}.`,
    };
  }
  if (dims.includes(value)) return { message: `Dimension ${value} is already plotted.` };
  if (dims.length >= MAX_DIMS) {
    return { message: `At most ${MAX_DIMS} dimensions at once: remove one first.` };
  }
  return { dims: [...dims, value].sort((a, b) => a - b) };
}

/** How the curves are sampled over the positions. */
export interface Sampling {
  /** Positions plotted: 0 .. positions - 1. */
  readonly positions: number;
  /** Samples per curve (more than `positions` when the curves sample between them). */
  readonly samples: number;
  /** The curves sample between the integer positions. */
  readonly smooth: boolean;
  /** True when d_model, not the number of positions, kept the curves from sampling between positions. */
  readonly coarse: boolean;
}

/** The sampling of `curves` curves over the state's positions at its d_model. */
export function sampling(
  { seqLen, dModel }: Pick<State, 'seqLen' | 'dModel'>,
  curves: number,
): Sampling {
  const n = Math.max(1, Math.min(seqLen, MAX_POSITIONS));
  const wanted = n <= 1 ? 1 : Math.min(MAX_SAMPLES, (n - 1) * SAMPLES_PER_POSITION + 1);
  const affordable = Math.floor(SAMPLE_BUDGET / dModel);
  const samples = Math.min(wanted, affordable);
  return {
    positions: n,
    samples,
    smooth: samples > n && curves > 0,
    coarse: affordable <= n && wanted > n,
  };
}

/** Sentences on what is left out: positions cut, coarse curves, dimensions dropped. */
export function curveNotes(
  state: Pick<State, 'seqLen' | 'dModel' | 'dims'>,
  curves: number,
): string[] {
  const { seqLen, dModel } = state;
  const notes: string[] = [];
  if (seqLen > MAX_POSITIONS) {
    notes.push(`Showing positions 0–${MAX_POSITIONS - 1} of ${grouped(seqLen)}.`);
  }
  if (sampling(state, curves).coarse && curves > 0) {
    notes.push(
      `The curves join the integer positions only: sampling between them at d_model = ${dModel} would take too long.`,
    );
  }
  const dropped = state.dims.filter((d) => d >= dModel);
  if (dropped.length > 0) {
    notes.push(`Dimensions ${dropped.join(', ')} do not exist at d_model = ${dModel}.`);
  }
  return notes;
}
