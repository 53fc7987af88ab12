// The values the word-order chapter (content/order.ts) interpolates: the
// followed word and its positions in the two orders, all from the state
// alone, so the view and its first-paint frame (frame.ts) say the same.
import { nothing } from 'lit';

import chapter from '../../content/order.js';
import { renderMarkup } from '../../ui/chapter.js';
import { defaultState, type State } from '../state.js';
import { followed, type OrderInputs } from './derive.js';
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

/**
 * Whether the state is the tutorial's run ("Positional encoding", NumPy:
 * "The cat sat" against "sat cat The", its four-number embeddings, cat
 * followed, base 10000), so the chapter may say the numbers are the
 * tutorial's (review 20, ORD-1). Any other words, order or base: not its run.
 */
export function isTutorialRun(state: Pick<State, keyof OrderInputs>): boolean {
  const same = (key: keyof OrderInputs) =>
    JSON.stringify(state[key]) === JSON.stringify(defaultState[key]);
  return (['words', 'emb', 'order', 'follow', 'base'] as const).every(same);
}
