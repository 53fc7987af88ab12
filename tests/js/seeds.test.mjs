// Every number in the seed documents (/work/shared/seeds/*.txt) as a test.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, assertClose, assertRounds, EPS, row, tolerance } from './util.mjs';

const TWO_PI = 2 * Math.PI;

describe('seed: d_model = 4, seq_len = 3 (The cat sat)', () => {
  const P = api.positionalEncoding(3, 4);

  test('position 0 is exactly (0, 1, 0, 1)', () => {
    assert.deepEqual(Array.from(row(P, 0)), [0, 1, 0, 1]);
  });

  test('the matrix at 4 decimals is [[0 1 0 1] [0.8415 0.5403 0.0100 0.9999] [0.9093 -0.4161 0.0200 0.9998]] (each within one unit of the last digit)', () => {
    // The seed truncates cos(0.01) = 0.99995000042 to 0.9999; rounding gives
    // 1.0000, so each printed value is checked to within one unit in the last place.
    const expected = [0, 1, 0, 1, 0.8415, 0.5403, 0.01, 0.9999, 0.9093, -0.4161, 0.02, 0.9998];
    for (let k = 0; k < expected.length; k++) {
      assert.ok(Math.abs(P.data[k] - expected[k]) < 1e-4, `PE[${k}] = ${P.data[k]}`);
    }
    assertRounds(
      P.data.filter((_, k) => k !== 7),
      expected.filter((_, k) => k !== 7),
      4,
    );
  });

  test('the matrix at 5 decimals is [[0 1 0 1] [0.84147 0.5403 0.01 0.99995] [0.9093 -0.41615 0.02 0.9998]]', () => {
    assertRounds(
      P.data,
      [0, 1, 0, 1, 0.84147, 0.5403, 0.01, 0.99995, 0.9093, -0.41615, 0.02, 0.9998],
      5,
    );
  });

  test('the pair divisors are 10000^(0/4) = 1 and 10000^(2/4) = 100', () => {
    const w = api.wavelengths(4);
    assert.equal(w[0], TWO_PI);
    assert.ok(Math.abs(w[1] / TWO_PI - 100) <= 1e-13, `${w[1] / TWO_PI}`);
  });

  test('angles: pos 1 gives (1, 0.01), pos 2 gives (2, 0.02)', () => {
    const P2 = api.positionalEncoding(3, 4);
    assertClose(row(P2, 1), [Math.sin(1), Math.cos(1), Math.sin(0.01), Math.cos(0.01)], 1e-15);
    assertClose(row(P2, 2), [Math.sin(2), Math.cos(2), Math.sin(0.02), Math.cos(0.02)], 1e-15);
  });

  test('embedding + PE at 5 decimals: The [0.1 1.2 0.3 1.4], cat [1.34147 1.1403 0.71 1.79995], sat [1.8093 0.58385 1.12 2.1998]', () => {
    const E = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2];
    const sum = E.map((e, k) => e + P.data[k]);
    assertRounds(
      sum,
      [0.1, 1.2, 0.3, 1.4, 1.34147, 1.1403, 0.71, 1.79995, 1.8093, 0.58385, 1.12, 2.1998],
      5,
    );
  });

  test('each of the 3 rows is unique', () => {
    assert.equal(api.uniqueRows(3, 4), 3);
  });

  test('all values lie in [-1, 1]', () => {
    for (const v of P.data) assert.ok(v >= -1 && v <= 1);
  });
});

describe('seed: d_model = 8, 50 positions', () => {
  const P = api.positionalEncoding(50, 8);

  test('PE(0) = [0 1 0 1 0 1 0 1] exactly', () => {
    assert.deepEqual(Array.from(row(P, 0)), [0, 1, 0, 1, 0, 1, 0, 1]);
  });

  test('PE(1) at 3 decimals = [0.841 0.54 0.1 0.995 0.01 1 0.001 1]', () => {
    assertRounds(row(P, 1), [0.841, 0.54, 0.1, 0.995, 0.01, 1, 0.001, 1], 3);
  });

  test('PE(10) at 3 decimals = [-0.544 -0.839 0.841 0.54 0.1 0.995 0.01 1]', () => {
    assertRounds(row(P, 10), [-0.544, -0.839, 0.841, 0.54, 0.1, 0.995, 0.01, 1], 3);
  });

  test('min is -0.9999... and max is 1.0 across the table', () => {
    let min = Infinity;
    let max = -Infinity;
    for (const v of P.data) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    assert.equal(max, 1);
    assert.ok(min > -1 && min < -0.9999, `min ${min}`);
  });

  test('50 unique rows out of 50', () => {
    assert.equal(api.uniqueRows(50, 8), 50);
  });

  test('rotationMatrix(k 5, pair 0, d 8) maps PE(pos) to PE(pos + 5) for pos 0, 3, 7, 12, 20 as in the course table', () => {
    const R = api.rotationMatrix(5, 0, 8);
    assertClose(R, [Math.cos(5), Math.sin(5), -Math.sin(5), Math.cos(5)], tolerance(5), 'R');
    const table = {
      0: [-0.9589, 0.2837],
      3: [0.9894, -0.1455],
      7: [-0.5366, 0.8439],
      12: [-0.9614, -0.2752],
      20: [-0.1324, 0.9912],
    };
    for (const [pos, expected] of Object.entries(table)) {
      const [s, c] = row(P, Number(pos));
      const predicted = [R[0] * s + R[1] * c, R[2] * s + R[3] * c];
      const actual = Array.from(row(P, Number(pos) + 5).subarray(0, 2));
      assertRounds(actual, expected, 4, `actual at pos ${pos}`);
      assertRounds(predicted, expected, 4, `predicted at pos ${pos}`);
      assertClose(predicted, actual, 1e-14, `predicted vs actual at pos ${pos}`);
    }
  });

  test('rotationMatrix at pair 1 (dims 2-3) and k 7 also maps PE(pos) to PE(pos + k) (exercise 2)', () => {
    const R = api.rotationMatrix(7, 1, 8);
    for (const pos of [0, 3, 7, 12, 20, 42]) {
      const [s, c] = row(P, pos).subarray(2, 4);
      const actual = row(P, pos + 7).subarray(2, 4);
      assertClose([R[0] * s + R[1] * c, R[2] * s + R[3] * c], actual, 1e-14, `pos ${pos}`);
    }
  });
});

describe('seed: d_model = 512', () => {
  const P = api.positionalEncoding(100, 512);

  test('PE[1, :6] at 4 decimals = [0.8415 0.5403 0.8219 0.5697 0.802 0.5974]', () => {
    assertRounds(row(P, 1).subarray(0, 6), [0.8415, 0.5403, 0.8219, 0.5697, 0.802, 0.5974], 4);
  });

  test('PE[1, -4:] at 4 decimals = [0.0001 1 0.0001 1]', () => {
    assertRounds(row(P, 1).subarray(508), [0.0001, 1, 0.0001, 1], 4);
  });

  test('smallest and largest value of the 100 x 512 table are -1.0 and 1.0 (4 decimals)', () => {
    let min = Infinity;
    let max = -Infinity;
    for (const v of P.data) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    assert.equal(max, 1);
    assertRounds([min], [-1], 4, 'min');
    assert.ok(min >= -1);
  });

  test('wavelengths run from 6.2832 (2 pi) to 60611.5 (2 pi 10000^(510/512))', () => {
    const w = api.wavelengths(512);
    assert.equal(w.length, 256);
    assertRounds([w[0]], [6.2832], 4);
    assertRounds([w[255]], [60611.5], 1);
    for (let i = 1; i < 256; i++) assert.ok(w[i] > w[i - 1], `not increasing at ${i}`);
  });

  test('consecutive wavelengths grow by 10000^(2/512) ~ 1.036 (about 3.6% each)', () => {
    // 10000^(2/512) = 1.03663...: the seed truncates it to 1.036 and 3.6%.
    const w = api.wavelengths(512);
    for (let i = 1; i < 256; i++) {
      const ratio = w[i] / w[i - 1];
      assert.ok(Math.abs(ratio - 1.036) < 1e-3, `ratio ${i} = ${ratio}`);
      assert.ok(Math.abs((ratio - 1) * 100 - 3.6) < 0.1, `growth ${i}`);
      assert.ok(Math.abs(ratio - 10000 ** (2 / 512)) < 1e-12);
    }
  });

  test('every wavelength stays below 2 pi 10000 ~ 62,832, the limit of the longest one', () => {
    assertRounds([TWO_PI * 10000], [62832], 0);
    for (const d of [2, 8, 512, 1024, 65536]) {
      const w = api.wavelengths(d);
      assert.ok(w[w.length - 1] < TWO_PI * 10000, `d ${d}`);
    }
    // The last pair's wavelength approaches the limit as d grows.
    assert.ok(api.wavelengths(65536)[32767] > 62800);
  });

  test('PE5 . PE8 = PE20 . PE23 = 211.7494 (4 decimals) at d 512', () => {
    const G = api.dotProducts(50, 512);
    assertRounds([G.data[5 * 50 + 8], G.data[20 * 50 + 23]], [211.7494, 211.7494], 4);
    const P50 = api.positionalEncoding(50, 512);
    const dot = (p, q) => row(P50, p).reduce((s, v, k) => s + v * row(P50, q)[k], 0);
    assertRounds([dot(5, 8), dot(20, 23)], [211.7494, 211.7494], 4, 'from rows');
    assert.ok(Math.abs(dot(5, 8) - dot(20, 23)) < 1e-12);
  });

  test('every diagonal of PE PE^T is constant: the dot product depends only on p - q', () => {
    const G = api.dotProducts(50, 512);
    for (let offset = 0; offset < 50; offset++) {
      const first = G.data[offset];
      for (let p = 1; p + offset < 50; p++) {
        assert.ok(
          Math.abs(G.data[p * 50 + p + offset] - first) < 1e-11,
          `offset ${offset}, p ${p}`,
        );
      }
    }
  });

  test('shift(PE(10), 3) ~ PE(13) and shift(PE(37), 3) ~ PE(40)', () => {
    const P50 = api.positionalEncoding(50, 512);
    assertClose(api.shift(row(P50, 10), 3), row(P50, 13), 1e-13, 'PE(13)');
    assertClose(api.shift(row(P50, 37), 3), row(P50, 40), 1e-13, 'PE(40)');
  });

  test('a model trained on length 512 gets a valid encoding for position 5000', () => {
    const far = api.encodePositions([5000], 512);
    const table = api.positionalEncoding(5001, 512);
    assertClose(far.data, row(table, 5000), tolerance(5000));
    for (const v of far.data) assert.ok(v >= -1 && v <= 1);
  });

  test('a learned table for BERT (L 512, d 768) has 393,216 entries: so does the sinusoidal matrix', () => {
    assert.equal(api.positionalEncoding(512, 768).data.length, 393216);
  });
});

describe('seed: self-attention is blind to word order without PE', () => {
  const emb = { The: [0.1, 0.2, 0.3, 0.4], cat: [0.5, 0.6, 0.7, 0.8], sat: [0.9, 1.0, 1.1, 1.2] };
  const P = api.positionalEncoding(3, 4);

  function catOutput(sentence, addPe) {
    const data = sentence.flatMap((word) => emb[word]);
    if (addPe) for (let k = 0; k < data.length; k++) data[k] += P.data[k];
    const { output } = api.selfAttention({ rows: 3, cols: 4, data });
    return Array.from(row(output, sentence.indexOf('cat')));
  }

  test('without PE, cat is [0.6328 0.7328 0.8328 0.9328] in both "The cat sat" and "sat cat The" (within 4 ulp)', () => {
    const a = catOutput(['The', 'cat', 'sat'], false);
    const b = catOutput(['sat', 'cat', 'The'], false);
    assertRounds(a, [0.6328, 0.7328, 0.8328, 0.9328], 4);
    assertRounds(b, [0.6328, 0.7328, 0.8328, 0.9328], 4);
    assertClose(a, b, (k) => 4 * EPS * Math.abs(b[k]), 'cat');
  });

  test('without PE, cat comes out as exactly equal arrays in both orders', () => {
    assert.deepEqual(
      catOutput(['The', 'cat', 'sat'], false),
      catOutput(['sat', 'cat', 'The'], false),
    );
  });

  test('without PE, reordering the input only reorders the output (within 4 ulp)', () => {
    const forward = api.selfAttention({
      rows: 3,
      cols: 4,
      data: [...emb.The, ...emb.cat, ...emb.sat],
    });
    const backward = api.selfAttention({
      rows: 3,
      cols: 4,
      data: [...emb.sat, ...emb.cat, ...emb.The],
    });
    for (let r = 0; r < 3; r++) {
      const b = row(backward.output, 2 - r);
      assertClose(row(forward.output, r), b, (k) => 4 * EPS * Math.abs(b[k]), `row ${r}`);
    }
  });

  test('with positionalEncoding(3, 4) added, cat is [1.4906 0.8314 0.9036 1.9888] in "The cat sat" and [1.0446 1.579 0.9247 2.0202] in "sat cat The"', () => {
    assertRounds(catOutput(['The', 'cat', 'sat'], true), [1.4906, 0.8314, 0.9036, 1.9888], 4);
    assertRounds(catOutput(['sat', 'cat', 'The'], true), [1.0446, 1.579, 0.9247, 2.0202], 4);
  });

  test('every row of the attention weights sums to 1', () => {
    const { weights } = api.selfAttention({
      rows: 3,
      cols: 4,
      data: [...emb.The, ...emb.cat, ...emb.sat],
    });
    for (let r = 0; r < 3; r++) {
      assert.ok(Math.abs(row(weights, r).reduce((s, v) => s + v, 0) - 1) < 1e-15);
    }
  });
});

describe('seed: pitfalls', () => {
  test('exponent-i-over-d halves every frequency exponent: pair 2i of i/d equals pair i of 2i/d', () => {
    const wrong = api.wavelengths(512, { variant: 'exponent-i-over-d' });
    const right = api.wavelengths(512);
    for (let i = 0; i < 128; i++) {
      assert.ok(Math.abs(wrong[2 * i] / right[i] - 1) < 1e-13, `pair ${i}`);
    }
  });

  test('a different base changes the frequency range: base 1000 ends near 2 pi 1000, base 100000 near 2 pi 100000', () => {
    assert.ok(
      Math.abs(api.wavelengths(512, { base: 1000 })[255] / (TWO_PI * 1000 ** (510 / 512)) - 1) <
        1e-13,
    );
    assert.ok(
      Math.abs(api.wavelengths(512, { base: 1e5 })[255] / (TWO_PI * 1e5 ** (510 / 512)) - 1) <
        1e-13,
    );
  });

  test('sine-only and cosine-only put the same function in both columns of a pair', () => {
    const s = api.positionalEncoding(20, 8, { variant: 'sine-only' }).data;
    const c = api.positionalEncoding(20, 8, { variant: 'cosine-only' }).data;
    for (let k = 0; k < s.length; k += 2) {
      assert.equal(s[k], s[k + 1]);
      assert.equal(c[k], c[k + 1]);
    }
  });

  test('one-indexed loses the anchor (0, 1, 0, 1) at the first row', () => {
    const P = api.positionalEncoding(3, 4, { variant: 'one-indexed' });
    assert.notDeepEqual(Array.from(row(P, 0)), [0, 1, 0, 1]);
    assert.deepEqual(Array.from(row(P, 0)), Array.from(row(api.positionalEncoding(2, 4), 1)));
  });

  test('exponent-2i-times-d and exponent-d-over-2i give wildly wrong wavelengths (inf at d 512)', () => {
    const times = api.wavelengths(512, { variant: 'exponent-2i-times-d' });
    const over = api.wavelengths(512, { variant: 'exponent-d-over-2i' });
    assert.equal(times[0], TWO_PI);
    assert.equal(times[1], Infinity);
    assert.equal(over[0], Infinity);
    assert.ok(over[1] > 1e100);
  });

  test('no variant produces values outside [-1, 1]', () => {
    for (const variant of api.variants) {
      for (const v of api.positionalEncoding(200, 64, { variant }).data) {
        assert.ok(v >= -1 && v <= 1, `${variant}: ${v}`);
      }
    }
  });
});
