// The heat-map view's pure parts (derive.ts, viewport.ts, table.ts): what the figure,
// the readout, the table and the checks say, against the engine and against
// the formula computed here independently.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  CHECK_CELLS,
  cellLabelRange,
  computeChecks,
  densityNote,
  derive,
  describeCell,
  figure,
  firstRows,
  pixelMean,
  tickColumnCh,
  tickLabel,
  withChecks,
} from '../../../dist/lib/views/heatmap/derive.js';
import { tableModel, tableWindow } from '../../../dist/lib/views/heatmap/table.js';
import { parseQuery } from '../../../dist/lib/views/link.js';
import {
  ROUNDING_TOLERANCE,
  axisTicks,
  roundedViewport,
  sameViewport,
  sameWindowFields,
} from '../../../dist/lib/views/heatmap/viewport.js';
import { api, tolerance } from '../util.mjs';

const state = (fields = {}) => ({
  seqLen: 64,
  dModel: 128,
  base: 10000,
  layout: 'interleaved',
  cmap: 'diverging',
  r0: null,
  r1: null,
  c0: null,
  c1: null,
  ...fields,
});

/** PE(pos, col) from the paper's formula, computed here. */
function pe(pos, col, dModel, base = 10000, layout = 'interleaved') {
  const half = dModel / 2;
  const pair = layout === 'split' ? col % half : Math.floor(col / 2);
  const sin = layout === 'split' ? col < half : col % 2 === 0;
  const angle = pos / base ** ((2 * pair) / dModel);
  return sin ? Math.sin(angle) : Math.cos(angle);
}

describe("column rule (the engine's, via pe.pairOfColumn)", () => {
  test('split: the data table marks the first half sin and the second half cos', () => {
    const s = state({ seqLen: 2, dModel: 8, layout: 'split' });
    const m = tableModel(s, api, { r0: 0, r1: 2, c0: 0, c1: 8 });
    assert.deepEqual(
      m.cols.map((c) => c.fn),
      ['sin', 'sin', 'sin', 'sin', 'cos', 'cos', 'cos', 'cos'],
    );
  });

  test('split: PE(0) is 0 in every sine column and 1 in every cosine column', () => {
    const checks = computeChecks(state({ dModel: 16, layout: 'split' }), api);
    assert.deepEqual(checks.row0, [...Array(8).fill(0), ...Array(8).fill(1)]);
    assert.equal(checks.zeroOne, true);
  });

  test('a variant whose PE(0) is not (0, 1, ...) fails the check', () => {
    // sine-only puts sin(0) = 0 in the cosine columns too.
    const sineOnly = {
      ...api,
      encodePositions: (p, d, o) => api.encodePositions(p, d, { ...o, variant: 'sine-only' }),
    };
    const checks = computeChecks(state({ seqLen: 1_000_000, dModel: 8 }), sineOnly);
    assert.equal(checks.zeroOne, false);
  });
});

describe('readout', () => {
  test('cell (1, 0) of the 3 x 4 example is sin 1 with wavelength 2π and angle 1', () => {
    const s = state({ seqLen: 3, dModel: 4 });
    const info = describeCell(s, api, api.wavelengths(4), 1, 0);
    assert.equal(info.fn, 'sin');
    assert.equal(info.pair, 0);
    assert.ok(Math.abs(info.value - Math.sin(1)) <= tolerance(1));
    assert.ok(Math.abs(info.wavelength - 2 * Math.PI) <= 1e-15);
    assert.ok(Math.abs(info.angle - 1) <= 1e-15);
    assert.equal(info.reduced, undefined);
    assert.equal(info.column, 'even column 2i');
  });

  test('an angle past 2π is also given modulo 2π', () => {
    const info = describeCell(state(), api, api.wavelengths(128), 40, 1);
    assert.equal(info.fn, 'cos');
    assert.ok(Math.abs(info.value - Math.cos(40)) <= tolerance(40));
    assert.ok(Math.abs(info.reduced - (40 % (2 * Math.PI))) <= 1e-12);
  });

  test('split layout: column d/2 + i is the cosine of pair i', () => {
    const s = state({ dModel: 8, layout: 'split' });
    const info = describeCell(s, api, api.wavelengths(8), 5, 5);
    assert.equal(info.pair, 1);
    assert.equal(info.column, 'second half, column d/2 + i');
    assert.ok(Math.abs(info.value - pe(5, 5, 8, 10000, 'split')) <= tolerance(5));
  });

  test('a hovered pixel averaging several cells reports their mean', () => {
    const box = { w: 100, h: 50, dw: 200, dh: 100 };
    assert.equal(
      pixelMean({ r0: 0, r1: 1000, c0: 0, c1: 100 }, box, 0.25),
      'the mean of 10 × 1 cells around it = 0.2500',
    );
    assert.equal(pixelMean({ r0: 0, r1: 10, c0: 0, c1: 10 }, box, 0.25), undefined);
  });
});

describe('checks', () => {
  test('the 64 x 128 matrix: PE(0) is (0, 1, ...), values in [-1, 1], every row distinct', () => {
    const checks = computeChecks(state(), api);
    assert.deepEqual(checks.row0.slice(0, 4), [0, 1, 0, 1]);
    assert.ok(Math.abs(checks.row1[0] - Math.sin(1)) <= tolerance(1));
    assert.equal(checks.zeroOne, true);
    assert.equal(checks.cells, 64 * 128);
    const m = api.positionalEncoding(64, 128);
    assert.equal(checks.min, Math.min(...m.data));
    assert.equal(checks.max, Math.max(...m.data));
    assert.equal(checks.unique, 64);
  });

  test('past CHECK_CELLS cells the whole-matrix checks are skipped, PE(0) and PE(1) kept', () => {
    const checks = computeChecks(state({ seqLen: 1_000_000, dModel: 8192 }), api);
    assert.ok(checks.cells > CHECK_CELLS);
    assert.equal(checks.min, undefined);
    assert.equal(checks.unique, undefined);
    assert.equal(checks.row0.length, 8192);
  });

  test('derive keeps the previous model when only the colours or the window changed', () => {
    const first = derive(state(), api);
    assert.equal(derive(state({ cmap: 'sequential', r0: 3, r1: 9 }), api, first), first);
    const rebased = derive(state({ base: 100 }), api, first);
    assert.notEqual(rebased, first);
    assert.ok(Math.abs(rebased.wavelengths[1] - 2 * Math.PI * 100 ** (2 / 128)) <= 1e-12);
  });

  test("PE(0)'s sin/cos check asks the engine's column rule once per pair", () => {
    const calls = { columnsOfPair: 0, pairOfColumn: 0 };
    const counting = {
      ...api,
      columnsOfPair: (...args) => (calls.columnsOfPair++, api.columnsOfPair(...args)),
      pairOfColumn: (...args) => (calls.pairOfColumn++, api.pairOfColumn(...args)),
    };
    assert.equal(computeChecks(state({ seqLen: 4, dModel: 128 }), counting).zeroOne, true);
    assert.deepEqual(calls, { columnsOfPair: 64, pairOfColumn: 0 });
  });

  test("PE(0)'s sin/cos check follows the engine's column rule, not a copy of it", () => {
    // An engine whose rule put each pair's cos before its sin would fail PE(0) = (0, 1, ...).
    const swapped = {
      ...api,
      columnsOfPair: (pair, d, o) => {
        const { sin, cos } = api.columnsOfPair(pair, d, o);
        return { sin: cos, cos: sin };
      },
    };
    assert.equal(computeChecks(state({ seqLen: 4, dModel: 16 }), swapped).zeroOne, false);
  });

  test('derive with checks: false leaves the whole-matrix checks pending, PE(0) and PE(1) shown', () => {
    const model = derive(state(), api, undefined, { checks: false });
    assert.equal(model.checkPart, undefined);
    assert.equal(model.checks, undefined);
    assert.deepEqual(model.rows, firstRows(state(), api));
    assert.deepEqual(model.rows.row0.slice(0, 4), [0, 1, 0, 1]);
  });

  test('withChecks runs the checks a pending model lacks: the same as computeChecks', () => {
    const pending = derive(state(), api, undefined, { checks: false });
    const done = withChecks(pending, api);
    assert.deepEqual(done.checks, computeChecks(state(), api));
    assert.equal(done.rows, pending.rows);
    assert.equal(withChecks(done, api), done);
  });

  test('derive with checks: false keeps checks that ran for the same inputs, drops others', () => {
    const done = withChecks(derive(state(), api, undefined, { checks: false }), api);
    const panned = derive(state({ r0: 3, r1: 9, cmap: 'sequential' }), api, done, {
      checks: false,
    });
    assert.equal(panned.checks, done.checks);
    const longer = derive(state({ seqLen: 65 }), api, done, { checks: false });
    assert.equal(longer.checks, undefined);
    assert.equal(longer.checkPart, undefined);
  });
});

describe('figure', () => {
  const model = derive(state(), api);
  const box = { w: 640, h: 320, dw: 640, dh: 320 };

  test('names the window and the matrix in the caption and the accessible name', () => {
    const f = figure(model, api, { r0: 10, r1: 20, c0: 4, c1: 12 }, box);
    assert.equal(f.windowText, 'Positions 10–19 of 64, dimensions 4–11 of 128');
    assert.match(
      f.ariaLabel,
      /64 positions by 128 dimensions; showing positions 10–19 and dimensions 4–11$/,
    );
  });

  test('ticks sit at cell centres along the axis', () => {
    const f = figure(model, api, { r0: 0, r1: 64, c0: 0, c1: 128 }, box);
    for (const tick of f.yTicks) {
      const k = Number(tick.label.replace(/,/g, ''));
      assert.ok(Math.abs(tick.at - ((k + 0.5) / 64) * 320) < 1e-9);
    }
    assert.equal(f.xTicks[0].label, '0');
  });

  test('no ticks before the canvas is laid out', () => {
    const f = figure(model, api, { r0: 0, r1: 64, c0: 0, c1: 128 }, { w: 0, h: 0, dw: 0, dh: 0 });
    assert.deepEqual([f.yTicks, f.xTicks, f.density], [[], [], '']);
  });

  test('the reserved tick column holds every label the row axis can show, at any zoom', () => {
    for (const seqLen of [3, 64, 999, 12_345, 1_000_000]) {
      const ch = tickColumnCh(seqLen);
      for (const height of [120, 320, 460]) {
        for (const [a0, a1] of [
          [0, seqLen],
          [seqLen / 3, seqLen / 2],
          [Math.max(0, seqLen - 7), seqLen],
        ]) {
          for (const k of axisTicks(a0, a1, height, 34))
            assert.ok(tickLabel(k).length <= ch, `${seqLen}: ${tickLabel(k)} > ${ch}ch`);
        }
      }
    }
    assert.equal(tickColumnCh(1_000_000), '999,999'.length);
  });

  test('the density note counts cells per pixel or pixels per cell', () => {
    assert.equal(
      densityNote({ r0: 0, r1: 64, c0: 0, c1: 128 }, box),
      'each cell is drawn as a block of about 5 × 5 pixels',
    );
    assert.equal(
      densityNote(
        { r0: 0, r1: 1_000_000, c0: 0, c1: 8192 },
        { w: 1000, h: 400, dw: 1000, dh: 400 },
      ),
      'each pixel averages 2,500 × 8.2 cells (positions × dimensions), an exact mean',
    );
  });

  test('the blur note names the columns whose wavelength is shorter than a pixel row', () => {
    const big = derive(state({ seqLen: 1_000_000, dModel: 8192 }), api);
    const f = figure(
      big,
      api,
      { r0: 0, r1: 1_000_000, c0: 0, c1: 8192 },
      { w: 1000, h: 400, dw: 1000, dh: 400 },
    );
    // λ_i = 2π · 10000^(2i/8192) passes 2,500 positions first at this pair:
    let pair = 0;
    while (2 * Math.PI * 10000 ** ((2 * pair) / 8192) <= 2500) pair++;
    assert.equal(f.blur.rowsPerPixel, 2500);
    assert.equal(f.blur.where, `dimensions 0 to ${(2 * pair - 1).toLocaleString('en-US')}`);
    assert.equal(figure(model, api, { r0: 0, r1: 64, c0: 0, c1: 128 }, box).blur, undefined);
  });

  test('split layout: the blur note names the pairs and their two runs of columns', () => {
    const big = derive(state({ seqLen: 1_000_000, dModel: 8192, layout: 'split' }), api);
    const f = figure(
      big,
      api,
      { r0: 0, r1: 1_000_000, c0: 0, c1: 8192 },
      { w: 1000, h: 400, dw: 1000, dh: 400 },
    );
    let pair = 0;
    while (2 * Math.PI * 10000 ** ((2 * pair) / 8192) <= 2500) pair++;
    const last = (pair - 1).toLocaleString('en-US');
    const cos = (k) => (4096 + k).toLocaleString('en-US');
    assert.equal(
      f.blur.where,
      `pairs 0 to ${last} (dimensions 0–${last} and ${cos(0)}–${cos(pair - 1)})`,
    );
  });

  test('cell labels only when cells are large enough to print them', () => {
    assert.deepEqual(cellLabelRange({ r0: 0, r1: 3, c0: 0, c1: 4 }, box), {
      r0: 0,
      r1: 3,
      c0: 0,
      c1: 4,
    });
    assert.equal(cellLabelRange({ r0: 0, r1: 64, c0: 0, c1: 128 }, box), undefined);
  });
});

describe('data table', () => {
  test('holds the engine values of the visible cells with their sin/cos column', () => {
    const m = tableModel(state({ seqLen: 3, dModel: 4 }), api, { r0: 0, r1: 3, c0: 0, c1: 4 });
    assert.equal(m.kind, 'table');
    assert.deepEqual(m.rows, [0, 1, 2]);
    assert.deepEqual(
      m.cols.map((c) => c.fn),
      ['sin', 'cos', 'sin', 'cos'],
    );
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 4; c++)
        assert.ok(Math.abs(m.values[r][c] - pe(r, c, 4)) <= tolerance(r), `${r}, ${c}`);
    assert.match(m.caption, /positions 0–2 and dimensions 0–3/);
  });

  test('asks to zoom in past 64 x 32 cells', () => {
    assert.deepEqual(tableModel(state(), api, { r0: 0, r1: 64, c0: 0, c1: 128 }), {
      kind: 'too-large',
      rows: 64,
      cols: 128,
    });
  });
});

describe('window as numbers', () => {
  test('a rounded window is the same window within ROUNDING_TOLERANCE', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let k = 0; k < 1000; k++) {
      const v = {
        r0: random() * 1e6,
        r1: random() * 1e6,
        c0: random() * 8192,
        c1: random() * 8192,
      };
      assert.ok(sameViewport(roundedViewport(v), v, ROUNDING_TOLERANCE));
    }
  });

  test('a rounded window is whole positions and dimensions', () => {
    const v = roundedViewport({ r0: 14.97, r1: 50.5, c0: 16.49, c1: 101.83 });
    assert.deepEqual(v, { r0: 15, r1: 51, c0: 16, c1: 102 });
    assert.ok(Object.is(roundedViewport({ r0: -0.2, r1: 3, c0: 0, c1: 2 }).r0, 0), 'no -0');
  });

  test('a window moved by less than half a cell is the same window, by more another', () => {
    const v = { r0: 10, r1: 20, c0: 4, c1: 12 };
    assert.equal(sameViewport({ ...v, c0: 4.4 }, v, ROUNDING_TOLERANCE), true);
    assert.equal(sameViewport({ ...v, c0: 4.51 }, v, ROUNDING_TOLERANCE), false);
  });

  test('a link written with fractional edges still opens, at the nearest whole cells', () => {
    const { state, notices } = parseQuery('view=heatmap&r0=14.97&r1=50.5&c0=16.49&c1=101.83');
    assert.deepEqual(notices, []);
    assert.deepEqual(
      { r0: state.r0, r1: state.r1, c0: state.c0, c1: state.c1 },
      { r0: 15, r1: 51, c0: 16, c1: 102 },
    );
  });

  test('state window fields compare null only to null', () => {
    const unset = { r0: null, r1: null, c0: null, c1: null };
    assert.equal(sameWindowFields(unset, { ...unset }), true);
    assert.equal(sameWindowFields(unset, { ...unset, r0: 0 }), false);
  });
});

describe('heatmap viewport: the data table and maximum zoom (issue 11)', async () => {
  const { centreCell, axisTicks, clampViewport, MIN_SPAN } =
    await import('../../../dist/lib/views/heatmap/viewport.js');

  test('tableWindow keeps the visible cells when they fit in 64 x 32', () => {
    const cells = { r0: 3, r1: 40, c0: 10, c1: 30 };
    assert.deepEqual(tableWindow(cells, { row: 5, col: 12 }, 64, 32), cells);
  });

  test('tableWindow centres a 64 x 32 block on the cursor inside the visible cells', () => {
    const cells = { r0: 0, r1: 1_000_000, c0: 0, c1: 8192 };
    assert.deepEqual(tableWindow(cells, { row: 500_000, col: 4000 }, 64, 32), {
      r0: 499_968,
      r1: 500_032,
      c0: 3984,
      c1: 4016,
    });
  });

  test('tableWindow stops at the edges of the visible cells', () => {
    const cells = { r0: 10, r1: 110, c0: 0, c1: 512 };
    assert.deepEqual(tableWindow(cells, { row: 12, col: 511 }, 64, 32), {
      r0: 10,
      r1: 74,
      c0: 480,
      c1: 512,
    });
  });

  test('the smallest window spans two cells, and its axes two labelled ticks', () => {
    assert.equal(MIN_SPAN, 2);
    const extent = { rows: 1_000_000, cols: 8192 };
    for (const start of [0, 0.3, 499_999.7, 999_998]) {
      const v = clampViewport({ r0: start, r1: start + 0.01, c0: 7, c1: 7.01 }, extent);
      assert.ok(v.r1 - v.r0 >= 2 - 1e-9);
      assert.ok(axisTicks(v.r0, v.r1, 400, 34).length >= 2, `rows from ${start}`);
      assert.ok(axisTicks(v.c0, v.c1, 300, 56).length >= 2, `cols from ${start}`);
    }
  });

  test('centreCell is the cell under the middle of the window, inside the matrix', () => {
    const extent = { rows: 1_000_000, cols: 8192 };
    assert.deepEqual(centreCell({ r0: 499_999.3, r1: 500_001.3, c0: 0, c1: 2 }, extent), {
      row: 500_000,
      col: 1,
    });
    assert.deepEqual(centreCell({ r0: 999_998, r1: 1_000_000, c0: 8190, c1: 8192 }, extent), {
      row: 999_999,
      col: 8191,
    });
  });
});

describe('the renderer’s task budget', async () => {
  const { taskBudgetMs } = await import('../../../dist/lib/views/heatmap/renderer.js');

  test('a render as small as the default window (458 rows of a 976-pixel canvas) runs in one task', () => {
    // Cells larger than pixels: about 4 operations per pixel, no trig.
    assert.equal(taskBudgetMs(458, 4 * 976), Infinity);
  });

  test('a render of a million positions by 8192 dimensions yields after 20 ms', () => {
    // One trig call per computed column per row (~60 operations each).
    assert.equal(taskBudgetMs(458, 4 * 976 + 60 * 8192), 20);
  });
});

test("the frame's wavelength slots are as wide as the view's numbers, d_model 2 to 8192, bases 2 to 1e9", async () => {
  const { lessonParts } = await import('../../../dist/lib/views/heatmap/lesson.js');
  const { assertSlotWidths } = await import('../content/slot-widths.mjs');
  let checked = 0;
  for (const dModel of [2, 4, 8, 64, 128, 512, 8192]) {
    for (const base of [2, 10, 100, 500, 10000, 100000, 1e9]) {
      const s = state({ dModel, base, seqLen: 16 });
      const frame = lessonParts(
        { ...s, wavelengths: undefined, rows: undefined, checks: undefined, checkPart: undefined },
        s.cmap,
        undefined,
      ).values;
      const view = lessonParts(derive(s, api), s.cmap, undefined).values;
      const names = assertSlotWidths(frame, view, `d_model ${dModel}, base ${base}`);
      assert.deepEqual(names, ['first', 'last']);
      checked++;
    }
  }
  assert.equal(checked, 49);
});

// Review 20 HM-4: the course's minimum of sinusoidal_pe(50, 8) is −0.9999902
// (at pos 11, dim 0), which 4 decimals would print as −1.0000: a value the
// encoding never reaches at a whole position.
test("the checks print the course's minimum −0.99999021 at 50 × 8, not −1.0000, and say it is above −1", async () => {
  const { lessonParts } = await import('../../../dist/lib/views/heatmap/lesson.js');
  const { withChecks } = await import('../../../dist/lib/views/heatmap/derive.js');
  for (const [seqLen, dModel, shown] of [
    [50, 8, '−0.99999021'],
    [64, 128, '−0.99999999470'],
  ]) {
    const s = state({ seqLen, dModel });
    const model = withChecks(derive(s, api), api);
    const { values } = lessonParts(model, s.cmap, undefined);
    assert.equal(values.min, shown);
    assert.notEqual(values.min, '−1.0000');
    assert.ok(Math.abs(Number(values.min.replace('−', '-')) - model.checks.min) < 1e-8);
    assert.ok(model.checks.min > -1);
    assert.match(JSON.stringify(values.minNote()), /just above −1/);
    assert.equal(values.max, '1.0000');
  }
});

// Review 20 HM-5: the course prints PE(10) of sinusoidal_pe(50, 8) as
// [-0.544 -0.839 0.841 0.54 0.1 0.995 0.01 1.]; the checks list shows the
// engine's row, labelled the course's only at d_model = 8.
test("the checks list PE(10), the course's row at 50 × 8, labelled only there", async () => {
  const { lessonParts, checksList } = await import('../../../dist/lib/views/heatmap/lesson.js');
  const course = [-0.544, -0.839, 0.841, 0.54, 0.1, 0.995, 0.01, 1];
  const s = state({ seqLen: 50, dModel: 8 });
  const model = withChecks(derive(s, api), api);
  model.checks.row10.forEach((v, j) => assert.ok(Math.abs(v - course[j]) <= 5e-4, `${j}: ${v}`));
  const { values } = lessonParts(model, s.cmap, undefined);
  assert.equal(values.row10, '[−0.5440, −0.8391, 0.8415, 0.5403, 0.0998, 0.9950, …]');
  const { sourceHolds } = await import('../../../dist/lib/widget/presets.js');
  assert.equal(sourceHolds('course-row10', s), true);
  assert.equal(sourceHolds('course-row10', state({ seqLen: 50, dModel: 128 })), false);
  assert.equal(typeof checksList, 'function');
});
