// The functions only the full engine module has: attention, shifts, RoPE,
// the learned table and every atlas scheme (relative-bias.ts, transformer-xl-nope.ts,
// rope-precision.ts). api.ts loads this module together with the full
// module (createEngine('full')), so none of it is in the widget's first
// load, where the core module serves the heat map. The same read-once rules
// as api.ts: every argument is read once into values this module owns, the
// engine validates and computes in one call.
import { check } from './errors.js';
import { own, readArray, readNumber, readObject, type ReadOptions } from './read.js';
import { encodeInPrecision, ropePrecisionApi, type EngineContext } from './rope-precision.js';
import { makeRelativeBias } from './relative-bias.js';
import { makeTransformerXlNope } from './transformer-xl-nope.js';
import type { FullOnlyName } from './full-names.js';
import type { AttentionResult, BaseOptions, Matrix, PosEnc, WavelengthOptions } from './types.js';

/** What api.ts lends the full functions, beyond rope-precision.ts's context. */
export interface FullContext extends EngineContext {
  engineOptions(o: ReadOptions): { base: number; layout: number; variant: number };
  smallValues(n: number): Float64Array;
}

/** The full-only part of the API, and the precision encoder positionalEncoding uses. */
export function makeFullApi(ctx: FullContext): {
  api: Pick<PosEnc, FullOnlyName>;
  encodeInPrecision(
    seqLen: number,
    dModel: number,
    o: ReadOptions,
    precision: number,
  ): Float64Array;
} {
  const { wasm } = ctx;
  const api: Pick<PosEnc, FullOnlyName> = {
    ...makeRelativeBias(ctx),
    ...makeTransformerXlNope(ctx),
    ...ropePrecisionApi(ctx),

    selfAttention(x: Matrix): AttentionResult {
      const matrix = readObject('x', x, 'a matrix {rows, cols, data}');
      const rows = readNumber('x.rows', own(matrix, 'rows'));
      const cols = readNumber('x.cols', own(matrix, 'cols'));
      const data = readArray('x.data', own(matrix, 'data'), ctx.maxElements);
      return ctx.run(() => {
        ctx.stage('x', data);
        const result = check(wasm.selfAttention(rows, cols, data.length));
        return {
          output: { rows, cols, data: ctx.copyOut(result, rows * cols) },
          weights: {
            rows,
            cols: rows,
            data: ctx.copyOut(result, rows * rows, undefined, rows * cols),
          },
        };
      });
    },

    shift(vector: ArrayLike<number>, k: number, opts?: WavelengthOptions): Float64Array {
      const v = readArray('vector', vector, ctx.maxElements);
      readNumber('k', k);
      const o = ctx.options(opts, ['base', 'variant']);
      return ctx.run(() => {
        ctx.stage('vector', v);
        return ctx.copyOut(check(wasm.shift(v.length, k, ctx.engineOptions(o))), v.length);
      });
    },

    rotationMatrix(k: number, pair: number, dModel: number, opts?: BaseOptions): Float64Array {
      readNumber('k', k);
      readNumber('pair', pair);
      readNumber('dModel', dModel);
      const { base } = ctx.options(opts, ['base']);
      check(wasm.rotationMatrix(k, pair, dModel, base));
      return ctx.smallValues(4);
    },

    dotProducts(seqLen: number, dModel: number, opts?: BaseOptions): Matrix {
      readNumber('seqLen', seqLen);
      readNumber('dModel', dModel);
      const { base } = ctx.options(opts, ['base']);
      return ctx.run(() => {
        const result = check(wasm.dotProducts(seqLen, dModel, base));
        return { rows: seqLen, cols: seqLen, data: ctx.copyOut(result, seqLen * seqLen) };
      });
    },

    learnedTable(maxLen: number, dModel: number, seed = 0): Matrix {
      readNumber('maxLen', maxLen);
      readNumber('dModel', dModel);
      readNumber('seed', seed);
      return ctx.run(() => {
        const result = check(wasm.learnedTable(maxLen, dModel, seed));
        return { rows: maxLen, cols: dModel, data: ctx.copyOut(result, maxLen * dModel) };
      });
    },

    learnedParameterCount(maxLen: number, dModel: number): number {
      readNumber('maxLen', maxLen);
      readNumber('dModel', dModel);
      return check(wasm.learnedParameterCount(maxLen, dModel)).value;
    },

    rope(vector: ArrayLike<number>, position: number, opts?: BaseOptions): Float64Array {
      const v = readArray('vector', vector, ctx.maxElements);
      readNumber('position', position);
      const { base } = ctx.options(opts, ['base']);
      return ctx.run(() => {
        ctx.stage('vector', v);
        return ctx.copyOut(check(wasm.rope(v.length, position, base)), v.length);
      });
    },

    ropeScores(
      q: ArrayLike<number>,
      k: ArrayLike<number>,
      seqLen: number,
      opts?: BaseOptions,
    ): Matrix {
      const qv = readArray('q', q, ctx.maxElements);
      const kv = readArray('k', k, ctx.maxElements);
      readNumber('seqLen', seqLen);
      const { base } = ctx.options(opts, ['base']);
      return ctx.run(() => {
        ctx.stage('q', qv, kv);
        const result = check(wasm.ropeScores(qv.length, kv.length, seqLen, base));
        return { rows: seqLen, cols: seqLen, data: ctx.copyOut(result, seqLen * seqLen) };
      });
    },
  };
  return {
    api,
    encodeInPrecision: (seqLen, dModel, o, precision) =>
      encodeInPrecision(ctx, seqLen, dModel, o, precision),
  };
}
