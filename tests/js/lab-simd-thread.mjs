// One realm of tests/js/lab-simd.test.mjs (not a test file itself): a Node
// worker thread that chooses its full engine module as the lab's training
// workers do (engine/simd.ts, with workerData.simd as the option), runs the
// lab cases of lab-simd-cases.mjs through the package's API and posts back
// the build it chose, the bytes the engine compiled and every result.
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

import { chooseFullBuild } from '../../dist/lib/engine/simd.js';
import { createPosEnc } from '../../dist/lib/index.js';
import { runCases } from './lab-simd-cases.mjs';

// Which .wasm bytes the engine compiled (in Node the full module's glue
// instantiates from wasmBinary; the core module is compiled): an observation
// only, every call goes through unchanged.
const compiledHashes = [];
const hash = (source) =>
  createHash('sha256')
    .update(
      ArrayBuffer.isView(source)
        ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
        : new Uint8Array(source),
    )
    .digest('hex');
for (const name of ['compile', 'instantiate']) {
  const original = WebAssembly[name];
  WebAssembly[name] = (source, ...rest) => {
    if (ArrayBuffer.isView(source) || source instanceof ArrayBuffer)
      compiledHashes.push(hash(source));
    return original(source, ...rest);
  };
}

const build = chooseFullBuild(workerData.simd === undefined ? {} : { simd: workerData.simd });
const pe = await createPosEnc();
const t0 = performance.now();
const results = runCases(pe, workerData.cases);
parentPort.postMessage({
  build,
  again: chooseFullBuild({ simd: !workerData.simd }),
  compiledHashes,
  results,
  ms: performance.now() - t0,
});
