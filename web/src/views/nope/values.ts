// The values the NoPE chapter's body (content/nope.ts) interpolates: the
// positions the control asks for and how many of them the panels draw, from
// the state alone, so the view and its first-paint frame (frame.ts) write the
// same prose. The readout's values are the panels' own (panels.ts).
import { nothing } from 'lit';

import chapter from '../../content/nope.js';
import { noValues, renderMarkup } from '../../ui/chapter.js';
import { grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { NOPE_MAX_SEQ_LEN } from './derive.js';

/** The chapter's values at `state` (the readout's stay blank: the panels fill them). */
export function nopeChapterValues(state: Pick<State, 'seqLen'>) {
  const values = {
    ...noValues(chapter),
    seqLen: grouped(state.seqLen),
    maxSeqLen: String(NOPE_MAX_SEQ_LEN),
    firstNote: () =>
      state.seqLen > NOPE_MAX_SEQ_LEN ? renderMarkup(chapter.phrases.firstNote, values) : nothing,
  };
  return values;
}
