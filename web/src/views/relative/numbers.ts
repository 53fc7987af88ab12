// The relative view's small pure numbers: limits, the pair shown, the
// matrix's size and how a tiny error and a turn count are written. Apart
// from derive.ts so that the first-paint frame (frame.ts: controls.ts,
// values.ts) takes these and not the engine-facing derivation with it.
import { significant } from '../../ui/format.js';
import type { State } from '../state.js';

/** Whole-vector agreement tolerance. */
export const TOLERANCE = 1e-9;
/** Dot-product matrix: at most this many positions ... */
export const MAX_DOT_POSITIONS = 128;
/** ... and n * n * dModel under this (about 25 ms). */
export const DOT_BUDGET = 2 ** 22;
/** The seed's check: PE5·PE8 and PE20·PE23 from a 24-position matrix ... */
export const SEED_SIZE = 24;
/** ... two dot products at this offset. */
export const SEED_OFFSET = 3;
/** The number inputs' sliders reach at most this position (typing reaches any). */
export const POS_SLIDER_MAX = 500;
/** The offset slider's range (typing reaches any offset the state allows). */
export const K_SLIDER = 32;

/** The state's pair, clamped to the pairs that exist at this dModel. */
export function pairOf(state: Pick<State, 'pair' | 'dModel'>): number {
  return Math.max(0, Math.min(state.pair, state.dModel / 2 - 1));
}

/** How many positions the dot-product matrix shows. */
export function dotSize(seqLen: number, dModel: number): number {
  return Math.max(
    1,
    Math.min(seqLen, MAX_DOT_POSITIONS, Math.floor(Math.sqrt(DOT_BUDGET / dModel))),
  );
}

/** The top of the position slider: the sequence, at least 24, at most POS_SLIDER_MAX. */
export function posSliderMax(seqLen: number): number {
  return Math.min(Math.max(seqLen - 1, 24), POS_SLIDER_MAX);
}

/** A small error: "0" or two significant digits. */
export function tiny(value: number): string {
  return value === 0 ? '0' : significant(value, 2);
}

/** The widest tiny() of an error from 1e-99 to 1e-9: "4.4e−16". */
export const TINY_CHARS = 7;

/**
 * PE(p)·PE(p + offset) by the formula, Σ_i cos(offset / base^(2i/d_model))
 * (the same for every p): only to size the slot of the engine's dot product.
 */
export function offsetDot(offset: number, dModel: number, base: number): number {
  let sum = 0;
  for (let i = 0; i < dModel / 2; i++) sum += Math.cos(offset / Math.pow(base, (2 * i) / dModel));
  return sum;
}

/** Whole turns in θ_k (the circle shows what is left after them). */
export function turns(theta: number): number {
  return theta / (2 * Math.PI);
}

/**
 * θ_k from the state alone: k / base^(2·pair/d_model), the engine's divisor
 * (its wavelengths' ratio) restated for the first-paint frame (tests/js
 * checks it against the engine's rotation).
 */
export function predictedTheta(state: Pick<State, 'k' | 'base' | 'pair' | 'dModel'>): number {
  return state.k / Math.pow(state.base, (2 * pairOf(state)) / state.dModel);
}

/** Whether the chapter says how many whole turns θ_k makes (the circle shows what is left). */
export function showsTurns(theta: number): boolean {
  return Math.abs(turns(theta)) >= 1;
}
