// The values and flags the attention chapter (content/attention.ts) takes:
// the state's own (the words at the readout's cell, d_model, base, seed)
// and the engine's measurements when they have arrived ('' before: their
// slots, exactly as wide as any of them, stay blank at the first paint).
import { renderMarkup, sized } from '../../ui/chapter.js';
import { exponential } from '../../ui/format-width.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/attention.js';
import type { State } from '../state.js';
import { isReordered, shownWords, type AttentionModel, type Cell, type TermKey } from './derive.js';
import type { TermLabel } from './terms.js';

/** The readout's cell before a hover or a key moves it. */
export const FIRST_CELL: Cell = { row: 0, col: 0 };

/** Every measurement is written as exponential(x, 2) (2.8e−17, 0.0e+00): always 7 characters. */
export const MEASURE_CHARS = exponential(0, 2).length;

const measure = (value: number | undefined) =>
  sized(value === undefined ? '' : exponential(value, 2), MEASURE_CHARS);

/** The chapter's values for `state`, with the engine's model and the readout's cell. */
export function attentionValues(state: State, model?: AttentionModel, cell: Cell = FIRST_CELL) {
  const words = shownWords(state);
  return {
    row: cell.row,
    col: cell.col,
    queryWord: words[cell.row] ?? '',
    keyWord: words[cell.col] ?? '',
    offset: wholeText(cell.row - cell.col),
    dModel: state.attnDModel,
    base: String(state.base),
    seed: state.attnSeed,
    spread: measure(model?.diagonalSpread),
    samePair: measure(model?.moved?.samePair),
    sameCell: measure(model?.moved?.sameCell),
    positionSameCell: measure(model?.moved?.positionSameCell),
  };
}

/** The chapter's flags at `state`; `model` false when the engine refused the inputs. */
export function attentionFlags(state: State, model = true) {
  return {
    model,
    reordered: isReordered(state),
    random: state.attnProjections === 'random',
    oneWord: state.attnWords.length < 2,
  };
}

const TITLES: Record<TermKey, { title: string; formula: string }> = {
  contentContent: {
    title: chapter.phrases.contentContentTitle,
    formula: chapter.phrases.contentContentFormula,
  },
  contentPosition: {
    title: chapter.phrases.contentPositionTitle,
    formula: chapter.phrases.contentPositionFormula,
  },
  positionContent: {
    title: chapter.phrases.positionContentTitle,
    formula: chapter.phrases.positionContentFormula,
  },
  positionPosition: {
    title: chapter.phrases.positionPositionTitle,
    formula: chapter.phrases.positionPositionFormula,
  },
  score: { title: chapter.phrases.scoreTitle, formula: chapter.phrases.scoreFormula },
};

/** Each matrix's heading, formula and name (the chapter's phrases). */
export function termLabels(): Record<TermKey, TermLabel> {
  const out = {} as Record<TermKey, TermLabel>;
  for (const key of Object.keys(TITLES) as TermKey[]) {
    const t = TITLES[key];
    out[key] = {
      title: renderMarkup(t.title, {}),
      formula: renderMarkup(t.formula, {}),
      name: t.title,
    };
  }
  return out;
}

/** The readout's names of its values: each term's title, the sum and the score. */
export function readoutNames(): Record<TermKey | 'sum', unknown> {
  const out = {} as Record<TermKey | 'sum', unknown>;
  for (const key of Object.keys(TITLES) as TermKey[]) {
    out[key] = renderMarkup(TITLES[key].title, {});
  }
  out.sum = renderMarkup(chapter.phrases.sumTitle, {});
  return out;
}
