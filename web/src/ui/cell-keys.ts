// The keyboard route to a matrix figure's cell readout, the same in every
// figure that reads out a cell under the pointer (ui/cell-matrix.ts, the
// pitfalls' two maps, the comparison's maps and RoPE scores): once the
// figure has focus, the first arrow press selects the start cell and later
// ones move it by one, Home and End select the first and the last cell, and
// Escape clears the selection. Pure: the figures keep the cell and draw it.

export interface Cell {
  row: number;
  col: number;
}

const moves: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The selection after `key` in a `rows` × `cols` matrix: `{ cell }` (the
 * new cell, or undefined once cleared), or undefined when the key is not
 * one of the route's (the figure leaves it to the page).
 */
export function cellAfterKey(
  key: string,
  selected: Cell | undefined,
  start: Cell,
  rows: number,
  cols: number,
): { cell: Cell | undefined } | undefined {
  if (rows < 1 || cols < 1) return undefined;
  if (key === 'Escape') return { cell: undefined };
  let { row, col } = selected ?? start;
  const move = moves[key];
  if (move !== undefined) {
    if (selected !== undefined) {
      row += move[0];
      col += move[1];
    }
  } else if (key === 'Home') {
    row = 0;
    col = 0;
  } else if (key === 'End') {
    row = rows - 1;
    col = cols - 1;
  } else {
    return undefined;
  }
  return {
    cell: { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) },
  };
}
