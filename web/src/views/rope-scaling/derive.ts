// The rope-scaling view's model: RoPE's per-pair frequencies before and
// after a context-extension scaling, which pairs it interpolates and which
// it leaves alone (extrapolates), and the score of q = k = all ones against
// relative distance out to the extended length. Pure: every number is the
// engine's (ropeFrequencies, ropeScoreProfile).
import type { PosEnc, RopeFrequencies, RopeScaling } from '../../engine/index.js';
import { scoreProfileReach } from '../../engine/facts.js';
import { MAX_ROPE_FACTOR } from './view.js';
import { type State } from '../state.js';
import type { WholeNumber } from '../../ui/whole-number.js';

/** The farthest distance the score plot evaluates (cost: distance x dModel/2 sines). */
export const MAX_PLOT_DISTANCE = 16384;

export interface PairClasses {
  /** interpolation <= 0.01: the pair turns as in training. */
  readonly extrapolated: number;
  /** interpolation >= 0.99: the pair is slowed by the whole factor. */
  readonly interpolated: number;
  readonly blended: number;
}

export interface RopeScalingModel {
  readonly dModel: number;
  readonly base: number;
  readonly scaling: RopeScaling;
  /** The training length and the length the scaling targets (factor x original). */
  readonly original: number;
  readonly extended: number;
  readonly before: RopeFrequencies;
  readonly after: RopeFrequencies;
  readonly pairs: Float64Array;
  readonly classes: PairClasses;
  readonly distances: Float64Array;
  /** The score chart stops before the extended length: d_model is too wide for the engine's cost limit. */
  readonly cut: boolean;
  readonly scoreBefore: Float64Array;
  readonly scoreAfter: Float64Array;
}

/** The engine's scaling object for the view's state (dynamic NTK runs at the extended length). */
export function scalingOf(state: State, seqLen: number): RopeScaling {
  const factor = state.ropeFactor;
  const originalMaxPosition = state.ropeOriginalMax;
  switch (state.ropeScaling) {
    case 'none':
      return { type: 'none' };
    case 'linear':
    case 'ntk':
      return { type: state.ropeScaling, factor };
    case 'dynamic-ntk':
      return { type: 'dynamic-ntk', factor, originalMaxPosition, seqLen };
    case 'yarn':
      return { type: 'yarn', factor, originalMaxPosition };
    case 'llama3':
      return { type: 'llama3', factor, originalMaxPosition };
  }
}

/** The scaling the view asks for: dynamic NTK at the plotted length, whether or not the chart is cut. */
export function viewScaling(state: State): RopeScaling {
  return scalingOf(state, plotDistance(state) + 1);
}

/** The plotted distances 0 .. the extended length (at most MAX_PLOT_DISTANCE). */
export function plotDistance(state: State): number {
  return Math.min(MAX_PLOT_DISTANCE, Math.ceil(state.ropeFactor * state.ropeOriginalMax));
}

/**
 * The distances the score chart shows: the plotted ones, up to what the
 * engine scores at once for d_model (a wide model's chart stops earlier
 * rather than failing; the view says so).
 */
export function scoredDistance(state: State): number {
  return Math.min(plotDistance(state), scoreProfileReach(state.dModel));
}

/**
 * Whether the score chart stops before the plotted length (d_model too wide
 * for the engine's cost limit): the view's `cut` and its frame's note.
 */
export function scoreCut(state: State): boolean {
  return scoredDistance(state) < plotDistance(state);
}

export function classify(interpolation: ArrayLike<number>): PairClasses {
  let extrapolated = 0;
  let interpolated = 0;
  for (let i = 0; i < interpolation.length; i++) {
    const v = interpolation[i]!;
    if (v <= 0.01) extrapolated++;
    else if (v >= 0.99) interpolated++;
  }
  return {
    extrapolated,
    interpolated,
    blended: interpolation.length - extrapolated - interpolated,
  };
}

/**
 * A typed factor: any number from 1 to MAX_ROPE_FACTOR (not only whole
 * ones), or a message naming the field and that range.
 */
export function parseFactor(text: string): WholeNumber {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 1 && value <= MAX_ROPE_FACTOR)) {
    return {
      error: `Factor must be a number from 1 to ${MAX_ROPE_FACTOR}; got "${text.slice(0, 24)}".`,
    };
  }
  return { value };
}

/** Which kind of pair a share of the factor makes. */
export function pairKind(interpolation: number): 'extrapolated' | 'interpolated' | 'blended' {
  return interpolation <= 0.01
    ? 'extrapolated'
    : interpolation >= 0.99
      ? 'interpolated'
      : 'blended';
}

export function derive(state: State, pe: PosEnc): RopeScalingModel {
  const { dModel, base } = state;
  const scaling = viewScaling(state);
  const maxDistance = scoredDistance(state);
  const before = pe.ropeFrequencies(dModel, { base });
  const after = pe.ropeFrequencies(dModel, { base, scaling });
  const ones = new Float64Array(dModel).fill(1);
  const scoreBefore = pe.ropeScoreProfile(ones, ones, maxDistance, { base }).scores;
  const scoreAfter = pe.ropeScoreProfile(ones, ones, maxDistance, { base, scaling }).scores;
  return {
    dModel,
    base,
    scaling,
    original: state.ropeOriginalMax,
    extended: state.ropeFactor * state.ropeOriginalMax,
    before,
    after,
    pairs: Float64Array.from({ length: dModel / 2 }, (_, i) => i),
    classes: classify(after.interpolation),
    distances: Float64Array.from({ length: maxDistance + 1 }, (_, d) => d),
    cut: scoreCut(state),
    scoreBefore,
    scoreAfter,
  };
}
