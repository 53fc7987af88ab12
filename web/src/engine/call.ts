// The one generic reader and writer of the engine's functions. Each function
// is described once, in C++ (cpp/bindings/functions.h); the build writes the
// descriptions to web/generated/functions-{core,full}.js. By its description
// a call here
//  - reads each argument once (read.ts: numbers never coerced, arrays copied
//    element by element, objects as own properties only),
//  - stages the arrays in the module's input block,
//  - calls the adapter with the arguments its sources name,
//  - copies each part of the result into an array the caller owns (or the
//    caller's `out`) by the shape the result reports (the module's shape
//    block): no length is computed here.
import { check, rangeError } from './errors.js';
import type { FunctionDescription } from '../../generated/functions-core.js';
import type { Limits } from './facts.js';
import type { PosEncWasm, WasmResult } from './wasm.js';
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
} from './read.js';
import type * as ReadFull from './read-full.js';

export type { FunctionDescription } from '../../generated/functions-core.js';

/** The facts the readers use. */
export interface CallFacts extends OptionNames {
  readonly limits: Limits;
  readonly ropeScalingNames: readonly string[];
  readonly precisionNames: readonly string[];
}

/** A call's arguments, read once: the adapter's arguments by source, the arrays to stage. */
export interface ReadArguments {
  readonly values: Map<string, unknown>;
  readonly staged: ArrayCopy[];
  readonly stageName: string;
  readonly out: Float64Array | undefined;
}

type Adapter = (...args: unknown[]) => WasmResult;

/**
 * The readers of the kinds only full-module functions take (read-full.ts):
 * api-full.ts gives them with the full module; a core caller has none.
 */
export type FullReaders = Pick<
  typeof ReadFull,
  'readFields' | 'readScaling' | 'readStructObject' | 'readStructOptions'
>;

/** The readers and writers over one module instance. */
export interface Caller {
  read(d: FunctionDescription, args: readonly unknown[]): ReadArguments;
  invoke(d: FunctionDescription, read: ReadArguments): unknown;
  /** The API function a description yields. */
  api(d: FunctionDescription): (...args: unknown[]) => unknown;
  /** Runs one engine call and always frees the module's blocks afterwards. */
  run<T>(body: () => T): T;
}

export function makeCaller(
  wasm: Partial<PosEncWasm> & Pick<PosEncWasm, 'HEAPF64' | 'stage' | 'release' | 'shape'>,
  facts: CallFacts,
  full?: FullReaders,
): Caller {
  const shape = wasm.shape() / 8;
  const { maxElements } = facts.limits;

  function run<T>(body: () => T): T {
    try {
      return body();
    } finally {
      wasm.release();
    }
  }

  /** Copies the arrays into the module's input block, one after the other. */
  function stage(param: string, arrays: readonly ArrayCopy[]): void {
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

  /** The full readers, for a kind the core module's functions never take. */
  function fullReaders(d: FunctionDescription): FullReaders {
    if (full === undefined) throw new Error(`engine: ${d.name} needs the full engine's readers`);
    return full;
  }

  function read(d: FunctionDescription, args: readonly unknown[]): ReadArguments {
    const values = new Map<string, unknown>();
    const staged: ArrayCopy[] = [];
    let stageName = '';
    let out: Float64Array | undefined;
    d.params.forEach((p, k) => {
      const value = args[k];
      const name = p.name;
      switch (p.kind) {
        case 'number':
          values.set(
            name,
            readNumber(name, value === undefined && p.detail !== '' ? Number(p.detail) : value),
          );
          break;
        case 'array': {
          const copy = readArray(name, value, maxElements);
          if (staged.length === 0) stageName = name;
          staged.push(copy);
          values.set(`${name}.length`, copy.length);
          break;
        }
        case 'matrix': {
          const matrix = readObject(name, value, 'a matrix {rows, cols, data}');
          values.set(`${name}.rows`, readNumber(`${name}.rows`, own(matrix, 'rows')));
          values.set(`${name}.cols`, readNumber(`${name}.cols`, own(matrix, 'cols')));
          const data = readArray(`${name}.data`, own(matrix, 'data'), maxElements);
          if (staged.length === 0) stageName = name;
          staged.push(data);
          values.set(`${name}.data.length`, data.length);
          break;
        }
        case 'struct': {
          const object = readObject(name, value, 'an object');
          const fields: Record<string, number> = {};
          for (const field of p.fields!)
            fields[field.name] = readNumber(field.name, own(object, field.name));
          values.set(name, fields);
          break;
        }
        case 'structOptions':
          values.set(name, fullReaders(d).readStructOptions(value, p.fields!));
          break;
        case 'object':
          values.set(name, fullReaders(d).readStructObject(name, value, p.fields!));
          break;
        case 'fields':
          fullReaders(d).readFields(name, value, p.fields!, '', maxElements, {
            number: (source, n) => values.set(source, n),
            array: (source, copy) => {
              if (staged.length === 0) stageName = source;
              staged.push(copy);
              values.set(`${source}.length`, copy.length);
            },
          });
          break;
        case 'precision':
          values.set(name, readPrecision(value, facts.precisionNames));
          break;
        case 'options': {
          const keys = p.detail as readonly string[];
          const o = readOptions(value, keys, facts);
          values.set('options', { base: o.base, layout: o.layout, variant: o.variant });
          values.set('base', o.base);
          values.set('layout', o.layout);
          values.set('variant', o.variant);
          if (keys.includes('precision')) {
            values.set('precision', readPrecision(o.given.get('precision'), facts.precisionNames));
          }
          if (keys.includes('scaling')) {
            values.set(
              'scaling',
              fullReaders(d).readScaling(o.given.get('scaling'), facts.ropeScalingNames, p.fields!),
            );
          }
          out = o.out;
          break;
        }
      }
    });
    return { values, staged, stageName, out };
  }

  /** One part of a result, copied out of module memory. */
  function part(
    p: FunctionDescription['parts'][number],
    address: number,
    slot: number,
    out: Float64Array | undefined,
  ): unknown {
    const heap = wasm.HEAPF64;
    const at = address + heap[slot]!;
    const [d0, d1, d2] = [heap[slot + 1]!, heap[slot + 2]!, heap[slot + 3]!];
    if (p.kind === 'scalar') return heap[at / 8];
    if (p.kind === 'choice') return p.dims[heap[at / 8]!];
    const n = p.kind === 'array' ? d0 : p.kind === 'matrix' ? d0 * d1 : d0 * d1 * d2;
    let data: Float64Array | Int32Array;
    if (p.type === 'i32') {
      data = new Int32Array(heap.buffer, at, n).slice();
    } else if (out !== undefined) {
      checkOut(out, n, p.dims.join(' * '));
      typedSet.call(out, heap.subarray(at / 8, at / 8 + n));
      data = out;
    } else {
      data = heap.slice(at / 8, at / 8 + n);
    }
    if (p.kind === 'array') return data;
    if (p.kind === 'matrix') return { rows: d0, cols: d1, data };
    return { heads: d0, rows: d1, cols: d2, data };
  }

  function invoke(d: FunctionDescription, r: ReadArguments): unknown {
    const adapter = (wasm as unknown as Record<string, Adapter>)[d.name]!;
    const args = d.sources.map((source) => r.values.get(source));
    return run(() => {
      if (r.staged.length > 0) stage(r.stageName, r.staged);
      const result = check(adapter(...args));
      const count = wasm.HEAPF64[shape];
      if (count !== d.parts.length) {
        throw new Error(
          `engine: ${d.name} returned ${count} parts; its description lists ${d.parts.length}`,
        );
      }
      const fields: Record<string, unknown> = {};
      let whole: unknown;
      d.parts.forEach((p, j) => {
        const slot = shape + 1 + 4 * j;
        // An optional part reserved empty is left out (labBatch's positions).
        if (p.optional === true && wasm.HEAPF64[slot + 1] === 0) return;
        const value = part(p, result.address, slot, j === 0 ? r.out : undefined);
        if (p.name === '') whole = value;
        else fields[p.name] = value;
      });
      return d.parts[0]!.name === '' ? whole : fields;
    });
  }

  return {
    read,
    invoke,
    run,
    api:
      (d) =>
      (...args) =>
        invoke(d, read(d, args)),
  };
}
