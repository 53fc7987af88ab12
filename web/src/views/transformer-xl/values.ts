// The values the Transformer-XL view's chapter (content/transformer-xl.ts)
// interpolates: all from the state (the width, the positions asked for, and
// how many of them the matrices draw) and the
// readout's cell, so the first-paint frame (frame.ts) shows the same text.
import { nothing } from 'lit';

import chapter from '../../content/transformer-xl.js';
import { renderMarkup } from '../../ui/chapter.js';
import { grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { TXL_MAX_SEQ_LEN, type Cell } from './derive.js';

/** The readout's cell before a hover or a key moves it. */
export const FIRST_CELL: Cell = { row: 0, col: 0 };

/** The chapter's values for `state` with the readout at `cell`. */
export function txlValues(state: State, cell: Cell = FIRST_CELL) {
  const values = {
    row: cell.row,
    col: cell.col,
    distance: cell.row - cell.col,
    dModel: state.dModel,
    // The control's length; the note says how many of them are drawn.
    seqLen: grouped(state.seqLen),
    maxSeqLen: TXL_MAX_SEQ_LEN,
    firstNote: () =>
      state.seqLen > TXL_MAX_SEQ_LEN ? renderMarkup(chapter.phrases.firstNote, values) : nothing,
  };
  return values;
}
