// The values the DroPE chapter (content/drope.ts) interpolates: the state's
// own (the training length, the distances the chart reaches, the pairs) and
// the engine's when they have arrived (the scores' range, the counts, the
// cursor's readout; '' before: their slots stay blank at the first paint).
import { nothing } from 'lit';

import { renderMarkup, sized } from '../../ui/chapter.js';
import { fixed, significant } from '../../ui/format.js';
import type { WidthWriters } from '../../ui/format-width.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/drope.js';
import type { State } from '../state.js';
import { dropeDistance, scoreStatus, unseenPairsOf, type DropeModel } from './derive.js';

type Value = (typeof chapter.values)[number];

/**
 * The smallest score seen in training, in characters: q = k = (1, …, 1)
 * scores at most d_model <= 8192 either way, which fitted() writes in 7
 * characters whatever its sign (71.5191, −6.5897).
 */
export const SEEN_MIN_CHARS = 7;
/** The first distance past L outside the range, in training lengths: 1.00 to 4.00. */
export const FIRST_OUTSIDE_CHARS = 4;

/**
 * The chapter's values for `state`, with the engine's model, the cursor's
 * distance `d` and the writers of the model's numbers (ui/format-width.ts:
 * the view hands them in; the first-paint frame has no number to write, and
 * so does not carry them) when known.
 */
export function dropeValues(state: State): Readonly<Record<Value, unknown>>;
export function dropeValues(
  state: State,
  m: DropeModel,
  d: number | undefined,
  write: WidthWriters,
): Readonly<Record<Value, unknown>>;
export function dropeValues(
  state: State,
  m?: DropeModel,
  d?: number,
  write?: WidthWriters,
): Readonly<Record<Value, unknown>> {
  const r = m?.result;
  const { trainLen, dModel } = state;
  const n = dropeDistance(trainLen, dModel) + 1;
  const past = n - Math.min(n, trainLen);
  // The score at distance 0, q · k = Σ 2 cos 0 = d_model exactly, is the
  // largest (every term is at most 2), and the dot product is that too.
  const dModelChars = significant(dModel).length;
  const at = m && d !== undefined ? d : undefined;
  const values: Record<Value, unknown> = {
    trainLen: wholeText(trainLen),
    seenMin: sized(r ? write!.fitted(r.seenMin, SEEN_MIN_CHARS) : '', SEEN_MIN_CHARS),
    seenMax: sized(r ? significant(r.seenMax) : '', dModelChars),
    lastDistance: wholeText(n - 1),
    // A bound: the count is a result of the scores, at most the distances
    // past L. As wide as that at the defaults, where every score past L is
    // outside; a smaller count leaves room.
    outsideCount: sized(r ? wholeText(r.outsideCount) : '', wholeText(past).length),
    past: wholeText(past),
    // In training lengths: the distance is L to 4 L (at most the chart's last).
    firstOutside: sized(
      r && r.firstOutside >= 0 ? fixed(r.firstOutside / trainLen, 2) : '',
      FIRST_OUTSIDE_CHARS,
    ),
    // Before the engine's scores arrive the frame shows the note of the
    // lesson's usual result, scores leaving the range past L (its number blank).
    firstOutsideNote: () =>
      r === undefined || r.firstOutside >= 0
        ? renderMarkup(chapter.phrases.firstOutsideNote, values)
        : nothing,
    unseenPairs: sized(
      r ? String(r.unseenPairs) : '',
      String(unseenPairsOf(trainLen, dModel, state.base)).length,
    ),
    pairs: dModel / 2,
    dot: sized(r ? significant(r.dot) : '', dModelChars),
    dModel: wholeText(dModel),
    distanceCount: wholeText(n),
    distance: at !== undefined ? wholeText(at) : '',
    ropeScore: r && at !== undefined ? significant(r.rope[at]!) : '',
    nopeScore: r && at !== undefined ? significant(r.nope[at]!) : '',
    status: () =>
      m && at !== undefined ? renderMarkup(chapter.phrases[scoreStatus(m, at)], values) : nothing,
  };
  return values;
}
