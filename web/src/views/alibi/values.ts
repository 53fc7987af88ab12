// The values the ALiBi view's chapter (content/alibi.ts) interpolates: the
// state's own (the head count, the head drawn, the last key) and the engine's
// slope, lowest bias and the hovered cell's bias when they have arrived (''
// before: their slots stay blank at the first paint).
import type { Cell } from '../../ui/cell-matrix.js';
import { sized } from '../../ui/chapter.js';
import { fixed } from '../../ui/format.js';
import type { State } from '../state.js';
import { biasAt, shownHead, shownSize, slopeOf, type AlibiModel } from './derive.js';

/** A slope, 2^(−8/n) and below (0 < m < 1), with 6 decimals: 0.xxxxxx. */
const SLOPE_CHARS = 8;

/** The chapter's values for `state`, with the engine's model and the hovered cell when known. */
export function alibiValues(state: State, model?: AlibiModel, cell?: Cell) {
  const head = shownHead(state);
  const m = model?.slopes[model.head];
  const bias = model && cell ? biasAt(model, cell.row, cell.col) : undefined;
  const n = shownSize(state);
  // The oldest key's bias, −m (n − 1): as wide as the state's own slope
  // gives it (one to three whole digits, and no sign for a single position).
  const lowest = fixed(slopeOf(state.alibiHeads, head) * (1 - n), 4);
  return {
    heads: state.alibiHeads,
    query: cell?.row ?? '',
    key: cell?.col ?? '',
    // Numbered 1 … H, as Press et al. number heads (the state keeps the 0-based index).
    head: head + 1,
    mFixed: sized(m !== undefined ? fixed(m, 6) : '', SLOPE_CHARS),
    distance: cell ? cell.row - cell.col : '',
    bias: bias !== undefined ? fixed(bias, 6) : '',
    lastKey: n - 1,
    lowest: sized(model ? fixed(model.lowest, 4) : '', [...lowest].length),
  };
}
