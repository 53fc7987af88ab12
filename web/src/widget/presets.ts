// The sources' figures and checks, one preset each: a click sets the whole
// state the source used (view, sizes, base, layout, window, position,
// offset), and the view then computes and shows the source's numbers with
// the engine. Nothing here holds a result: only the settings the sources
// printed their code with (see the notes per preset).
//
// The three sources the lesson follows (content/references.ts: seed-*), none
// with a public address:
//   tutorial  the NumPy tutorial "Positional encoding" (last updated 07 Oct
//             2026): pe(100, 512) heat map, wavelengths 2π … 2π ·
//             10000^(510/512), PE5·PE8 and PE20·PE23 in pe(50, 512), the
//             d_model = 4 hand calculation
//   course    "Module 10: Sinusoidal Positional Encoding": sinusoidal_pe(50, 8),
//             its unique-rows check and the k = 5 rotation table of pair 0
//   problem   the coding problem page "Positional Encoding" (Attention Is All
//             You Need, Medium): the d_model = 4 worked example of three positions
//
// `sourceChecks` says, for each label of a source's check in a chapter
// (<span class="source" data-source="…">, content/markup.ts), which preset
// shows the source's numbers and which of its fields those numbers depend
// on (or, for a check no preset shows, the values of those fields): the
// label shows only while they are the source's, and the chapter says where
// the check is otherwise (data-away).
import { defaultState, type State } from '../views/state.js';

export type SourceName = 'tutorial' | 'course' | 'problem';

/** Each source by its exact title, as the presets' tooltips name it. */
export const sourceTitles: Readonly<Record<SourceName, string>> = {
  tutorial: 'the NumPy tutorial “Positional encoding” (last updated 07 Oct 2026)',
  course: 'the course module “Module 10: Sinusoidal Positional Encoding”',
  problem: 'the coding problem page “Positional Encoding” (Attention Is All You Need, Medium)',
};

export interface Preset {
  readonly id: string;
  /** The sources the figure or check comes from (the first one names the button). */
  readonly sources: readonly SourceName[];
  /** The button's text: the source, by its (short) title, and what it shows. */
  readonly label: string;
  /** What the source shows there, for the button's title (after the sources' titles). */
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

const presetList = [
  {
    id: 'tutorial-heatmap',
    sources: ['tutorial'],
    label: 'Tutorial “Positional encoding”: 100 × 512',
    description: 'pe(100, 512): the heat map, PE[1, :6] and the wavelengths from 6.2832 to 60611.5',
    state: { ...common, view: 'heatmap', seqLen: 100, dModel: 512 },
  },
  {
    id: 'tutorial-dots',
    sources: ['tutorial'],
    label: 'Tutorial “Positional encoding”: PE5·PE8',
    description: 'pe(50, 512): rotating PE(10) by k = 3 gives PE(13); PE5·PE8 = PE20·PE23',
    state: { ...common, view: 'relative', seqLen: 50, dModel: 512, pos: 10, k: 3, pair: 0 },
  },
  {
    id: 'course-unique',
    sources: ['course'],
    label: 'Course “Module 10”: 50 × 8',
    description: 'sinusoidal_pe(50, 8): PE(1), the range and 50 unique rows out of 50',
    state: { ...common, view: 'heatmap', seqLen: 50, dModel: 8 },
  },
  {
    id: 'course-rotation',
    sources: ['course'],
    label: 'Course “Module 10”: k = 5 table',
    description:
      'sinusoidal_pe(50, 8), pair 0, k = 5: actual PE(pos + 5) against R_5 PE(pos) at pos 0, 3, 7, 12, 20',
    state: { ...common, view: 'relative', seqLen: 50, dModel: 8, pos: 0, k: 5, pair: 0 },
  },
  {
    id: 'worked',
    sources: ['tutorial', 'problem'],
    label: 'Tutorial and problem page: d_model = 4',
    description:
      'The hand calculation of PE(0), PE(1) and PE(2) at d_model = 4, with the embeddings',
    state: {
      ...common,
      view: 'worked',
      words: [...defaultState.words],
      emb: defaultState.emb.map((row) => [...row]),
    },
  },
] as const satisfies readonly Preset[];

export type PresetId = (typeof presetList)[number]['id'];

export const presets: readonly Preset[] = presetList;

const presetById = new Map<string, Preset>(presets.map((preset) => [preset.id, preset]));

/** The preset `id`, or undefined for an id the list does not hold. */
export function presetOf(id: string): Preset | undefined {
  return presetById.get(id);
}

/** The button's title: the sources by their titles, then what the preset shows. */
export function presetTitle(preset: Preset): string {
  const from = preset.sources.map((source) => sourceTitles[source]).join(' and ');
  return `From ${from}: ${preset.description}`;
}

/** Whether `state` shows what preset `preset` sets. */
export function presetActive(preset: Preset, state: Readonly<State>): boolean {
  return Object.entries(preset.state).every(([key, value]) => {
    const current: unknown = state[key as keyof State];
    return JSON.stringify(current) === JSON.stringify(value);
  });
}

/**
 * A check of a source that a chapter labels: the preset showing it, and what
 * its numbers depend on; or, for a check no preset shows (a sentence of a
 * source about a size the chapter's own controls reach), the values of the
 * fields it holds at.
 */
export type SourceCheck =
  | {
      readonly preset: PresetId;
      /**
       * The preset's fields the numbers beside the label follow from (not the
       * view's window or a position that only adds a row): the label shows
       * while each of them has the preset's value.
       */
      readonly fields: readonly (keyof State)[];
    }
  | {
      /** The fields the numbers follow from, at the source's values. */
      readonly at: Partial<State>;
    };

export const sourceChecks = {
  // The heat map's PE(1) (interleaved as the sources print it) and its wavelengths.
  'tutorial-row1': { preset: 'tutorial-heatmap', fields: ['dModel', 'base', 'layout'] },
  'tutorial-wavelengths': { preset: 'tutorial-heatmap', fields: ['dModel', 'base'] },
  'course-row1': { preset: 'course-unique', fields: ['dModel', 'base', 'layout'] },
  'course-row10': { preset: 'course-unique', fields: ['dModel', 'base', 'layout'] },
  // The whole-matrix checks: how many of the 50 rows are distinct.
  'course-unique': { preset: 'course-unique', fields: ['seqLen', 'dModel', 'base'] },
  // The relative view's table of pair 0 at k = 5 (the course's positions are always rows).
  'course-rotation': { preset: 'course-rotation', fields: ['dModel', 'base', 'k', 'pair'] },
  // PE5·PE8 and PE20·PE23: dot products at d_model = 512.
  'tutorial-dots': { preset: 'tutorial-dots', fields: ['dModel', 'base'] },
  // The worked example is fixed at d_model = 4 and three positions; only the base moves it.
  'worked-hand': { preset: 'worked', fields: ['base'] },
  // The problem page's consecutive wavelength ratio, 10000^(2/512), cut off
  // to 1.036 and 3.6 %: the frequencies chapter's d_model and base.
  'problem-ratio': { at: { dModel: 512, base: defaultState.base } },
} as const satisfies Record<string, SourceCheck>;

export type SourceCheckId = keyof typeof sourceChecks;

/**
 * Whether the numbers beside the label of check `id` are the source's at
 * `state` (any record of state fields: a view's model holds the ones its
 * checks depend on); false for an id `sourceChecks` does not hold.
 */
export function sourceHolds(
  id: string,
  state: Readonly<Partial<Record<keyof State, unknown>>>,
): boolean {
  if (!Object.hasOwn(sourceChecks, id)) return false;
  const at = sourceCheckState(id as SourceCheckId);
  return (Object.keys(at) as (keyof State)[]).every(
    (field) =>
      Object.hasOwn(state, field) && JSON.stringify(state[field]) === JSON.stringify(at[field]),
  );
}

/** The fields check `id`'s numbers follow from, at the source's values. */
export function sourceCheckState(id: SourceCheckId): Partial<State> {
  const check: SourceCheck = sourceChecks[id];
  if ('at' in check) return check.at;
  const preset = presetOf(check.preset)!;
  return Object.fromEntries(check.fields.map((field) => [field, preset.state[field]]));
}
