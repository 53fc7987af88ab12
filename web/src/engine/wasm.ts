// The only module that loads the WebAssembly engine. The engine ships as two
// modules (scripts/build-wasm.sh): the core, with what the heat map needs
// (encoding, averageGrid, wavelengths), which loads with the element and is a
// plain C ABI with no Emscripten glue (core-abi.ts instantiates it); and the
// full module, with every function through Embind, whose JavaScript is a
// separate chunk fetched only when a caller asks for it. The lab's training
// workers may swap the full module's .wasm for its SIMD build (useSimdBuild,
// engine/simd.ts), which runs with the same glue. One instance per
// module per JavaScript
// realm, created on first use and shared by every caller (the page, each
// widget, the package API). A failed load is forgotten, so a later call
// retries instead of returning the same rejection forever.
import { importWatched, watchBlocked } from './csp-blocked.js';
import { instantiateCore } from './core-abi.js';
import type { PosEncCoreWasm } from '../../generated/posenc-wasm-core.js';
import type { PosEncWasm, PosEncWasmOptions } from '../../generated/posenc-wasm.js';

export type {
  PosEncWasm,
  WasmGridWindow,
  WasmOptions,
  WasmResult,
} from '../../generated/posenc-wasm.js';
export type { CoreWasmFunction, PosEncCoreWasm } from '../../generated/posenc-wasm-core.js';

/** Which engine module: `core` (the heat map's functions) or `full` (every function). */
export type EngineModule = 'core' | 'full';

type Factory = (options?: PosEncWasmOptions) => Promise<PosEncCoreWasm>;

/** The .wasm files, found relative to this module wherever it is hosted. */
const files: Record<EngineModule, () => URL> = {
  core: () => new URL('../../generated/posenc-wasm-core.wasm', import.meta.url),
  full: () => new URL('../../generated/posenc-wasm.wasm', import.meta.url),
};

const instances = new Map<EngineModule, Promise<PosEncCoreWasm>>();
const compiled = new Map<EngineModule, Promise<WebAssembly.Module>>();

/**
 * Defined (true) only by the package's browser builds (vite.cdn.config.ts),
 * which thereby drop the Node branch below: a consumer's bundler then never
 * sees its node:fs import (and never warns about it).
 */
declare const __PE_BROWSER__: boolean | undefined;

/**
 * Defined (true) only by the anywidget build (vite.anywidget.ts), whose host
 * hands the engine over as bytes (provideWasmBytes). Elsewhere the code
 * below that uses them folds away, so the element's own files do not change.
 */
declare const __PE_HOST_BYTES__: boolean | undefined;

const hostBytes = typeof __PE_HOST_BYTES__ !== 'undefined' && __PE_HOST_BYTES__;

/** A module's .wasm as bytes from the host (the anywidget module: a blob: URL has no folder). */
const provided = new Map<EngineModule, Uint8Array<ArrayBuffer>>();

/** The first bytes of every .wasm file: "\0asm". */
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

/**
 * Hands the engine's `module` over as bytes (a copy is kept), so it is
 * compiled from them and its file is never fetched (only in the anywidget
 * build). The first bytes given for a module stay (it is compiled once per
 * page); later calls are ignored. Throws a TypeError naming `module` when
 * `bytes` is not a .wasm.
 */
export function provideWasmBytes(module: EngineModule, bytes: ArrayBuffer | ArrayBufferView): void {
  const view = ArrayBuffer.isView(bytes)
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : new Uint8Array(bytes);
  if (view.length < 8 || WASM_MAGIC.some((byte, i) => view[i] !== byte)) {
    throw new TypeError(
      `the ${module} engine module's bytes are not a WebAssembly module (${view.length} bytes, not starting with \\0asm)`,
    );
  }
  if (!provided.has(module)) provided.set(module, view.slice());
}

/**
 * Makes this realm's full module the SIMD build (CMakeLists.txt,
 * posenc_wasm_simd: the same functions and bits, the lab's engine compiled
 * with -msimd128, run by the same glue), for the code that runs in it from
 * then on. Only the lab's training workers call it, through engine/simd.ts
 * once the engine validates WebAssembly SIMD, so the page never fetches that
 * file. Throws if the full module is already loading here: a realm has one
 * full module.
 */
export function useSimdBuild(): void {
  if (instances.has('full') || compiled.has('full') || (hostBytes && provided.has('full'))) {
    throw new Error('the full engine module is already loading here');
  }
  files.full = () => new URL('../../generated/posenc-wasm-simd.wasm', import.meta.url);
}

/** The full module's factory, told not to resolve its file's name (a blob: module has no folder). */
function withoutFileName(factory: Factory): Factory {
  return (options) => factory({ ...options, locateFile: (name: string) => name });
}

/**
 * A name for a module given as bytes, in error messages (resolving its
 * file's URL would throw in a blob: module).
 */
function givenFile(module: EngineModule): URL {
  return new URL(`bytes:${module}-engine-given-by-the-host`);
}

const isNode =
  !(typeof __PE_BROWSER__ !== 'undefined' && __PE_BROWSER__) &&
  typeof process !== 'undefined' &&
  typeof process.versions?.node === 'string';

/** How long the browser may take to download and compile the engine. */
const LOAD_TIMEOUT_MS = 30_000;

/** A sentence a reader can act on, for the ways loading the engine fails. */
function explain(error: unknown, url: URL): Error {
  const text = error instanceof Error ? error.message : String(error);
  if (/Content Security Policy|unsafe-eval|CSP/i.test(text)) {
    return new Error(
      "WebAssembly is blocked by this page's Content-Security-Policy: script-src needs 'wasm-unsafe-eval'",
    );
  }
  if (error instanceof TypeError) {
    return new Error(`the engine file ${url.pathname} could not be downloaded (${text})`);
  }
  return error instanceof Error ? error : new Error(text);
}

/** The full module's Emscripten glue (a lazily loaded chunk); a chunk blocked by the page's policy says which directive. */
function loadFactory(): Promise<Factory> {
  // The glue chunk comes from where this script does.
  return importWatched(
    () =>
      import('../../generated/posenc-wasm.js').then((m) =>
        hostBytes && provided.has('full') ? withoutFileName(m.default) : m.default,
      ),
    new URL(import.meta.url),
    "the engine's code",
  );
}

/** A .wasm file's bytes in Node, where the web build cannot fetch a file: URL. */
async function readBytes(url: URL): Promise<Uint8Array<ArrayBuffer>> {
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(
    /* @vite-ignore */ fsModule
  )) as typeof import('node:fs/promises');
  return readFile(url);
}

/**
 * Downloads and compiles a module's .wasm. Served as application/wasm, it is
 * compiled while it downloads (compileStreaming); otherwise from its bytes.
 */
async function compileFrom(url: URL): Promise<WebAssembly.Module> {
  const watch = watchBlocked();
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    watch.stop();
  } catch (error) {
    const blocked = await watch.explain(url);
    throw blocked ? new Error(`the engine file ${url.pathname} was ${blocked}`) : error;
  }
  if (!response.ok) {
    throw new Error(
      `the engine file ${url.pathname} could not be downloaded (HTTP ${response.status})`,
    );
  }
  const isWasm = response.headers.get('content-type')?.startsWith('application/wasm');
  if (isWasm && typeof WebAssembly.compileStreaming === 'function') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * Starts downloading and compiling a module's .wasm without creating the
 * instance (the widget calls it as soon as it knows it will be shown, so the
 * compile runs while the rest of its code loads). Browser only; a failure
 * is reported by the loadWasm() that uses it.
 */
export function prefetchWasm(module: EngineModule = 'full'): void {
  if (isNode || typeof WebAssembly !== 'object' || instances.has(module)) return;
  compiledModule(module).catch(() => {});
}

function compiledModule(module: EngineModule): Promise<WebAssembly.Module> {
  let promise = compiled.get(module);
  if (hostBytes && !promise && provided.has(module)) {
    promise = WebAssembly.compile(provided.get(module)!);
    compiled.set(module, promise);
  }
  if (!promise) {
    const url = files[module]();
    promise = isNode
      ? readBytes(url).then((bytes) => WebAssembly.compile(bytes))
      : compileFrom(url);
    compiled.set(module, promise);
    // A failed download is tried again by the next load.
    promise.catch(() => compiled.delete(module));
  }
  return promise;
}

async function instantiate(module: EngineModule): Promise<PosEncCoreWasm> {
  if (typeof WebAssembly !== 'object') {
    throw new Error('WebAssembly is not available in this browser or is blocked by its settings');
  }
  const url = hostBytes && provided.has(module) ? givenFile(module) : files[module]();
  const factory = module === 'full' ? await loadFactory() : undefined;
  if (isNode && factory) return factory({ wasmBinary: await readBytes(url) });
  // The browser loads the file itself (and so does Node for the core) so
  // that a 404, a blocked compile or a stalled download ends in a clear error
  // rather than Emscripten's abort text or a promise that never settles.
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const timer = setTimeout(
    () => fail(new Error(`the engine did not load within ${LOAD_TIMEOUT_MS / 1000} s`)),
    LOAD_TIMEOUT_MS,
  );
  try {
    return await Promise.race([
      factory
        ? factory({
            instantiateWasm(imports, receive) {
              compiledModule(module)
                .then((compiledWasm) => WebAssembly.instantiate(compiledWasm, imports))
                .then(receive, (error: unknown) => fail(explain(error, url)));
              return {};
            },
            onAbort: (what: unknown) => fail(explain(what, url)),
          })
        : compiledModule(module)
            .then(instantiateCore)
            .catch((error: unknown) => {
              throw explain(error, url);
            }),
      failed,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves to the shared instance of the full engine, loading it on the first call. */
export function loadWasm(): Promise<PosEncWasm>;
/** Resolves to the shared instance of `module`, loading it on the first call. */
export function loadWasm(module: 'core'): Promise<PosEncCoreWasm>;
export function loadWasm(module: EngineModule): Promise<PosEncCoreWasm>;
export function loadWasm(module: EngineModule = 'full'): Promise<PosEncCoreWasm> {
  let instance = instances.get(module);
  if (!instance) {
    instance = instantiate(module).catch((error: unknown) => {
      instances.delete(module);
      throw error;
    });
    instances.set(module, instance);
  }
  return instance;
}
