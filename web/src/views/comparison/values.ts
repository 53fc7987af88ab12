// The values and flags the comparison view's chapter (content/comparison.ts)
// interpolates: the state's own (the positions drawn and checked, the RoPE
// matrix's side and sampled cells, the training length) and the engine's
// numbers when they have arrived ('' before: their slots stay blank at the
// first paint). The view and its first-paint frame both take them from here.
import { nothing } from 'lit';

import chapter from '../../content/comparison.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { fixed, grouped } from '../../ui/format.js';
import type { WidthWriters } from '../../ui/format-width.js';
import type { State } from '../state.js';
import type { Extrapolation, Figures, Rope } from './derive.js';
import {
  BERT,
  checkedRows,
  FAR_POSITION,
  OFFSET,
  QK_SEED,
  ropeIsRelative,
  ropeSampleRows,
  ropeSize,
  SHOW_DIMS,
  SHOW_POSITIONS,
  shownSize,
} from './numbers.js';

/**
 * The engine's parts of the view's model, those that have arrived, and the
 * writers of their numbers (ui/format-width.ts: the view hands them in; the
 * first-paint frame has no number to write, and so does not carry them).
 */
export interface ComparisonParts {
  readonly figures?: Figures | undefined;
  readonly extrapolation?: Extrapolation | undefined;
  readonly rope?: Rope | undefined;
  readonly write: WidthWriters;
}

export type Phrase = keyof typeof chapter.phrases;

/**
 * The widths of the engine's numbers, in characters, known from the state
 * alone: the frame's slots and the view's are as wide as the numbers (no
 * gap). Each number is written so that its width follows from its range:
 * - |PE| values lie in [0, 1]: 8 decimals are 10 characters, 4 are 6;
 * - RoPE scores of the seeded q and k: every pair of either vector is a
 *   Box-Muller pair of norm at most 0.02 sqrt(2 ln 2^54) < 0.18, so
 *   |score| <= d_model / 2 * 0.18^2 < 150 at any d_model the state allows,
 *   far below what fitted() fills exactly (10^7 in 10 characters, 10^3 in 6);
 * - rounding errors and spreads (0, or about 1e−20 to 1e−13) in exponent
 *   form, whose width follows from its digits for 0 and 1e−99 to 9.9e99;
 * - the parameter counts are trainLen × d_model and BERT's 512 × 768.
 */
export const WIDTHS = {
  value: 10,
  valueShort: 6,
  score: 10,
  scale: 6,
  // exponential() with 2 and 3 digits: 2.2e−15 and 4.44e−16 (tests/js check).
  error: 7,
  spread: 8,
} as const;

/** A phrase of the chapter rendered with `values`. */
export function phraseOf(values: Readonly<Record<string, unknown>>) {
  return (name: Phrase) => renderMarkup(chapter.phrases[name], values);
}

/**
 * The chapter's values for `state`, with the engine's parts when known.
 * Before they arrive (the first-paint frame) each phrase the engine's
 * result chooses takes the wording of a working engine (bounded, all rows
 * distinct, within [−1, 1], depends only on i − j): anything else is a
 * defect, and moves the text once.
 */
export function comparisonValues(state: State, parts?: ComparisonParts) {
  const { figures: f, extrapolation: x, rope: r } = parts ?? {};
  // Only an engine number is written, so only with parts: their writers.
  const w = parts?.write;
  const s = state;
  const { Ls, dc } = f ?? shownSize(s);
  const checked = x?.checked ?? checkedRows(s.seqLen, s.dModel);
  // None past the line: the training length covers every position checked.
  const noneBeyond = x ? x.maxBeyond === null : s.trainLen >= checked;
  const L = r?.L ?? ropeSize(s.seqLen, s.dModel);
  const rows = ropeSampleRows(L);
  const say = (name: Phrase) => renderMarkup(chapter.phrases[name], values);
  const values = {
    lastShown: Ls - 1,
    lastDim: dc - 1,
    trainLen: grouped(s.trainLen),
    shown: Ls,
    dims: dc,
    showPositions: SHOW_POSITIONS,
    showDims: SHOW_DIMS,
    bounded: () => (noneBeyond ? say('noneBeyond') : say('beyond')),
    checked: grouped(checked),
    lastChecked: grouped(checked - 1),
    maxBeyond: sized(x?.maxBeyond != null ? fixed(x.maxBeyond, 8) : '', WIDTHS.value),
    // Only said when there are positions past the line (the phrase `beyond`).
    boundedVerdict: () =>
      (x === undefined ? !noneBeyond : x.maxBeyond !== null && x.maxBeyond <= 1)
        ? say('boundedYes')
        : say('boundedNo'),
    dModel: s.dModel,
    dModelGrouped: grouped(s.dModel),
    distinct: () =>
      x === undefined || x.unique === x.checked ? say('distinctAll') : say('distinctSome'),
    distinctCapped: () => (checked < s.seqLen ? say('distinctCapped') : nothing),
    // Only in the phrase for repeated rows, which the frame never shows (it
    // takes every row as distinct): a plain number, no slot to size.
    unique: x ? grouped(x.unique) : '',
    farPosition: grouped(FAR_POSITION),
    farMax: sized(x ? fixed(x.farMax, 8) : '', WIDTHS.value),
    farVerdict: () => (x === undefined || x.farMax <= 1 ? say('farIn') : say('farOut')),
    parameters: sized(x ? grouped(x.parameters) : '', grouped(s.trainLen * s.dModel).length),
    bert: sized(x ? grouped(x.bert) : '', grouped(BERT.maxLen * BERT.dModel).length),
    qkSeed: QK_SEED,
    ropeLast: L - 1,
    ropeL: L,
    ropeSpread: sized(r ? w!.exponential(r.spread, 3) : '', WIDTHS.spread),
    ropeScale: sized(r ? w!.fitted(r.scale, WIDTHS.scale) : '', WIDTHS.scale),
    ropeVerdict: () => (r === undefined || ropeIsRelative(r) ? say('ropeYes') : say('ropeNo')),
    aI: rows?.[0] ?? '',
    aJ: rows ? rows[0] + OFFSET : '',
    aScore: sized(r?.sample ? w!.fitted(r.sample.a[2], WIDTHS.score) : '', WIDTHS.score),
    bI: rows?.[1] ?? '',
    bJ: rows ? rows[1] + OFFSET : '',
    bScore: sized(r?.sample ? w!.fitted(r.sample.b[2], WIDTHS.score) : '', WIDTHS.score),
    maxBeyondNote: () => (noneBeyond ? nothing : say('maxBeyondNote')),
    maxBeyondShort: sized(x?.maxBeyond != null ? fixed(x.maxBeyond, 4) : '', WIDTHS.valueShort),
    // The sinusoid's rotation check needs more positions drawn than the offset.
    rotationNote: () =>
      (f ? f.rotationError !== null : Ls > OFFSET) ? say('rotationNote') : nothing,
    rotationError: sized(
      f?.rotationError != null ? w!.exponential(f.rotationError, 2) : '',
      WIDTHS.error,
    ),
    offset: OFFSET,
    ropeSpreadShort: sized(r ? w!.exponential(r.spread, 2) : '', WIDTHS.error),
  };
  return values;
}

/**
 * The chapter's flags for `state`. `model` (every part computed) is taken
 * as true until the parts arrive (the first-paint frame: nothing failed);
 * the others follow from the state alone, so the frame predicts them.
 */
export function comparisonFlags(state: State, parts?: ComparisonParts) {
  const { Ls } = shownSize(state);
  const L = ropeSize(state.seqLen, state.dModel);
  const ok =
    parts === undefined ||
    (parts.figures !== undefined && parts.extrapolation !== undefined && parts.rope !== undefined);
  return {
    model: ok,
    trainLenPast: state.trainLen >= Ls,
    capped: state.seqLen > SHOW_POSITIONS || state.dModel > SHOW_DIMS,
    ropeSample: ropeSampleRows(L) !== null,
    ropeCapped: state.seqLen > L,
  };
}
