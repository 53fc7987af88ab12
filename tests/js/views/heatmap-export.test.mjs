// The heat map's export (views/heatmap/export.ts): the visible window as a
// figure and CSV, the whole matrix as .npy, checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { tableToCsv } from '../../../dist/lib/export.js';
import { defaultState } from '../../../dist/lib/state.js';
import { exportHeatmap, MAX_FIGURE_CELLS } from '../../../dist/lib/views/heatmap/export.js';
import { api, assertClose, tolerance } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const state = (changes) => ({ ...defaultState, ...changes });

/** averageGrid's window of one cell per pixel over rows r0..r1-1 and columns c0..c1-1. */
function window(seqLen, dModel, { r0, r1, c0, c1 }) {
  return {
    seqLen,
    dModel,
    rowStart: r0,
    rowsPerPixel: 1,
    rowsPx: r1 - r0,
    colStart: c0,
    colsPerPixel: 1,
    colsPx: c1 - c0,
  };
}

test('heat map .npy holds the whole encoding, equal to NumPy (split layout, base 100)', () => {
  const data = exportHeatmap(state({ seqLen: 50, dModel: 16, base: 100, layout: 'split' }), api);
  checkWithNumpy(data, `check("encoding", generate.encode(50, 16, 100.0, "split"), 1e-13)`);
});

test('heat map NumPy code reproduces the exported matrix', () => {
  const data = exportHeatmap(state({ seqLen: 12, dModel: 6, base: 500, layout: 'split' }), api);
  runCode(data, `check("encoding", P, 1e-13)`);
});

test('heat map CSV and figure hold the visible window, with its position and dimension numbers', () => {
  const data = exportHeatmap(state({ seqLen: 30, dModel: 8, r0: 10, r1: 20, c0: 2, c1: 6 }), api);
  const [table] = data.tables;
  assert.deepEqual(table.columns, ['position', 'dim 2', 'dim 3', 'dim 4', 'dim 5']);
  assert.deepEqual(
    table.rows.map((r) => r[0]),
    [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
  );
  const [figure] = data.figures;
  assert.equal(figure.rows, 10);
  assert.equal(figure.cols, 4);
  assert.equal(figure.rowStart, 10);
  assert.equal(figure.colStart, 2);
  // The engine's cells of the window (averageGrid, one cell per pixel: what
  // the heat map draws), each within the stated bound of the formula.
  const cells = api.averageGrid(window(30, 8, { r0: 10, r1: 20, c0: 2, c1: 6 }));
  const full = api.encodePositions([10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 8);
  for (let r = 0; r < 10; r++) {
    for (let c = 0; c < 4; c++) {
      assert.equal(table.rows[r][c + 1], cells.data[r * 4 + c]);
      assert.equal(figure.data[r * 4 + c], cells.data[r * 4 + c]);
      assertClose(table.rows[r][c + 1], full.data[r * 8 + 2 + c], tolerance(10 + r));
    }
  }
  assert.match(tableToCsv(table), /^position,dim 2,dim 3,dim 4,dim 5\r\n10,/);
});

test('heat map figure of a million positions is drawn as means of equal spans', () => {
  const data = exportHeatmap(state({ seqLen: 1_000_000, dModel: 8 }), api);
  const [figure] = data.figures;
  assert.equal(figure.rows, MAX_FIGURE_CELLS);
  assert.equal(figure.rowSpan, 1_000_000);
  assert.equal(figure.data.length, MAX_FIGURE_CELLS * 8);
});

test('heat map exports too large for a file fail when asked for, naming the limit', () => {
  const data = exportHeatmap(state({ seqLen: 1_000_000, dModel: 8192 }), api);
  assert.throws(() => data.arrays[0].data, /seqLen \* dModel must be at most/);
  assert.throws(() => data.tables[0].rows, /zoom in first/);
});
