// Exports built in steps (figure/steps.ts): the driver that spreads steps
// over tasks of the page, and the structure of every file builder: each
// reads the values it is given once, and splits the work of a large file
// into many bounded steps (a count of steps, never a time).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  BLOB_STEP,
  blobSteps,
  CSV_STEP_CELLS,
  tableToCsv,
  tableToCsvSteps,
} from '../../dist/lib/export/formats.js';
import { COLOR_STEP_CELLS } from '../../dist/lib/export/figure/heatmap-layout.js';
import { layoutFigure, layoutFigureSteps } from '../../dist/lib/export/figure/layout.js';
import {
  base64,
  base64Steps,
  BYTES_PER_STEP,
  encodePng,
  encodePngSteps,
} from '../../dist/lib/export/figure/png-encode.js';
import {
  finish,
  inChunks,
  Once,
  runInTasks,
  STEPS_PER_TASK,
  within,
} from '../../dist/lib/export/figure/steps.js';
import { renderSvg, sceneToSvg, sceneToSvgSteps } from '../../dist/lib/export/figure/svg.js';
import { heatmapSpec } from './figure-support.mjs';

/** Runs `steps` to the end; returns its result and the fractions it yielded. */
function drain(steps) {
  const fractions = [];
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, fractions };
    fractions.push(next.value);
  }
}

const heatmap = (rows, cols, extra = {}) => heatmapSpec(rows, cols, extra, (k) => Math.sin(k / 7));

/** The spec with `data` behind a getter that counts its reads. */
function counted(spec) {
  const { data, ...rest } = spec;
  const reads = { count: 0 };
  return {
    reads,
    spec: {
      ...rest,
      get data() {
        reads.count++;
        return data;
      },
    },
  };
}

describe('steps', () => {
  test('inChunks covers the range once, in order, and reports fractions rising to 1', () => {
    const seen = [];
    const { fractions } = drain(inChunks(10, 4, (a, b) => seen.push([a, b])));
    assert.deepEqual(seen, [
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    assert.deepEqual(fractions, [0.4, 0.8, 1]);
  });

  test('within maps the fractions of a part into its share of the whole', () => {
    const { value, fractions } = drain(
      within(
        inChunks(2, 1, () => {}),
        0.5,
        1,
      ),
    );
    assert.equal(value, undefined);
    assert.deepEqual(fractions, [0.75, 1]);
  });

  test('Once computes its value once, whether by steps or at once', () => {
    let made = 0;
    const once = new Once(function* () {
      made++;
      yield 0.5;
      return 42;
    });
    assert.equal(finish(once.steps()), 42);
    assert.equal(once.get(), 42);
    assert.equal(finish(once.steps()), 42);
    assert.equal(made, 1);
  });

  test('Once keeps nothing of a run stopped part way: the next use computes it', () => {
    let made = 0;
    const once = new Once(function* () {
      made++;
      yield 0.5;
      return made;
    });
    const first = once.steps();
    first.next();
    first.return(undefined);
    assert.equal(once.get(), 2);
  });

  test(`runInTasks yields to the event loop at least every ${STEPS_PER_TASK} steps`, async () => {
    const order = [];
    const steps = inChunks(40, 1, (a) => order.push(`step ${a}`));
    setTimeout(() => order.push('timer'), 0);
    const count = { steps: 0, tasks: 0 };
    await runInTasks(steps, { budgetMs: Infinity }, count);
    assert.equal(count.steps, 40);
    assert.equal(count.tasks, Math.ceil(40 / STEPS_PER_TASK) + 1);
    // The timer ran between two steps, not after the work.
    const timer = order.indexOf('timer');
    assert.ok(timer > 0 && timer < order.length - 1, `timer at ${timer} of ${order.length}`);
  });

  test('runInTasks yields after a step that takes its whole budget', async () => {
    const count = { steps: 0, tasks: 0 };
    await runInTasks(
      inChunks(3, 1, () => {}),
      { budgetMs: 0 },
      count,
    );
    assert.equal(count.tasks, 4);
  });

  test('runInTasks reports the fraction done each time it yields', async () => {
    const reported = [];
    await runInTasks(
      inChunks(4, 1, () => {}),
      {
        stepsPerTask: 1,
        onProgress: (f) => reported.push(f),
      },
    );
    assert.deepEqual(reported, [0.25, 0.5, 0.75, 1]);
  });

  test('runInTasks stops between steps when aborted, rejecting with the reason and closing the work', async () => {
    const controller = new AbortController();
    let done = 0;
    let closed = false;
    function* work() {
      try {
        for (let k = 0; k < 100; k++) {
          done++;
          if (k === 10) controller.abort(new Error('stopped by the test'));
          yield k / 100;
        }
      } finally {
        closed = true;
      }
    }
    await assert.rejects(
      runInTasks(work(), { signal: controller.signal, stepsPerTask: 1 }),
      /stopped by the test/,
    );
    assert.equal(done, 11);
    assert.ok(closed);
  });
});

describe('file builders read their values once and work in bounded steps', () => {
  test('a heat map layout reads the figure data once (it may be a getter that computes)', () => {
    const { spec, reads } = counted(heatmap(100, 512));
    layoutFigure(spec);
    assert.equal(reads.count, 1);
  });

  test('the SVG of a heat map reads the figure data once', () => {
    const { spec, reads } = counted(heatmap(100, 512));
    renderSvg(spec);
    assert.equal(reads.count, 1);
  });

  test('a line figure reads each series field once', () => {
    const reads = { x: 0, y: 0 };
    const xs = Float64Array.from({ length: 500 }, (_, k) => k);
    const spec = {
      kind: 'lines',
      title: 'lines',
      xLabel: 'x',
      yLabel: 'y',
      series: [
        {
          label: 'sin',
          get x() {
            reads.x++;
            return xs;
          },
          get y() {
            reads.y++;
            return xs.map(Math.sin);
          },
        },
      ],
    };
    layoutFigure(spec);
    assert.deepEqual(reads, { x: 1, y: 1 });
  });

  test('a table is read once per CSV: its columns and rows getters each once', () => {
    const reads = { columns: 0, rows: 0 };
    const rows = Array.from({ length: 3000 }, (_, k) => [k, k / 3]);
    const text = tableToCsv({
      name: 't',
      get columns() {
        reads.columns++;
        return ['a', 'b'];
      },
      get rows() {
        reads.rows++;
        return rows;
      },
    });
    assert.deepEqual(reads, { columns: 1, rows: 1 });
    assert.equal(text.split('\r\n').length, 3002);
  });

  test('colouring a 1024 x 1024 heat map takes one step per block of cells', () => {
    const { fractions } = drain(layoutFigureSteps(heatmap(1024, 1024)));
    assert.ok(fractions.length >= (1024 * 1024) / COLOR_STEP_CELLS, `${fractions.length} steps`);
  });

  test('the SVG of a 1024 x 1024 heat map (an embedded PNG) is written in many steps, equal to the one-go text', () => {
    const scene = layoutFigure(heatmap(1024, 1024));
    const { value, fractions } = drain(sceneToSvgSteps(scene));
    const pngBytes = 1024 * (1 + 3 * 1024);
    assert.ok(fractions.length >= (2 * pngBytes) / BYTES_PER_STEP, `${fractions.length} steps`);
    assert.equal(value.join(''), sceneToSvg(scene));
  });

  test('the SVG of a 200 x 200 heat map (rects) is written in many steps', () => {
    const scene = layoutFigure(heatmap(200, 200));
    const { fractions } = drain(sceneToSvgSteps(scene));
    assert.ok(fractions.length >= 200 / Math.ceil(4096 / 200), `${fractions.length} steps`);
  });

  test('a CSV of 1,000,000 cells is written in steps of at most CSV_STEP_CELLS cells', () => {
    const rows = Array.from({ length: 1000 }, (_, r) =>
      Float64Array.from({ length: 1000 }, (_, c) => r + c / 1000),
    ).map((r) => [...r]);
    const { value, fractions } = drain(
      tableToCsvSteps({ name: 'big', columns: rows[0].map((_, c) => `c${c}`), rows }),
    );
    assert.ok(fractions.length >= 1e6 / CSV_STEP_CELLS, `${fractions.length} steps`);
    const text = value.join('');
    assert.equal(text.split('\r\n').length, 1002);
    assert.ok(text.startsWith('c0,c1,'));
  });

  test('the PNG encoder and base64 work in steps and give the one-go bytes', () => {
    const rgb = Uint8Array.from({ length: 600 * 600 * 3 }, (_, k) => (k * 7) & 255);
    const png = drain(encodePngSteps(600, 600, rgb));
    assert.ok(png.fractions.length >= (600 * 1801) / BYTES_PER_STEP);
    assert.deepEqual(png.value, encodePng(600, 600, rgb));
    const text = drain(base64Steps(png.value));
    assert.ok(text.fractions.length >= png.value.length / BYTES_PER_STEP - 1);
    assert.equal(text.value.join(''), Buffer.from(png.value).toString('base64'));
    assert.equal(base64(png.value), Buffer.from(png.value).toString('base64'));
  });

  test('a Blob is built a step at a time and holds every part, in order', async () => {
    const big = Uint8Array.from({ length: 3 * BLOB_STEP + 5 }, (_, k) => k & 255);
    const { value, fractions } = drain(blobSteps(['head,', big, 'tail'], 'text/plain'));
    assert.ok(fractions.length >= 3, `${fractions.length} steps`);
    assert.equal(value.type, 'text/plain');
    const bytes = new Uint8Array(await value.arrayBuffer());
    assert.equal(bytes.length, 5 + big.length + 4);
    assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), 'head,');
    assert.deepEqual(bytes.subarray(5, 5 + big.length), big);
    assert.equal(new TextDecoder().decode(bytes.subarray(5 + big.length)), 'tail');
  });
});
