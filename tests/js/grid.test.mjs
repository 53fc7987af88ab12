// averageGrid: the exact mean of the cells under each pixel.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, assertClose, sameBytes, tolerance } from './util.mjs';

/** The cells a pixel covers along one axis (render.h), computed independently. */
function covered(start, span, count) {
  const cells = [];
  for (let c = Math.floor(start) - 1; c <= Math.ceil(start + span) + 1; c++) {
    if (c + 0.5 >= start && c + 0.5 < start + span) cells.push(c);
  }
  if (cells.length === 0) cells.push(Math.floor(start + span / 2));
  return cells.filter((c) => c >= 0 && c < count);
}

/** The grid as the mean of the covered cells of a materialised matrix (NaN outside). */
function expectedGrid(w, options) {
  const m = api.positionalEncoding(w.seqLen, w.dModel, options);
  const out = new Float64Array(w.rowsPx * w.colsPx);
  for (let y = 0; y < w.rowsPx; y++) {
    const rows = covered(w.rowStart + y * w.rowsPerPixel, w.rowsPerPixel, w.seqLen);
    for (let x = 0; x < w.colsPx; x++) {
      const cols = covered(w.colStart + x * w.colsPerPixel, w.colsPerPixel, w.dModel);
      if (rows.length === 0 || cols.length === 0) {
        out[y * w.colsPx + x] = NaN;
        continue;
      }
      let sum = 0;
      for (const r of rows) for (const c of cols) sum += m.data[r * w.dModel + c];
      out[y * w.colsPx + x] = sum / (rows.length * cols.length);
    }
  }
  return out;
}

function oneCellPerPixel(seqLen, dModel) {
  return {
    seqLen,
    dModel,
    rowStart: 0,
    rowsPerPixel: 1,
    rowsPx: seqLen,
    colStart: 0,
    colsPerPixel: 1,
    colsPx: dModel,
  };
}

describe('averageGrid at one cell per pixel', () => {
  const configs = [
    [50, 8, {}],
    [257, 64, { base: 100, layout: 'split' }],
    [100, 512, { variant: 'one-indexed' }],
    [64, 16, { variant: 'sine-only' }],
    [64, 16, { variant: 'exponent-d-over-2i', layout: 'split' }],
  ];
  for (const [seqLen, dModel, options] of configs) {
    const label = `(${seqLen}, ${dModel}) ${JSON.stringify(options)}`;
    const positions = Array.from({ length: seqLen }, (_, k) => k);

    test(`${label}: equals encodePositions(0 .. seqLen-1) within 1e-15 + 4 eps pos`, () => {
      // Rows after each block's first are reached by angle addition, as in
      // positionalEncoding; the first row is the formula bit for bit.
      const g = api.averageGrid(oneCellPerPixel(seqLen, dModel), options);
      assert.equal(g.rows, seqLen);
      assert.equal(g.cols, dModel);
      const exact = api.encodePositions(positions, dModel, options).data;
      const first = options.variant === 'one-indexed' ? 1 : 0;
      assertClose(g.data, exact, (k) => tolerance(first + Math.floor(k / dModel)));
      assert.ok(sameBytes(g.data.subarray(0, dModel), exact.subarray(0, dModel)));
    });

    test(`${label}: equals positionalEncoding within 1e-15 + 4 eps pos`, () => {
      const g = api.averageGrid(oneCellPerPixel(seqLen, dModel), options);
      const first = options.variant === 'one-indexed' ? 1 : 0;
      assertClose(g.data, api.positionalEncoding(seqLen, dModel, options).data, (k) =>
        tolerance(first + Math.floor(k / dModel)),
      );
    });
  }
});

describe('averageGrid pixels are the mean of the covered cells', () => {
  const windows = {
    '7 x 2 cells per pixel, last row clipped': {
      seqLen: 1000,
      dModel: 64,
      rowStart: 0,
      rowsPerPixel: 7,
      rowsPx: 143,
      colStart: 0,
      colsPerPixel: 2,
      colsPx: 32,
    },
    'fractional spans and starts, running past the matrix': {
      seqLen: 1000,
      dModel: 64,
      rowStart: 3.25,
      rowsPerPixel: 2.75,
      rowsPx: 400,
      colStart: 0.5,
      colsPerPixel: 1.75,
      colsPx: 40,
    },
    'zoomed in: pixels smaller than cells': {
      seqLen: 100,
      dModel: 32,
      rowStart: 10,
      rowsPerPixel: 0.25,
      rowsPx: 40,
      colStart: 4,
      colsPerPixel: 0.5,
      colsPx: 16,
    },
    'starting before the matrix': {
      seqLen: 300,
      dModel: 16,
      rowStart: -20.5,
      rowsPerPixel: 4,
      rowsPx: 90,
      colStart: -3,
      colsPerPixel: 1,
      colsPx: 22,
    },
    'the whole of a long matrix in few pixels': {
      seqLen: 20000,
      dModel: 128,
      rowStart: 0,
      rowsPerPixel: 20000 / 64,
      rowsPx: 64,
      colStart: 0,
      colsPerPixel: 128 / 48,
      colsPx: 48,
    },
  };
  const optionSets = [{}, { base: 100 }, ...api.variants.slice(1).map((variant) => ({ variant }))];
  for (const [name, w] of Object.entries(windows)) {
    for (const options of [
      ...optionSets,
      { layout: 'split' },
      { layout: 'split', variant: 'one-indexed' },
    ]) {
      test(`${name}, ${JSON.stringify(options)}: within 1e-12, NaN outside the matrix`, () => {
        const g = api.averageGrid(w, options);
        assert.equal(g.rows, w.rowsPx);
        assert.equal(g.cols, w.colsPx);
        const expected = expectedGrid(w, options);
        assertClose(g.data, expected, 1e-12, 'pixel');
        for (let k = 0; k < g.data.length; k++) {
          assert.equal(Number.isNaN(g.data[k]), Number.isNaN(expected[k]), `pixel ${k}`);
        }
      });
    }
  }
});

describe('averageGrid on windows too large to materialise', () => {
  const window = {
    seqLen: 1000000,
    dModel: 8192,
    rowStart: 0,
    rowsPerPixel: 2500,
    rowsPx: 400,
    colStart: 0,
    colsPerPixel: 16,
    colsPx: 512,
  };

  test('1,000,000 x 8192 in 400 x 512 pixels: every value finite and within [-1, 1]', () => {
    const g = api.averageGrid(window);
    assert.equal(g.data.length, 400 * 512);
    for (let k = 0; k < g.data.length; k++) {
      const v = g.data[k];
      assert.ok(Number.isFinite(v) && v >= -1 && v <= 1, `pixel ${k} = ${v}`);
    }
  });

  test('1,000,000 x 8192: sampled pixels equal the direct mean of their 2500 x 16 cells within 1e-11', () => {
    const g = api.averageGrid(window);
    for (const [y, x] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [137, 3],
      [399, 0],
      [399, 511],
      [200, 255],
      [57, 64],
    ]) {
      let sum = 0;
      for (let p = y * 2500; p < (y + 1) * 2500; p++) {
        for (let c = x * 16; c < (x + 1) * 16; c++) {
          const angle = p / 10000 ** ((2 * Math.floor(c / 2)) / 8192);
          sum += c % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
        }
      }
      const expected = sum / (2500 * 16);
      const actual = g.data[y * 512 + x];
      assert.ok(
        Math.abs(actual - expected) <= 1e-11,
        `pixel (${y}, ${x}) = ${actual}, expected ${expected}`,
      );
    }
  });

  test('seqLen 2^53: the last 4096 positions are finite and within [-1, 1]', () => {
    const g = api.averageGrid({
      seqLen: 2 ** 53,
      dModel: 64,
      rowStart: 2 ** 53 - 4096,
      rowsPerPixel: 8,
      rowsPx: 512,
      colStart: 0,
      colsPerPixel: 1,
      colsPx: 64,
    });
    for (const v of g.data) assert.ok(Number.isFinite(v) && v >= -1 && v <= 1, `${v}`);
  });

  test('one pixel covering a whole column averages sin over 1,000,000 positions to about 0', () => {
    const g = api.averageGrid({
      ...window,
      rowsPerPixel: 1e6,
      rowsPx: 1,
      colsPerPixel: 1,
      colsPx: 2,
    });
    // mean of sin(p) over p < n is sin((n-1)/2) sin(n/2) / (n sin(1/2)).
    const n = 1e6;
    const expected = (Math.sin((n - 1) / 2) * Math.sin(n / 2)) / (n * Math.sin(0.5));
    assert.ok(Math.abs(g.data[0] - expected) < 1e-12, `${g.data[0]} vs ${expected}`);
    assert.ok(Math.abs(g.data[0]) < 3e-6);
    assert.ok(Math.abs(g.data[1]) < 3e-6);
  });
});
