// The frequencies view's derive and geometry modules against the NumPy
// reference (encodings and wavelengths) and the closed forms of the
// frequency schedule. Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  addDim,
  derive,
  deriveFrequencies,
  dimsShown,
  heatmapWindow,
  lengthText,
  autoDims,
} from '../../../dist/lib/views/frequencies/derive.js';
import {
  SPECTRUM_HEIGHT,
  SPECTRUM_MARGINS,
  curvePlot,
  labelBox,
  pairAt,
  pairForKey,
  spectrumPlot,
} from '../../../dist/lib/views/frequencies/geometry.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { EPS, api, assertClose, thrown, tolerance } from '../util.mjs';

const ref = loadReference();
const TWO_PI = 2 * Math.PI;

function referenceEncoding(seqLen, dModel, layout) {
  const found = ref.encode.find(
    (c) =>
      c.seqLen === seqLen &&
      c.dModel === dModel &&
      c.base === 1e4 &&
      c.layout === layout &&
      c.variant === 'correct',
  );
  assert.ok(found, `reference (${seqLen}, ${dModel}, ${layout})`);
  return found.data;
}

function referenceColumn(data, seqLen, dModel, dim) {
  return Float64Array.from({ length: seqLen }, (_, p) => data[p * dModel + dim]);
}

const inputs = (over) => ({ ...defaultState, ...over });

describe('frequencies derive: the curves', () => {
  const interleaved = deriveFrequencies(
    inputs({ seqLen: 100, dModel: 512, dims: [0, 7, 100, 511] }),
    api,
  );
  const reference = referenceEncoding(100, 512, 'interleaved');

  test('with no dims chosen, d_model 128 plots the sin of pairs 0, 16, 32 and 48', () => {
    const model = deriveFrequencies(inputs({ dims: [] }), api);
    assert.equal(model.auto, true);
    assert.deepEqual(
      model.curves.map((c) => [c.dim, c.fn, c.pair]),
      [
        [0, 'sin', 0],
        [32, 'sin', 16],
        [64, 'sin', 32],
        [96, 'sin', 48],
      ],
    );
  });

  test('chosen dims are plotted as given and the model is not automatic', () => {
    const model = deriveFrequencies(inputs({ dims: [0, 6, 20, 60] }), api);
    assert.equal(model.auto, false);
    assert.deepEqual(model.dims, [0, 6, 20, 60]);
  });
  test('the dots at the integer positions equal the NumPy columns (100 x 512)', () => {
    for (const curve of interleaved.curves) {
      const expected = referenceColumn(reference, 100, 512, curve.dim);
      assertClose(curve.dots, expected, tolerance, `dim ${curve.dim}`);
    }
  });

  test('the sampled curve passes through the NumPy values at the integer positions', () => {
    assert.equal(interleaved.smooth, true);
    for (const curve of interleaved.curves) {
      const expected = referenceColumn(reference, 100, 512, curve.dim);
      const atIntegers = [];
      for (let k = 0; k < curve.xs.length; k++) {
        if (Number.isInteger(curve.xs[k])) atIntegers.push(curve.ys[k]);
      }
      assertClose(atIntegers, expected, tolerance, `dim ${curve.dim}`);
    }
  });

  test('between integer positions the curve is sin or cos of x / base^(2i/d)', () => {
    for (const curve of interleaved.curves) {
      const divisor = 1e4 ** ((2 * curve.pair) / 512);
      const f = curve.fn === 'sin' ? Math.sin : Math.cos;
      const direct = Array.from(curve.xs, (x) => f(x / divisor));
      assertClose(curve.ys, direct, (k) => 1e-13 + 8 * EPS * curve.xs[k], `dim ${curve.dim}`);
    }
  });

  test('in the split layout dim 300 is the cos of pair 44 and matches NumPy', () => {
    const split = deriveFrequencies(
      inputs({ seqLen: 100, dModel: 512, layout: 'split', dims: [300] }),
      api,
    );
    const [curve] = split.curves;
    assert.deepEqual([curve.fn, curve.pair], ['cos', 44]);
    const expected = referenceColumn(referenceEncoding(100, 512, 'split'), 100, 512, 300);
    assertClose(curve.dots, expected, tolerance, 'dim 300');
  });

  test('beyond 100 positions the curves have no dots', () => {
    const model = deriveFrequencies(inputs({ seqLen: 101 }), api);
    assert.ok(model.curves.every((c) => c.dots === undefined));
  });

  test('at d_model 8192 the curves join the integer positions only, and say so', () => {
    const model = deriveFrequencies(inputs({ seqLen: 100, dModel: 8192 }), api);
    assert.equal(model.smooth, false);
    assert.equal(model.coarse, true);
    assert.deepEqual(
      Array.from(model.curves[0].xs),
      Array.from({ length: 100 }, (_, p) => p),
    );
    assert.match(model.notes.join(' '), /join the integer positions only/);
  });

  test('a million positions are cut to the first 2000, with a note', () => {
    const model = deriveFrequencies(inputs({ seqLen: 1_000_000 }), api);
    assert.equal(model.positions, 2000);
    assert.ok(model.notes.includes('Showing positions 0–1999 of 1,000,000.'));
  });

  test('dimensions beyond d_model are left out, with a note', () => {
    const model = deriveFrequencies(inputs({ dims: [0, 200] }), api);
    assert.deepEqual(
      model.curves.map((c) => c.dim),
      [0],
    );
    assert.ok(model.notes.includes('Dimensions 200 do not exist at d_model = 128.'));
  });

  test('a base out of range throws the engine RangeError naming base', () => {
    const error = thrown(() => deriveFrequencies(inputs({ base: 1 }), api));
    assert.ok(error instanceof RangeError);
    assert.match(error.message, /base/);
  });
});

describe('frequencies derive: the wavelengths', () => {
  test('at d_model 512 they equal the NumPy reference (within 1e-15 relative)', () => {
    const model = deriveFrequencies(inputs({ dModel: 512 }), api);
    const expected = ref.wavelengths.find(
      (c) => c.dModel === 512 && c.base === 1e4 && c.variant === 'correct',
    ).data;
    assertClose(model.wavelengths, expected, (k) => 1e-15 * expected[k], 'wavelengths');
  });

  for (const [dModel, base] of [
    [512, 1e4],
    [128, 1e4],
    [64, 100],
    [8192, 1e6],
  ]) {
    test(`endpoints at d_model ${dModel}, base ${base}: 2π and 2π·base^((d-2)/d)`, () => {
      const { facts } = deriveFrequencies(inputs({ dModel, base }), api);
      assert.equal(facts.shortest, TWO_PI);
      const longest = TWO_PI * base ** ((dModel - 2) / dModel);
      assert.ok(Math.abs(facts.longest / longest - 1) <= 4 * EPS, `${facts.longest} vs ${longest}`);
      assert.ok(facts.longest < facts.limit);
      assert.equal(facts.limit, base * TWO_PI);
    });
  }

  test('the consecutive ratio is base^(2/d): 1.0366 at d_model 512', () => {
    const { facts } = deriveFrequencies(inputs({ dModel: 512 }), api);
    assert.ok(Math.abs(facts.ratio - 1e4 ** (2 / 512)) <= 4 * EPS);
    assert.equal(facts.ratio.toFixed(4), '1.0366');
  });

  test('the longest wavelength at d_model 512 prints as 60611.5', () => {
    const { facts } = deriveFrequencies(inputs({ dModel: 512 }), api);
    assert.equal(lengthText(facts.longest), '60611.5');
  });

  test('d_model 2 has a single pair and no ratio', () => {
    const { facts, wavelengths } = deriveFrequencies(inputs({ dModel: 2, dims: [0] }), api);
    assert.equal(wavelengths.length, 1);
    assert.equal(facts.ratio, undefined);
    assert.equal(facts.longest, TWO_PI);
  });
});

describe('frequencies derive: columns, dims and inputs', () => {
  test('interleaved: dim 21 is the cos of pair 10; the last pair sits in columns 126, 127', () => {
    const model = deriveFrequencies(inputs({ dModel: 128, dims: [21] }), api);
    assert.deepEqual([model.curves[0].pair, model.curves[0].fn], [10, 'cos']);
    assert.deepEqual(model.facts.shortestColumns, { sin: 0, cos: 1 });
    assert.deepEqual(model.facts.longestColumns, { sin: 126, cos: 127 });
  });

  test('split: dim 74 is the cos of pair 10; the last pair sits in columns 63, 127', () => {
    const model = deriveFrequencies(inputs({ dModel: 128, dims: [74], layout: 'split' }), api);
    assert.deepEqual([model.curves[0].pair, model.curves[0].fn], [10, 'cos']);
    assert.deepEqual(model.facts.shortestColumns, { sin: 0, cos: 64 });
    assert.deepEqual(model.facts.longestColumns, { sin: 63, cos: 127 });
  });

  test('dimsShown drops repeats, fractions and dims beyond d_model', () => {
    assert.deepEqual(dimsShown([6, 0, 6, 1.5, 128, -1, 127], 128), [6, 0, 127]);
  });

  test('pair 10 opens the heat map on columns 14 to 28', () => {
    assert.deepEqual(heatmapWindow(api, 10, 128, 'interleaved'), { c0: 14, c1: 28 });
    assert.deepEqual(heatmapWindow(api, 0, 128, 'interleaved'), { c0: 0, c1: 8 });
  });

  test('addDim inserts a valid dimension in sorted order', () => {
    assert.deepEqual(addDim([0, 6, 20, 60], 128, ' 7 '), { dims: [0, 6, 7, 20, 60] });
  });

  test('addDim refuses a dimension beyond d_model, naming the range', () => {
    assert.deepEqual(addDim([0], 128, '500'), {
      message: 'Dimension 500 does not exist at d_model = 128: use 0 to 127.',
    });
  });

  test('addDim refuses text, a repeat and a ninth dimension', () => {
    assert.match(addDim([0], 128, '2.5').message, /whole dimension index from 0 to 127/);
    assert.match(addDim([0], 128, '0').message, /already plotted/);
    assert.match(addDim([0, 1, 2, 3, 4, 5, 6, 7], 128, '9').message, /At most 8/);
  });

  test('selecting a pair or a view hands back the previous model: no curve is recomputed', () => {
    const first = derive(defaultState, api);
    const again = derive({ ...defaultState, pair: 9, view: 'frequencies' }, api, first);
    assert.equal(again, first);
  });

  test('equal dims in a fresh array (as the widget hands them down) keep the model', () => {
    const first = derive(defaultState, api);
    assert.equal(derive({ ...defaultState, dims: [...defaultState.dims] }, api, first), first);
  });

  test('other dims or another layout derive a new model', () => {
    const first = derive(defaultState, api);
    const fewer = derive({ ...defaultState, dims: [0, 6, 20] }, api, first);
    assert.notEqual(fewer, first);
    assert.deepEqual(
      fewer.outcome.value.curves.map((c) => c.dim),
      [0, 6, 20],
    );
    const split = derive({ ...defaultState, layout: 'split' }, api, first);
    assert.notEqual(split, first);
    assert.equal(split.outcome.value.layout, 'split');
  });

  test('an input the engine refuses ends up in the model as its message', () => {
    const refused = derive({ ...defaultState, base: 1 }, api);
    assert.equal(refused.outcome.value, undefined);
    assert.match(refused.outcome.error, /base/);
  });
});

describe('frequencies geometry', () => {
  const model = deriveFrequencies(inputs({ dModel: 512 }), api);

  test('a small multiple at 64 positions has 64 dots inside the margins', () => {
    const plot = curvePlot(deriveFrequencies(defaultState, api).curves[0], 64, 640);
    const dots = plot.dots.match(/M([\d.]+) [\d.]+h0/g);
    assert.equal(dots.length, 64);
    assert.ok(plot.path.startsWith('M30.0 '));
    assert.equal(plot.xTicks.at(-1).label, '60');
  });

  test('a small multiple maps 1, 0, -1 to the top margin, the middle and the bottom', () => {
    const plot = curvePlot(model.curves[0], 64, 640);
    assert.deepEqual([plot.yTop, plot.yZero, plot.yBottom], [8, 46, 84]);
  });

  test('the wavelength plot puts 2π on the bottom edge and base·2π on the top', () => {
    const plot = spectrumPlot(model, 640);
    assert.equal(plot.yShortest, SPECTRUM_HEIGHT - SPECTRUM_MARGINS.bottom);
    assert.ok(Math.abs(plot.yLimit - SPECTRUM_MARGINS.top) < 1e-9);
  });

  test('the wavelength plot ticks are the powers of ten between 2π and base·2π', () => {
    const plot = spectrumPlot(model, 640);
    assert.deepEqual(
      plot.yTicks.map((t) => t.label),
      ['10', '100', '1k', '10k'],
    );
  });

  test('the pair under the pointer is the pair drawn there, at every pair', () => {
    const plot = spectrumPlot(model, 640);
    for (let i = 0; i < plot.pairs; i++) assert.equal(pairAt(plot.sx(i), 640, plot.pairs), i);
    assert.equal(pairAt(0, 640, plot.pairs), undefined);
  });

  test('two plotted columns of one pair share one marker', () => {
    const both = deriveFrequencies(inputs({ dims: [20, 21, 60] }), api);
    assert.deepEqual(
      spectrumPlot(both, 640).markers.map((m) => [m.pair, m.dims]),
      [
        [10, [20, 21]],
        [30, [60]],
      ],
    );
  });

  test('keys move the selected pair like a slider, clamped to the pairs', () => {
    assert.equal(pairForKey('End', 3, 256), 255);
    assert.equal(pairForKey('Home', 3, 256), 0);
    assert.equal(pairForKey('ArrowLeft', 0, 256), 0);
    assert.equal(pairForKey('PageUp', 250, 256), 255);
  });

  test('Enter opens the pair; other keys do nothing', () => {
    assert.equal(pairForKey('Enter', 3, 256), 'open');
    assert.equal(pairForKey('a', 3, 256), undefined);
  });
});

describe('frequencies: dims chosen for d_model', () => {
  const sizes = [];
  for (let d = 4; d <= 8192; d *= 2) sizes.push(d, d + 2);

  test('every d_model from 4 to 8192 gets 4 distinct dims inside the matrix', () => {
    for (const d of sizes) {
      const dims = autoDims(api, d, 'interleaved');
      assert.equal(dims.length, 4, `d_model ${d}`);
      assert.equal(new Set(dims).size, 4, `d_model ${d}`);
      assert.ok(
        dims.every((c) => Number.isInteger(c) && c >= 0 && c < d),
        `d_model ${d}`,
      );
    }
  });

  test('from d_model 8 on they are sin columns whose wavelengths are 2π · base^(j/4), j = 0..3, within a pair', () => {
    for (const d of sizes.filter((d) => d >= 8)) {
      const waves = api.wavelengths(d);
      const chosen = autoDims(api, d, 'interleaved').map((c) => api.pairOfColumn(c, d));
      assert.ok(
        chosen.every((c) => c.fn === 'sin'),
        `d_model ${d}`,
      );
      chosen.forEach((c, j) => {
        // Pair floor(j d / 8) is within one pair (a factor base^(2/d)) of 2π · base^(j/4).
        const target = TWO_PI * 1e4 ** (j / 4);
        const ratio = waves[c.pair] / target;
        assert.ok(
          ratio <= 1 + 1e-12 && ratio >= 1e4 ** (-2 / d) - 1e-12,
          `d ${d} j ${j}: ${ratio}`,
        );
      });
    }
  });

  test('at d_model 8192 the plotted wavelengths span three decades, not one band', () => {
    const model = deriveFrequencies(inputs({ dModel: 8192, dims: [] }), api);
    const w = model.curves.map((c) => c.wavelength);
    assert.ok(w[3] / w[0] > 900, w.join(', '));
  });

  test('in the split layout they are the first-half sin columns of the same pairs', () => {
    const dims = autoDims(api, 512, 'split');
    assert.deepEqual(
      dims.map((c) => api.pairOfColumn(c, 512, { layout: 'split' })),
      [0, 64, 128, 192].map((pair) => ({ pair, fn: 'sin' })),
    );
  });

  test('the wavelength plot keeps marker labels apart at every d_model from 4 to 8192', () => {
    for (const d of sizes) {
      for (const dims of [[], [0, 6, 20, 60], [0, 1, 2, 3, 4, 5, 6, 7]]) {
        for (const width of [300, 640]) {
          const model = deriveFrequencies(inputs({ seqLen: 50, dModel: d, dims }), api);
          const boxes = spectrumPlot(model, width).markers.map(labelBox);
          for (let a = 0; a < boxes.length; a++) {
            for (let b = a + 1; b < boxes.length; b++) {
              const [p, q] = [boxes[a], boxes[b]];
              const apart =
                p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
              assert.ok(
                apart,
                `d ${d}, dims ${dims}, width ${width}: labels ${a} and ${b} overlap`,
              );
            }
          }
        }
      }
    }
  });

  test('with dims chosen for d_model the points themselves are at least 10 px apart', () => {
    for (const d of sizes) {
      const model = deriveFrequencies(inputs({ seqLen: 50, dModel: d, dims: [] }), api);
      const xs = spectrumPlot(model, 300).markers.map((m) => m.x);
      for (let k = 1; k < xs.length; k++) assert.ok(xs[k] - xs[k - 1] >= 10, `d ${d}: ${xs}`);
    }
  });
});

// Review 20 FR-3: pair 0 alone already makes every whole position distinct
// (2i·d freezes every other pair: still 64 of 64 rows), but positions 44
// apart come within 0.0177; with every pair turning the nearest rows are
// 1.9526 apart. The chapter credits the slow pairs with separation only.
test('pair 0 alone gives distinct rows; the slow pairs keep far positions far apart', async () => {
  const chapter = (await import('../../../dist/lib/content/frequencies.js')).default;
  const { closestRows } = await import('../../../dist/lib/views/pitfalls/derive.js');
  const onlyPair0 = { variant: 'exponent-2i-times-d' };
  assert.equal(api.uniqueRows(64, 128, onlyPair0), 64);
  const near = closestRows(api.positionalEncoding(64, 128, onlyPair0));
  assert.ok(Math.abs(near.distance - 0.0177026) < 1e-6, `${near.distance}`);
  assert.equal(near.offset, 44);
  const all = closestRows(api.positionalEncoding(64, 128));
  assert.ok(Math.abs(all.distance - 1.9525963) < 1e-6, `${all.distance}`);
  const prose = JSON.stringify(chapter.body);
  assert.match(prose, /Pair 0 alone already gives every whole position a different point/);
  assert.doesNotMatch(prose, /together they give every position its own pattern/);
});
