// The NoPE lesson's model: the engine's uniform causal attention over the
// first n positions and its outputs for a chosen value sequence, plus
// whether position can be read back from them. Pure: no DOM, no Lit.
import type { NopeResult, PosEnc } from '../../engine/index.js';
import type { NopeValues } from './view.js';
import type { State } from '../state.js';

export const NOPE_MAX_SEQ_LEN = 32;

export { nopeValueNames, type NopeValues } from './view.js';

/** The value each token carries: a 1 on the first token only, or the same 1 everywhere. */
export function nopeValues(kind: NopeValues, n: number): Float64Array {
  const v = new Float64Array(n);
  if (kind === 'constant') v.fill(1);
  else v[0] = 1;
  return v;
}

export interface NopeModel {
  readonly seqLen: number;
  readonly kind: NopeValues;
  readonly values: Float64Array;
  readonly result: NopeResult;
  /** True when the outputs are strictly decreasing, so each tells its position apart. */
  readonly distinct: boolean;
}

/** Strictly decreasing: every output below the one before. */
export function strictlyDecreasing(outputs: ArrayLike<number>): boolean {
  for (let t = 1; t < outputs.length; t++) if (!(outputs[t]! < outputs[t - 1]!)) return false;
  return true;
}

export function derive(state: State, pe: PosEnc, kind: NopeValues = state.nopeValues): NopeModel {
  const seqLen = Math.min(state.seqLen, NOPE_MAX_SEQ_LEN);
  const values = nopeValues(kind, seqLen);
  const result = pe.nopeCausalMean(values);
  return { seqLen, kind, values, result, distinct: strictlyDecreasing(result.outputs) };
}

/** The position an output of the beginning-marker run reveals: m = 1 / output - 1. */
export function positionFromOutput(output: number): number {
  return 1 / output - 1;
}
