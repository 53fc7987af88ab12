// The sources' figures and checks, one preset each: a click sets the whole
// state the source used (view, sizes, base, layout, window, position,
// offset), and the view then computes and shows the source's numbers with
// the engine. Nothing here holds a result: only the settings the sources
// printed their code with (see the notes per preset).
//
// The three sources the lesson follows:
//   tutorial  the NumPy tutorial "Positional encoding": pe(100, 512) heat
//             map, wavelengths 2π … 2π · 10000^(510/512), PE5·PE8 and
//             PE20·PE23 in pe(50, 512), the d_model = 4 hand calculation
//   course    "Module 10: Sinusoidal Positional Encoding": sinusoidal_pe(50, 8),
//             its unique-rows check and the k = 5 rotation table of pair 0
//   problem   the coding problem "Positional Encoding": the d_model = 4
//             worked example of three positions
import { defaultState, type State } from '../views/state.js';

export type SourceName = 'tutorial' | 'course' | 'problem';

/** How a view names a source in the label of a check: "(the course's check, …)". */
export const sourceTitles: Readonly<Record<SourceName, string>> = {
  tutorial: "the tutorial's",
  course: "the course's",
  problem: "the problem page's",
};

export interface Preset {
  readonly id: string;
  /** The sources the figure or check comes from (the first one names the button). */
  readonly sources: readonly SourceName[];
  /** The button's text. */
  readonly label: string;
  /** What the source shows there, for the button's title. */
  readonly description: string;
  /** The state fields the preset sets; the others keep their values. */
  readonly state: Partial<State>;
}

/** The fields every preset resets so that a zoomed or retuned widget shows the source again. */
const common: Partial<State> = {
  base: defaultState.base,
  layout: 'interleaved',
  r0: null,
  r1: null,
  c0: null,
  c1: null,
};

export const presets: readonly Preset[] = [
  {
    id: 'tutorial-heatmap',
    sources: ['tutorial'],
    label: 'Tutorial: 100 × 512 heat map',
    description: 'pe(100, 512): the heat map, PE[1, :6] and the wavelengths from 6.2832 to 60611.5',
    state: { ...common, view: 'heatmap', seqLen: 100, dModel: 512 },
  },
  {
    id: 'tutorial-dots',
    sources: ['tutorial'],
    label: 'Tutorial: PE5·PE8 = PE20·PE23',
    description: 'pe(50, 512): rotating PE(10) by k = 3 gives PE(13); PE5·PE8 = PE20·PE23',
    state: { ...common, view: 'relative', seqLen: 50, dModel: 512, pos: 10, k: 3, pair: 0 },
  },
  {
    id: 'course-unique',
    sources: ['course'],
    label: 'Course: 50 × 8, unique rows',
    description: 'sinusoidal_pe(50, 8): PE(1), the range and 50 unique rows out of 50',
    state: { ...common, view: 'heatmap', seqLen: 50, dModel: 8 },
  },
  {
    id: 'course-rotation',
    sources: ['course'],
    label: 'Course: k = 5 rotation table',
    description:
      'sinusoidal_pe(50, 8), pair 0, k = 5: actual PE(pos + 5) against R_5 PE(pos) at pos 0, 3, 7, 12, 20',
    state: { ...common, view: 'relative', seqLen: 50, dModel: 8, pos: 0, k: 5, pair: 0 },
  },
  {
    id: 'worked',
    sources: ['tutorial', 'problem'],
    label: 'Worked example: d_model = 4',
    description:
      'The hand calculation of PE(0), PE(1) and PE(2) at d_model = 4, with the embeddings',
    state: {
      ...common,
      view: 'worked',
      words: [...defaultState.words],
      emb: defaultState.emb.map((row) => [...row]),
    },
  },
];

/** Whether `state` shows what preset `preset` sets. */
export function presetActive(preset: Preset, state: Readonly<State>): boolean {
  return Object.entries(preset.state).every(([key, value]) => {
    const current: unknown = state[key as keyof State];
    return JSON.stringify(current) === JSON.stringify(value);
  });
}
