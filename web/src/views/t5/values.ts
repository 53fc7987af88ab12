// The values the T5 view's chapter (content/t5.ts) interpolates: the state's
// own (maxExact follows from the bucket count and the direction) and the
// engine's when they have arrived (the buckets in use and the hovered cell's
// bucket; '' before: their slots stay blank at the first paint).
import type { Cell } from '../../ui/cell-matrix.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/t5.js';
import type { State } from '../state.js';
import { lastBucketStart, rangeText, scanReach, type T5Model } from './derive.js';
import { bucketsInUse, lastBucketFrom } from './in-use.js';
import { t5MaxExact } from './view.js';

/** The chapter's values for `state`, with the engine's model and the hovered cell when known. */
export function t5Values(state: State, model?: T5Model, cell?: Cell) {
  const bucket = model && cell ? model.matrix.data[cell.row * model.n + cell.col] : undefined;
  const range = model?.ranges.find((r) => r.bucket === bucket);
  const maxExact = t5MaxExact(state.t5Buckets, state.t5Bidirectional);
  const values = {
    query: cell?.row ?? '',
    key: cell?.col ?? '',
    offset: cell ? wholeText(cell.col - cell.row) : '',
    bucket: bucket ?? '',
    range: range ? rangeText(range) : '',
    rangeNote: () => (range ? renderMarkup(chapter.phrases.rangeNote, values) : ''),
    maxExact,
    lastExact: maxExact - 1,
    eachSide: () => (state.t5Bidirectional ? renderMarkup(chapter.phrases.eachSide, values) : ''),
    // As wide as the count the engine's rule gives at this state (in-use.ts).
    inUse: sized(
      model ? String(model.ranges.length) : '',
      String(
        bucketsInUse(
          state.t5Buckets,
          state.t5MaxDistance,
          state.t5Bidirectional,
          scanReach(state.t5MaxDistance),
        ),
      ).length,
    ),
  };
  return { ...values, lastFrom: lastFrom(state, model) };
}

/** Where the last bucket starts: the engine's (its ranges), in a slot as wide as the restated rule's. */
function lastFrom(state: State, model?: T5Model) {
  const start = model && lastBucketStart(model.ranges);
  const width = wholeText(
    lastBucketFrom(state.t5Buckets, state.t5MaxDistance, state.t5Bidirectional),
  ).length;
  return sized(start === undefined ? '' : wholeText(start), width);
}
