// The lab's presets: experiments that show a known result at toy scale, each
// with the paper it reproduces (docs/lab.md lists them). Each is a partial
// state; choosing one sets every experiment field (the rest keep the
// defaults), so the link it makes re-runs exactly it. The numbers quoted in
// content/lab.ts were measured with these settings.
import type { State } from '../state.js';
import type { LabState } from './config.js';

export const presetNames = ['default', 'learned', 'nope-reverse', 'randomized'] as const;
export type PresetName = (typeof presetNames)[number];

type Experiment = LabState & Pick<State, 'labMetric' | 'labExample'>;

/** Every encoding, 3 seeds, the lookback task: the default comparison (about 30 s here). */
const base: Experiment = {
  labTask: 'lookback',
  labCausal: true,
  labEncodings: ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5', 'randomized'],
  labSeeds: 3,
  labLayers: 2,
  labDModel: 16,
  labHeads: 2,
  labVocab: 10,
  labSteps: 400,
  labBatch: 16,
  labLearningRate: 0.01,
  labTrainMin: 3,
  labTrainMax: 8,
  labMaxLength: 24,
  labMetric: 'sequence',
  labExample: 12,
};

export const presets: Readonly<Record<PresetName, Experiment>> = {
  default: base,
  // Learned positions past the training length are rows no gradient reached.
  learned: { ...base, labEncodings: ['sinusoidal', 'learned', 'rope', 't5'] },
  // Bidirectional, no position: every MASK slot gets the same logits.
  'nope-reverse': {
    ...base,
    labTask: 'reverse',
    labCausal: false,
    labEncodings: ['none', 'learned'],
    labSteps: 1000,
    labBatch: 32,
    labTrainMin: 2,
    labTrainMax: 5,
    labMaxLength: 10,
    labExample: 4,
  },
  // Ruoss et al. 2023: positions sampled from a longer range in training.
  randomized: {
    ...base,
    labTask: 'copy',
    labCausal: false,
    labEncodings: ['sinusoidal', 'randomized'],
    labSteps: 1000,
    labTrainMin: 1,
    labTrainMax: 5,
    labMaxLength: 15,
    labMetric: 'token',
    labExample: 8,
  },
};

/** The preset the state is exactly, if any (the presets' control shows it selected). */
export function presetOf(state: Experiment): PresetName | undefined {
  return presetNames.find((name) => {
    const p = presets[name];
    return (Object.keys(p) as (keyof Experiment)[]).every((key) =>
      key === 'labEncodings'
        ? p.labEncodings.join() === state.labEncodings.join()
        : p[key] === state[key],
    );
  });
}
