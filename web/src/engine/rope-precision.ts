// The API's functions for RoPE context extension, DroPE and reduced
// precision (issue 10), over the same read-once rules as api.ts: every
// argument is read once into values this module owns, the engine validates
// and computes in one call, a failed Result becomes a RangeError/TypeError.
import { check, describe, rangeError, typeError } from './errors.js';
import type { PosEncWasm, WasmResult } from './wasm.js';
import {
  checkOut,
  own,
  readArray,
  readNumber,
  readPrecision,
  type ArrayCopy,
  type ReadOptions,
} from './read.js';
import type {
  DropeComparison,
  Precision,
  PrecisionReport,
  RopeFrequencies,
  RopeScalingApi,
  ScoreProfile,
} from './types.js';

/** What api.ts lends this module: the module, its names and its call helpers. */
export interface EngineContext {
  readonly wasm: PosEncWasm;
  readonly ropeScalingNames: readonly string[];
  readonly precisionNames: readonly string[];
  readonly maxElements: number;
  options(value: unknown, allowed: readonly string[]): ReadOptions;
  run<T>(body: () => T): T;
  stage(param: string, ...arrays: ArrayCopy[]): void;
  copyOut(result: WasmResult, n: number, out?: Float64Array, skip?: number): Float64Array;
}

/** The numeric fields of a scaling, in the engine's order; NaN marks one left out. */
const scalingFields = [
  'factor',
  'originalMaxPosition',
  'seqLen',
  'betaFast',
  'betaSlow',
  'lowFreqFactor',
  'highFreqFactor',
] as const;

export type WasmRopeScaling = { type: number } & Record<(typeof scalingFields)[number], number>;

const quoteAll = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * Reads a scaling object once (own keys only). Which fields a type needs or
 * refuses, and every range, is the engine's to check; here only the shape:
 * an object, a known type name, numbers (NaN is refused here because the
 * engine reads NaN as "left out").
 */
export function readScaling(value: unknown, names: readonly string[]): WasmRopeScaling {
  const read = { type: 0 } as WasmRopeScaling;
  for (const field of scalingFields) read[field] = NaN;
  if (value === undefined) return read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('scaling', `scaling must be an object { type, ... }; got ${describe(value)}`);
  }
  const given = new Map<string, unknown>();
  for (const key of Object.keys(value)) {
    if (key !== 'type' && !(scalingFields as readonly string[]).includes(key)) {
      throw typeError(
        `scaling.${key}`,
        `scaling.${key} is not a scaling field; allowed: type, ${scalingFields.join(', ')}`,
      );
    }
    given.set(key, own(value, key));
  }
  const type = given.get('type');
  if (typeof type !== 'string') {
    throw typeError(
      'scaling.type',
      `scaling.type must be one of ${quoteAll(names)}; got ${describe(type)}`,
    );
  }
  read.type = names.indexOf(type);
  if (read.type < 0) {
    throw rangeError(
      'scaling.type',
      `scaling.type must be one of ${quoteAll(names)}; got ${describe(type)}`,
    );
  }
  for (const field of scalingFields) {
    const v = given.get(field);
    if (v === undefined) continue;
    const param = `scaling.${field}`;
    readNumber(param, v);
    if (Number.isNaN(v)) throw rangeError(param, `${param} must be a number; got NaN`);
    read[field] = v as number;
  }
  return read;
}

/**
 * positionalEncoding in a precision other than float64: the engine's
 * per-entry kernel (variant 'correct' only: the pitfalls are a float64 lesson).
 */
export function encodeInPrecision(
  ctx: EngineContext,
  seqLen: number,
  dModel: number,
  o: ReadOptions,
  precision: number,
): Float64Array {
  if (o.variant !== 0) {
    throw rangeError(
      'precision',
      `precision "${ctx.precisionNames[precision]}" is computed for variant "correct" only; use precision "float64" with other variants`,
    );
  }
  return ctx.run(() => {
    const result = check(ctx.wasm.precisionEncode(seqLen, dModel, o.base, o.layout, precision));
    if (o.out !== undefined) checkOut(o.out, seqLen * dModel, 'seqLen * dModel');
    return ctx.copyOut(result, seqLen * dModel, o.out);
  });
}

export function ropePrecisionApi(ctx: EngineContext): RopeScalingApi {
  const { wasm, run, stage, copyOut } = ctx;
  return {
    ropeFrequencies(dModel: number, opts?: unknown): RopeFrequencies {
      readNumber('dModel', dModel);
      const o = ctx.options(opts, ['base', 'scaling']);
      const scaling = readScaling(o.given.get('scaling'), ctx.ropeScalingNames);
      return run(() => {
        const result = check(wasm.ropeFrequencies(dModel, o.base, scaling));
        const half = dModel / 2;
        return {
          invFreq: copyOut(result, half),
          wavelength: copyOut(result, half, undefined, half),
          interpolation: copyOut(result, half, undefined, 2 * half),
          attentionFactor: result.value,
        };
      });
    },

    ropeScoreProfile(
      q: ArrayLike<number>,
      k: ArrayLike<number>,
      maxDistance: number,
      opts?: unknown,
    ): ScoreProfile {
      const qv = readArray('q', q, ctx.maxElements);
      const kv = readArray('k', k, ctx.maxElements);
      readNumber('maxDistance', maxDistance);
      const o = ctx.options(opts, ['base', 'scaling']);
      const scaling = readScaling(o.given.get('scaling'), ctx.ropeScalingNames);
      return run(() => {
        stage('q', qv, kv);
        const result = check(
          wasm.ropeScoreProfile(qv.length, kv.length, maxDistance, o.base, scaling),
        );
        return { scores: copyOut(result, maxDistance + 1), attentionFactor: result.value };
      });
    },

    dropeCompare(
      q: ArrayLike<number>,
      k: ArrayLike<number>,
      maxDistance: number,
      trainingLength: number,
      opts?: unknown,
    ): DropeComparison {
      const qv = readArray('q', q, ctx.maxElements);
      const kv = readArray('k', k, ctx.maxElements);
      readNumber('maxDistance', maxDistance);
      readNumber('trainingLength', trainingLength);
      const { base } = ctx.options(opts, ['base']);
      return run(() => {
        stage('q', qv, kv);
        const result = check(
          wasm.dropeCompare(qv.length, kv.length, maxDistance, base, trainingLength),
        );
        const n = maxDistance + 1;
        const [seenMin, seenMax, dot, outsideCount, firstOutside, unseenPairs] = copyOut(
          result,
          6,
          undefined,
          2 * n,
        );
        return {
          rope: copyOut(result, n),
          nope: copyOut(result, n, undefined, n),
          seenMin: seenMin!,
          seenMax: seenMax!,
          dot: dot!,
          outsideCount: outsideCount!,
          firstOutside: firstOutside!,
          unseenPairs: unseenPairs!,
        };
      });
    },

    precisionStats(seqLen: number, dModel: number, opts?: unknown): PrecisionReport {
      readNumber('seqLen', seqLen);
      readNumber('dModel', dModel);
      const o = ctx.options(opts, ['base', 'precision']);
      const precision = readPrecision(o.given.get('precision'), ctx.precisionNames);
      return run(() => {
        const result = check(wasm.precisionStats(seqLen, dModel, o.base, precision));
        const [distinctRows, firstCollision, firstNonFinite, largestExactInteger] = copyOut(
          result,
          4,
          undefined,
          seqLen,
        );
        return {
          maxError: copyOut(result, seqLen),
          distinctRows: distinctRows!,
          firstCollision: firstCollision!,
          firstNonFinite: firstNonFinite!,
          largestExactInteger: largestExactInteger!,
        };
      });
    },

    roundToPrecision(values: ArrayLike<number>, precision: Precision): Float64Array {
      const v = readArray('values', values, ctx.maxElements);
      const p = readPrecision(precision, ctx.precisionNames);
      return run(() => {
        stage('values', v);
        return copyOut(check(wasm.roundToPrecision(v.length, p)), v.length);
      });
    },
  };
}
