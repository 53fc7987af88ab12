// The values the Shaw view's chapter (content/shaw.ts) interpolates: the
// state's own (k, the 2k + 1 vectors, the positions drawn) and the engine's
// counts and the hovered cell's numbers when they have arrived ('' before:
// their slots stay blank at the first paint).
import { renderMarkup, sized } from '../../ui/chapter.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/shaw.js';
import type { State } from '../state.js';
import { MAX_SHOWN, type ShawCell, type ShawModel } from './derive.js';

/** The chapter's values for `state`, with the engine's model and the hovered cell when known. */
export function shawValues(state: State, model?: ShawModel, c?: ShawCell) {
  const k = state.shawK;
  const n = Math.min(state.seqLen, MAX_SHOWN);
  // The engine's counts follow from k and n: distances −(n − 1) … n − 1
  // clipped to −k … k use 2 min(k, n − 1) + 1 vectors, and the pairs farther
  // apart than k are (n − 1 − k)(n − k). Their slots are exactly that wide.
  const used = 2 * Math.min(k, n - 1) + 1;
  const clipped = k < n - 1 ? (n - 1 - k) * (n - k) : 0;
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
    used: sized(model ? String(model.used) : '', String(used).length),
    clipped: sized(model ? wholeText(model.clipped) : '', wholeText(clipped).length),
    pairs: wholeText(n * n),
  };
  return values;
}
