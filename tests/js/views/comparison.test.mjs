// The comparison view's derive module: RoPE scores against a rotation
// written out here, the learned table's size and spread, the sinusoid's
// extrapolation, checked against the formulas and the NumPy reference.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  checkedRows,
  derive,
  diagonalSpread,
  markerTop,
  QK_SEED,
  ropeIsRelative,
  ropeSize,
  TABLE_SEED,
} from '../../../dist/lib/views/comparison/derive.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import chapter from '../../../dist/lib/content/comparison.js';
import { SUMMARY_LINES, SUMMARY_ROWS } from '../../../dist/lib/views/comparison/boxes.js';
import { SUMMARY } from '../../../dist/lib/views/comparison/summary.js';
import {
  comparisonFlags,
  comparisonValues,
  phraseOf,
  WIDTHS,
} from '../../../dist/lib/views/comparison/values.js';
import { MAX_D_MODEL } from '../../../dist/lib/state/shared-fields.js';
import { assertSlotWidths, isSized } from '../content/slot-widths.mjs';
import { loadReference } from '../reference.mjs';
import { api, assertClose, tolerance } from '../util.mjs';
import { widthWriters } from '../../../dist/lib/ui/format-width.js';

const ref = loadReference();

function stateWith(changes) {
  return { ...defaultState, view: 'comparison', ...changes };
}

/** RoPE written out: pair p of x turned by position / base^(2p/d), counter-clockwise. */
function rope(x, position, base) {
  const d = x.length;
  const out = new Float64Array(d);
  for (let p = 0; p < d / 2; p++) {
    const angle = position / base ** ((2 * p) / d);
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    out[2 * p] = x[2 * p] * c - x[2 * p + 1] * s;
    out[2 * p + 1] = x[2 * p] * s + x[2 * p + 1] * c;
  }
  return out;
}

function dot(a, b) {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j] * b[j];
  return sum;
}

describe('comparison derive: RoPE', () => {
  for (const [dModel, base] of [
    [128, 10000],
    [16, 100],
  ]) {
    test(`every score equals rope(q, i) · rope(k, j) written out (d_model ${dModel}, base ${base})`, () => {
      const r = derive(stateWith({ dModel, base }), api).rope.outcome.value;
      const table = api.learnedTable(2, dModel, QK_SEED);
      assert.deepEqual(Array.from(r.q), Array.from(table.data.subarray(0, dModel)));
      assert.deepEqual(Array.from(r.k), Array.from(table.data.subarray(dModel)));
      const expected = new Float64Array(r.L * r.L);
      const rq = Array.from({ length: r.L }, (_, i) => rope(r.q, i, base));
      const rk = Array.from({ length: r.L }, (_, j) => rope(r.k, j, base));
      for (let i = 0; i < r.L; i++) {
        for (let j = 0; j < r.L; j++) expected[i * r.L + j] = dot(rq[i], rk[j]);
      }
      assertClose(r.scores.data, expected, 1e-14, 'RoPE scores');
    });
  }

  test('a flipped rotation or a halved exponent gives other scores (the check above can fail)', () => {
    const r = derive(stateWith({}), api).rope.outcome.value;
    const flipped = dot(rope(r.q, -5, 10000), rope(r.k, -8, 10000));
    const halved = dot(rope(r.q, 5, 100), rope(r.k, 8, 100));
    const shown = r.scores.data[5 * r.L + 8];
    assert.ok(Math.abs(flipped - shown) > 1e-6, `${flipped} vs ${shown}`);
    assert.ok(Math.abs(halved - shown) > 1e-6, `${halved} vs ${shown}`);
  });

  test('scores are constant along every diagonal: the samples (5, 8) and (20, 23) agree', () => {
    const r = derive(stateWith({}), api).rope.outcome.value;
    assert.ok(r.spread <= 1e-14, `${r.spread}`);
    assert.equal(ropeIsRelative(r), true);
    assert.deepEqual(r.sample.a.slice(0, 2), [5, 8]);
    assert.deepEqual(r.sample.b.slice(0, 2), [20, 23]);
    assert.ok(Math.abs(r.sample.a[2] - r.sample.b[2]) <= 1e-14);
    assert.equal(r.scale, Math.max(...r.scores.data.map(Math.abs)));
  });

  test('the diagonal spread of a matrix that is not Toeplitz is its largest diagonal range', () => {
    const m = { rows: 2, cols: 2, data: new Float64Array([1, 2, 3, 5]) };
    assert.equal(diagonalSpread(m), 4);
    assert.equal(ropeIsRelative({ spread: 4, scale: 5 }), false);
  });

  test('the matrix side is min(seqLen, 128, √(2^21 / d_model)); short sequences sample (0, 3)', () => {
    assert.equal(ropeSize(64, 128), 64);
    assert.equal(ropeSize(1000, 128), 128);
    assert.equal(ropeSize(1000, 8192), 16);
    const small = derive(stateWith({ seqLen: 10 }), api).rope.outcome.value;
    assert.deepEqual(small.sample.a.slice(0, 2), [0, 3]);
    assert.deepEqual(small.sample.b.slice(0, 2), [6, 9]);
    assert.equal(derive(stateWith({ seqLen: 4 }), api).rope.outcome.value.sample, null);
  });
});

describe('comparison derive: the learned table', () => {
  const f = derive(stateWith({}), api).figures.outcome.value;

  test('has trainLen rows of the engine table (seed 0), then no embedding (NaN)', () => {
    assert.equal(f.learnedRows, 32);
    const table = api.learnedTable(32, 128, TABLE_SEED);
    assert.deepEqual(Array.from(f.learned.data.subarray(0, 32 * 128)), Array.from(table.data));
    assert.ok(f.learned.data.subarray(32 * 128).every(Number.isNaN));
    assert.equal(f.learned.data.length, 64 * 128);
  });

  test('its values spread like N(0, 0.02²): sample standard deviation 0.02 ± 0.001', () => {
    assert.ok(Math.abs(f.learnedStd - 0.02) < 0.001, `${f.learnedStd}`);
    assert.ok(f.learnedScale > 2 * 0.02 && f.learnedScale < 6 * 0.02, `${f.learnedScale}`);
  });

  test('has trainLen × d_model = 4,096 parameters; BERT’s 512 × 768 = 393,216', () => {
    const x = derive(stateWith({}), api).extrapolation.outcome.value;
    assert.equal(x.parameters, 32 * 128);
    assert.equal(x.bert, 393216);
    const y = derive(stateWith({ trainLen: 20, dModel: 512 }), api).extrapolation.outcome.value;
    assert.equal(y.parameters, 20 * 512);
  });

  test('the training-length line sits at trainLen / drawn positions (20 of 64: 31.25%)', () => {
    assert.equal(markerTop(20, 64), 31.25);
    assert.equal(markerTop(64, 64), null);
  });
});

describe('comparison derive: the sinusoid past the training length', () => {
  test('the drawn encoding is NumPy’s (first 256 of 257 positions at d_model 64, base 100)', () => {
    const f = derive(stateWith({ seqLen: 257, dModel: 64, base: 100 }), api).figures.outcome.value;
    const numpy = ref.encode.find(
      (e) =>
        e.seqLen === 257 &&
        e.dModel === 64 &&
        e.base === 100 &&
        e.layout === 'interleaved' &&
        e.variant === 'correct',
    );
    assert.equal(f.Ls, 256);
    assert.equal(f.dc, 64);
    assertClose(f.sinusoidal.data, numpy.data.subarray(0, 256 * 64), (k) =>
      tolerance(Math.floor(k / 64)),
    );
  });

  test('shift(PE(pos), 3) = PE(pos + 3) in the drawn encoding', () => {
    const f = derive(stateWith({}), api).figures.outcome.value;
    assert.ok(f.rotationError <= 1e-12, `${f.rotationError}`);
  });

  test('stays within [-1, 1] beyond the line and at position 5000; all 64 rows distinct', () => {
    const x = derive(stateWith({}), api).extrapolation.outcome.value;
    assert.equal(x.checked, 64);
    assert.equal(x.unique, 64);
    assert.ok(x.maxBeyond <= 1 && x.maxBeyond > 0.99, `${x.maxBeyond}`);
    let far = 0;
    for (let i = 0; i < 64; i++) {
      const angle = 5000 / 10000 ** ((2 * i) / 128);
      far = Math.max(far, Math.abs(Math.sin(angle)), Math.abs(Math.cos(angle)));
    }
    assert.ok(Math.abs(x.farMax - far) <= 1e-12, `${x.farMax} vs ${far}`);
  });

  test('checks at most 8192 rows and 2^19 elements; none past the line when trainLen ≥ seqLen', () => {
    assert.equal(checkedRows(1_000_000, 8), 8192);
    assert.equal(checkedRows(1_000_000, 512), 1024);
    assert.equal(
      derive(stateWith({ trainLen: 64 }), api).extrapolation.outcome.value.maxBeyond,
      null,
    );
  });
});

describe('comparison derive: parts', () => {
  test('a new training length keeps RoPE; a new base recomputes it; the colour map keeps all', () => {
    const first = derive(stateWith({}), api);
    const longer = derive(stateWith({ trainLen: 20 }), api, first);
    assert.equal(longer.rope, first.rope);
    assert.notEqual(longer.figures, first.figures);
    const recoloured = derive(stateWith({ trainLen: 20, cmap: 'sequential' }), api, longer);
    assert.equal(recoloured.figures, longer.figures);
    assert.equal(recoloured.extrapolation, longer.extrapolation);
    const rebased = derive(stateWith({ trainLen: 20, base: 100 }), api, longer);
    assert.notEqual(rebased.rope, longer.rope);
  });

  test('an engine error is kept as the part’s message, naming the parameter', () => {
    const bad = derive(stateWith({ dModel: 7 }), api);
    assert.match(bad.rope.outcome.error, /dModel|vector/);
    assert.match(bad.figures.outcome.error, /dModel/);
  });
});

/** Plain text of what a chapter value renders: lit templates, arrays, phrase functions. */
function text(part) {
  if (typeof part === 'function') return text(part());
  if (Array.isArray(part)) return part.map(text).join('');
  if (part && typeof part === 'object' && Array.isArray(part.strings)) {
    return part.strings
      .map((s, i) => s + (i < part.values.length ? text(part.values[i]) : ''))
      .join('');
  }
  return typeof part === 'symbol' || part === undefined || part === null ? '' : String(part);
}

/** The words of a text, without its numbers and the blank of an empty slot. */
const words = (s) => s.replace(/[−-]?\d[\d.,e−+-]*/g, '#').replace(/\u00a0/g, '#');

const frameStates = [
  {},
  { seqLen: 1000, dModel: 512, trainLen: 2000 },
  { seqLen: 4, dModel: 8, trainLen: 2 },
  { seqLen: 20, dModel: 16, base: 100, trainLen: 20 },
  { seqLen: 300, dModel: 256, trainLen: 5 },
];

describe('comparison first-paint frame (values.ts from the state alone)', () => {
  const cases = frameStates.map((partial) => {
    const s = stateWith(partial);
    const m = derive(s, api);
    const parts = {
      figures: m.figures.outcome.value,
      extrapolation: m.extrapolation.outcome.value,
      rope: m.rope.outcome.value,
      write: widthWriters,
    };
    return { partial, s, parts, frame: comparisonValues(s), view: comparisonValues(s, parts) };
  });

  test("every value the frame knows from the state is the view's", () => {
    for (const { partial, frame, view } of cases) {
      for (const [name, value] of Object.entries(frame)) {
        if (typeof value === 'function') continue;
        // A blank is an engine number (a slot: the next tests).
        if (value !== '' && !isSized(value))
          assert.equal(value, view[name], `${name} at ${JSON.stringify(partial)}`);
      }
    }
  });

  test('blanks exactly the engine numbers, each one a slot of the chapter', () => {
    const { frame } = cases[0];
    // `unique` is only in the phrase for repeated rows, which the frame never
    // chooses: a plain number.
    const blank = Object.keys(frame).filter(
      (name) => (frame[name] === '' && name !== 'unique') || isSized(frame[name]),
    );
    for (const name of blank) {
      const slot = new RegExp(`data-chars="\\d+">\\{${name}\\}<`);
      const sources = [...Object.values(chapter.phrases), JSON.stringify(chapter.body)];
      assert.ok(
        sources.some((source) => slot.test(source.replaceAll('\\"', '"'))),
        `{${name}} sits in a slot`,
      );
    }
    assert.ok(blank.length >= 11, blank.join(', '));
  });

  test("the frame's flags are the view's when nothing fails", () => {
    for (const { partial, s, parts } of cases) {
      assert.deepEqual(comparisonFlags(s), comparisonFlags(s, parts), JSON.stringify(partial));
    }
  });

  test('the phrases the frame chooses are the ones the engine results choose', () => {
    for (const { partial, frame, view } of cases) {
      for (const [name, value] of Object.entries(frame)) {
        if (typeof value !== 'function') continue;
        assert.equal(
          words(text(value)),
          words(text(view[name])),
          `${name} at ${JSON.stringify(partial)}`,
        );
      }
    }
  });
});

describe('comparison summary table: rows of known height', () => {
  test('lists SUMMARY_ROWS rows, each cell at most SUMMARY_LINES lines at any state', () => {
    assert.equal(SUMMARY.length, SUMMARY_ROWS);
    for (const partial of frameStates) {
      const s = stateWith(partial);
      const m = derive(s, api);
      const values = comparisonValues(s, {
        figures: m.figures.outcome.value,
        extrapolation: m.extrapolation.outcome.value,
        rope: m.rope.outcome.value,
        write: widthWriters,
      });
      const say = phraseOf(values);
      for (const row of SUMMARY) {
        for (const phrase of row) {
          if (phrase === '0') continue;
          const lines = text(say(phrase)).split('<br').length;
          assert.ok(lines <= SUMMARY_LINES, `${phrase}: ${lines} lines`);
        }
      }
    }
  });
});

describe("comparison slots: exactly as wide as the engine's numbers", () => {
  test('at every state swept: sequence lengths, d_model, bases and training lengths', () => {
    let states = 0;
    let zeros = 0;
    for (const dModel of [2, 4, 8, 16, 100, 128, 512, 2048, 8192]) {
      for (const seqLen of [1, 3, 4, 5, 24, 50, 64, 100, 300, 9000]) {
        for (const base of [1.001, 2, 100, 10000, 1e6, 1e12]) {
          for (const trainLen of [1, 32, 512, 10000]) {
            const s = stateWith({ dModel, seqLen, base, trainLen });
            const m = derive(s, api);
            const parts = {
              figures: m.figures.outcome.value,
              extrapolation: m.extrapolation.outcome.value,
              rope: m.rope.outcome.value,
              write: widthWriters,
            };
            const at = JSON.stringify({ dModel, seqLen, base, trainLen });
            // The numbers of phrases not shown at this state: none past the
            // line, too few positions for the rotation check or the sample.
            const absent = [
              ...(parts.extrapolation.maxBeyond === null ? ['maxBeyond', 'maxBeyondShort'] : []),
              ...(parts.figures.rotationError === null ? ['rotationError'] : []),
              ...(parts.rope.sample === null ? ['aScore', 'bScore'] : []),
            ];
            const names = assertSlotWidths(comparisonValues(s), comparisonValues(s, parts), at, {
              absent,
            });
            assert.equal(names.length, 11, `${at}: ${names.join(', ')}`);
            zeros += parts.rope.spread === 0 || parts.figures.rotationError === 0 ? 1 : 0;
            states++;
          }
        }
      }
    }
    // Exact zeros (written 0.0e+00) and rounding errors were both swept.
    assert.ok(zeros > 50 && zeros < states - 50, `${zeros} of ${states} with a zero`);
  });

  test('every RoPE score of the seeded q and k is below 150 in magnitude, at every d_model', () => {
    // Each pair (q_2p, q_2p+1) is one Box-Muller draw, of norm at most
    // 0.02 sqrt(2 ln 2^54) < 0.18; so |score| <= sum_p |q_p| |k_p|, checked
    // here for every d_model the state allows. fitted() fills the score's 10
    // characters exactly below 10^7 and the scale's 6 below 10^3.
    let worst = 0;
    for (let d = 2; d <= MAX_D_MODEL; d += 2) {
      const { data } = api.learnedTable(2, d, QK_SEED);
      let bound = 0;
      for (let p = 0; p < d; p += 2) {
        bound += Math.hypot(data[p], data[p + 1]) * Math.hypot(data[d + p], data[d + p + 1]);
      }
      worst = Math.max(worst, bound);
    }
    assert.ok(worst < 150, `sum of |q_p| |k_p| up to ${worst}`);
    assert.ok(10 ** (WIDTHS.scale - 3) > 150 && 10 ** (WIDTHS.score - 3) > 150);
    // The exponent forms' widths, as exponential() writes them.
    assert.equal(WIDTHS.error, widthWriters.exponential(0, 2).length);
    assert.equal(WIDTHS.spread, widthWriters.exponential(0, 3).length);
  });
});

// Review 20 CMP-1, CMP-2, CMP-3: what the chapter says the paper says, and
// what "past the training length" means.
describe('comparison: the claims the review corrected', () => {
  // Vaswani et al. 2017, §3.5 and Table 3 (arXiv:1706.03762), the sentences the chapter quotes.
  const paper = [
    'We chose this function because we hypothesized it would allow the model to easily learn ' +
      'to attend by relative positions, since for any fixed offset k, PE_pos+k can be ' +
      'represented as a linear function of PE_pos.',
    'We also experimented with using learned positional embeddings instead, and found that the ' +
      'two versions produced nearly identical results (see Table 3 row (E)).',
    'We chose the sinusoidal version because it may allow the model to extrapolate to ' +
      'sequence lengths longer than the ones encountered during training.',
  ].join(' ');
  const prose = JSON.stringify(chapter);

  test('every quotation of the paper is word for word (“may allow”, not “would allow”)', () => {
    const quoted = [...prose.matchAll(/<q>(.*?)<\/q>/g)].map((m) => m[1].replace(/\\"/g, ''));
    assert.ok(quoted.length >= 2, `${quoted.length} quotations`);
    for (const q of quoted) assert.ok(paper.includes(q), q);
    assert.ok(quoted.some((q) => q.startsWith('may allow the model to extrapolate')));
    assert.doesNotMatch(prose, /would allow/);
  });

  test('the sinusoid is "defined" past the training length, not said to extrapolate', () => {
    const cell = chapter.phrases.extrapolationSinusoidal;
    assert.doesNotMatch(cell, /^yes/);
    assert.match(cell, /degrade/);
    assert.match(cell, /data-ref="press2022"/);
    assert.equal(chapter.phrases.extrapolationRow, 'Beyond the training length');
  });

  test('the far position is said of the training length shown, not of a fixed 512', () => {
    const start = prose.indexOf('Far past any training length');
    const far = prose.slice(start, start + 600);
    assert.match(far, /trained on \{trainLen\} positions/);
  });
});
