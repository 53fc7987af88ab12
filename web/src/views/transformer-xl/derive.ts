// The Transformer-XL lesson's model: the engine's four score terms for the
// current sequence length and width, their colour ranges, and the keyboard
// cursor over the cells. Pure: no DOM, no Lit.
import type { PosEnc, TransformerXlTerms } from '../../engine/index.js';
import type { State } from '../state.js';
import type { Cell } from '../../ui/terms-grid-box.js';

/** The matrices stay readable as cells up to this many positions. */
export const TXL_MAX_SEQ_LEN = 24;

export type TermKey =
  'contentContent' | 'contentPosition' | 'contentBias' | 'positionBias' | 'total';

export interface TermView {
  readonly key: TermKey;
  readonly letter: string;
  readonly title: string;
  readonly formula: string;
  readonly data: Float64Array;
  /** Symmetric colour range: ± the largest |value| of the term. */
  readonly limit: number;
}

export interface TxlModel {
  /** The positions drawn: the first TXL_MAX_SEQ_LEN of `asked`. */
  readonly seqLen: number;
  /** The positions the control asks for. */
  readonly asked: number;
  readonly dModel: number;
  readonly terms: readonly TermView[];
}

/** The terms drawn, in order (their names: the export's titles follow from them alone). */
export const TERMS: readonly { key: TermKey; letter: string; title: string; formula: string }[] = [
  { key: 'contentContent', letter: 'a', title: 'content–content', formula: 'e_mᵀ e_n' },
  { key: 'contentPosition', letter: 'b', title: 'content–position', formula: 'e_mᵀ r_D' },
  { key: 'contentBias', letter: 'c', title: 'global content bias', formula: 'uᵀ e_n' },
  { key: 'positionBias', letter: 'd', title: 'global position bias', formula: 'vᵀ r_D' },
  { key: 'total', letter: 'a+b+c+d', title: 'the score', formula: 'sum of the four' },
];

/** The largest |value|, at least a tiny positive number so a range is never empty. */
export function absMax(data: ArrayLike<number>): number {
  let m = 0;
  for (let k = 0; k < data.length; k++) m = Math.max(m, Math.abs(data[k]!));
  return m > 0 ? m : 1e-12;
}

/** How many positions the matrices show at `state`. */
export function shownLength(state: Pick<State, 'seqLen'>): number {
  return Math.min(state.seqLen, TXL_MAX_SEQ_LEN);
}

export function derive(state: State, pe: PosEnc): TxlModel {
  const seqLen = shownLength(state);
  const terms: TransformerXlTerms = pe.transformerXlTerms(seqLen, state.dModel);
  return {
    seqLen,
    asked: state.seqLen,
    dModel: state.dModel,
    terms: TERMS.map((t) => ({ ...t, data: terms[t.key], limit: absMax(terms[t.key]) })),
  };
}

// A (query, key) cell and the keyboard's rule, shared with the other grid of terms.
export { moveCell, type Cell } from '../../ui/terms-grid-box.js';

/** The readout of one (query, key) cell: every term's value there. */
export function cellValues(model: TxlModel, cell: Cell): { letter: string; value: number }[] {
  const at = cell.row * model.seqLen + cell.col;
  return model.terms.map((t) => ({ letter: t.letter, value: t.data[at]! }));
}
