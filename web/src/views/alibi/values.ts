// The values the ALiBi view's chapter (content/alibi.ts) interpolates: the
// state's own (the head count, the head drawn, the last key) and the engine's
// slope, lowest bias and the hovered cell's bias when they have arrived (''
// before: their slots stay blank at the first paint).
import type { Cell } from '../../ui/cell-matrix.js';
import { fixed } from '../../ui/format.js';
import type { State } from '../state.js';
import { biasAt, shownHead, shownSize, type AlibiModel } from './derive.js';

/** The chapter's values for `state`, with the engine's model and the hovered cell when known. */
export function alibiValues(state: State, model?: AlibiModel, cell?: Cell) {
  const head = shownHead(state);
  const m = model?.slopes[model.head];
  const bias = model && cell ? biasAt(model, cell.row, cell.col) : undefined;
  return {
    heads: state.alibiHeads,
    query: cell?.row ?? '',
    key: cell?.col ?? '',
    head,
    mFixed: m !== undefined ? fixed(m, 6) : '',
    distance: cell ? cell.row - cell.col : '',
    bias: bias !== undefined ? fixed(bias, 6) : '',
    lastKey: shownSize(state) - 1,
    lowest: model ? fixed(model.lowest, 4) : '',
  };
}
