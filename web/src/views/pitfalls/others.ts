// The list of mistakes that are not a formula variant (its words:
// content/pitfalls.ts): its values, flags and figures (the tables'
// elements: list-tables.ts). Before the engine arrives (the first-paint
// frame) the values come from the state alone: the example's words and
// widths are the state's, the correct encoding's range is blank (its slot
// keeps the room) and said to be within [-1, 1], as a working engine finds.
import { html, nothing } from 'lit';

import chapter from '../../content/pitfalls.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import type { Outcome } from '../../ui/derived-part.js';
import type { State } from '../state.js';
import { WIDE_D_MODEL } from './boxes.js';
import type { BaseRow, Concat, Scores } from './derive.js';
import { concatWidth, inRange, scoredSize } from './numbers.js';
import { rangeText } from './text.js';
import { rangeWidth } from './widths.js';

/**
 * What the list needs at `state`: its values, flags and tables, from the
 * scores `r` and the concatenation example when they have arrived. Values
 * and figures are functions, read only while they are shown.
 */
export function others(
  state: Pick<State, 'words' | 'emb' | 'dModel' | 'seqLen' | 'base'>,
  r?: Scores,
  concat?: Outcome<Concat>,
) {
  const correct = () => r?.scores.get('correct');
  const words = state.words;
  const last = words.length - 1;
  const width = concatWidth(state.emb, words.length);
  const first = state.emb.slice(0, words.length).length > 0;
  const word = (k: number, w: string) =>
    renderMarkup(chapter.phrases[k === 0 ? 'firstWord' : k === last ? 'lastWord' : 'nextWord'], {
      word: w,
    });
  const baseTable = (rows: readonly BaseRow[], d: number) =>
    html`<pe-pitfall-base-table
      .rows=${rows}
      .dModel=${d}
      .base=${r!.base}
    ></pe-pitfall-base-table>`;
  const failed = concat?.error !== undefined;
  return {
    flags: { concat: !failed, concatFailed: failed },
    values: {
      // As wide as the formula's range at the size scored (widths.ts): the
      // sign of its minimum is the only thing that varies (0 for L < 3).
      correctRange: () => {
        const c = correct();
        return sized(
          c ? rangeText(c) : '',
          rangeWidth('correct', { ...scoredSize(state), base: state.base }),
        );
      },
      correctInRange: () => {
        const c = correct();
        return renderMarkup(
          chapter.phrases[c === undefined || inRange(c) ? 'withinRange' : 'outsideRange'],
          {},
        );
      },
      concatCount: words.length,
      concatWords: () => words.map((w, k) => word(k, w)),
      word: '',
      concatWidth: width,
      // E + PE and [E | PE] of the first word (none without an embedding).
      addedColumns: first ? width : 0,
      joinedColumns: first ? 2 * width : 0,
      concatLastWord: words[last] ?? '',
      concatLast: last,
    },
    figures: {
      baseTable: () => baseTable(r!.bases, state.dModel),
      baseTable512: () => (r!.bases512.length > 0 ? baseTable(r!.bases512, WIDE_D_MODEL) : nothing),
      concatTable: () =>
        html`<pe-pitfall-concat-table .concat=${concat?.value}></pe-pitfall-concat-table>`,
      concatError: () => html`<p class="error">${concat?.error}</p>`,
    },
  };
}
