// The public JavaScript API over the WebAssembly engine.
//
// Every function but positionalEncoding is its description (call.ts reads
// the arguments once, stages arrays in the module's input block, makes one
// engine call that validates and computes, and copies the result out by
// the shape it reports); a failed Result becomes a RangeError or TypeError
// (errors.ts). Results are copied out of module memory into the caller's
// own array (or the caller's `out`), never handed out as views that memory
// growth could detach. The module owns every block; release() frees them
// after each call.
import { importWatched } from './csp-blocked.js';
import { check } from './errors.js';
import * as shared from './facts.js';
import type { Variant } from './facts.js';
import { loadWasm, type EngineModule, type PosEncCoreWasm, type PosEncWasm } from './wasm.js';
import { checkOut, typedSet } from './read.js';
import { makeCaller, type CallFacts, type FullReaders, type FunctionDescription } from './call.js';
import type { makeFullApi } from './api-full.js';
import {
  functions as coreDescriptions,
  fullApiNames,
  type ApiName as CoreApiName,
  type FullApiName,
} from '../../generated/functions-core.js';
import type { PosEnc } from './types.js';

type FullApiModule = { makeFullApi: typeof makeFullApi; fullReaders: FullReaders };

interface Facts extends CallFacts {
  readonly variantNames: readonly Variant[];
}

// Fails to compile unless the descriptions yield exactly the API's functions
// (positionalEncoding, variants and limits are api.ts's own).
type Composed = 'positionalEncoding' | 'variants' | 'limits';
type Undescribed = Exclude<keyof PosEnc, CoreApiName | FullApiName | Composed>;
type Unknown = Exclude<CoreApiName | FullApiName, keyof PosEnc>;
const everyFunctionDescribed: [Undescribed | Unknown] extends [never]
  ? true
  : Undescribed | Unknown = true;
void everyFunctionDescribed;

/**
 * Over the core module (the widget's, while only the heat map is shown),
 * each full-only function says so instead of failing with "not a function".
 */
function notInCore(name: string): never {
  throw new Error(
    `${name} is not in the engine's core module (the heat map's functions); ` +
      'createPosEnc() loads the full engine',
  );
}

function described(name: string): FunctionDescription {
  return coreDescriptions.find((d) => d.name === name)!;
}

/**
 * The API over a module. `full` is api-full.ts, given with the full module:
 * it adds the functions only that module has.
 */
function makeApi(wasm: PosEncCoreWasm, full?: FullApiModule): PosEnc {
  // The facts the build copied from the engine (facts.ts; tests/js/facts.test.mjs
  // checks the copy against the full module), frozen copies for the API.
  const facts: Facts = Object.freeze({
    variantNames: Object.freeze(shared.variantNames.slice()),
    layoutNames: Object.freeze(shared.layoutNames.slice()),
    defaultBase: shared.defaultBase,
    limits: Object.freeze({ ...shared.limits }),
    ropeScalingNames: Object.freeze(shared.ropeScalingNames.slice()),
    precisionNames: Object.freeze(shared.precisionNames.slice()),
  });
  const caller = makeCaller(wasm, facts, full?.fullReaders);
  const part = full ? full.makeFullApi(caller, facts.precisionNames) : undefined;

  const api: Record<string, unknown> = {};
  for (const name of fullApiNames) api[name] = () => notInCore(name);
  Object.assign(api, part?.api);
  for (const d of coreDescriptions) if (d.api) api[d.name] = caller.api(d);

  const encodeBegin = described('encodeBegin');
  return Object.freeze({
    ...api,
    variants: facts.variantNames,
    limits: facts.limits,

    positionalEncoding(seqLen: unknown, dModel: unknown, opts?: unknown) {
      const read = caller.read(encodeBegin, [seqLen, dModel, opts]);
      const rows = read.values.get('seqLen') as number;
      const cols = read.values.get('dModel') as number;
      if (read.values.get('precision') !== 0) {
        if (!part) notInCore('positionalEncoding with a precision');
        return part.encodeInPrecision(read);
      }
      return caller.run(() => {
        // Rows are computed into a small module block and copied out while
        // still in cache: one pass over the result, no matrix-sized block.
        const options = read.values.get('options') as Parameters<PosEncWasm['encodeBegin']>[2];
        const plan = check(wasm.encodeBegin(rows, cols, options));
        const n = rows * cols;
        if (read.out !== undefined) checkOut(read.out, n, 'seqLen * dModel');
        const data = read.out ?? new Float64Array(n);
        const rowsPerChunk = plan.value;
        const start = plan.address / 8;
        for (let row = 0; row < rows; row += rowsPerChunk) {
          const end = Math.min(rows, row + rowsPerChunk);
          if (!wasm.encodeFill(row, end)) throw new Error('engine: encode plan refused its rows');
          const chunk = wasm.HEAPF64.subarray(start, start + (end - row) * cols);
          typedSet.call(data, chunk, row * cols);
        }
        return { rows, cols, data };
      });
    },
  }) as unknown as PosEnc;
}

const apis = new Map<EngineModule, Promise<PosEnc>>();

/**
 * The API over one engine module (once per page or process; later calls
 * share it). Over `core`, the functions the heat map does not use throw an
 * Error that names them; the widget asks for `full` before it shows a view
 * that needs them (views/registry.ts, `engine`).
 */
export function createEngine(module: EngineModule): Promise<PosEnc> {
  let api = apis.get(module);
  if (!api) {
    const full =
      module === 'full'
        ? importWatched(
            () => import('./api-full.js'),
            new URL(import.meta.url),
            "the engine's code",
          )
        : Promise.resolve(undefined);
    api = Promise.all([loadWasm(module), full]).then(
      ([wasm, fullApi]) => makeApi(wasm, fullApi),
      (error: unknown) => {
        apis.delete(module);
        throw error;
      },
    );
    apis.set(module, api);
  }
  return api;
}

/**
 * Loads the WebAssembly engine (once per page or process; later calls share
 * it) and resolves to its API.
 */
export function createPosEnc(): Promise<PosEnc> {
  return createEngine('full');
}
