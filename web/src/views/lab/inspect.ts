// What the lab's inspection figures show of one trained model, computed by
// the engine in a worker (training-worker.ts): its attention weights on one
// example sequence (labAttention), and, for learned positions, the Gram
// matrix of its position table (labPositionGram) beside the sinusoidal
// encoding's (dotProducts) at the same size. Free of worker globals, so
// Node runs it too (tests/js/views/lab-inspect.test.mjs).
import type { PosEnc } from '../../engine/index.js';
import type { LabConfig } from './config.js';

/** The engine functions the inspection uses. */
export type InspectApi = Pick<
  PosEnc,
  'labBatch' | 'labAttention' | 'labPositionGram' | 'dotProducts'
>;

/**
 * The example's seed: one for every run, so each model is shown the same
 * sequence (labBatch draws it; randomized models also get its sampled positions).
 */
export const EXAMPLE_SEED = 7;

export interface Inspection {
  /** The example's tokens, T of them (docs/lab.md: 0 = SEP, 1 = MASK, 2 .. V-1 symbols). */
  readonly tokens: Int32Array;
  /** Its positions when the encoding samples them (randomized), else undefined (0 .. T-1). */
  readonly positions: Int32Array | undefined;
  readonly layers: number;
  readonly heads: number;
  /** layers x heads x T x T attention weights (query rows, key columns). */
  readonly attention: Float64Array;
  /** learned only: P x P, the learned table's Gram and the sinusoidal one's, else undefined. */
  readonly gram:
    | { readonly size: number; readonly learned: Float64Array; readonly sinusoidal: Float64Array }
    | undefined;
}

export function inspectModel(
  api: InspectApi,
  config: LabConfig,
  params: Float64Array,
  length: number,
): Inspection {
  const batch = api.labBatch(config, { seed: EXAMPLE_SEED, batchSize: 1, length });
  const attention = api.labAttention(config, params, batch);
  let gram: Inspection['gram'];
  if (config.encoding === 'learned') {
    const learned = api.labPositionGram(config, params);
    const size = Math.round(Math.sqrt(learned.length));
    gram = { size, learned, sinusoidal: api.dotProducts(size, config.dModel).data };
  }
  return {
    tokens: batch.tokens,
    positions: batch.positions,
    layers: config.layers,
    heads: config.heads,
    attention,
    gram,
  };
}

/** A token as the figures write it. */
export const tokenName = (token: number): string =>
  token === 0 ? 'SEP' : token === 1 ? 'MASK' : String(token);
