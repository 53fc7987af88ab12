// The values the word-order chapter (content/order.ts) interpolates: the
// followed word and its positions in the two orders, all from the state
// alone, so the view and its first-paint frame (frame.ts) say the same.
import { nothing } from 'lit';

import chapter from '../../content/order.js';
import { renderMarkup } from '../../ui/chapter.js';
import type { State } from '../state.js';
import { followed } from './derive.js';
import type { Say } from './results.js';

/** The chapter's values for `state`; `model` false when the engine's runs failed. */
export function orderValues(state: State, model = true) {
  const f = followed(state);
  const values = {
    name: f.name,
    p1: f.firstPosition,
    p2: f.secondPosition,
    explanation: () => {
      if (!model) return nothing;
      if (f.isIdentity) return say('identity');
      return say(f.firstPosition === f.secondPosition ? 'samePosition' : 'moves');
    },
  };
  const say: Say = (phrase) => renderMarkup(chapter.phrases[phrase], values);
  return { values, say };
}
