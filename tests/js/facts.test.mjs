// The shared facts: defined once in C++ (cpp/include/posenc/facts.h), copied
// at build time into web/generated/facts.js for the page, and reported
// by the live module to the API. The copy must equal what the module says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as facts from '../../dist/lib/engine/facts.js';
import { defaultBase, layoutNames, limits, variantNames } from 'positional-encoding-widget';
import { loadWasm } from '../../dist/lib/engine/wasm.js';
import { api, thrown } from './util.mjs';

const live = JSON.parse((await loadWasm()).facts());

test('the generated facts equal what the live module reports', () => {
  assert.deepEqual([...facts.variantNames], live.variantNames);
  assert.deepEqual([...facts.layoutNames], live.layoutNames);
  assert.equal(facts.defaultBase, live.defaultBase);
  assert.deepEqual({ ...facts.limits }, live.limits);
});

test('the package entry re-exports the same facts', () => {
  assert.equal(variantNames, facts.variantNames);
  assert.equal(layoutNames, facts.layoutNames);
  assert.equal(defaultBase, 10000);
  assert.equal(limits, facts.limits);
});

test('the API reports the same names and limits as the facts', () => {
  assert.deepEqual([...api.variants], live.variantNames);
  assert.deepEqual({ ...api.limits }, live.limits);
});

test('the default base is the facts default: no base equals base 10000 explicitly', () => {
  const implicit = api.wavelengths(8);
  const explicit = api.wavelengths(8, { base: facts.defaultBase });
  assert.deepEqual(implicit, explicit);
  assert.notDeepEqual(api.wavelengths(8, { base: 100 }), implicit);
});

test('columnsOfPair: interleaved pairs sit at 2i and 2i+1', () => {
  assert.deepEqual(api.columnsOfPair(3, 16), { sin: 6, cos: 7 });
  assert.deepEqual(api.columnsOfPair(3, 16, { layout: 'interleaved' }), { sin: 6, cos: 7 });
});

test('columnsOfPair: split pairs sit at i and dModel/2 + i', () => {
  assert.deepEqual(api.columnsOfPair(3, 16, { layout: 'split' }), { sin: 3, cos: 11 });
});

test('pairOfColumn inverts columnsOfPair for every column of both layouts', () => {
  for (const layout of facts.layoutNames) {
    for (let column = 0; column < 12; column++) {
      const { pair, fn } = api.pairOfColumn(column, 12, { layout });
      assert.equal(api.columnsOfPair(pair, 12, { layout })[fn], column, `${layout} ${column}`);
    }
  }
});

test('the column rule matches the encoding: the sin column of pair i holds sin(pos / base^(2i/d))', () => {
  for (const layout of facts.layoutNames) {
    const m = api.positionalEncoding(1, 8, { layout });
    const at1 = api.encodePositions([1], 8, { layout }).data;
    for (let pair = 0; pair < 4; pair++) {
      const { sin, cos } = api.columnsOfPair(pair, 8, { layout });
      assert.equal(m.data[sin], 0, `${layout} pair ${pair} sin at position 0`);
      assert.equal(m.data[cos], 1, `${layout} pair ${pair} cos at position 0`);
      assert.equal(at1[sin], Math.sin(1 / 10000 ** ((2 * pair) / 8)));
    }
  }
});

test('the column rule is validated like every other call', () => {
  const error = thrown(() => api.pairOfColumn(2.5, 8));
  assert.ok(error instanceof RangeError);
  assert.equal(error.param, 'column');
});
