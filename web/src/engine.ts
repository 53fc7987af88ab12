// The public JavaScript API over the WebAssembly engine.
//
// Each call checks JavaScript types here (TypeError), lets the engine check
// ranges before anything is allocated (RangeError), copies inputs into
// module memory, runs the kernel and copies the result out: every array a
// caller receives is its own, never a view that memory growth could detach.
import { check, describe, rangeError, requireNumber, typeError } from './errors.js';
import { loadWasm, type PosEncWasm } from './wasm.js';

/** A row-major float64 matrix. `data.length === rows * cols`. */
export interface Matrix {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

/** Column order: the paper's sin/cos interleaving, or all sines then all cosines. */
export type Layout = 'interleaved' | 'split';

/** The correct encoding and the common implementation mistakes. */
export type Variant =
  | 'correct'
  | 'exponent-i-over-d'
  | 'sine-only'
  | 'cosine-only'
  | 'one-indexed'
  | 'exponent-2i-times-d'
  | 'exponent-d-over-2i';

export interface BaseOptions {
  /** The base of the frequency schedule; finite and > 1. Default 10000. */
  base?: number;
}

export interface EncodingOptions extends BaseOptions {
  /** Default 'interleaved' (the paper's). */
  layout?: Layout;
  /** Default 'correct'; the others reproduce common mistakes. */
  variant?: Variant;
}

export interface WavelengthOptions extends BaseOptions {
  variant?: Variant;
}

/**
 * A window onto the (seqLen, dModel) matrix, in cells: pixel row y covers
 * positions [rowStart + y * rowsPerPixel, + rowsPerPixel), pixel column x
 * covers dimensions [colStart + x * colsPerPixel, + colsPerPixel).
 */
export interface GridWindow {
  seqLen: number;
  dModel: number;
  rowStart: number;
  rowsPerPixel: number;
  rowsPx: number;
  colStart: number;
  colsPerPixel: number;
  colsPx: number;
}

export interface AttentionResult {
  /** softmax(X X^T / sqrt(d)) X, shape (rows, cols). */
  readonly output: Matrix;
  /** The softmax weights, shape (rows, rows); each row sums to 1. */
  readonly weights: Matrix;
}

export interface Limits {
  /** Largest rows * cols of a materialised matrix (16,777,216). */
  readonly maxElements: number;
  /** Largest dModel (65,536). */
  readonly maxDModel: number;
}

/** The engine's API; obtain it with {@link createPosEnc}. */
export interface PosEnc {
  /**
   * The (seqLen, dModel) sinusoidal encoding of positions 0 .. seqLen-1:
   * PE(pos, 2i) = sin(pos / base^(2i/dModel)), PE(pos, 2i+1) = cos(...).
   * @throws RangeError unless seqLen is a whole number >= 1, dModel an even
   *   whole number from 2 to 65536, seqLen * dModel <= 16,777,216, base > 1.
   * @throws TypeError for non-numbers and unknown options.
   */
  positionalEncoding(seqLen: number, dModel: number, options?: EncodingOptions): Matrix;
  /**
   * One encoding row per position; positions may be fractional, negative or
   * far beyond a training length (|p| <= 2^53).
   */
  encodePositions(positions: ArrayLike<number>, dModel: number, options?: EncodingOptions): Matrix;
  /** Self-attention without projections: softmax(X X^T / sqrt(cols)) X. */
  selfAttention(x: Matrix): AttentionResult;
  /**
   * R_k applied to an interleaved encoding vector (even length): rotates
   * every (sin, cos) pair so that shift(PE(pos), k) equals PE(pos + k).
   */
  shift(vector: ArrayLike<number>, k: number, options?: WavelengthOptions): Float64Array;
  /** The 2x2 block of R_k for one pair, row-major: [cos t, sin t, -sin t, cos t]. */
  rotationMatrix(k: number, pair: number, dModel: number, options?: BaseOptions): Float64Array;
  /** The (seqLen, seqLen) matrix of PE(p) . PE(q); seqLen^2 <= 16,777,216. */
  dotProducts(seqLen: number, dModel: number, options?: BaseOptions): Matrix;
  /** 2 pi base^(2i/dModel) for each pair i < dModel/2. */
  wavelengths(dModel: number, options?: WavelengthOptions): Float64Array;
  /** How many rows of the (seqLen, dModel) encoding are distinct. */
  uniqueRows(seqLen: number, dModel: number, options?: EncodingOptions): number;
  /**
   * The mean of the cells under every pixel of a window (NaN outside the
   * matrix): how the heat map draws a million positions without aliasing.
   * seqLen may be up to 2^53 here; nothing of that size is materialised.
   */
  averageGrid(window: GridWindow, options?: EncodingOptions): Matrix;
  /**
   * A learned position table at initialisation: (maxLen, dModel) values from
   * N(0, 0.02^2), reproducible from `seed`. It has no row for positions >= maxLen.
   */
  learnedTable(maxLen: number, dModel: number, seed?: number): Matrix;
  /** Trainable parameters of a learned table: maxLen * dModel. */
  learnedParameterCount(maxLen: number, dModel: number): number;
  /** RoPE: rotates each pair (x[2i], x[2i+1]) of `vector` by position / base^(2i/d). */
  rope(vector: ArrayLike<number>, position: number, options?: BaseOptions): Float64Array;
  /**
   * RoPE attention scores rope(q, m) . rope(k, n) for m, n < seqLen: a
   * (seqLen, seqLen) matrix whose every diagonal is constant.
   */
  ropeScores(
    q: ArrayLike<number>,
    k: ArrayLike<number>,
    seqLen: number,
    options?: BaseOptions,
  ): Matrix;
  /** The variant names, 'correct' first. */
  readonly variants: readonly Variant[];
  readonly limits: Limits;
}

type Options = Record<string, unknown>;

/** Doubles per chunk when copying a matrix out: 256 KiB, about an L2 cache. */
const CHUNK_DOUBLES = 32768;

const encodingKeys = ['base', 'layout', 'variant'] as const;

function readOptions(
  value: unknown,
  allowed: readonly string[],
): { base: number; layout: string; variant: string } {
  if (value === undefined) return { base: 10000, layout: 'interleaved', variant: 'correct' };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('options', `options must be an object; got ${describe(value)}`);
  }
  const options = value as Options;
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) {
      throw typeError(
        'options',
        `options.${key} is not an option here; allowed: ${allowed.join(', ')}`,
      );
    }
  }
  const base = options.base === undefined ? 10000 : requireNumber('base', options.base);
  const layout = options.layout === undefined ? 'interleaved' : options.layout;
  const variant = options.variant === undefined ? 'correct' : options.variant;
  if (typeof layout !== 'string') {
    throw typeError('layout', `layout must be "interleaved" or "split"; got ${describe(layout)}`);
  }
  if (typeof variant !== 'string') {
    throw typeError(
      'variant',
      `variant must be a string naming a variant; got ${describe(variant)}`,
    );
  }
  return { base, layout, variant };
}

function readArray(param: string, value: unknown): ArrayLike<number> {
  const isArrayLike =
    Array.isArray(value) ||
    (ArrayBuffer.isView(value) &&
      !(value instanceof DataView) &&
      typeof (value as { length?: unknown }).length === 'number');
  if (!isArrayLike) {
    throw typeError(
      param,
      `${param} must be an array or typed array of numbers; got ${describe(value)}`,
    );
  }
  const array = value as ArrayLike<unknown>;
  if (array instanceof BigInt64Array || array instanceof BigUint64Array) {
    throw typeError(param, `${param} must hold numbers, not BigInts`);
  }
  if (Array.isArray(array)) {
    for (let k = 0; k < array.length; k++) {
      if (typeof array[k] !== 'number') {
        throw typeError(
          `${param}[${k}]`,
          `${param}[${k}] must be a number; got ${describe(array[k])}`,
        );
      }
    }
  }
  return array as ArrayLike<number>;
}

/** Module memory for one call: allocations are freed when `run` returns or throws. */
class Scratch {
  private readonly addresses: number[] = [];
  constructor(private readonly wasm: PosEncWasm) {}

  alloc(doubles: number, what: string): number {
    const address = this.wasm.alloc(Math.max(1, doubles) * 8);
    if (address === 0) {
      throw rangeError(
        what,
        `not enough memory for ${what}: ${doubles} float64 values (${(doubles * 8) / 2 ** 20} MiB); ` +
          'try a smaller size',
      );
    }
    this.addresses.push(address);
    return address;
  }

  write(values: ArrayLike<number>, what: string): number {
    const address = this.alloc(values.length, what);
    this.wasm.HEAPF64.set(values, address / 8);
    return address;
  }

  /** Copies `doubles` values out of module memory into a new array. */
  read(address: number, doubles: number): Float64Array {
    // HEAPF64 is fetched now: the call that filled it may have grown memory.
    return this.wasm.HEAPF64.slice(address / 8, address / 8 + doubles);
  }

  static run<T>(wasm: PosEncWasm, body: (scratch: Scratch) => T): T {
    const scratch = new Scratch(wasm);
    try {
      return body(scratch);
    } finally {
      for (const address of scratch.addresses) wasm.free(address);
    }
  }
}

function makeApi(wasm: PosEncWasm): PosEnc {
  const variants = Object.freeze(
    Array.from({ length: wasm.variantCount() }, (_, k) => wasm.variantName(k) as Variant),
  );
  const limits = Object.freeze({ maxElements: wasm.maxElements(), maxDModel: wasm.maxDModel() });

  return Object.freeze({
    variants,
    limits,

    positionalEncoding(seqLen: number, dModel: number, options?: EncodingOptions): Matrix {
      requireNumber('seqLen', seqLen);
      requireNumber('dModel', dModel);
      const { base, layout, variant } = readOptions(options, encodingKeys);
      check(wasm.validateEncode(seqLen, dModel, base, layout, variant));
      const data = new Float64Array(seqLen * dModel);
      // Rows are computed into a small module buffer and copied out while
      // still in cache: one pass over the result instead of three (compute,
      // read back, write), and no matrix-sized allocation in module memory.
      const rowsPerChunk = Math.max(1, Math.floor(CHUNK_DOUBLES / dModel));
      const plan = new wasm.EncodePlan(seqLen, dModel, base, layout, variant);
      try {
        Scratch.run(wasm, (scratch) => {
          const buffer = scratch.alloc(
            Math.min(seqLen, rowsPerChunk) * dModel,
            'the encoding rows',
          );
          for (let row = 0; row < seqLen; row += rowsPerChunk) {
            const end = Math.min(seqLen, row + rowsPerChunk);
            if (!plan.fill(buffer, row, end))
              throw new Error('engine: encode plan refused its rows');
            const start = buffer / 8;
            data.set(wasm.HEAPF64.subarray(start, start + (end - row) * dModel), row * dModel);
          }
        });
      } finally {
        plan.delete();
      }
      return { rows: seqLen, cols: dModel, data };
    },

    encodePositions(
      positions: ArrayLike<number>,
      dModel: number,
      options?: EncodingOptions,
    ): Matrix {
      const list = readArray('positions', positions);
      requireNumber('dModel', dModel);
      const { base, layout, variant } = readOptions(options, encodingKeys);
      check(wasm.validateEncodePositions(list.length, dModel, base, layout, variant));
      return Scratch.run(wasm, (scratch) => {
        const input = scratch.write(list, 'positions');
        const n = list.length * dModel;
        const out = scratch.alloc(n, 'the encoding rows');
        check(wasm.encodePositions(out, input, list.length, dModel, base, layout, variant));
        return { rows: list.length, cols: dModel, data: scratch.read(out, n) };
      });
    },

    selfAttention(x: Matrix): AttentionResult {
      if (x === null || typeof x !== 'object') {
        throw typeError('x', `x must be a matrix {rows, cols, data}; got ${describe(x)}`);
      }
      const rows = requireNumber('x.rows', x.rows);
      const cols = requireNumber('x.cols', x.cols);
      const data = readArray('x.data', x.data);
      check(wasm.validateSelfAttention(rows, cols));
      if (data.length !== rows * cols) {
        throw typeError(
          'x.data',
          `x.data.length must equal x.rows * x.cols = ${rows * cols}; got ${data.length}`,
        );
      }
      return Scratch.run(wasm, (scratch) => {
        const input = scratch.write(data, 'x');
        const output = scratch.alloc(rows * cols, 'the attention output');
        const weights = scratch.alloc(rows * rows, 'the attention weights');
        check(wasm.selfAttention(output, weights, input, rows, cols));
        return {
          output: { rows, cols, data: scratch.read(output, rows * cols) },
          weights: { rows, cols: rows, data: scratch.read(weights, rows * rows) },
        };
      });
    },

    shift(vector: ArrayLike<number>, k: number, options?: WavelengthOptions): Float64Array {
      const v = readArray('vector', vector);
      requireNumber('k', k);
      const { base, variant } = readOptions(options, ['base', 'variant']);
      check(wasm.validateShift(v.length, k, base));
      return Scratch.run(wasm, (scratch) => {
        const input = scratch.write(v, 'vector');
        check(wasm.shift(input, input, v.length, k, base, variant));
        return scratch.read(input, v.length);
      });
    },

    rotationMatrix(k: number, pair: number, dModel: number, options?: BaseOptions): Float64Array {
      requireNumber('k', k);
      requireNumber('pair', pair);
      requireNumber('dModel', dModel);
      const { base } = readOptions(options, ['base']);
      return Scratch.run(wasm, (scratch) => {
        const out = scratch.alloc(4, 'the rotation');
        check(wasm.rotationMatrix(out, k, pair, dModel, base));
        return scratch.read(out, 4);
      });
    },

    dotProducts(seqLen: number, dModel: number, options?: BaseOptions): Matrix {
      requireNumber('seqLen', seqLen);
      requireNumber('dModel', dModel);
      const { base } = readOptions(options, ['base']);
      check(wasm.validateDotProducts(seqLen, dModel, base));
      return Scratch.run(wasm, (scratch) => {
        const n = seqLen * seqLen;
        const out = scratch.alloc(n, 'the dot-product matrix');
        check(wasm.dotProducts(out, seqLen, dModel, base));
        return { rows: seqLen, cols: seqLen, data: scratch.read(out, n) };
      });
    },

    wavelengths(dModel: number, options?: WavelengthOptions): Float64Array {
      requireNumber('dModel', dModel);
      const { base, variant } = readOptions(options, ['base', 'variant']);
      check(wasm.validateEncode(1, dModel, base, 'interleaved', variant));
      return Scratch.run(wasm, (scratch) => {
        const out = scratch.alloc(dModel / 2, 'the wavelengths');
        check(wasm.wavelengths(out, dModel, base, variant));
        return scratch.read(out, dModel / 2);
      });
    },

    uniqueRows(seqLen: number, dModel: number, options?: EncodingOptions): number {
      requireNumber('seqLen', seqLen);
      requireNumber('dModel', dModel);
      const { base, layout, variant } = readOptions(options, encodingKeys);
      check(wasm.validateEncode(seqLen, dModel, base, layout, variant));
      return wasm.uniqueRows(seqLen, dModel, base, layout, variant);
    },

    learnedTable(maxLen: number, dModel: number, seed = 0): Matrix {
      requireNumber('maxLen', maxLen);
      requireNumber('dModel', dModel);
      requireNumber('seed', seed);
      check(wasm.validateLearnedTable(maxLen, dModel));
      return Scratch.run(wasm, (scratch) => {
        const n = maxLen * dModel;
        const out = scratch.alloc(n, 'the learned table');
        check(wasm.learnedTable(out, maxLen, dModel, seed));
        return { rows: maxLen, cols: dModel, data: scratch.read(out, n) };
      });
    },

    learnedParameterCount(maxLen: number, dModel: number): number {
      requireNumber('maxLen', maxLen);
      requireNumber('dModel', dModel);
      check(wasm.validateLearnedTable(maxLen, 2));
      check(wasm.validateEncode(1, dModel, 10000, 'interleaved', 'correct'));
      return wasm.learnedParameterCount(maxLen, dModel);
    },

    rope(vector: ArrayLike<number>, position: number, options?: BaseOptions): Float64Array {
      const v = readArray('vector', vector);
      requireNumber('position', position);
      const { base } = readOptions(options, ['base']);
      check(wasm.validateRope(v.length, position, base));
      return Scratch.run(wasm, (scratch) => {
        const input = scratch.write(v, 'vector');
        check(wasm.rope(input, input, v.length, position, base));
        return scratch.read(input, v.length);
      });
    },

    ropeScores(
      q: ArrayLike<number>,
      k: ArrayLike<number>,
      seqLen: number,
      options?: BaseOptions,
    ): Matrix {
      const qv = readArray('q', q);
      const kv = readArray('k', k);
      requireNumber('seqLen', seqLen);
      const { base } = readOptions(options, ['base']);
      if (qv.length !== kv.length) {
        throw typeError('k', `k.length must equal q.length (${qv.length}); got ${kv.length}`);
      }
      check(wasm.validateRopeScores(qv.length, seqLen, base));
      return Scratch.run(wasm, (scratch) => {
        const qa = scratch.write(qv, 'q');
        const ka = scratch.write(kv, 'k');
        const n = seqLen * seqLen;
        const out = scratch.alloc(n, 'the RoPE scores');
        check(wasm.ropeScores(out, qa, ka, qv.length, seqLen, base));
        return { rows: seqLen, cols: seqLen, data: scratch.read(out, n) };
      });
    },

    averageGrid(window: GridWindow, options?: EncodingOptions): Matrix {
      if (window === null || typeof window !== 'object') {
        throw typeError('window', `window must be an object; got ${describe(window)}`);
      }
      const w = window;
      const fields = [
        'seqLen',
        'dModel',
        'rowStart',
        'rowsPerPixel',
        'rowsPx',
        'colStart',
        'colsPerPixel',
        'colsPx',
      ] as const;
      for (const field of fields) requireNumber(field, w[field]);
      const { base, layout, variant } = readOptions(options, encodingKeys);
      const args = [
        w.seqLen,
        w.dModel,
        w.rowStart,
        w.rowsPerPixel,
        w.rowsPx,
        w.colStart,
        w.colsPerPixel,
        w.colsPx,
      ] as const;
      check(wasm.validateGrid(...args, base, layout, variant));
      return Scratch.run(wasm, (scratch) => {
        const n = w.rowsPx * w.colsPx;
        const out = scratch.alloc(n, 'the grid');
        check(wasm.averageGrid(out, ...args, base, layout, variant, 0, w.rowsPx));
        return { rows: w.rowsPx, cols: w.colsPx, data: scratch.read(out, n) };
      });
    },
  });
}

let api: Promise<PosEnc> | undefined;

/**
 * Loads the WebAssembly engine (once per page or process; later calls share
 * it) and resolves to its API.
 */
export function createPosEnc(): Promise<PosEnc> {
  api ??= loadWasm().then(makeApi, (error: unknown) => {
    api = undefined;
    throw error;
  });
  return api;
}
