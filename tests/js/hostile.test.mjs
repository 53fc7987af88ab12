// Hostile inputs (issue 8, items 2 and 6): every input is read exactly once
// into memory the engine owns before the engine sees it, and options are
// read as own properties only. Afterwards the module gives bit-identical
// results and its memory has not grown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWasm } from '../../dist/lib/engine/wasm.js';
import { api, sameBytes } from './util.mjs';

const wasm = await loadWasm();
const memoryBytes = () => wasm.HEAPF64.buffer.byteLength;

const grid = {
  seqLen: 5000,
  dModel: 64,
  rowStart: 3.5,
  rowsPerPixel: 17.25,
  rowsPx: 30,
  colStart: 0,
  colsPerPixel: 1.5,
  colsPx: 40,
};

/** Small results of every function, as flat Float64Arrays. */
function snapshot() {
  const att = api.selfAttention({ rows: 3, cols: 2, data: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6] });
  return {
    encode: api.positionalEncoding(30, 8, { layout: 'split' }).data,
    positions: api.encodePositions([0.5, -3, 1e9], 8).data,
    output: att.output.data,
    weights: att.weights.data,
    shift: api.shift([0, 1, 0, 1], 5),
    rope: api.rope([1, 2, 3, 4], 3),
    scores: api.ropeScores([1, 0, 0, 1], [0, 1, 1, 0], 5).data,
    rotation: api.rotationMatrix(3, 1, 8),
    dots: api.dotProducts(6, 8).data,
    wavelengths: api.wavelengths(8),
    grid: api.averageGrid(grid).data,
    table: api.learnedTable(3, 4, 7).data,
    counts: Float64Array.of(api.uniqueRows(20, 4), api.learnedParameterCount(512, 768)),
  };
}

const baseline = snapshot();
const baselineMemory = memoryBytes();

function assertIntact(when) {
  const now = snapshot();
  for (const key of Object.keys(baseline)) {
    assert.ok(sameBytes(now[key], baseline[key]), `${key} differs ${when}`);
  }
  assert.equal(memoryBytes(), baselineMemory, `module memory grew ${when}`);
}

/** Runs `call`; any outcome but a RangeError/TypeError or a normal return fails. */
function survive(call) {
  try {
    return call();
  } catch (error) {
    assert.ok(
      error instanceof RangeError || error instanceof TypeError,
      `unexpected ${error?.constructor?.name}: ${error?.message}`,
    );
    assert.ok(!(error instanceof WebAssembly.RuntimeError), error.message);
    return error;
  }
}

test('issue 8 repro: shift with an element getter that grows the array to 65536 reads it once', () => {
  for (let round = 0; round < 50; round++) {
    const v = [0, 1, 0, 1];
    let n = 0;
    Object.defineProperty(v, 3, {
      get() {
        if (++n === 2) v.length = 65536;
        return 1;
      },
    });
    const result = api.shift(v, 5);
    assert.equal(n, 1, 'the getter ran once');
    assert.ok(sameBytes(result, baseline.shift));
  }
  assertIntact('after the growing-array shift calls');
});

test('issue 8 repro: rope with an array that grows from 4 to 40 while read uses the 4 values read', () => {
  const v = [1, 2, 3, 4];
  Object.defineProperty(v, 0, {
    get() {
      for (let k = 0; k < 36; k++) v.push(9);
      return 1;
    },
  });
  const result = api.rope(v, 3);
  assert.equal(result.length, 4);
  assert.ok(sameBytes(result, baseline.rope));
  assertIntact('after the growing-array rope call');
});

test('issue 8 repro: averageGrid with a rowsPx getter answering 1024, 1024, then 1 reads it once', () => {
  let calls = 0;
  const window = { ...grid };
  Object.defineProperty(window, 'rowsPx', {
    enumerable: true,
    get() {
      calls++;
      return calls <= 2 ? 1024 : 1;
    },
  });
  const result = api.averageGrid(window);
  assert.equal(calls, 1);
  assert.equal(result.rows, 1024);
  assert.equal(result.data.length, 1024 * grid.colsPx);
  assertIntact('after the averageGrid getter call');
});

test('issue 8 repro: encodePositions with an array that shrinks while read never reads leftover memory', () => {
  const positions = [1, 2, 3, 4];
  Object.defineProperty(positions, 1, {
    get() {
      positions.length = 1;
      return 2;
    },
  });
  // Index 2 and 3 are gone when read: a TypeError naming positions[2], not a
  // value from leftover module memory.
  const error = survive(() => api.encodePositions(positions, 8));
  assert.ok(error instanceof TypeError);
  assert.equal(error.param, 'positions[2]');
  assert.match(error.message, /got undefined/);
  assertIntact('after the shrinking-array encodePositions call');
});

test('a Proxy array is read once per index and its length once', () => {
  const reads = new Map();
  const target = [0.5, -3, 1e9];
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return Reflect.get(t, key, receiver);
    },
  });
  const result = api.encodePositions(proxy, 8);
  assert.ok(sameBytes(result.data, baseline.positions));
  assert.equal(reads.get('length'), 1);
  for (const k of ['0', '1', '2']) assert.equal(reads.get(k), 1, `index ${k}`);
});

test('a Proxy whose length answers differently each time is read once', () => {
  let n = 0;
  const proxy = new Proxy([0, 1, 0, 1], {
    get(t, key, receiver) {
      if (key === 'length') return ++n === 1 ? 4 : 1 << 20;
      return Reflect.get(t, key, receiver);
    },
  });
  assert.ok(sameBytes(api.shift(proxy, 5), baseline.shift));
  assert.equal(n, 1);
  assertIntact('after the lying-length Proxy');
});

test('a typed array with a fake own length property is read by its real length', () => {
  const v = Float64Array.of(0, 1, 0, 1);
  Object.defineProperty(v, 'length', { value: 1 << 20 });
  assert.ok(sameBytes(api.shift(v, 5), baseline.shift));
  assertIntact('after the fake-length typed array');
});

test('a re-entrant getter that calls the API meanwhile changes nothing', () => {
  const v = [0, 1, 0, 1];
  Object.defineProperty(v, 2, {
    get() {
      api.dotProducts(40, 64);
      api.encodePositions(new Float64Array(1000).fill(3), 64);
      return 0;
    },
  });
  assert.ok(sameBytes(api.shift(v, 5), baseline.shift));
  assertIntact('after re-entrant calls');
});

test('numbers are never coerced: valueOf and toString are not called', () => {
  let called = 0;
  const sneaky = {
    valueOf() {
      called++;
      return 4;
    },
    toString() {
      called++;
      return '4';
    },
  };
  const calls = [
    (x) => api.positionalEncoding(x, 4),
    (x) => api.positionalEncoding(3, x),
    (x) => api.encodePositions([1], x),
    (x) => api.encodePositions([x], 4),
    (x) => api.selfAttention({ rows: x, cols: 1, data: [1, 2, 3, 4] }),
    (x) => api.selfAttention({ rows: 2, cols: 2, data: [1, x, 3, 4] }),
    (x) => api.shift([0, 1], x),
    (x) => api.shift([0, x], 1),
    (x) => api.rotationMatrix(x, 0, 4),
    (x) => api.rotationMatrix(1, x, 4),
    (x) => api.rotationMatrix(1, 0, x),
    (x) => api.dotProducts(x, 4),
    (x) => api.wavelengths(x),
    (x) => api.uniqueRows(x, 4),
    (x) => api.learnedTable(x, 4),
    (x) => api.learnedTable(2, 4, x),
    (x) => api.learnedParameterCount(x, 4),
    (x) => api.rope([1, 0], x),
    (x) => api.ropeScores([1, 0], [x, 0], 3),
    (x) => api.ropeScores([1, 0], [1, 0], x),
    (x) => api.averageGrid({ ...grid, colsPx: x }),
    (x) => api.positionalEncoding(3, 4, { base: x }),
    (x) => api.columnsOfPair(x, 4),
    (x) => api.pairOfColumn(1, x),
  ];
  for (const call of calls) {
    const error = survive(() => call(sneaky));
    assert.ok(error instanceof TypeError, String(call));
  }
  assert.equal(called, 0);
  assertIntact('after valueOf objects');
});

test('every array parameter survives growing, shrinking and throwing getters', () => {
  const arrayCalls = [
    (v) => api.encodePositions(v, 4),
    (v) => api.selfAttention({ rows: 2, cols: 2, data: v }),
    (v) => api.shift(v, 3),
    (v) => api.rope(v, 3),
    (v) => api.ropeScores(v, [1, 2, 3, 4], 3),
    (v) => api.ropeScores([1, 2, 3, 4], v, 3),
  ];
  const hostile = [
    () => {
      const v = [1, 2, 3, 4];
      Object.defineProperty(v, 0, { get: () => ((v.length = 100000), 1) });
      return v;
    },
    () => {
      const v = [1, 2, 3, 4];
      Object.defineProperty(v, 0, { get: () => ((v.length = 0), 1) });
      return v;
    },
    () => {
      const v = [1, 2, 3, 4];
      Object.defineProperty(v, 2, {
        get() {
          throw new RangeError('from a getter');
        },
      });
      return v;
    },
    () => new Proxy([1, 2, 3, 4], { get: (t, k) => (k === 'length' ? 1e12 : t[k]) }),
    () => new Proxy([1, 2, 3, 4], { get: (t, k) => (k === 'length' ? -1 : t[k]) }),
    () => new Proxy([1, 2, 3, 4], { get: (t, k) => (k === 'length' ? 2.5 : t[k]) }),
    () => new Proxy([1, 2, 3, 4], { get: (t, k) => (k === 'length' ? '4' : t[k]) }),
  ];
  for (const call of arrayCalls) {
    for (const make of hostile) survive(() => call(make()));
  }
  assertIntact('after hostile arrays');
});

test('every object parameter is read once per field (matrix, window, options)', () => {
  const counts = {};
  const counted = (values) => {
    const object = {};
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(object, key, {
        enumerable: true,
        get() {
          counts[key] = (counts[key] ?? 0) + 1;
          return value;
        },
      });
    }
    return object;
  };
  api.selfAttention(counted({ rows: 3, cols: 2, data: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6] }));
  api.averageGrid(
    counted(grid),
    counted({ base: 10000, layout: 'interleaved', variant: 'correct' }),
  );
  for (const [key, n] of Object.entries(counts)) assert.equal(n, 1, key);
  assert.equal(Object.keys(counts).length, 3 + 8 + 3);
});

test('options are read as own properties only: Object.create({base: 2}) uses the default base', () => {
  const inherited = Object.create({ base: 2, layout: 'split', out: new Float64Array(3) });
  assert.ok(
    sameBytes(
      api.positionalEncoding(30, 8, Object.assign(inherited, { layout: 'split' })).data,
      baseline.encode,
    ),
  );
  assert.ok(sameBytes(api.wavelengths(8, Object.create({ base: 2 })), baseline.wavelengths));
});

test('a polluted Object.prototype changes nothing', () => {
  const keys = ['foo', 'base', 'layout', 'variant', 'out', 'seqLen', 'rows', 'data', 'length', '0'];
  for (const key of keys) Object.prototype[key] = 1;
  try {
    assertIntact('with Object.prototype polluted');
    assert.equal(api.variants[0], 'correct');
  } finally {
    for (const key of keys) delete Object.prototype[key];
  }
  assertIntact('after the pollution is removed');
});

test('a window missing a field is a TypeError even if Object.prototype supplies it', () => {
  const { colsPx, ...partial } = grid;
  assert.equal(colsPx, 40);
  Object.prototype.colsPx = 40;
  try {
    assert.throws(
      () => api.averageGrid(partial),
      (e) => e instanceof TypeError && e.param === 'colsPx',
    );
  } finally {
    delete Object.prototype.colsPx;
  }
});
