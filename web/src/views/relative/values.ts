// The values the relative view's chapter (content/relative.ts) interpolates:
// the state's own (a position, the offset, the pair) and the engine's numbers
// when they have arrived ('' before: their slots stay blank at first paint).
import { html, nothing } from 'lit';

import chapter from '../../content/relative.js';
import { renderMarkup } from '../../ui/chapter.js';
import { fixed, significant } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import type { State } from '../state.js';
import { TABLE_POSITIONS } from './boxes.js';
import type { Dots, Rotation } from './derive.js';
import { pairOf, predictedTheta, showsTurns, tiny, TOLERANCE, turns } from './numbers.js';

/** The chapter's values for `state`, with the engine's rotation and dot products when known. */
export function relativeValues(state: State, r?: Rotation, dots?: Dots) {
  const { pos, k, dModel } = state;
  const kText = wholeText(k);
  const pair = r?.pair ?? pairOf(state);
  const theta = r?.theta ?? predictedTheta(state);
  const values = {
    pair,
    col0: 2 * pair,
    col1: 2 * pair + 1,
    kText,
    divisor: r ? significant(r.divisor, 6) : '',
    theta: r ? fixed(r.theta, 4) : '',
    // Before the engine's rotation arrives the turn count predicted from the
    // state holds its place in the line, unseen (the note wraps as it will).
    turns: r
      ? fixed(turns(r.theta), 2)
      : html`<span class="pending">${fixed(turns(theta), 2)}</span>`,
    dModel,
    plusK: k >= 0 ? `+ ${kText}` : `− ${wholeText(-k)}`,
    tablePositions: TABLE_POSITIONS.join(', '),
    pos: wholeText(pos),
    posPlusK: wholeText(pos + k),
    vectorError: r ? tiny(r.check.vectorError) : '',
    dotsDModel: dots?.dModel ?? dModel,
    seed0: dots ? fixed(dots.seed[0], 4) : '',
    seed1: dots ? fixed(dots.seed[1], 4) : '',
    // Before the engine's check arrives the frame shows the verdict of a
    // working engine: a mismatch is a defect, and moves the text once.
    verdict: () =>
      renderMarkup(
        r === undefined || r.check.vectorError <= TOLERANCE
          ? chapter.phrases.matches
          : chapter.phrases.mismatch,
        values,
      ),
    turnsNote: () =>
      showsTurns(theta) ? renderMarkup(chapter.phrases.turnsNote, values) : nothing,
  };
  return values;
}
