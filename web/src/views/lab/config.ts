// The experiment the state describes, as the engine's arguments (docs/lab.md:
// the config, labTrain's and labEvaluate's options) and as a list of runs,
// one per (encoding, seed). Pure: no DOM, no engine; the view, its worker
// and tests/js/views/lab.test.mjs read it.
import type { LabConfig } from '../../engine/lab.js';
import type { State } from '../state.js';
import type { LabEncoding, LabTask } from './view.js';

/** The engine's config (issue 22 item 3's names; engine/lab.ts). */
export type { LabConfig };

/** labTrain's options, without the seed (each run has its own). */
export interface LabTraining {
  readonly steps: number;
  readonly batchSize: number;
  readonly trainLengths: readonly [number, number];
  readonly learningRate: number;
}

/** One run of the experiment: a model of one encoding trained from one seed. */
export interface LabRun {
  /** Its place in the experiment's list (encodings in order, then seeds). */
  readonly index: number;
  readonly config: LabConfig;
  readonly seed: number;
  readonly training: LabTraining;
  /** labEvaluate's options. */
  readonly evaluation: {
    readonly seed: number;
    readonly lengths: number[];
    readonly examples: number;
  };
}

/** The state fields an experiment follows (a change to any of them is a new experiment). */
export type LabState = Pick<
  State,
  | 'labTask'
  | 'labCausal'
  | 'labEncodings'
  | 'labSeeds'
  | 'labLayers'
  | 'labDModel'
  | 'labHeads'
  | 'labVocab'
  | 'labSteps'
  | 'labBatch'
  | 'labLearningRate'
  | 'labTrainMin'
  | 'labTrainMax'
  | 'labMaxLength'
>;

/** Sequences evaluated per length. */
export const EVAL_EXAMPLES = 100;
/**
 * The seed of the evaluation batches: one for every run, so all models are
 * scored on the same sequences (labEvaluate draws each length's batch from it).
 */
export const EVAL_SEED = 1_000_003;
/** Runs use seeds 1, 2, ... (a link's seed count picks the same first ones). */
export const FIRST_SEED = 1;

/** The first length with a scored target: lookback scores position j from j = 2. */
export const firstLength = (task: LabTask): number => (task === 'lookback' ? 3 : 1);

/** The lengths evaluated: from the task's first to the longest the config is given. */
export function evaluationLengths(state: Pick<State, 'labTask' | 'labMaxLength'>): number[] {
  const lengths: number[] = [];
  for (let n = firstLength(state.labTask); n <= state.labMaxLength; n++) lengths.push(n);
  return lengths;
}

export function labConfig(state: LabState, encoding: LabEncoding): LabConfig {
  return {
    task: state.labTask,
    encoding,
    causal: state.labCausal,
    layers: state.labLayers,
    dModel: state.labDModel,
    heads: state.labHeads,
    vocabSize: state.labVocab,
    maxLength: state.labMaxLength,
  };
}

/** Every run of the experiment: each encoding (in the state's order) with seeds 1 .. labSeeds. */
export function labRuns(state: LabState): LabRun[] {
  const training: LabTraining = {
    steps: state.labSteps,
    batchSize: state.labBatch,
    trainLengths: [state.labTrainMin, state.labTrainMax],
    learningRate: state.labLearningRate,
  };
  const lengths = evaluationLengths(state);
  const runs: LabRun[] = [];
  for (const encoding of state.labEncodings) {
    for (let k = 0; k < state.labSeeds; k++) {
      runs.push({
        index: runs.length,
        config: labConfig(state, encoding),
        seed: FIRST_SEED + k,
        training,
        evaluation: { seed: EVAL_SEED, lengths, examples: EVAL_EXAMPLES },
      });
    }
  }
  return runs;
}

/** A key of the experiment: equal keys, the same runs and the same numbers. */
export function experimentKey(state: LabState): string {
  return JSON.stringify(labRuns(state).map((r) => [r.config, r.seed, r.training]));
}

/** Steps a worker trains between two reports (and between two checks for pause and cancel). */
export const CHUNK_STEPS = 25;
