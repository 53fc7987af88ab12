// The heat map's export (views/heatmap/export.ts): the visible window as a
// figure and CSV, the whole matrix as .npy, checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { tableToCsv } from '../../../dist/lib/export/formats.js';
import { limits } from '../../../dist/lib/engine/facts.js';
import { renderSvg } from '../../../dist/lib/export/figure/svg.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import {
  bandRows,
  exportHeatmap,
  MAX_EXACT_ELEMENTS,
  MAX_FIGURE_CELLS,
} from '../../../dist/lib/views/heatmap/export.js';
import { api, assertClose, sameBytes, tolerance } from '../util.mjs';
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
  // The window's cells exactly as the engine encodes them.
  const full = api.encodePositions([10, 11, 12, 13, 14, 15, 16, 17, 18, 19], 8);
  for (let r = 0; r < 10; r++) {
    for (let c = 0; c < 4; c++) {
      assert.ok(Object.is(table.rows[r][c + 1], full.data[r * 8 + 2 + c]));
      assert.ok(Object.is(figure.data[r * 4 + c], full.data[r * 8 + 2 + c]));
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

/** The engine with a count of the calls made through it (the engine object itself is frozen). */
function countingEngine() {
  const calls = { count: 0 };
  const pe = {};
  for (const [key, value] of Object.entries(api)) {
    pe[key] =
      typeof value === 'function'
        ? (...args) => {
            calls.count++;
            return value.apply(api, args);
          }
        : value;
  }
  return { pe, calls };
}

test('the heat map figure computes its cells once, however often its data is read', () => {
  const { pe, calls } = countingEngine();
  const [figure] = exportHeatmap(state({ seqLen: 20, dModel: 64 }), pe).figures;
  const first = figure.data;
  assert.equal(figure.data, first);
  assert.equal(figure.data, first);
  assert.equal(calls.count, 1);
});

test('the SVG of a 20 x 64 heat map asks the engine for its cells once', () => {
  const { pe, calls } = countingEngine();
  const [figure] = exportHeatmap(state({ seqLen: 20, dModel: 64 }), pe).figures;
  assert.match(renderSvg(figure), /data-rows="20" data-cols="64"/);
  assert.equal(calls.count, 1);
});

test('prepare computes the files’ values in steps; reading them then asks the engine nothing; release forgets them', () => {
  const { pe, calls } = countingEngine();
  const data = exportHeatmap(state({ seqLen: 1500, dModel: 512 }), pe);
  const [figure] = data.figures;
  const [table] = data.tables;
  const [array] = data.arrays;
  const steps = [...figure.prepare(), ...table.prepare(), ...array.prepare()];
  assert.ok(steps.length > 3, `${steps.length} steps`);
  const asked = calls.count;
  assert.equal(figure.data.length, 1024 * 512);
  assert.equal(table.rows.length, 1500);
  assert.equal(array.data.length, 1500 * 512);
  assert.equal(calls.count, asked);
  array.release();
  assert.equal(array.data.length, 1500 * 512);
  assert.ok(calls.count > asked);
});

test('export bands are whole multiples of 32 rows within the engine’s cost and pixel limits', () => {
  for (const [colsPx, covered, dModel] of [
    [1, 1, 2],
    [1, 1, 8192],
    [1000, 1000, 8192],
    [1024, 8192, 8192],
    [8192, 8192, 8192],
    [16384, 65536, 65536],
  ]) {
    const rows = bandRows(colsPx, covered, dModel);
    assert.equal(rows % 32, 0, `${colsPx} ${covered} ${dModel}`);
    assert.ok(rows * (colsPx + dModel) <= limits.maxGridCost);
    assert.ok(rows <= limits.maxGridPixels);
  }
});

test('a zoomed 1000 x 1000 window at d_model 8192 exports a figure and a CSV of the exact cells', () => {
  const zoom = { r0: 500_000, r1: 501_000, c0: 7000, c1: 8000 };
  const data = exportHeatmap(state({ seqLen: 1_000_000, dModel: 8192, ...zoom }), api);
  const [figure] = data.figures;
  const [table] = data.tables;
  const cells = new Float64Array(1000 * 1000);
  for (let r0 = 0; r0 < 1000; r0 += 500) {
    const positions = Float64Array.from({ length: 500 }, (_, k) => 500_000 + r0 + k);
    const rowsOf = api.encodePositions(positions, 8192).data;
    for (let r = 0; r < 500; r++) {
      cells.set(rowsOf.subarray(r * 8192 + 7000, r * 8192 + 8000), (r0 + r) * 1000);
    }
  }
  assert.equal(figure.rows, 1000);
  assert.equal(figure.cols, 1000);
  assert.ok(sameBytes(figure.data, cells));
  assert.equal(table.rows.length, 1000);
  assert.equal(table.columns[1], 'dim 7000');
  for (let r = 0; r < 1000; r++) {
    assert.equal(table.rows[r][0], 500_000 + r);
    assert.ok(
      sameBytes(
        Float64Array.from(table.rows[r].slice(1)),
        cells.subarray(r * 1000, (r + 1) * 1000),
      ),
    );
  }
  const csv = tableToCsv(table).split('\r\n');
  assert.equal(csv.length, 1002);
  assert.equal(csv[1].split(',')[1], String(cells[0]));
});

test('a window whose whole rows are too many to encode exports averageGrid cells, within the bound', () => {
  // 3,900 rows x 8192 = 31,948,800 elements > MAX_EXACT_ELEMENTS; 3,900 x 200 cells fit a CSV.
  const zoom = { r0: 0, r1: 3900, c0: 100, c1: 300 };
  assert.ok(3900 * 8192 > MAX_EXACT_ELEMENTS);
  const data = exportHeatmap(state({ seqLen: 1_000_000, dModel: 8192, ...zoom }), api);
  const cells = api.averageGrid(window(1_000_000, 8192, zoom)).data;
  const rows = data.tables[0].rows;
  assert.equal(rows.length, 3900);
  assert.ok(
    sameBytes(Float64Array.from(rows[1234].slice(1)), cells.subarray(1234 * 200, 1235 * 200)),
  );
  const exact = api.encodePositions([1234], 8192).data.subarray(100, 300);
  assertClose(Float64Array.from(rows[1234].slice(1)), exact, tolerance(1234), 'row 1234');
});

test('the heat map .npy is the whole matrix evaluated directly (encodePositions), computed in bands', () => {
  const data = exportHeatmap(state({ seqLen: 700, dModel: 256, r0: 64, r1: 96 }), api);
  const whole = api.encodePositions(
    Float64Array.from({ length: 700 }, (_, k) => k),
    256,
  ).data;
  assert.ok(sameBytes(data.arrays[0].data, whole));
  const rows = data.tables[0].rows;
  assert.ok(sameBytes(Float64Array.from(rows[0].slice(1)), whole.subarray(64 * 256, 65 * 256)));
});

test('a 1024 x 1024 window exports its figure of one cell per value although its CSV is refused', () => {
  const data = exportHeatmap(state({ seqLen: 1024, dModel: 1024 }), api);
  const [figure] = data.figures;
  assert.equal(figure.rows * figure.cols, 1024 * 1024);
  assert.equal(figure.data.length, 1024 * 1024);
  assert.throws(() => data.tables[0].rows, /CSV export allows at most 1,000,000: zoom in first/);
});
