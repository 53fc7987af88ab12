// The values the relative view's chapter (content/relative.ts) interpolates:
// the state's own (a position, the offset, the pair) and the engine's numbers
// when they have arrived ('' before: their slots stay blank at first paint).
import { html, nothing } from 'lit';

import chapter from '../../content/relative.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { fixed, significant } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import type { State } from '../state.js';
import { TABLE_POSITIONS } from './boxes.js';
import type { Dots, Rotation } from './derive.js';
import {
  offsetDot,
  pairOf,
  predictedTheta,
  SEED_OFFSET,
  showsTurns,
  tiny,
  TINY_CHARS,
  TOLERANCE,
  turns,
} from './numbers.js';

/** The chapter's values for `state`, with the engine's rotation and dot products when known. */
export function relativeValues(state: State, r?: Rotation, dots?: Dots) {
  const { pos, k, dModel } = state;
  const kText = wholeText(k);
  const pair = r?.pair ?? pairOf(state);
  const theta = r?.theta ?? predictedTheta(state);
  const stateDivisor = Math.pow(state.base, (2 * pairOf(state)) / dModel);
  const seedChars = fixed(offsetDot(SEED_OFFSET, dModel, state.base), 4).length;
  const values = {
    pair,
    col0: 2 * pair,
    col1: 2 * pair + 1,
    kText,
    // Each slot as wide as the state's own value written the same way
    // (ui/chapter.ts sized()): the frame's and the view's widths agree and
    // the engine's number fills its slot at any base, d_model, pair and k.
    divisor: sized(r ? significant(r.divisor, 6) : '', significant(stateDivisor, 6).length),
    theta: sized(r ? fixed(r.theta, 4) : '', fixed(predictedTheta(state), 4).length),
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
    // A search (the largest error of d_model values): bounded. At pos 0 the
    // shift of (0, 1, …) is the encoding of k exactly, and a shift by 0 is
    // none ("0"); elsewhere a rounding error of 1e-99 to 1e-9 ("4.4e−16"),
    // or by chance exactly 0 when every value agrees (small d_model: a gap).
    vectorError: sized(
      r ? tiny(r.check.vectorError) : '',
      pos === 0 || k === 0 ? '0'.length : TINY_CHARS,
    ),
    dotsDModel: dots?.dModel ?? dModel,
    // PE(p)·PE(p + 3) = Σ_i cos(3 / base^(2i/d_model)) whatever p.
    seed0: sized(dots ? fixed(dots.seed[0], 4) : '', seedChars),
    seed1: sized(dots ? fixed(dots.seed[1], 4) : '', seedChars),
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
