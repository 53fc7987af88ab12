// The values and flags the comparison view's chapter (content/comparison.ts)
// interpolates: the state's own (the positions drawn and checked, the RoPE
// matrix's side and sampled cells, the training length) and the engine's
// numbers when they have arrived ('' before: their slots stay blank at the
// first paint). The view and its first-paint frame both take them from here.
import { nothing } from 'lit';

import chapter from '../../content/comparison.js';
import { renderMarkup } from '../../ui/chapter.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { State } from '../state.js';
import type { Extrapolation, Figures, Rope } from './derive.js';
import {
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

/** The engine's parts of the view's model, those that have arrived. */
export interface ComparisonParts {
  readonly figures?: Figures | undefined;
  readonly extrapolation?: Extrapolation | undefined;
  readonly rope?: Rope | undefined;
}

export type Phrase = keyof typeof chapter.phrases;

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
export function comparisonValues(state: State, parts: ComparisonParts = {}) {
  const { figures: f, extrapolation: x, rope: r } = parts;
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
    maxBeyond: x?.maxBeyond != null ? significant(x.maxBeyond, 8) : '',
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
    unique: x ? grouped(x.unique) : '',
    farPosition: grouped(FAR_POSITION),
    farMax: x ? significant(x.farMax, 8) : '',
    farVerdict: () => (x === undefined || x.farMax <= 1 ? say('farIn') : say('farOut')),
    parameters: x ? grouped(x.parameters) : '',
    bert: x ? grouped(x.bert) : '',
    qkSeed: QK_SEED,
    ropeLast: L - 1,
    ropeL: L,
    ropeSpread: r ? significant(r.spread, 3) : '',
    ropeScale: r ? fixed(r.scale, 4) : '',
    ropeVerdict: () => (r === undefined || ropeIsRelative(r) ? say('ropeYes') : say('ropeNo')),
    aI: rows?.[0] ?? '',
    aJ: rows ? rows[0] + OFFSET : '',
    aScore: r?.sample ? fixed(r.sample.a[2], 8) : '',
    bI: rows?.[1] ?? '',
    bJ: rows ? rows[1] + OFFSET : '',
    bScore: r?.sample ? fixed(r.sample.b[2], 8) : '',
    maxBeyondNote: () => (noneBeyond ? nothing : say('maxBeyondNote')),
    maxBeyondShort: x?.maxBeyond != null ? fixed(x.maxBeyond, 4) : '',
    // The sinusoid's rotation check needs more positions drawn than the offset.
    rotationNote: () =>
      (f ? f.rotationError !== null : Ls > OFFSET) ? say('rotationNote') : nothing,
    rotationError: f?.rotationError != null ? significant(f.rotationError, 2) : '',
    offset: OFFSET,
    ropeSpreadShort: r ? significant(r.spread, 2) : '',
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
