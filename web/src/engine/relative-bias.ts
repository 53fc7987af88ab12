// Shaw, T5 and ALiBi in the public API: the relative-position schemes that
// bias or index attention by key - query (cpp/include/posenc/schemes). Same
// rules as api.ts: every argument read once (read.ts), one engine call that
// validates and computes, results copied out of module memory.
import { check, typeError, describe } from './errors.js';
import type { PosEncWasm, WasmResult } from './wasm.js';
import { own, readArray, readNumber, type ArrayCopy } from './read.js';

/** A row-major int32 matrix: `data.length === rows * cols`. */
export interface IntMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly data: Int32Array;
}

/** One (rows, cols) matrix per head, head-major: `data.length === heads * rows * cols`. */
export interface HeadMatrices {
  readonly heads: number;
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

export interface T5Options {
  /** Keys before and after the query get separate buckets (encoder); false: causal (decoder). Default true. */
  bidirectional?: boolean;
  /** Buckets in all (halved per direction when bidirectional). Default 32. */
  numBuckets?: number;
  /** Distances from here on share the last bucket. Default 128. */
  maxDistance?: number;
}

export interface RelativeBiasApi {
  /**
   * ALiBi's per-head slopes (Press, Smith, Lewis 2022), as the reference
   * code computes them: for a power of two n, m_h = s^(h+1) with s =
   * 2^(-8/n); otherwise the slopes for the largest power of two p below n,
   * then the slopes for 2p at even indices, the first n - p of them.
   * @throws RangeError unless heads is a whole number from 1 to 1024.
   */
  alibiSlopes(heads: number): Float64Array;
  /**
   * ALiBi's bias for every head, query i and key j: -m_h * (i - j) for j <= i
   * and -Infinity for j > i (the causal mask). The reference code adds
   * m_h * j instead: the same row shifted by a constant, which softmax ignores.
   * @throws RangeError unless heads * seqLen * seqLen <= 4,194,304.
   */
  alibiBias(seqLen: number, heads: number): HeadMatrices;
  /**
   * T5's bucket of each relative position (key - query), as Hugging Face's
   * _relative_position_bucket computes it, float32 logarithm included.
   * @throws RangeError unless every position is a whole number with |p| <= 2^53,
   *   numBuckets is a whole number from 4 (bidirectional) or 2 (causal) to 1024
   *   and maxDistance a whole number above maxExact (numBuckets / 2 per direction).
   */
  t5Bucket(relativePositions: ArrayLike<number>, options?: T5Options): Int32Array;
  /** The bucket of every (query i, key j) pair: t5Bucket(j - i); seqLen^2 <= 4,194,304. */
  t5BucketMatrix(seqLen: number, options?: T5Options): IntMatrix;
  /**
   * Shaw et al.'s relative index clip(j - i, -k, k) + k for query i and key j:
   * the row of the (2k + 1)-row table of learned vectors the pair uses.
   * @throws RangeError unless k is a whole number from 0 to 65536 and seqLen^2 <= 4,194,304.
   */
  shawIndices(seqLen: number, k: number): IntMatrix;
}

/** What api.ts lends these calls: its run/stage helpers. */
export interface EngineCalls {
  readonly wasm: PosEncWasm;
  readonly maxElements: number;
  run<T>(body: () => T): T;
  stage(param: string, ...arrays: ArrayCopy[]): void;
  copyOut(result: WasmResult, n: number): Float64Array;
}

const t5Keys = ['bidirectional', 'numBuckets', 'maxDistance'] as const;

/** T5 options: own keys only, each read once; numbers and a boolean, never coerced. */
function readT5Options(value: unknown): {
  bidirectional: boolean;
  numBuckets: number;
  maxDistance: number;
} {
  const read = { bidirectional: true, numBuckets: 32, maxDistance: 128 };
  if (value === undefined) return read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('options', `options must be an object; got ${describe(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!(t5Keys as readonly string[]).includes(key)) {
      throw typeError(
        'options',
        `options.${key} is not an option here; allowed: ${t5Keys.join(', ')}`,
      );
    }
    const given = own(value, key);
    if (given === undefined) continue;
    if (key === 'bidirectional') {
      if (typeof given !== 'boolean') {
        throw typeError(key, `${key} must be true or false; got ${describe(given)}`);
      }
      read.bidirectional = given;
    } else {
      read[key as 'numBuckets' | 'maxDistance'] = readNumber(key, given);
    }
  }
  return read;
}

export function makeRelativeBias(calls: EngineCalls): RelativeBiasApi {
  const { wasm, run, stage, copyOut, maxElements } = calls;

  /** `n` int32 values at a result's address, as the caller's own array. */
  function copyInts(result: WasmResult, n: number): Int32Array {
    return new Int32Array(wasm.HEAPF64.buffer, result.address, n).slice();
  }

  return {
    alibiSlopes(heads: number): Float64Array {
      readNumber('heads', heads);
      return run(() => copyOut(check(wasm.alibiSlopes(heads)), heads));
    },

    alibiBias(seqLen: number, heads: number): HeadMatrices {
      readNumber('seqLen', seqLen);
      readNumber('heads', heads);
      return run(() => {
        const result = check(wasm.alibiBias(seqLen, heads));
        return {
          heads,
          rows: seqLen,
          cols: seqLen,
          data: copyOut(result, heads * seqLen * seqLen),
        };
      });
    },

    t5Bucket(relativePositions: ArrayLike<number>, options?: T5Options): Int32Array {
      const list = readArray('relativePositions', relativePositions, maxElements);
      const o = readT5Options(options);
      return run(() => {
        stage('relativePositions', list);
        return copyInts(check(wasm.t5Buckets(list.length, o)), list.length);
      });
    },

    t5BucketMatrix(seqLen: number, options?: T5Options): IntMatrix {
      readNumber('seqLen', seqLen);
      const o = readT5Options(options);
      return run(() => {
        const result = check(wasm.t5BucketMatrix(seqLen, o));
        return { rows: seqLen, cols: seqLen, data: copyInts(result, seqLen * seqLen) };
      });
    },

    shawIndices(seqLen: number, k: number): IntMatrix {
      readNumber('seqLen', seqLen);
      readNumber('k', k);
      return run(() => {
        const result = check(wasm.shawIndices(seqLen, k));
        return { rows: seqLen, cols: seqLen, data: copyInts(result, seqLen * seqLen) };
      });
    },
  };
}
