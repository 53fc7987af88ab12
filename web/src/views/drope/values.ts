// The values the DroPE chapter (content/drope.ts) interpolates: the state's
// own (the training length, the distances the chart reaches, the pairs) and
// the engine's when they have arrived (the scores' range, the counts, the
// cursor's readout; '' before: their slots stay blank at the first paint).
import { nothing } from 'lit';

import { renderMarkup } from '../../ui/chapter.js';
import { significant } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/drope.js';
import type { State } from '../state.js';
import { dropeDistance, scoreStatus, type DropeModel } from './derive.js';

type Value = (typeof chapter.values)[number];

/** The chapter's values for `state`, with the engine's model and the cursor's distance `d` when known. */
export function dropeValues(
  state: State,
  m?: DropeModel,
  d?: number,
): Readonly<Record<Value, unknown>> {
  const r = m?.result;
  const { trainLen, dModel } = state;
  const n = dropeDistance(trainLen, dModel) + 1;
  const at = m && d !== undefined ? d : undefined;
  const values: Record<Value, unknown> = {
    trainLen: wholeText(trainLen),
    seenMin: r ? significant(r.seenMin) : '',
    seenMax: r ? significant(r.seenMax) : '',
    lastDistance: wholeText(n - 1),
    outsideCount: r ? wholeText(r.outsideCount) : '',
    past: wholeText(n - Math.min(n, trainLen)),
    firstOutside: r ? wholeText(r.firstOutside) : '',
    // Before the engine's scores arrive the frame shows the note of the
    // lesson's usual result, scores leaving the range past L (its number blank).
    firstOutsideNote: () =>
      r === undefined || r.firstOutside >= 0
        ? renderMarkup(chapter.phrases.firstOutsideNote, values)
        : nothing,
    unseenPairs: r?.unseenPairs ?? '',
    pairs: dModel / 2,
    dot: r ? significant(r.dot) : '',
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
