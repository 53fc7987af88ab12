// What the heat map's data table prints: a pure module (no DOM, no Lit),
// tested in Node against the engine.
//
// Only the data table (data-table.ts, a chunk loaded when the table is
// first opened) imports this module, and it imports nothing of the view's
// own chunk at run time: a lazily loaded chunk that imported from the view's
// chunk would make the bundler wrap the view's exports in a namespace object
// built with for-in, which throws on host pages that add keys to
// Object.prototype (tests/e2e/state.spec.ts). Hence its own two-line range
// label below, written as derive.ts writes it.
import type { PosEnc } from '../../engine/index.js';
import { grouped } from '../../ui/format.js';
import type { State } from '../state.js';

/** The data table is offered up to this many visible cells. */
export const TABLE_ROWS = 64;
export const TABLE_COLS = 32;

/** A block of whole cells: rows [r0, r1) x columns [c0, c1). */
export interface CellBlock {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/** "3" or "3–7" for the whole cells [first, end), as derive.range writes it. */
export function cellRange(first: number, end: number): string {
  return end - first <= 1 ? grouped(first) : `${grouped(first)}–${grouped(end - 1)}`;
}

/**
 * The block of at most `maxRows` x `maxCols` whole cells the data table
 * prints: the visible cells `cells` when they fit, else the block around
 * the cursor `cursor`, kept inside `cells`.
 */
export function tableWindow(
  cells: CellBlock,
  cursor: { row: number; col: number },
  maxRows: number,
  maxCols: number,
): CellBlock {
  const axis = (a0: number, a1: number, at: number, most: number): [number, number] => {
    if (a1 - a0 <= most) return [a0, a1];
    const centre = Math.min(Math.max(at, a0), a1 - 1);
    const start = Math.min(Math.max(centre - Math.floor(most / 2), a0), a1 - most);
    return [start, start + most];
  };
  const [r0, r1] = axis(cells.r0, cells.r1, cursor.row, maxRows);
  const [c0, c1] = axis(cells.c0, cells.c1, cursor.col, maxCols);
  return { r0, r1, c0, c1 };
}

/** The data table of the visible cells, or why there is none. */
export type TableModel =
  | { kind: 'too-large'; rows: number; cols: number }
  | { kind: 'error'; message: string }
  | {
      kind: 'table';
      caption: string;
      rows: number[];
      cols: { col: number; fn: 'sin' | 'cos' }[];
      /** values[r][c] for rows[r], cols[c]. */
      values: number[][];
    };

export function tableModel(
  s: Pick<State, 'dModel' | 'base' | 'layout'>,
  pe: PosEnc,
  cells: CellBlock,
): TableModel {
  const { r0, r1, c0, c1 } = cells;
  if (r1 - r0 > TABLE_ROWS || c1 - c0 > TABLE_COLS) {
    return { kind: 'too-large', rows: r1 - r0, cols: c1 - c0 };
  }
  const rows = Array.from({ length: r1 - r0 }, (_, k) => r0 + k);
  const cols = Array.from({ length: c1 - c0 }, (_, k) => c0 + k);
  let data: Float64Array;
  try {
    data = pe.encodePositions(rows, s.dModel, { base: s.base, layout: s.layout }).data;
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return {
    kind: 'table',
    caption: `PE(pos, dim) for positions ${cellRange(r0, r1)} and dimensions ${cellRange(c0, c1)}, from the engine, rounded to 5 decimals`,
    rows,
    cols: cols.map((col) => ({
      col,
      fn: pe.pairOfColumn(col, s.dModel, { layout: s.layout }).fn,
    })),
    values: rows.map((_, r) => cols.map((col) => data[r * s.dModel + col]!)),
  };
}
