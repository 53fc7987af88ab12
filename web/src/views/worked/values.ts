// The values the worked example's chapter (content/worked.ts) interpolates:
// the state's own (the base, the number of words) and the engine's numbers
// when they have arrived ('' before: their slots stay blank at first paint),
// and the notes under the map for each cell a hair from a 4-decimal midpoint.
import { html, type TemplateResult } from 'lit';

import chapter from '../../content/worked.js';
import { renderMarkup, sized } from '../../ui/chapter.js';
import { fixed, significant } from '../../ui/format.js';
import type { State } from '../state.js';
import { POSITIONS, sumRows } from './boxes.js';
import { D_MODEL, baseText, cutOff, short, type Cell, type WorkedModel } from './derive.js';

/** The chapter's values for `state`, with the engine's numbers when `w` has arrived. */
export function workedValues(state: State, w?: WorkedModel) {
  const at = (pos: number, dim: number) => (w ? short(w.cells[pos]![dim]!.value, 4) : '');
  const last = POSITIONS - 1;
  const [div0, div1] = w ? w.divisors.map((d) => significant(d, 6)) : ['', ''];
  // Pair i's divisor is base^(2i/d_model): the state gives its width (and
  // the ratio's, pair 1's over pair 0's), the slot exactly that wide.
  const pair1 = Math.pow(state.base, 2 / D_MODEL);
  return {
    base: baseText(state.base),
    dModel: D_MODEL,
    // The per-line ones: their figures (and the knife-edge notes) fill them.
    pair: '',
    exponent: '',
    divisor: '',
    wavelength: '',
    edgePos: '',
    edgeDim: '',
    edgeFn: '',
    edgeAngle: '',
    edgeValue: '',
    edgeMidpoint: '',
    edgeRounded: '',
    edgeCut: '',
    words: sumRows(state.words.length),
    div0: sized(div0 ?? '', significant(1, 6).length),
    div1: sized(div1 ?? '', significant(pair1, 6).length),
    last,
    sin0: w ? short(w.cells[0]![0]!.value, 2) : '',
    sinLast: w ? short(w.cells[last]![0]!.value, 2) : '',
    cos0: w ? short(w.cells[0]![1]!.value, 2) : '',
    cosLast: w ? short(w.cells[last]![1]!.value, 2) : '',
    slowSin0: at(0, 2),
    slowSinLast: at(last, 2),
    slowCosLast: at(last, 3),
    ratio: sized(w ? significant(w.ratio, 4) : '', significant(pair1, 4).length),
    min: w ? short(w.min, 4) : '',
    max: w ? short(w.max, 4) : '',
    row0: w ? w.cells[0]!.map((cell) => short(cell.value, 4)).join(', ') : '',
    unique: w?.unique ?? '',
    positions: POSITIONS,
  };
}

export type WorkedValues = ReturnType<typeof workedValues>;

/**
 * The chapter's flags: `ratio` is how many times slower pair 1 turns than
 * pair 0 (the engine's divisors; the frame predicts it from the base).
 */
export function workedFlags(state: State, ratio: number) {
  const words = sumRows(state.words.length);
  return {
    slowPair: ratio >= 10,
    closePairs: ratio < 10,
    oneWord: words === 1,
    fewWords: words !== 1 && words < POSITIONS,
  };
}

/**
 * One note per cell a hair from a 4-decimal midpoint. Before the engine's
 * cells arrive (`edges` a count: the frame's prediction from the base,
 * derive.ts predictedKnifeEdges) as many notes with blank numbers.
 */
export function knifeEdgeNotes(
  values: WorkedValues,
  edges: readonly Cell[] | number,
): TemplateResult[] {
  const note = (f: Cell | undefined) =>
    html`<p class="note">
      ${renderMarkup(
        chapter.phrases.knifeEdge,
        f
          ? {
              ...values,
              edgePos: f.pos,
              edgeDim: f.dim,
              edgeFn: f.fn,
              edgeAngle: significant(f.angle, 6),
              edgeValue: fixed(f.value, 10),
              edgeMidpoint: fixed(f.value, 5),
              edgeRounded: fixed(f.value, 4),
              edgeCut: fixed(cutOff(f.value), 4),
            }
          : values,
      )}
    </p>`;
  return typeof edges === 'number'
    ? Array.from({ length: edges }, () => note(undefined))
    : edges.map(note);
}
