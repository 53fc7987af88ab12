// The training lab's description (views/description.ts): the experiment as
// state, so that a link holds all of it and re-runs the same runs (the
// engine is deterministic: same config and seed, same numbers). The task and
// direction, the encodings compared, the number of seeds, the model's sizes,
// the training (steps, batch, learning rate, lengths) and the longest length
// evaluated; then what the figures show (the metric, the example's length,
// the run whose attention is drawn).
// The engine checks every limit again (docs/lab.md, "Limits"); these ranges
// are the view's, small enough that a run stays in seconds.
import { field } from '../../state/field.js';
import { flag, integer, list, oneOf, real, shown } from '../../state/readers.js';
import type { FieldReader } from '../../state/readers.js';
import { describeView } from '../description.js';

export const labTasks = ['lookback', 'copy', 'reverse', 'sort'] as const;
export type LabTask = (typeof labTasks)[number];

/** The engine's encodings, in the order the figures list them. */
export const labEncodings = [
  'none',
  'sinusoidal',
  'learned',
  'rope',
  'alibi',
  't5',
  'randomized',
] as const;
export type LabEncoding = (typeof labEncodings)[number];

export const labMetrics = ['sequence', 'token'] as const;
export type LabMetric = (typeof labMetrics)[number];

/** The view's ranges (the engine's own limits are wider: docs/lab.md). */
export const LAB_LIMITS = {
  seeds: [1, 5],
  layers: [1, 4],
  dModel: [4, 64],
  heads: [1, 8],
  vocab: [4, 32],
  steps: [1, 5000],
  batch: [1, 128],
  maxLength: [2, 32],
  learningRate: [0.0001, 0.1],
} as const;

const range = (key: keyof typeof LAB_LIMITS): readonly [number, number] => LAB_LIMITS[key];

/**
 * A run of the experiment by its encoding and seed, as links write it
 * (`rope-2`): stable when the encodings compared change, unlike a place in
 * the list. '' is the first run trained.
 */
export type LabRunName = '' | `${LabEncoding}-${number}`;

/** A run name's encoding and seed, or undefined for '' and any other text. */
export function parseRunName(name: unknown): { encoding: LabEncoding; seed: number } | undefined {
  // Every run name is short: a longer text (a host page's) is never scanned.
  const m =
    typeof name === 'string' && name.length <= 16 ? /^([a-z0-9]+)-([1-9]\d*)$/.exec(name) : null;
  const encoding = m?.[1] as LabEncoding;
  const seed = Number(m?.[2]);
  return labEncodings.includes(encoding) && seed <= LAB_LIMITS.seeds[1]
    ? { encoding, seed }
    : undefined;
}

const readRun = (value: unknown, name: string, notices: string[]): LabRunName | undefined => {
  if (value === '' || parseRunName(value)) return value as LabRunName;
  notices.push(
    `${name}=${shown(value)} is not a run (an encoding and a seed from 1 to ${LAB_LIMITS.seeds[1]}, as rope-2); using the first trained.`,
  );
  return undefined;
};
const runReader: FieldReader<LabRunName> = { fromText: readRun, fromValue: readRun };

export default describeView({
  id: 'lab',
  title: 'Training lab',
  part: 'atlas',
  tag: 'pe-lab-view',
  controls: [],
  // Its engine runs in the training workers (training-worker.ts), never on the page's thread.
  engine: 'none',
  load: () => import('./index.js'),
  fields: {
    labTask: field<LabTask>({ default: 'lookback', reader: oneOf(labTasks), key: 'lab_task' }),
    labCausal: field({ default: true, reader: flag, key: 'lab_causal' }),
    labEncodings: field<LabEncoding[]>({
      default: [...labEncodings],
      reader: list(oneOf(labEncodings), labEncodings.length, ',', 'encodings'),
      key: 'lab_encodings',
    }),
    labSeeds: field({ default: 3, reader: integer(...range('seeds')), key: 'lab_seeds' }),
    labLayers: field({ default: 2, reader: integer(...range('layers')), key: 'lab_layers' }),
    labDModel: field({
      default: 16,
      reader: integer(...range('dModel'), { even: true }),
      key: 'lab_d_model',
    }),
    labHeads: field({ default: 2, reader: integer(...range('heads')), key: 'lab_heads' }),
    labVocab: field({ default: 10, reader: integer(...range('vocab')), key: 'lab_vocab' }),
    labSteps: field({ default: 400, reader: integer(...range('steps')), key: 'lab_steps' }),
    labBatch: field({ default: 16, reader: integer(...range('batch')), key: 'lab_batch' }),
    labLearningRate: field({
      default: 0.01,
      reader: real(...range('learningRate')),
      key: 'lab_lr',
    }),
    labTrainMin: field({ default: 3, reader: integer(1, 32), key: 'lab_train_min' }),
    labTrainMax: field({ default: 8, reader: integer(1, 32), key: 'lab_train_max' }),
    labMaxLength: field({
      default: 24,
      reader: integer(...range('maxLength')),
      key: 'lab_max_length',
    }),
    labMetric: field<LabMetric>({
      default: 'sequence',
      reader: oneOf(labMetrics),
      key: 'lab_metric',
    }),
    /** The example's task length in the predictions figure. */
    labExample: field({ default: 12, reader: integer(1, 32), key: 'lab_example' }),
    /** The run whose attention the inspection figure draws ('' the first trained). */
    labRun: field<LabRunName>({ default: '', reader: runReader, key: 'lab_run' }),
  },
  rules: [
    function encodingsAreDistinctAndSome(state, notices, name) {
      const distinct = labEncodings.filter((e) => state.labEncodings.includes(e));
      if (distinct.length === 0) {
        notices.push(`${name('labEncodings')} must name at least one encoding; using sinusoidal.`);
        state.labEncodings = ['sinusoidal'];
      } else if (distinct.length !== state.labEncodings.length) {
        state.labEncodings = distinct;
      }
    },
    function headsDivideTheWidth(state, notices, name) {
      const d = state.labDModel;
      if (
        d % state.labHeads !== 0 ||
        (state.labEncodings.includes('rope') && (d / state.labHeads) % 2 !== 0)
      ) {
        // The largest head count that divides d_model (into even widths when RoPE is compared).
        let h = Math.min(state.labHeads, d);
        while (h > 1 && (d % h !== 0 || (state.labEncodings.includes('rope') && (d / h) % 2 !== 0)))
          h--;
        notices.push(
          `${name('labHeads')}=${state.labHeads} does not divide d_model ${d} into ${
            state.labEncodings.includes('rope') ? 'even ' : ''
          }head widths; using ${h}.`,
        );
        state.labHeads = h;
      }
    },
    function lengthsAreInOrder(state, notices, name) {
      if (state.labTrainMax > state.labMaxLength) {
        notices.push(
          `${name('labTrainMax')}=${state.labTrainMax} is past the longest length evaluated (${state.labMaxLength}); using ${state.labMaxLength}.`,
        );
        state.labTrainMax = state.labMaxLength;
      }
      if (state.labTrainMin > state.labTrainMax) {
        notices.push(
          `${name('labTrainMin')}=${state.labTrainMin} is above ${name('labTrainMax')}=${state.labTrainMax}; using ${state.labTrainMax}.`,
        );
        state.labTrainMin = state.labTrainMax;
      }
      if (state.labExample > state.labMaxLength) state.labExample = state.labMaxLength;
    },
    function pickedRunIsInTheExperiment(state, notices, name) {
      const run = parseRunName(state.labRun);
      if (run && (!state.labEncodings.includes(run.encoding) || run.seed > state.labSeeds)) {
        notices.push(
          `${name('labRun')}=${state.labRun} is not a run of this experiment (${state.labEncodings.join(', ')}; seeds 1 to ${state.labSeeds}); showing the first trained.`,
        );
        state.labRun = '';
      }
    },
  ],
});
