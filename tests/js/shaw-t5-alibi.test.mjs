// Shaw, T5 and ALiBi through the JS API against the NumPy re-implementations
// of the models' reference code (tests/reference/shaw_t5_alibi.py), and their
// bad-input rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api, thrown } from './util.mjs';

const ref = loadReference();

function assertError(fn, Kind, param, fragment) {
  const error = thrown(fn);
  assert.ok(error instanceof Kind, `${error}`);
  assert.equal(error.param, param);
  assert.ok(error.message.includes(fragment), error.message);
}

describe('alibiSlopes against the reference code', () => {
  for (const r of ref.alibiSlopes) {
    test(`${r.heads} heads: every slope, bit for bit`, () => {
      const slopes = api.alibiSlopes(r.heads);
      assert.ok(slopes instanceof Float64Array);
      assert.deepEqual(Array.from(slopes), Array.from(r.data));
    });
  }
});

describe('alibiSlopes: the definition', () => {
  test('8 heads: 1/2, 1/4, ..., 1/256', () => {
    assert.deepEqual(
      Array.from(api.alibiSlopes(8)),
      [1, 2, 3, 4, 5, 6, 7, 8].map((h) => 2 ** -h),
    );
  });

  test('12 heads: the 8 slopes for 8, then slopes 0, 2, 4, 6 of the 16 for 16', () => {
    const twelve = api.alibiSlopes(12);
    const sixteen = api.alibiSlopes(16);
    assert.deepEqual(Array.from(twelve.subarray(0, 8)), Array.from(api.alibiSlopes(8)));
    assert.deepEqual(
      Array.from(twelve.subarray(8)),
      [0, 2, 4, 6].map((k) => sixteen[k]),
    );
  });
});

describe('alibiBias against the paper and the reference code', () => {
  for (const r of ref.alibiBias) {
    test(`${r.heads} heads, seqLen ${r.seqLen}: -m (i - j) below the diagonal, -Infinity above`, () => {
      const bias = api.alibiBias(r.seqLen, r.heads);
      assert.equal(bias.heads, r.heads);
      assert.equal(bias.rows, r.seqLen);
      assert.equal(bias.cols, r.seqLen);
      assert.deepEqual(Array.from(bias.data), Array.from(r.data));
    });
    test(`${r.heads} heads, seqLen ${r.seqLen}: the code's m * j differs by m * i per row (softmax-invariant)`, () => {
      const bias = api.alibiBias(r.seqLen, r.heads);
      const slopes = api.alibiSlopes(r.heads);
      const n = r.seqLen;
      for (let h = 0; h < r.heads; h++) {
        for (let i = 0; i < n; i++) {
          for (let j = 0; j <= i; j++) {
            const at = (h * n + i) * n + j;
            const shift = r.code[at] - bias.data[at];
            assert.ok(Math.abs(shift - slopes[h] * i) <= 1e-12 * (1 + i), `h ${h}, i ${i}, j ${j}`);
          }
        }
      }
    });
  }
});

describe('t5Bucket against modeling_t5.py (float32 logarithm)', () => {
  for (const r of ref.t5Bucket) {
    const options = {
      bidirectional: r.bidirectional,
      numBuckets: r.numBuckets,
      maxDistance: r.maxDistance,
    };
    const label = `${r.bidirectional ? 'bidirectional' : 'causal'}, ${r.numBuckets} buckets, maxDistance ${r.maxDistance}`;
    test(`${label}: ${r.positions.length} positions`, () => {
      const buckets = api.t5Bucket(r.positions, options);
      assert.ok(buckets instanceof Int32Array);
      assert.deepEqual(Array.from(buckets), Array.from(r.data));
    });
  }

  test('defaults are bidirectional, 32 buckets, maxDistance 128', () => {
    const r = ref.t5Bucket.find(
      (c) => c.bidirectional && c.numBuckets === 32 && c.maxDistance === 128,
    );
    assert.deepEqual(Array.from(api.t5Bucket(r.positions)), Array.from(r.data));
  });

  test("the models' settings: float64 would give the same buckets", () => {
    for (const r of ref.t5Bucket.filter((c) => c.numBuckets === 32 && c.maxDistance === 128)) {
      assert.deepEqual(Array.from(r.float64), Array.from(r.data));
    }
  });

  test('18 buckets, maxDistance 128: the engine keeps float32 where float64 differs (+-8, +-16, +-64)', () => {
    const r = ref.t5Bucket.find((c) => c.bidirectional && c.numBuckets === 18);
    const differ = [];
    for (let k = 0; k < r.positions.length; k++) {
      if (r.float64[k] !== r.data[k]) differ.push(r.positions[k]);
    }
    assert.deepEqual(differ, [-64, -16, -8, 8, 16, 64]);
    const buckets = api.t5Bucket(differ, { numBuckets: 18 });
    assert.deepEqual(Array.from(buckets), [8, 6, 5, 14, 15, 17]);
  });
});

describe('t5BucketMatrix against the reference', () => {
  for (const r of ref.t5BucketMatrix) {
    test(`seqLen ${r.seqLen}, ${r.bidirectional ? 'bidirectional' : 'causal'}, ${r.numBuckets} buckets`, () => {
      const m = api.t5BucketMatrix(r.seqLen, {
        bidirectional: r.bidirectional,
        numBuckets: r.numBuckets,
        maxDistance: r.maxDistance,
      });
      assert.equal(m.rows, r.seqLen);
      assert.equal(m.cols, r.seqLen);
      assert.deepEqual(Array.from(m.data), Array.from(r.data));
    });
  }
});

describe('shawIndices against clip(j - i, -k, k) + k', () => {
  for (const r of ref.shawIndices) {
    test(`seqLen ${r.seqLen}, k ${r.k}`, () => {
      const m = api.shawIndices(r.seqLen, r.k);
      assert.ok(m.data instanceof Int32Array);
      assert.deepEqual(Array.from(m.data), Array.from(r.data));
    });
  }
});

describe('schemes: bad input', () => {
  test('alibiSlopes: heads outside 1..1024 is a RangeError naming heads', () => {
    for (const heads of [0, 1025, 2.5, NaN, -3]) {
      assertError(
        () => api.alibiSlopes(heads),
        RangeError,
        'heads',
        'heads must be a whole number from 1 to 1024',
      );
    }
  });

  test('alibiSlopes: a non-number is a TypeError, never coerced', () => {
    assertError(() => api.alibiSlopes('8'), TypeError, 'heads', 'heads must be a number; got "8"');
    assertError(
      () => api.alibiSlopes({ valueOf: () => 8 }),
      TypeError,
      'heads',
      'must be a number',
    );
  });

  test('alibiBias: past heads * seqLen^2 = 4194304 is a RangeError naming the cost', () => {
    assertError(
      () => api.alibiBias(1024, 8),
      RangeError,
      'seqLen',
      'heads * seqLen * seqLen (the cost of alibiBias) must be at most 4194304; got 8 * 1024 * 1024 = 8388608',
    );
  });

  test('t5Bucket: a fractional position names its index', () => {
    assertError(
      () => api.t5Bucket([0, 1, 2.5]),
      RangeError,
      'relativePositions[2]',
      'relativePositions[2] must be a whole number',
    );
  });

  test('t5Bucket: a string element is a TypeError naming its index', () => {
    assertError(
      () => api.t5Bucket([0, '1']),
      TypeError,
      'relativePositions[1]',
      'must be a number',
    );
  });

  test('t5Bucket: numBuckets too small for the direction is a RangeError', () => {
    assertError(
      () => api.t5Bucket([1], { numBuckets: 3 }),
      RangeError,
      'numBuckets',
      'from 4 to 1024 when bidirectional',
    );
    assertError(
      () => api.t5Bucket([1], { numBuckets: 1, bidirectional: false }),
      RangeError,
      'numBuckets',
      'from 2 to 1024 when causal',
    );
  });

  test('t5Bucket: maxDistance at or below maxExact is a RangeError', () => {
    assertError(
      () => api.t5Bucket([1], { maxDistance: 8 }),
      RangeError,
      'maxDistance',
      'from 9 (maxExact + 1, maxExact = 8)',
    );
  });

  test('t5Bucket: bidirectional must be a boolean', () => {
    assertError(
      () => api.t5Bucket([1], { bidirectional: 1 }),
      TypeError,
      'bidirectional',
      'must be true or false; got 1',
    );
  });

  test('t5Bucket: unknown options are a TypeError', () => {
    assertError(
      () => api.t5Bucket([1], { buckets: 32 }),
      TypeError,
      'options',
      'options.buckets is not an option here',
    );
  });

  test('t5Bucket: inherited options are ignored', () => {
    const options = Object.create({ numBuckets: 3 });
    assert.deepEqual(Array.from(api.t5Bucket([1, -1], options)), [17, 1]);
  });

  test('t5Bucket: each option is read once', () => {
    let reads = 0;
    const options = {
      get numBuckets() {
        reads++;
        return reads === 1 ? 32 : 3;
      },
    };
    assert.deepEqual(Array.from(api.t5Bucket([1], options)), [17]);
    assert.equal(reads, 1);
  });

  test('t5BucketMatrix: seqLen^2 past 4194304 is a RangeError naming the cost', () => {
    assertError(
      () => api.t5BucketMatrix(2049),
      RangeError,
      'seqLen',
      'seqLen * seqLen (the cost of t5BucketMatrix) must be at most 4194304',
    );
  });

  test('shawIndices: k outside 0..65536 is a RangeError naming k', () => {
    assertError(
      () => api.shawIndices(8, -1),
      RangeError,
      'k',
      'k must be a whole number from 0 to 65536; got -1',
    );
    assertError(() => api.shawIndices(8, 65537), RangeError, 'k', 'got 65537');
  });

  test('shawIndices: seqLen 0 is a RangeError naming seqLen', () => {
    assertError(
      () => api.shawIndices(0, 2),
      RangeError,
      'seqLen',
      'seqLen must be a whole number from 1',
    );
  });

  test('after errors the schemes still give the same results', () => {
    const before = api.t5BucketMatrix(30);
    for (let k = 0; k < 50; k++) thrown(() => api.t5BucketMatrix(30, { maxDistance: 2 }));
    assert.deepEqual(api.t5BucketMatrix(30), before);
  });
});
