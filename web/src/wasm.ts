// The only module that loads the WebAssembly engine. One instance per
// JavaScript realm, created on first use and shared by every caller (the
// page, each widget, the package API). A failed load is forgotten, so a
// later call retries instead of returning the same rejection forever.
import createPosEncModule, { type PosEncWasm } from './generated/posenc-wasm.js';

export type { PosEncWasm, WasmStatus } from './generated/posenc-wasm.js';

let instance: Promise<PosEncWasm> | undefined;

const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

async function instantiate(): Promise<PosEncWasm> {
  if (typeof WebAssembly !== 'object') {
    throw new Error('WebAssembly is not available in this browser or is blocked by its settings');
  }
  if (isNode) {
    // The web build cannot fetch a file: URL in Node; hand it the bytes.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(
      /* @vite-ignore */ fsModule
    )) as typeof import('node:fs/promises');
    const wasmBinary = await readFile(new URL('./generated/posenc-wasm.wasm', import.meta.url));
    return createPosEncModule({ wasmBinary });
  }
  return createPosEncModule();
}

/** Resolves to the shared engine instance, loading it on the first call. */
export function loadWasm(): Promise<PosEncWasm> {
  instance ??= instantiate().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}
