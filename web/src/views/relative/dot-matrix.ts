// The dot-product matrix PE·PEᵀ with its legend, and a readout of the
// diagonal under the pointer or the keyboard-selected cell: a
// <pe-cell-matrix> (its own element, so hovering and moving the selection
// re-render only it, not the rotation table above) that marks the whole
// diagonal and starts the keyboard at (pos, pos + k). The tutorial's check
// under it is the chapter's prose (content/relative.ts).
import { html } from 'lit';

import { ownReadoutShown } from '../../ui/chapter.js';
import { fixed } from '../../ui/format.js';
import type { Cell } from '../../ui/cell-matrix.js';
import '../../ui/cell-matrix.js';
import { wholeText } from '../../ui/whole-number.js';
import { dotsBox } from './boxes.js';
import { defaultCell, diagonalThrough, dotsNote, type Dots } from './derive.js';

/**
 * The matrix of `dots` for a view at `pos` and offset `k` of a
 * `seqLen`-position sequence (called in the view's render: its readout
 * follows figure mode's `readout` control).
 */
export function dotMatrix(dots: Dots, seqLen: number, pos: number, k: number) {
  const { n, matrix, min, max } = dots;
  const describe = (cell: Cell) => {
    const d = diagonalThrough(matrix, cell.row, cell.col);
    return html`PE(${cell.row})·PE(${cell.col}) = <span class="num">${fixed(d.value, 4)}</span>;
      every cell on this diagonal (offset q − p = ${wholeText(d.offset)}) has the same value:
      <span class="num">${fixed(d.lo, 4)}..${fixed(d.hi, 4)}</span> over the diagonal's ${d.count}
      cell${d.count === 1 ? '' : 's'}.`;
  };
  return html`<pe-cell-matrix
    .matrix=${matrix}
    .min=${min}
    .max=${max}
    .cmap=${'sequential'}
    .figure=${'dots'}
    .label=${`Dot-product matrix PE·PEᵀ of positions 0 to ${n - 1}`}
    .heatLabel=${`Heat map of PE(p)·PE(q) for p, q from 0 to ${n - 1}, sequential colours from ${fixed(min, 1)} to ${fixed(max, 0)}`}
    .minText=${fixed(min, 1)}
    .maxText=${html`${fixed(max, 0)} = d<sub>model</sub>/2`}
    .note=${`rows p, columns q. ${dotsNote(n, seqLen, dots.dModel)}`}
    .diagonal=${true}
    .start=${defaultCell(n, pos, k)}
    .readoutName=${'diagonal'}
    .describe=${describe}
    .readout=${ownReadoutShown()}
    .box=${dotsBox}
  ></pe-cell-matrix>`;
}
