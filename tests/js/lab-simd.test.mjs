// The full engine module's SIMD build (CMakeLists.txt, posenc_wasm_simd),
// which the lab's training workers load where WebAssembly SIMD validates
// (web/src/engine/simd.ts): it gives the scalar module's bits exactly
// (training runs, losses, gradients, logits, attention, evaluation, for
// every task and encoding, causal and bidirectional), and a realm told not
// to use SIMD falls back to the scalar module. Each build runs in a worker
// thread of its own (a realm has one full module, as a browser worker does);
// the scalar results come from this thread's createPosEnc(), which never
// uses the SIMD build.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';

import { chooseFullBuild, simdSupported } from '../../dist/lib/engine/simd.js';
import { createPosEnc } from '../../dist/lib/index.js';
import { labCases, runCases } from './lab-simd-cases.mjs';

const sha256 = (file) =>
  createHash('sha256')
    .update(readFileSync(new URL(`../../dist/generated/${file}`, import.meta.url)))
    .digest('hex');
const SCALAR_WASM = sha256('posenc-wasm.wasm');
const SIMD_WASM = sha256('posenc-wasm-simd.wasm');

/** Runs the cases in a worker thread that chooses its build with `options`. */
function inThread(simd, cases) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lab-simd-thread.mjs', import.meta.url), {
      workerData: { simd, cases },
    });
    worker.once('message', (message) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const cases = labCases();
const scalar = runCases(await createPosEnc(), cases);

/** The first value of `a` whose bits differ from `b`'s, or undefined. */
function firstDifference(a, b) {
  if (a === undefined || b === undefined) return a === b ? undefined : 'one is missing';
  if (typeof a === 'number') return Object.is(a, b) ? undefined : `${a} vs ${b}`;
  if (a.length !== b.length) return `length ${a.length} vs ${b.length}`;
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  const byte = x.findIndex((v, i) => v !== y[i]);
  if (byte < 0) return undefined;
  const i = Math.floor(byte / a.BYTES_PER_ELEMENT);
  return `[${i}] ${a[i]} vs ${b[i]}`;
}

function assertSameBits(results, what) {
  assert.equal(results.length, scalar.length);
  let compared = 0;
  results.forEach((result, c) => {
    const { config } = cases[c];
    const name = `${config.task} ${config.encoding} ${config.causal ? 'causal' : 'bidirectional'} d ${config.dModel}`;
    for (const key of Object.keys(scalar[c])) {
      const difference = firstDifference(result[key], scalar[c][key]);
      assert.equal(difference, undefined, `${what}, ${name}: ${key} ${difference}`);
      compared++;
    }
  });
  return compared;
}

test('Node validates the WebAssembly SIMD probe', () => {
  assert.equal(simdSupported(), true);
});

test('a realm that chooses the SIMD build compiles posenc-wasm-simd.wasm and gives the scalar bits for every case', async () => {
  const thread = await inThread(undefined, cases);
  assert.equal(thread.build, 'simd');
  assert.equal(thread.again, 'simd', 'the first choice stays');
  assert.deepEqual(thread.compiledHashes, [SIMD_WASM]);
  assert.notEqual(SIMD_WASM, SCALAR_WASM);
  const compared = assertSameBits(thread.results, 'SIMD build');
  assert.ok(compared > 56 * 10, `compared ${compared} results`);
});

test('a realm told not to use SIMD (the fallback) compiles the scalar module and gives the same bits', async () => {
  const thread = await inThread(false, cases.slice(0, 6));
  assert.equal(thread.build, 'scalar');
  assert.equal(thread.again, 'scalar', 'the first choice stays');
  assert.deepEqual(thread.compiledHashes, [SCALAR_WASM]);
  assert.equal(thread.results.length, 6);
  thread.results.forEach((result, c) => {
    for (const key of Object.keys(scalar[c]))
      assert.equal(firstDifference(result[key], scalar[c][key]), undefined, key);
  });
});

test('choosing the build after the full module started loading in the realm is an error', async () => {
  // This thread loaded the scalar module above (createPosEnc).
  assert.throws(() => chooseFullBuild(), /the full engine module is already loading here/);
});
