// The values the Shaw view's chapter (content/shaw.ts) interpolates: the
// state's own (k, the 2k + 1 vectors, the positions drawn) and the engine's
// counts and the hovered cell's numbers when they have arrived ('' before:
// their slots stay blank at the first paint).
import { renderMarkup } from '../../ui/chapter.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/shaw.js';
import type { State } from '../state.js';
import { MAX_SHOWN, type ShawCell, type ShawModel } from './derive.js';

/** The chapter's values for `state`, with the engine's model and the hovered cell when known. */
export function shawValues(state: State, model?: ShawModel, c?: ShawCell) {
  const k = state.shawK;
  const n = Math.min(state.seqLen, MAX_SHOWN);
  const values = {
    query: c?.query ?? '',
    key: c?.key ?? '',
    distance: c ? wholeText(c.distance) : '',
    clippedDistance: c ? wholeText(c.clippedDistance) : '',
    index: c?.index ?? '',
    clippedNote: () => (c?.wasClipped ? renderMarkup(chapter.phrases.clippedTo, values) : ''),
    vectors: 2 * k + 1,
    k,
    n,
    used: model?.used ?? '',
    clipped: model ? wholeText(model.clipped) : '',
    pairs: wholeText(n * n),
  };
  return values;
}
