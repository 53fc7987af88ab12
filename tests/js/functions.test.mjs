// The engine functions' one description (cpp/bindings/functions.h): the
// generated .d.ts and API descriptions match what the live modules register,
// and every result reports the shape its description lists.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';

import { loadWasm } from '../../dist/lib/engine/wasm.js';
import * as coreDescriptions from '../../dist/generated/functions-core.js';
import * as fullDescriptions from '../../dist/generated/functions-full.js';

const full = await loadWasm('full');
const core = await loadWasm('core');
const { functions } = JSON.parse(full.functions());
const generated = new URL('../../dist/generated/', import.meta.url);
const fullDts = await readFile(new URL('posenc-wasm.d.ts', generated), 'utf8');
const coreDts = await readFile(new URL('posenc-wasm-core.d.ts', generated), 'utf8');

/** The functions a module registers with Embind (they carry argCount). */
const registered = (wasm) =>
  Object.keys(wasm).filter((k) => typeof wasm[k] === 'function' && 'argCount' in wasm[k]);

/** The methods posenc-wasm.d.ts declares, with their parameter counts. */
function declared(dts) {
  const body = dts.slice(dts.indexOf('export interface PosEncWasm {'));
  const methods = new Map();
  for (const [, name, params] of body.matchAll(/^ {2}(\w+)\(([^)]*)\): /gm)) {
    methods.set(name, params.trim() === '' ? 0 : params.split(',').length);
  }
  return methods;
}

test('the full module registers every described function and nothing else', () => {
  assert.deepEqual(registered(full).sort(), functions.map((f) => f.name).sort());
});

/** The functions the core module's C ABI calls (web/src/engine/core-abi.ts). */
const callable = (wasm) => Object.keys(wasm).filter((k) => typeof wasm[k] === 'function');

test('the core module calls exactly the functions described as core, in their order', () => {
  const described = functions.filter((f) => f.module === 'core').map((f) => f.name);
  assert.deepEqual(callable(core), described);
  assert.deepEqual(
    coreDescriptions.abi.functions.map((f) => f.name),
    described,
  );
  assert.ok(described.includes('averageGrid'));
  assert.ok(!described.includes('selfAttention'));
});

test('the core ABI passes each function the argument and return types of its adapter', () => {
  const core = functions.filter((f) => f.module === 'core');
  coreDescriptions.abi.functions.forEach((f, k) => {
    assert.deepEqual(f.args, core[k].types, f.name);
    assert.equal(f.returns, core[k].returns, f.name);
  });
});

test('the core .wasm is a plain C ABI: no Embind, no JavaScript glue, nothing imported but exit', async () => {
  const bytes = await readFile(new URL('posenc-wasm-core.wasm', generated));
  const module = await WebAssembly.compile(bytes);
  assert.deepEqual(
    WebAssembly.Module.imports(module)
      .map((i) => `${i.module}.${i.name}`)
      .sort(),
    ['env.emscripten_notify_memory_growth', 'wasi_snapshot_preview1.proc_exit'],
  );
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  for (const name of ['memory', 'args', 'returns', 'call', '_initialize'])
    assert.ok(exports.includes(name), name);
  assert.ok(!exports.some((name) => /embind/i.test(name)), exports.join(', '));
  await assert.rejects(readFile(new URL('posenc-wasm-core.js', generated)), { code: 'ENOENT' });
});

test('posenc-wasm.d.ts declares every registered function with its argument count', () => {
  const methods = declared(fullDts);
  assert.deepEqual([...methods.keys()].sort(), registered(full).sort());
  for (const [name, count] of methods) assert.equal(count, full[name].argCount, name);
});

test('posenc-wasm-core.d.ts names exactly the core module functions', () => {
  const union = /export type CoreWasmFunction = ([^;]+);/.exec(coreDts)[1];
  const names = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]);
  assert.deepEqual(names.sort(), callable(core).sort());
});

test('the API descriptions are the modules own, split by module', () => {
  const byModule = (module) =>
    functions.filter((f) => f.module === module && f.params.length > 0).map((f) => f.name);
  assert.deepEqual(
    coreDescriptions.functions.map((f) => f.name),
    byModule('core'),
  );
  assert.deepEqual(
    fullDescriptions.functions.map((f) => f.name),
    byModule('full'),
  );
  assert.deepEqual(
    coreDescriptions.fullApiNames,
    functions.filter((f) => f.module === 'full' && f.api).map((f) => f.name),
  );
});

test('every description names a source for each argument of its adapter', () => {
  for (const f of functions) assert.equal(f.sources.length, f.types.length, f.name);
});

test('a result reports its parts in the shape block: offsets and dimensions', () => {
  const shape = full.shape() / 8;
  const result = full.alibiBias(3, 2);
  assert.ok(result.ok);
  assert.deepEqual([...full.HEAPF64.subarray(shape, shape + 5)], [1, 0, 2, 3, 3]);
  full.release();
});
