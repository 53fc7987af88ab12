// The lab view's pure parts (config.ts, derive.ts, boxes.ts, presets.ts, its
// state fields and rules) and its training loop (train-run.ts) with the real
// engine: chunks resumed give the bits of one run, and the presets show the
// results their papers report, on the very settings the view uses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  CHUNK_STEPS,
  evaluationLengths,
  experimentKey,
  labRuns,
} from '../../../dist/lib/views/lab/config.js';
import { accuracySeries, lossSeries, smoothingWindow } from '../../../dist/lib/views/lab/derive.js';
import { bandChartBox } from '../../../dist/lib/views/lab/boxes.js';
import { presetOf, presets } from '../../../dist/lib/views/lab/presets.js';
import { trainRun } from '../../../dist/lib/views/lab/train-run.js';
import { workerCount } from '../../../dist/lib/views/lab/runner.js';
import { runLabel, runName, unpickStale } from '../../../dist/lib/views/lab/run-names.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { parseQuery, toLinkQuery } from '../../../dist/lib/views/link.js';
import { api, sameBytes } from '../util.mjs';

const state = (changes = {}) => ({ ...defaultState, view: 'lab', ...changes });
const noPause = async () => {};

describe('lab state', () => {
  test('the default experiment is every encoding with 3 seeds, the default preset', () => {
    const s = state();
    assert.equal(s.labEncodings.length, 7);
    assert.equal(s.labSeeds, 3);
    assert.equal(presetOf(s), 'default');
    assert.equal(labRuns(s).length, 21);
  });

  test('a link holds the whole experiment and reads back to the same runs', async () => {
    const s = state({ ...presets.randomized, labSeeds: 2, labLearningRate: 0.003 });
    const { query } = await toLinkQuery(s);
    assert.match(query, /lab_lr=0.003/);
    const back = parseQuery(query).state;
    assert.equal(experimentKey(back), experimentKey(s));
    assert.equal(back.labMetric, 'token');
  });

  test('heads that do not divide d_model fall back to the largest that does, with a notice', () => {
    const { state: s, notices } = parseQuery('view=lab&lab_d_model=12&lab_heads=8');
    assert.equal(s.labHeads, 6);
    assert.match(notices.join(' '), /lab_heads=8 does not divide d_model 12/);
  });

  test('RoPE needs even head widths: d_model 12, 4 heads asked, RoPE compared: heads of even width', () => {
    const { state: s } = parseQuery('view=lab&lab_d_model=12&lab_heads=4&lab_encodings=rope');
    assert.equal(12 % s.labHeads, 0);
    assert.equal((12 / s.labHeads) % 2, 0);
  });

  test('training lengths past the tested range are brought inside it', () => {
    const { state: s, notices } = parseQuery(
      'view=lab&lab_max_length=6&lab_train_max=9&lab_train_min=8',
    );
    assert.equal(s.labTrainMax, 6);
    assert.equal(s.labTrainMin, 6);
    assert.equal(notices.length, 2);
  });

  test('an unknown encoding is refused with a notice naming the key', () => {
    const { state: s, notices } = parseQuery('view=lab&lab_encodings=learned,xpos');
    assert.deepEqual(s.labEncodings, defaultState.labEncodings);
    assert.match(notices.join(' '), /lab_encodings/);
  });
});

describe('lab picked run (lab_run)', () => {
  test('a link names the picked run by its encoding and seed, and reads back to it', async () => {
    const { state: s, notices } = parseQuery('view=lab&lab_run=t5-2');
    assert.deepEqual(notices, []);
    assert.equal(s.labRun, 't5-2');
    const { query } = await toLinkQuery(s);
    assert.match(query, /lab_run=t5-2/);
    assert.doesNotMatch((await toLinkQuery(state())).query, /lab_run/);
  });

  test('the name stays the same run when the encodings compared change (not a place in a list)', () => {
    const runs = labRuns(state({ labEncodings: ['none', 'rope'], labSeeds: 2 }));
    const fewer = labRuns(state({ labEncodings: ['rope'], labSeeds: 2 }));
    assert.equal(runName(runs[3]), 'rope-2');
    assert.equal(runName(fewer[1]), 'rope-2');
    assert.equal(runLabel(runs[3]), 'rope, seed 2');
  });

  for (const text of [
    'rope-0',
    'rope-6',
    'rope-02',
    'xpos-1',
    'rope2',
    'rope-1-1',
    'a'.repeat(40),
  ]) {
    test(`"${text.slice(0, 12)}" is no run name: a notice naming lab_run, the first trained shown`, () => {
      const { state: s, notices } = parseQuery(`view=lab&lab_run=${text}`);
      assert.equal(s.labRun, '');
      assert.match(
        notices.join(' '),
        /lab_run=.* is not a run \(an encoding and a seed from 1 to 5/,
      );
    });
  }

  test('a run the experiment does not have is refused with a notice naming lab_run', () => {
    for (const query of [
      'lab_encodings=rope,alibi&lab_run=learned-1',
      'lab_seeds=2&lab_run=rope-3',
    ]) {
      const { state: s, notices } = parseQuery(`view=lab&${query}`);
      assert.equal(s.labRun, '', query);
      assert.match(notices.join(' '), /lab_run=\S+ is not a run of this experiment/, query);
    }
  });

  test("a reader's change that takes the picked run out clears it; others keep it", () => {
    const s = state({ labRun: 'rope-3' });
    assert.deepEqual(unpickStale(s, { labSeeds: 2 }), { labSeeds: 2, labRun: '' });
    assert.deepEqual(unpickStale(s, { labEncodings: ['none', 'alibi'] }), {
      labEncodings: ['none', 'alibi'],
      labRun: '',
    });
    assert.deepEqual(unpickStale(s, { labSeeds: 4 }), { labSeeds: 4 });
    assert.deepEqual(unpickStale(s, { labSteps: 100 }), { labSteps: 100 });
    assert.deepEqual(unpickStale(state(), { labSeeds: 1 }), { labSeeds: 1 });
  });
});

describe('lab config', () => {
  test('runs go encoding by encoding, seeds 1 .. n, all scored on the same evaluation batches', () => {
    const runs = labRuns(state({ labEncodings: ['rope', 'none'], labSeeds: 2 }));
    assert.deepEqual(
      runs.map((r) => [r.config.encoding, r.seed]),
      [
        ['rope', 1],
        ['rope', 2],
        ['none', 1],
        ['none', 2],
      ],
    );
    assert.equal(new Set(runs.map((r) => r.evaluation.seed)).size, 1);
  });

  test('lookback is evaluated from length 3 (its first scored target), other tasks from 1', () => {
    assert.equal(
      evaluationLengths(state({ labTask: 'lookback', labMaxLength: 5 })).join(),
      '3,4,5',
    );
    assert.equal(evaluationLengths(state({ labTask: 'copy', labMaxLength: 3 })).join(), '1,2,3');
  });

  test('workers: one per run up to the cores', () => {
    assert.equal(workerCount(21, 2), 2);
    assert.equal(workerCount(1, 8), 1);
    assert.equal(workerCount(5, undefined), 2);
  });
});

describe('lab derive (the engine bands the seeds)', () => {
  test("loss bands are labSeedBands' over the seeds' losses, smoothed over the run's window", () => {
    const losses = (base) => Float64Array.from({ length: 100 }, (_, k) => base + Math.sin(k));
    const a = losses(2);
    const b = losses(3);
    b.fill(NaN, 60); // still training: NaN past its step
    const runs = [
      { encoding: 'rope', losses: a },
      { encoding: 'none', losses: losses(9) },
      { encoding: 'rope', losses: b },
    ];
    const [s] = lossSeries(api, runs, ['rope'], 100);
    const values = new Float64Array(200);
    values.set(a, 0);
    values.set(b, 100);
    const expected = api.labSeedBands(values, { runs: 2, window: smoothingWindow(100) });
    assert.equal(smoothingWindow(100), 2);
    assert.equal(s.encoding, 'rope');
    assert.equal(s.seeds, 2);
    assert.deepEqual(Array.from(s.x.slice(0, 3)), [1, 2, 3]);
    assert.ok(sameBytes(s.mean, expected.mean));
    assert.ok(sameBytes(s.min, expected.min));
    assert.ok(sameBytes(s.max, expected.max));
    // Past step 60 only the first seed has values: the band closes on it.
    assert.equal(s.min[80], s.max[80]);
  });

  test('accuracy appears for an encoding only when all its seeds are evaluated', () => {
    const runs = [
      { encoding: 'rope', losses: [], accuracy: [1, 0.5], tokenAccuracy: [1, 0.75] },
      { encoding: 'rope', losses: [] },
      { encoding: 'none', losses: [], accuracy: [0, 0], tokenAccuracy: [0.5, 0.25] },
      { encoding: 'none', losses: [], accuracy: [0, 0], tokenAccuracy: [0.25, 0.75] },
    ];
    const series = accuracySeries(api, runs, ['rope', 'none', 'alibi'], [1, 2], 'token');
    assert.deepEqual(
      series.map((s) => s.encoding),
      ['none'],
    );
    assert.deepEqual(Array.from(series[0].mean), [0.375, 0.5]);
    assert.deepEqual(Array.from(series[0].min), [0.25, 0.25]);
    assert.deepEqual(Array.from(series[0].max), [0.5, 0.75]);
  });
});

describe('lab boxes', () => {
  test('a chart grows by legend rows as encodings are added on a phone, not on a desktop', () => {
    const phone = (n) => bandChartBox({ encodings: n }, 340, 16);
    const desktop = (n) => bandChartBox({ encodings: n }, 1300, 16);
    assert.ok(phone(7) > phone(1));
    assert.equal(desktop(7), desktop(1));
  });
});

describe('lab training (the engine)', () => {
  test('chunks resumed give exactly the bits of one run', async () => {
    const [run] = labRuns(
      state({
        labEncodings: ['learned'],
        labSeeds: 1,
        labSteps: 2 * CHUNK_STEPS + 3,
        labBatch: 4,
        labMaxLength: 8,
      }),
    );
    const progress = [];
    const chunked = await trainRun(api, run, (step) => progress.push(step), noPause);
    const whole = api.labTrain(run.config, { seed: run.seed, ...run.training });
    assert.ok(sameBytes(chunked.losses, whole.losses));
    assert.ok(sameBytes(chunked.params, whole.params));
    assert.deepEqual(progress, [CHUNK_STEPS, 2 * CHUNK_STEPS, 2 * CHUNK_STEPS + 3]);
  });

  test('preset "learned": learned positions are exact inside the trained lengths, 0 from twice past them', async () => {
    const s = state({ ...presets.learned, labEncodings: ['learned'], labSeeds: 1 });
    const [run] = labRuns(s);
    const r = await trainRun(api, run, () => {}, noPause);
    const lengths = run.evaluation.lengths;
    const at = (n) => r.accuracy[lengths.indexOf(n)];
    for (let n = s.labTrainMin; n <= s.labTrainMax; n++)
      assert.ok(at(n) >= 0.9, `length ${n}: ${at(n)}`);
    for (let n = 2 * s.labTrainMax; n <= s.labMaxLength; n++)
      assert.ok(at(n) <= 0.02, `length ${n}: ${at(n)}`);
  });

  test('preset "nope-reverse": without position no slot past the first is right; learned positions are', async () => {
    const s = state({ ...presets['nope-reverse'], labSeeds: 1 });
    const [none, learned] = await Promise.all(
      labRuns(s).map((run) => trainRun(api, run, () => {}, noPause)),
    );
    const lengths = labRuns(s)[0].evaluation.lengths;
    const k = lengths.indexOf(s.labTrainMax);
    assert.ok(none.accuracy[k] <= 0.02, `none at ${s.labTrainMax}: ${none.accuracy[k]}`);
    assert.ok(learned.accuracy[k] >= 0.5, `learned at ${s.labTrainMax}: ${learned.accuracy[k]}`);
  });

  test('preset "randomized": per-token accuracy past the trained lengths is higher with randomized positions', async () => {
    const s = state({ ...presets.randomized, labSeeds: 1 });
    const [sin, rnd] = await Promise.all(
      labRuns(s).map((run) => trainRun(api, run, () => {}, noPause)),
    );
    const lengths = labRuns(s)[0].evaluation.lengths;
    const past = (r) => {
      let sum = 0;
      let n = 0;
      lengths.forEach((len, k) => {
        if (len > s.labTrainMax) {
          sum += r.tokenAccuracy[k];
          n++;
        }
      });
      return sum / n;
    };
    assert.ok(past(rnd) > past(sin) + 0.1, `randomized ${past(rnd)} vs sinusoidal ${past(sin)}`);
  });
});
