// The engine's core module (loaded with the element for the heat map) and
// the full module: the same numbers and errors for the core's functions
// (the core through its C ABI, web/src/engine/core-abi.ts, also after its
// memory grew), a clear error for the functions only the full module has,
// and no Emscripten glue in the element's first load.
import assert from 'node:assert/strict';
import test from 'node:test';

import { createEngine } from '../../dist/lib/engine/api.js';
import { loadWasm } from '../../dist/lib/engine/wasm.js';

const core = await createEngine('core');
const full = await createEngine('full');

test('core and full modules give identical averageGrid means at 1,000,000 x 8192', () => {
  const window = {
    seqLen: 1_000_000,
    dModel: 8192,
    rowStart: 12_345.5,
    rowsPerPixel: 2_000.25,
    rowsPx: 40,
    colStart: 3.5,
    colsPerPixel: 20.5,
    colsPx: 60,
  };
  assert.deepEqual(core.averageGrid(window).data, full.averageGrid(window).data);
});

test('core and full modules give identical positionalEncoding values', () => {
  assert.deepEqual(
    core.positionalEncoding(64, 128, { layout: 'split' }).data,
    full.positionalEncoding(64, 128, { layout: 'split' }).data,
  );
});

test('a full-only function over the core names itself and the full engine', () => {
  assert.throws(
    () => core.selfAttention({ rows: 1, cols: 2, data: [1, 2] }),
    /selfAttention is not in the engine's core module.*createPosEnc\(\) loads the full engine/,
  );
});

test('errors of core functions are the same RangeError as the full module', () => {
  const message = (api) => {
    try {
      api.positionalEncoding(0, 4);
    } catch (error) {
      return [error.constructor.name, error.message, error.param];
    }
    return undefined;
  };
  assert.deepEqual(message(core), message(full));
  assert.equal(message(core)[0], 'RangeError');
});

test('the API over the core has every function of the full API, the same names', () => {
  assert.deepEqual(Object.keys(core).sort(), Object.keys(full).sort());
  for (const name of Object.keys(full)) assert.equal(typeof core[name], typeof full[name], name);
});

test('every atlas function over the core names itself instead of computing', () => {
  for (const [name, call] of [
    ['alibiSlopes', () => core.alibiSlopes(8)],
    ['t5Bucket', () => core.t5Bucket(3)],
    ['ropeFrequencies', () => core.ropeFrequencies(8)],
    ['precisionStats', () => core.precisionStats(8, 8, 'float16')],
    ['nopeCausalMean', () => core.nopeCausalMean([1, 2])],
  ]) {
    assert.throws(call, new RegExp(`^Error: ${name} is not in the engine's core module`), name);
  }
});

test('positionalEncoding in a reduced precision over the core names the full engine', () => {
  assert.throws(
    () => core.positionalEncoding(4, 8, { precision: 'float16' }),
    /positionalEncoding with a precision is not in the engine's core module/,
  );
  // The precision name is still read first: a wrong one is the same TypeError/RangeError.
  assert.throws(() => core.positionalEncoding(4, 8, { precision: 'float8' }), RangeError);
  assert.equal(full.positionalEncoding(4, 8, { precision: 'float16' }).data.length, 32);
});

test('an averageGrid window error over the core is the full module TypeError/RangeError with its param', () => {
  const window = {
    seqLen: 100,
    dModel: 8,
    rowStart: 0,
    rowsPerPixel: 1,
    rowsPx: 0,
    colStart: 0,
    colsPerPixel: 1,
    colsPx: 8,
  };
  const failure = (api) => {
    try {
      api.averageGrid(window);
    } catch (error) {
      return [error.constructor.name, error.message, error.param];
    }
    return undefined;
  };
  assert.ok(failure(core), 'the core accepted rowsPx 0');
  assert.deepEqual(failure(core), failure(full));
  assert.equal(failure(core)[2], 'rowsPx');
});

test('the core gives the full module values after its memory grew (a 32 MiB result)', () => {
  const positions = Float64Array.from({ length: 4096 }, (_, k) => k * 1.5);
  const before = core.encodePositions([3, 4], 8);
  const big = core.encodePositions(positions, 1024);
  assert.equal(big.data.length, 4096 * 1024);
  assert.deepEqual(
    big.data.subarray(-2048),
    full.encodePositions(positions, 1024).data.subarray(-2048),
  );
  assert.deepEqual(core.encodePositions([3, 4], 8), before);
});

test('the element script the first load fetches carries no Emscripten or Embind glue', async () => {
  const { readFile } = await import('node:fs/promises');
  const element = await readFile(
    new URL('../../dist/cdn/positional-encoding-widget.js', import.meta.url),
    'utf8',
  );
  for (const glue of ['_embind_register', 'BindingError', 'wasm-instantiate'])
    assert.ok(!element.includes(glue), glue);
});
