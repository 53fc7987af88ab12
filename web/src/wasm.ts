// The only module that loads the WebAssembly engine. One instance per
// JavaScript realm, created on first use and shared by every caller (the
// page, each widget, the package API). A failed load is forgotten, so a
// later call retries instead of returning the same rejection forever.
import { watchBlocked } from './csp-blocked.js';
import createPosEncModule, { type PosEncWasm } from './generated/posenc-wasm.js';

export type {
  PosEncWasm,
  WasmGridWindow,
  WasmOptions,
  WasmResult,
} from './generated/posenc-wasm.js';

let instance: Promise<PosEncWasm> | undefined;

/**
 * Defined (true) only by the package's browser builds (vite.cdn.config.ts),
 * which thereby drop the Node branch below: a consumer's bundler then never
 * sees its node:fs import (and never warns about it).
 */
declare const __PE_BROWSER__: boolean | undefined;

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

async function compile(url: URL, imports: WebAssembly.Imports): Promise<WebAssembly.Instance> {
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
  if (isWasm && typeof WebAssembly.instantiateStreaming === 'function') {
    return (await WebAssembly.instantiateStreaming(response, imports)).instance;
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

async function instantiate(): Promise<PosEncWasm> {
  if (typeof WebAssembly !== 'object') {
    throw new Error('WebAssembly is not available in this browser or is blocked by its settings');
  }
  const url = new URL('./generated/posenc-wasm.wasm', import.meta.url);
  if (isNode) {
    // The web build cannot fetch a file: URL in Node; hand it the bytes.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(
      /* @vite-ignore */ fsModule
    )) as typeof import('node:fs/promises');
    return createPosEncModule({ wasmBinary: await readFile(url) });
  }
  // The browser loads the file itself so that a 404, a blocked compile or a
  // stalled download ends in a clear error rather than Emscripten's abort
  // text or a promise that never settles.
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
      createPosEncModule({
        instantiateWasm(imports, receive) {
          compile(url, imports).then(receive, (error: unknown) => fail(explain(error, url)));
          return {};
        },
        onAbort: (what: unknown) => fail(explain(what, url)),
      }),
      failed,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves to the shared engine instance, loading it on the first call. */
export function loadWasm(): Promise<PosEncWasm> {
  instance ??= instantiate().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}
