// The DroPE view's model: q = k = (1, ..., 1) scored with RoPE and without
// it (DroPE drops the rotation after training) at every relative distance
// up to four training lengths, and how many RoPE scores past the training
// length leave the range RoPE produced inside it. Pure: the numbers are the
// engine's (dropeCompare).
import type { DropeComparison, PosEnc } from '../../engine/index.js';
import { scoreProfileReach } from '../../engine/facts.js';
import type { State } from '../state.js';

/** The farthest distance plotted. */
export const MAX_DROPE_DISTANCE = 16384;

export interface DropeModel {
  readonly dModel: number;
  readonly trainLen: number;
  readonly distances: Float64Array;
  /** d_model's cost limit, not four training lengths, ends the plot ({@link dropeCut}). */
  readonly cut: boolean;
  readonly result: DropeComparison;
}

/**
 * The farthest distance plotted: four training lengths, at most
 * MAX_DROPE_DISTANCE and at most what the engine scores at once for d_model
 * (a wide model's plot stops earlier rather than failing; the view says so).
 */
export function dropeDistance(trainLen: number, dModel: number): number {
  return Math.min(MAX_DROPE_DISTANCE, 4 * trainLen, scoreProfileReach(dModel));
}

/** Whether d_model's cost limit, not the training length, ends the plot. */
export function dropeCut(trainLen: number, dModel: number): boolean {
  return dropeDistance(trainLen, dModel) < Math.min(MAX_DROPE_DISTANCE, 4 * trainLen);
}

/**
 * The pairs that never complete a turn within the training length, as the
 * engine's dropeCompare counts them ((L − 1) invFreq_i < 2π, invFreq_i =
 * 1 / base^(2i/d) in the same float64 steps), restated from the state for
 * the width of the chapter's slot only: the number shown is the engine's.
 */
export function unseenPairsOf(trainLen: number, dModel: number, base: number): number {
  let unseen = 0;
  for (let i = 0; i < dModel / 2; i++) {
    if ((trainLen - 1) * (1 / Math.pow(base, (2 * i) / dModel)) < 6.283185307179586) unseen++;
  }
  return unseen;
}

/** Where a RoPE score at distance d stands: seen in training, new, or within the seen range. */
export function scoreStatus(m: DropeModel, d: number): 'training' | 'inside' | 'outside' {
  if (d < m.trainLen) return 'training';
  const v = m.result.rope[d]!;
  return v < m.result.seenMin || v > m.result.seenMax ? 'outside' : 'inside';
}

export function derive(state: State, pe: PosEnc): DropeModel {
  const { dModel, base, trainLen } = state;
  const maxDistance = dropeDistance(trainLen, dModel);
  const ones = new Float64Array(dModel).fill(1);
  return {
    dModel,
    trainLen,
    distances: Float64Array.from({ length: maxDistance + 1 }, (_, d) => d),
    cut: dropeCut(trainLen, dModel),
    result: pe.dropeCompare(ones, ones, maxDistance, trainLen, { base }),
  };
}
