// The pitfalls view's derive module: each pitfall's distinctive defect,
// checked against the formulas written out here and the NumPy reference.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  CAP,
  closestRows,
  derive,
  rowOf,
  selectedPitfall,
} from '../../../dist/lib/views/pitfalls/derive.js';
import { expected, explanation, factsOf } from '../../../dist/lib/views/pitfalls/explain.js';
import { formulas, titles, wavelength } from '../../../dist/lib/views/pitfalls/text.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose, tolerance } from '../util.mjs';

const ref = loadReference();

function stateWith(changes) {
  return { ...defaultState, view: 'pitfalls', ...changes };
}

/** Scores at the default 64 x 128, base 10000. */
const model = derive(stateWith({}), api);
const r = model.scores.outcome.value;
const score = (variant) => r.scores.get(variant);

/** The formula, written out: angle of pair i at pos with exponent `exponent(i, d)`. */
function encode(
  L,
  d,
  { exponent = (i) => (2 * i) / d, first = Math.sin, second = Math.cos, start = 0 } = {},
) {
  const out = new Float64Array(L * d);
  for (let p = 0; p < L; p++) {
    for (let i = 0; i < d / 2; i++) {
      const angle = (p + start) / 10000 ** exponent(i, d);
      out[p * d + 2 * i] = first(angle);
      out[p * d + 2 * i + 1] = second(angle);
    }
  }
  return out;
}

const rowTolerance = (d) => (k) => 2 * tolerance(Math.floor(k / d) + 1) + 1e-15;

describe('pitfalls derive: the correct encoding', () => {
  test('is the formula, in [-1, 1], 64 of 64 rows distinct, rotation holds, anchor (0, 1, 0, 1)', () => {
    const c = score('correct');
    assertClose(c.matrix.data, encode(64, 128), rowTolerance(128), 'correct');
    assert.ok(c.min >= -1 && c.max <= 1);
    assert.equal(c.unique, 64);
    assert.ok(c.rotation <= 1e-12, `${c.rotation}`);
    assert.equal(c.anchor, true);
    assert.deepEqual(c.row0, [0, 1, 0, 1]);
    assert.equal(c.frozen, 0);
  });

  test('its wavelengths run from 2π to 2π·10000^(126/128) (NumPy at d_model 512: up to 60611.5)', () => {
    const c = score('correct');
    assert.equal(c.wavelengths[0], 2 * Math.PI);
    assert.ok(Math.abs(c.wavelengths[63] / (2 * Math.PI * 10000 ** (126 / 128)) - 1) < 1e-14);
    const at512 = derive(stateWith({ dModel: 512, seqLen: 8 }), api).scores.outcome.value;
    const numpy = ref.wavelengths.find((w) => w.dModel === 512 && w.variant === 'correct').data;
    // Scored at 128 dimensions, but the base table uses the state's d_model.
    const row = at512.bases.find((b) => b.base === 10000);
    assert.ok(Math.abs(row.longest - numpy[numpy.length - 1]) <= 1e-10);
    assert.equal(wavelength(row.longest), '60,611');
    assert.equal(wavelength(row.limit), '62,832');
  });

  test('the closest two rows are the nearest pair by brute force', () => {
    const c = score('correct').matrix;
    let best = Infinity;
    for (let p = 0; p < c.rows; p++) {
      for (let q = p + 1; q < c.rows; q++) {
        let s = 0;
        for (let j = 0; j < c.cols; j++)
          s += (c.data[p * c.cols + j] - c.data[q * c.cols + j]) ** 2;
        best = Math.min(best, Math.sqrt(s));
      }
    }
    assert.ok(Math.abs(score('correct').closest.distance - best) <= 1e-12);
    assert.equal(closestRows({ rows: 1, cols: 2, data: new Float64Array(2) }), null);
  });
});

describe('pitfalls derive: each pitfall’s defect', () => {
  test('i/d: every wavelength moves halfway to 2π on a log scale (ratio 0.5), capped by 2π·√base', () => {
    const v = score('exponent-i-over-d');
    assertClose(v.matrix.data, encode(64, 128, { exponent: (i, d) => i / d }), rowTolerance(128));
    const [lo, hi] = r.extras.logRatio;
    assert.ok(Math.abs(lo - 0.5) < 1e-12 && Math.abs(hi - 0.5) < 1e-12, `${lo}..${hi}`);
    assert.ok(Math.abs(v.wavelengths[63] - 2 * Math.PI * 10000 ** (63 / 128)) < 1e-9);
    assert.ok(Math.abs(r.extras.sqrtWavelength - 2 * Math.PI * 100) < 1e-10);
    assert.ok(v.wavelengths[63] < r.extras.sqrtWavelength);
  });

  test('sine-only: positions 1 and π − 1 collide at d_model 2; the correct cosine separates them', () => {
    const [bad, good] = r.extras.sinePair;
    assert.ok(Math.abs(r.extras.pi - Math.PI) < 1e-15);
    assertClose(rowOf(bad, 0), [Math.sin(1), Math.sin(1)], 1e-15);
    assertClose(rowOf(bad, 1), rowOf(bad, 0), 1e-12, 'PE(π − 1) against PE(1)');
    assertClose(rowOf(good, 1), [Math.sin(1), -Math.cos(1)], 1e-12);
    assert.ok(Math.abs(rowOf(good, 0)[1] - rowOf(good, 1)[1]) > 1);
  });

  test('sine-only: the rotation breaks, row 0 is all zeros, rows stay distinct at 50 x 8', () => {
    const v = score('sine-only');
    assertClose(v.matrix.data, encode(64, 128, { second: Math.sin }), rowTolerance(128));
    assert.ok(v.rotation > 0.1, `${v.rotation}`);
    assert.equal(v.anchor, false);
    assert.deepEqual(v.row0, [0, 0, 0, 0]);
    const small = derive(stateWith({ seqLen: 50, dModel: 8, variant: 'sine-only' }), api).scores
      .outcome.value;
    assert.equal(small.scores.get('sine-only').unique, 50);
    assert.equal(small.scores.get('correct').unique, 50);
  });

  test('cosine-only: positions 1 and 2π − 1 collide at d_model 2; row 0 is all ones', () => {
    const [bad, good] = r.extras.cosinePair;
    assertClose(rowOf(bad, 0), [Math.cos(1), Math.cos(1)], 1e-15);
    assertClose(rowOf(bad, 1), rowOf(bad, 0), 1e-12, 'PE(2π − 1) against PE(1)');
    assertClose(rowOf(good, 1), [-Math.sin(1), Math.cos(1)], 1e-12);
    const v = score('cosine-only');
    assert.deepEqual(v.row0, [1, 1, 1, 1]);
    assert.ok(v.rotation > 0.1);
  });

  test('swapped: cos in column 2i and sin in 2i+1; rows stay distinct, row 0 is (1, 0, 1, 0)', () => {
    const v = score('swapped');
    assertClose(
      v.matrix.data,
      encode(64, 128, { first: Math.cos, second: Math.sin }),
      rowTolerance(128),
    );
    assert.equal(v.unique, 64);
    assert.deepEqual(v.row0, [1, 0, 1, 0]);
    assert.equal(v.anchor, false);
  });

  // Review 20 PIT-2: a column permutation, not a broken rotation.
  test('swapped: a fixed rotation still maps PE(pos) to PE(pos + 3): R_−3, the mirror of R_3', () => {
    const v = score('swapped');
    assert.equal(v.rotationBy, -3);
    assert.ok(v.rotation <= 1e-12, `${v.rotation}`);
    // Checked directly at every position: R_−3 PE(pos) = PE(pos + 3), R_3 PE(pos) = PE(pos − 3).
    for (let pos = 0; pos + 3 < 64; pos++) {
      const ahead = api.shift(rowOf(v.matrix, pos), -3);
      assertClose(ahead, rowOf(v.matrix, pos + 3), 1e-12, `R_−3 PE(${pos})`);
    }
    assert.ok(r.extras.swappedBack <= 1e-12, `${r.extras.swappedBack}`);
    assert.deepEqual(factsOf(r, 'swapped').holds, true);
  });

  test('one-indexed: row p is the correct PE(p + 1); the rotation holds but the anchor is lost', () => {
    const v = score('one-indexed');
    assertClose(v.matrix.data, encode(64, 128, { start: 1 }), rowTolerance(128));
    assert.ok(r.extras.shiftedByOne <= 1e-13, `${r.extras.shiftedByOne}`);
    assert.ok(v.rotation <= 1e-12);
    assert.equal(v.anchor, false);
    assertClose(
      v.row0,
      [
        Math.sin(1),
        Math.cos(1),
        Math.sin(1 / 10000 ** (2 / 128)),
        Math.cos(1 / 10000 ** (2 / 128)),
      ],
      1e-15,
    );
  });

  test('2i·d: 126 of 128 columns freeze; only pair 0 (wavelength 2π) moves; pair 1 overflows to ∞', () => {
    const v = score('exponent-2i-times-d');
    assert.equal(v.frozen, 126);
    assert.equal(v.wavelengths[0], 2 * Math.PI);
    assert.equal(v.wavelengths[1], Infinity);
    assert.ok(v.closest.distance < 0.02, `${v.closest.distance}`);
  });

  test('d/(2i): pair 0 never moves (0, 1), no value is negative, neighbours nearly coincide', () => {
    const v = score('exponent-d-over-2i');
    assert.equal(v.wavelengths[0], Infinity);
    for (let p = 0; p < 64; p++)
      assert.deepEqual(Array.from(rowOf(v.matrix, p).subarray(0, 2)), [0, 1]);
    assert.ok(v.min >= 0);
    // The shortest wavelength, pair 63: 2π·10000^(128/126).
    assert.ok(
      Math.abs(Math.min(...v.wavelengths) / (2 * Math.PI * 10000 ** (128 / 126)) - 1) < 1e-12,
    );
    assert.ok(v.closest.distance < 0.001);
    assert.ok(v.frozen > 0);
  });
});

// Review 20 PIT-1: in an encoding whose every pair turns on its circle, rows
// p and p + Δ are as far apart whatever p, so the closest pairs tie and a
// search's first one is an accident (NumPy's argmin names another). Counted
// by brute force here: the view names one pair only when exactly one is closest.
describe('pitfalls derive: the closest rows, with their ties', () => {
  function tiesByBruteForce(m) {
    const d2 = [];
    for (let p = 0; p < m.rows; p++)
      for (let q = p + 1; q < m.rows; q++) {
        let s = 0;
        for (let j = 0; j < m.cols; j++)
          s += (m.data[p * m.cols + j] - m.data[q * m.cols + j]) ** 2;
        d2.push([Math.sqrt(s), p, q]);
      }
    const best = Math.min(...d2.map(([x]) => x));
    return d2.filter(([x]) => x - best <= 1e-9 * best).map(([, p, q]) => [p, q]);
  }
  const cases = {
    correct: { ties: 63, offset: 1 },
    'exponent-i-over-d': { ties: 63, offset: 1 },
    'one-indexed': { ties: 63, offset: 1 },
    swapped: { ties: 63, offset: 1 },
    'exponent-d-over-2i': { ties: 63, offset: 1 },
    // 44 ≈ 7 turns of pair 0 (44 − 14π = 0.0177): every (p, p + 44), p = 0 … 19.
    'exponent-2i-times-d': { ties: 20, offset: 44 },
    'sine-only': { ties: 1, offset: 1 },
    'cosine-only': { ties: 1, offset: 1 },
  };
  for (const [variant, want] of Object.entries(cases)) {
    test(`${variant} at 64 × 128: ${want.ties} closest pair(s), offset ${want.offset}`, () => {
      const c = score(variant).closest;
      const brute = tiesByBruteForce(score(variant).matrix);
      assert.equal(c.ties, brute.length);
      assert.equal(c.ties, want.ties);
      assert.equal(c.offset, want.offset);
      assert.ok(brute.every(([p, q]) => q - p === want.offset));
      const facts = factsOf(r, variant === 'correct' ? 'swapped' : variant);
      assert.equal(facts.closestKind, want.ties === 1 ? 'pair' : 'offset');
    });
  }
  test('the text names a single pair only where one pair is closest', () => {
    for (const variant of ['exponent-2i-times-d', 'exponent-d-over-2i', 'sine-only']) {
      const { values } = explanation(r, variant, { L: 64, d: 128, base: 10000 });
      const which = JSON.stringify(values.closestWhich());
      if (score(variant).closest.ties === 1) assert.doesNotMatch(which, /for every p/, variant);
      else assert.match(which, /for every p/, variant);
    }
  });
});

describe('pitfalls derive: the NumPy reference', () => {
  const small = derive(stateWith({ seqLen: 50, dModel: 8 }), api).scores.outcome.value;
  for (const variant of api.variants) {
    test(`${variant}: the drawn 50 x 8 matrix is NumPy's`, () => {
      const numpy = ref.encode.find(
        (e) =>
          e.seqLen === 50 &&
          e.dModel === 8 &&
          e.base === 10000 &&
          e.layout === 'interleaved' &&
          e.variant === variant,
      );
      assert.ok(numpy, `no NumPy reference for ${variant}`);
      assertClose(small.scores.get(variant).matrix.data, numpy.data, (k) =>
        tolerance(Math.floor(k / 8) + 1),
      );
    });
  }
});

describe('pitfalls derive: the model', () => {
  test('every engine variant is scored, in the engine’s order, and has a title and a formula', () => {
    assert.deepEqual([...r.scores.keys()], [...api.variants]);
    for (const variant of api.variants) {
      assert.equal(typeof titles[variant], 'string', variant);
      assert.equal(typeof formulas[variant], 'string', variant);
    }
  });

  test("'correct' shows the first pitfall, any other variant shows itself", () => {
    assert.equal(selectedPitfall('correct'), 'exponent-i-over-d');
    assert.equal(selectedPitfall('one-indexed'), 'one-indexed');
    assert.equal(derive(stateWith({ variant: 'correct' }), api).selected, 'exponent-i-over-d');
  });

  test('scores are capped at 128 x 128; the base table adds the current base and d_model 512', () => {
    const big = derive(stateWith({ seqLen: 1000, dModel: 1024, base: 500 }), api).scores.outcome
      .value;
    assert.equal(big.L, CAP);
    assert.equal(big.d, CAP);
    assert.equal(big.scores.get('correct').matrix.cols, CAP);
    assert.deepEqual(
      big.bases.map((b) => b.base),
      [500, 1000, 10000, 100000],
    );
    assert.ok(Math.abs(big.bases[0].limit - 2 * Math.PI * 500) < 1e-9);
    assert.equal(big.bases512.length, 4);
    assert.equal(derive(stateWith({ dModel: 512 }), api).scores.outcome.value.bases512.length, 0);
  });

  test('concatenating doubles the width: (3, 4) added, (3, 8) joined, E + PE by the formula', () => {
    const x = model.concat.outcome.value;
    assert.equal(x.added.length, 3);
    assert.equal(x.added[0].length, 4);
    assert.equal(x.joined[0].length, 8);
    const pe2 = [Math.sin(2), Math.cos(2), Math.sin(0.02), Math.cos(0.02)];
    assertClose(
      x.added[2],
      [0.9, 1.0, 1.1, 1.2].map((e, j) => e + pe2[j]),
      1e-15,
    );
    assertClose(x.joined[2], [0.9, 1.0, 1.1, 1.2, ...pe2], 1e-15);
  });

  test('picking another pitfall or colour map keeps the scores; another base rescales them', () => {
    const other = derive(stateWith({ variant: 'sine-only', cmap: 'sequential' }), api, model);
    assert.equal(other.scores, model.scores);
    assert.equal(other.selected, 'sine-only');
    const rebased = derive(stateWith({ base: 100 }), api, model);
    assert.notEqual(rebased.scores, model.scores);
    assert.equal(rebased.scores.outcome.value.base, 100);
  });

  test('an engine error is kept as the part’s message, naming the parameter', () => {
    const bad = derive(stateWith({ dModel: 7 }), api);
    assert.match(bad.scores.outcome.error, /dModel/);
  });
});

/** The facts each pitfall's explanation chooses its block and phrases by (explain.ts). */
const FACTS_USED = {
  'exponent-i-over-d': ['noEffect', 'allDistinct', 'holds', 'anchor', 'oneLogRatio'],
  'sine-only': ['samePoint', 'holds', 'allDistinct', 'closest', 'closestKind'],
  'cosine-only': ['samePoint', 'holds', 'allDistinct', 'closest', 'closestKind'],
  swapped: ['allDistinct', 'holds', 'swappedBack'],
  'one-indexed': ['shiftedByOne', 'holds', 'allDistinct'],
  'exponent-2i-times-d': [
    'pairOneFinite',
    'onlyPairZero',
    'allDistinct',
    'closest',
    'closestKind',
    'holds',
  ],
  'exponent-d-over-2i': [
    'longerThanShown',
    'neverNegative',
    'closest',
    'closestKind',
    'allDistinct',
    'tight',
  ],
};

const pick = (facts, keys) => Object.fromEntries(keys.map((k) => [k, facts[k]]));

for (const partial of [
  {},
  { seqLen: 8, dModel: 4 },
  { seqLen: 1000, dModel: 512 },
  { seqLen: 3, dModel: 16, base: 500 },
  { seqLen: 1, dModel: 2 },
]) {
  test(`the first-paint frame predicts every explanation's phrases from the state alone at ${JSON.stringify(partial)}`, () => {
    const s = stateWith(partial);
    const scores = derive(s, api).scores.outcome.value;
    for (const [variant, keys] of Object.entries(FACTS_USED)) {
      const predicted = expected(variant, { L: scores.L, d: scores.d, base: s.base });
      assert.deepEqual(pick(predicted, keys), pick(factsOf(scores, variant), keys), variant);
    }
  });
}

// Review 20 PIT-4: the problem page's "halves all frequencies" points the
// wrong way. With i/d each frequency becomes its square root (its log is
// halved): it rises, so every wavelength shrinks, and the text says so.
test('i/d raises every frequency (square root): every wavelength ≤ the correct one, log ratio 0.5', async () => {
  const chapter = (await import('../../../dist/lib/content/pitfalls.js')).default;
  const wc = score('correct').wavelengths;
  const wv = score('exponent-i-over-d').wavelengths;
  for (let i = 1; i < wc.length; i++) {
    assert.ok(wv[i] < wc[i], `pair ${i}`);
    const ratio = Math.log(wv[i] / (2 * Math.PI)) / Math.log(wc[i] / (2 * Math.PI));
    assert.ok(Math.abs(ratio - 0.5) < 1e-12, `pair ${i}: ${ratio}`);
  }
  const text = JSON.stringify(chapter.body);
  assert.match(text, /it rises/);
  assert.doesNotMatch(text, /precisely, it halves the exponent/);
});

describe('the notation of the names, formulas and prose (content/notation.ts)', async () => {
  const chapter = (await import('../../../dist/lib/content/pitfalls.js')).default;
  const { parseMarkup, markupText } = await import('../../../dist/lib/content/markup.js');
  const { formulaMarkup, titleMarkup } = await import('../../../dist/lib/views/pitfalls/text.js');

  /** Every markup string of the chapter: phrases and blocks, nested ones too. */
  const markups = [];
  const walk = (blocks) => {
    for (const block of blocks) {
      for (const key of ['h', 'p']) if (typeof block[key] === 'string') markups.push(block[key]);
      for (const item of block.ul ?? []) {
        const li = typeof item === 'string' ? item : item.li;
        for (const piece of typeof li === 'string' ? [li] : li) {
          if (typeof piece === 'string') markups.push(piece);
        }
      }
      walk(block.body ?? []);
      walk(block.else ?? []);
    }
  };
  walk(chapter.body);
  markups.push(...Object.values(chapter.phrases));

  test('no name, formula or sentence writes base^(…), a bare d for d_model, or d_model as text', () => {
    for (const markup of markups) {
      // The text a reader sees (tags dropped): d<sub>model</sub> reads "dmodel", never "d_model".
      const text = markupText(parseMarkup(markup), {});
      assert.doesNotMatch(text, /\^|d_model/, markup);
      // A divisor's exponent: 2i/d, i/d, 2i·d, d/(2i) with a bare d.
      assert.doesNotMatch(text, /\d?i\s*[/·]\s*d(?!model)|\bd\s*\/\s*\(2i\)/, markup);
    }
  });

  test('the exponent is a superscript, d_model subscripted, i and pos variables, in every formula', () => {
    for (const variant of api.variants) {
      const formula = formulaMarkup[variant];
      if (variant === 'one-indexed') continue; // "the correct formula at pos = 1, 2, …"
      assert.match(formula, /base<sup>.*d<sub>model<\/sub>.*<\/sup>/, variant);
      assert.match(formula, /<var>pos<\/var>/, variant);
    }
    assert.match(titleMarkup['exponent-d-over-2i'], /d<sub>model<\/sub>\/\(2<var>i<\/var>\)/);
  });

  test('the picker and the accessible names read them as plain text: base^(2i/d_model)', () => {
    assert.equal(
      formulas.correct,
      'sin(pos / base^(2i/d_model)), cos(pos / base^(2i/d_model)), pos = 0, 1, …',
    );
    assert.equal(titles['exponent-2i-times-d'], 'Multiplying: 2i·d_model');
    assert.equal(titles['exponent-i-over-d'], 'Wrong dimension index: i instead of 2i');
  });
});
