// The public JavaScript API over the WebAssembly engine.
//
// Each function reads its arguments once into values it owns (read.ts),
// stages array inputs in the module's input block, and makes one engine
// call that validates and computes; a failed Result becomes a RangeError or
// TypeError (errors.ts). Results are copied out of module memory into the
// caller's own array (or the caller's `out`), never handed out as views that
// memory growth could detach. The module owns every block; release() frees
// them after each call.
import { importWatched } from './csp-blocked.js';
import { check, rangeError } from './errors.js';
import type { Limits, Variant } from './facts.js';
import {
  loadWasm,
  type CoreFunction,
  type EngineModule,
  type PosEncCoreWasm,
  type PosEncWasm,
  type WasmResult,
} from './wasm.js';
import {
  checkOut,
  own,
  readArray,
  readNumber,
  readObject,
  readOptions,
  readPrecision,
  typedSet,
  type ArrayCopy,
  type OptionNames,
  type ReadOptions,
} from './read.js';
import type { makeFullApi } from './api-full.js';
import { fullOnlyNames, type FullOnlyName } from './full-names.js';
import type {
  ColumnPair,
  EncodingOptions,
  GridWindow,
  LayoutOptions,
  Matrix,
  OutOptions,
  PairColumns,
  PosEnc,
  PrecisionOptions,
  WavelengthOptions,
} from './types.js';

type FullApiModule = { makeFullApi: typeof makeFullApi };

interface Facts extends OptionNames {
  readonly variantNames: readonly Variant[];
  readonly limits: Limits;
  readonly ropeScalingNames: readonly string[];
  readonly precisionNames: readonly string[];
}

const encodingKeys = ['base', 'layout', 'variant'] as const;
const encodingOutKeys = [...encodingKeys, 'out'] as const;
const windowFields = [
  'seqLen',
  'dModel',
  'rowStart',
  'rowsPerPixel',
  'rowsPx',
  'colStart',
  'colsPerPixel',
  'colsPx',
] as const;

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

function coreStandIns(): Pick<PosEnc, FullOnlyName> {
  const standIns: Record<string, () => never> = {};
  for (const name of fullOnlyNames) standIns[name] = () => notInCore(name);
  return standIns as unknown as Pick<PosEnc, FullOnlyName>;
}

/**
 * The API over a module. `full` is api-full.ts, given with the full module:
 * it adds the functions only that module has.
 */
function makeApi(wasm: PosEncCoreWasm, full?: FullApiModule): PosEnc {
  const parsed = JSON.parse(wasm.facts()) as Facts;
  const facts: Facts = Object.freeze({
    variantNames: Object.freeze(parsed.variantNames.slice()),
    layoutNames: Object.freeze(parsed.layoutNames.slice()),
    defaultBase: parsed.defaultBase,
    limits: Object.freeze({ ...parsed.limits }),
    ropeScalingNames: Object.freeze(parsed.ropeScalingNames.slice()),
    precisionNames: Object.freeze(parsed.precisionNames.slice()),
  });
  const small = wasm.smallResult() / 8;
  const { maxElements } = facts.limits;

  const options = (value: unknown, allowed: readonly string[]): ReadOptions =>
    readOptions(value, allowed, facts);
  const engineOptions = (o: ReadOptions) => ({
    base: o.base,
    layout: o.layout,
    variant: o.variant,
  });

  /** Runs one engine call and always frees the module's blocks afterwards. */
  function run<T>(body: () => T): T {
    try {
      return body();
    } finally {
      wasm.release();
    }
  }

  /** Copies the arrays into the module's input block, one after the other. */
  function stage(param: string, ...arrays: ArrayCopy[]): void {
    let total = 0;
    for (const a of arrays) {
      // An array too long to copy is rejected by the engine by its length.
      if (a.data === null) return;
      total += a.length;
    }
    if (total > maxElements) return;
    const address = wasm.stage(total);
    if (address === 0) {
      throw rangeError(
        param,
        `not enough memory for ${param}: ${total} float64 values (${(total * 8) / 2 ** 20} MiB); try a smaller size`,
      );
    }
    // HEAPF64 is fetched after stage(), which may have grown memory.
    const heap = wasm.HEAPF64;
    let offset = address / 8;
    for (const a of arrays) {
      typedSet.call(heap, a.data!, offset);
      offset += a.length;
    }
  }

  /** The `n` values at a result's address, as a new array or written into `out`. */
  function copyOut(result: WasmResult, n: number, out?: Float64Array, skip = 0): Float64Array {
    const heap = wasm.HEAPF64;
    const start = result.address / 8 + skip;
    if (out === undefined) return heap.slice(start, start + n);
    typedSet.call(out, heap.subarray(start, start + n));
    return out;
  }

  function smallValues(n: number): Float64Array {
    return wasm.HEAPF64.slice(small, small + n);
  }

  const part = full
    ? full.makeFullApi({
        wasm: wasm as PosEncWasm,
        ropeScalingNames: facts.ropeScalingNames,
        precisionNames: facts.precisionNames,
        maxElements,
        options,
        run,
        stage,
        copyOut,
        engineOptions,
        smallValues,
      })
    : undefined;

  return Object.freeze({
    ...(part ? part.api : coreStandIns()),
    variants: facts.variantNames,
    limits: facts.limits,

    positionalEncoding(
      seqLen: number,
      dModel: number,
      opts?: EncodingOptions & OutOptions & PrecisionOptions,
    ): Matrix {
      readNumber('seqLen', seqLen);
      readNumber('dModel', dModel);
      const o = options(opts, [...encodingOutKeys, 'precision']);
      const precision = readPrecision(o.given.get('precision'), facts.precisionNames);
      if (precision !== 0) {
        if (!part) notInCore('positionalEncoding with a precision');
        const data = part.encodeInPrecision(seqLen, dModel, o, precision);
        return { rows: seqLen, cols: dModel, data };
      }
      return run(() => {
        // Rows are computed into a small module block and copied out while
        // still in cache: one pass over the result, no matrix-sized block.
        const plan = check(wasm.encodeBegin(seqLen, dModel, engineOptions(o)));
        const n = seqLen * dModel;
        if (o.out !== undefined) checkOut(o.out, n, 'seqLen * dModel');
        const data = o.out ?? new Float64Array(n);
        const rowsPerChunk = plan.value;
        const start = plan.address / 8;
        for (let row = 0; row < seqLen; row += rowsPerChunk) {
          const end = Math.min(seqLen, row + rowsPerChunk);
          if (!wasm.encodeFill(row, end)) throw new Error('engine: encode plan refused its rows');
          const chunk = wasm.HEAPF64.subarray(start, start + (end - row) * dModel);
          typedSet.call(data, chunk, row * dModel);
        }
        return { rows: seqLen, cols: dModel, data };
      });
    },

    encodePositions(positions: ArrayLike<number>, dModel: number, opts?: EncodingOptions): Matrix {
      const list = readArray('positions', positions, maxElements);
      readNumber('dModel', dModel);
      const o = options(opts, encodingKeys);
      return run(() => {
        stage('positions', list);
        const result = check(wasm.encodePositions(list.length, dModel, engineOptions(o)));
        const n = list.length * dModel;
        return { rows: list.length, cols: dModel, data: copyOut(result, n) };
      });
    },

    wavelengths(dModel: number, opts?: WavelengthOptions): Float64Array {
      readNumber('dModel', dModel);
      const o = options(opts, ['base', 'variant']);
      return run(() => copyOut(check(wasm.wavelengths(dModel, engineOptions(o))), dModel / 2));
    },

    uniqueRows(seqLen: number, dModel: number, opts?: EncodingOptions): number {
      readNumber('seqLen', seqLen);
      readNumber('dModel', dModel);
      const o = options(opts, encodingKeys);
      return run(() => check(wasm.uniqueRows(seqLen, dModel, engineOptions(o))).value);
    },

    averageGrid(window: GridWindow, opts?: EncodingOptions & OutOptions): Matrix {
      const w = readObject('window', window, 'an object');
      const grid = {} as Record<(typeof windowFields)[number], number>;
      for (const field of windowFields) grid[field] = readNumber(field, own(w, field));
      const o = options(opts, encodingOutKeys);
      return run(() => {
        const result = check(wasm.averageGrid(grid, engineOptions(o)));
        const n = grid.rowsPx * grid.colsPx;
        if (o.out !== undefined) checkOut(o.out, n, 'rowsPx * colsPx');
        return { rows: grid.rowsPx, cols: grid.colsPx, data: copyOut(result, n, o.out) };
      });
    },

    columnsOfPair(pair: number, dModel: number, opts?: LayoutOptions): PairColumns {
      readNumber('pair', pair);
      readNumber('dModel', dModel);
      const { layout } = options(opts, ['layout']);
      check(wasm.columnsOfPair(pair, dModel, layout));
      const [sin, cos] = smallValues(2);
      return { sin: sin!, cos: cos! };
    },

    pairOfColumn(column: number, dModel: number, opts?: LayoutOptions): ColumnPair {
      readNumber('column', column);
      readNumber('dModel', dModel);
      const { layout } = options(opts, ['layout']);
      check(wasm.pairOfColumn(column, dModel, layout));
      const [pair, isSin] = smallValues(2);
      return { pair: pair!, fn: isSin === 1 ? 'sin' : 'cos' };
    },
  });
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
