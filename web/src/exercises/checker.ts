// Compares the learner's output with the engine, cell by cell, and names a
// known pitfall when the output matches one of the engine's mistake variants.
import type { EncodingOptions, Matrix, PosEnc, Variant } from '../engine.js';
import { defaultBase } from '../facts.js';
import { MAX_NUMBERS, type RunResult, type ShapeOutcome } from './protocol.js';

export const TOLERANCE = 1e-9;

export interface ShapeCheck {
  seqLen: number;
  dModel: number;
  passed: boolean;
  /** Max |yours - engine|; NaN when the output was rejected. */
  maxError: number;
  worst: { row: number; col: number; yours: number; expected: number } | null;
  /** |error| per cell when compared. */
  errors: Matrix | null;
  /** Why the output was rejected (shape, non-number, size). */
  problem: string | null;
}

export const variantFeedback: Record<Exclude<Variant, 'correct'>, string> = {
  'exponent-i-over-d': 'you used i/d instead of 2i/d in the exponent',
  'sine-only': 'sine in every column: the odd columns (2i+1) must hold cosines',
  'cosine-only': 'cosine in every column: the even columns (2i) must hold sines',
  'one-indexed':
    'positions counted from 1: the first position is 0, so row 0 must be (0, 1, 0, 1, …)',
  'exponent-2i-times-d': 'you used 2i·d instead of 2i/d in the exponent',
  'exponent-d-over-2i': 'you used d/(2i) instead of 2i/d in the exponent',
};

export interface Pitfall {
  label: string;
  options: EncodingOptions;
  feedback: string;
}

export function pitfalls(pe: PosEnc): Pitfall[] {
  const list: Pitfall[] = pe.variants
    .filter((v): v is Exclude<Variant, 'correct'> => v !== 'correct')
    .map((variant) => ({
      label: variant,
      options: { variant },
      feedback: variantFeedback[variant],
    }));
  list.push({
    label: 'split',
    options: { layout: 'split' },
    feedback:
      'sines and cosines split into two halves instead of interleaved (sin in column 2i, cos in column 2i+1)',
  });
  for (const base of [defaultBase / 10, defaultBase * 10]) {
    list.push({
      label: `base ${base}`,
      options: { base },
      feedback: `base ${base.toLocaleString('en-US')} instead of ${defaultBase}`,
    });
  }
  return list;
}

function maxAbsDiff(a: Float64Array, b: Float64Array): number {
  let max = 0;
  for (let k = 0; k < a.length; k++) {
    const e = Math.abs(a[k]! - b[k]!);
    if (!(e <= max)) max = e;
  }
  return max;
}

export function checkShape(
  pe: PosEnc,
  seqLen: number,
  dModel: number,
  data: Float64Array,
): ShapeCheck {
  const ref = pe.positionalEncoding(seqLen, dModel).data;
  if (data.length !== ref.length) {
    throw new RangeError(
      `the output for shape (${seqLen}, ${dModel}) has ${data.length} values, not ${ref.length}`,
    );
  }
  const errors = new Float64Array(ref.length);
  let max = 0;
  let worstIndex = 0;
  for (let k = 0; k < ref.length; k++) {
    const e = Math.abs(data[k]! - ref[k]!);
    errors[k] = e;
    if (e > max) {
      max = e;
      worstIndex = k;
    }
  }
  return {
    seqLen,
    dModel,
    passed: max <= TOLERANCE,
    maxError: max,
    worst: {
      row: Math.floor(worstIndex / dModel),
      col: worstIndex % dModel,
      yours: data[worstIndex]!,
      expected: ref[worstIndex]!,
    },
    errors: { rows: seqLen, cols: dModel, data: errors },
    problem: null,
  };
}

/** The pitfalls whose engine output matches every returned shape within TOLERANCE. */
export function matchPitfalls(
  pe: PosEnc,
  outputs: readonly { seqLen: number; dModel: number; data: Float64Array }[],
): Pitfall[] {
  if (outputs.length === 0) return [];
  return pitfalls(pe).filter((pitfall) =>
    outputs.every((o) => {
      try {
        const variant = pe.positionalEncoding(o.seqLen, o.dModel, pitfall.options).data;
        return maxAbsDiff(o.data, variant) <= TOLERANCE;
      } catch {
        return false;
      }
    }),
  );
}

/** What the page shows after a run: a failure to explain, or a check per shape. */
export type RunVerdict =
  | { status: 'failed'; message: string }
  | { status: 'checked'; checks: ShapeCheck[]; pitfalls: Pitfall[] };

/** Longest learner-influenced text the page shows (an error message from the sandbox). */
export const MAX_MESSAGE_LENGTH = 2000;

const failureReasons = new Set(['blocked', 'syntax', 'missing', 'thrown']);

function protocolFailure(detail: string): RunResult {
  return {
    kind: 'failed',
    reason: 'protocol',
    message: `The run failed: ${detail} The page checks only outputs it asked for, so nothing was checked. Run again.`,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the sandbox's reply to a request for `shapes` without trusting it:
 * a failure with a known reason and a text, or exactly one output per
 * requested shape, each a Float64Array of seqLen * dModel values or an
 * error text. Anything else (no outputs, fewer or more, another shape, a
 * made-up message) is a failed run. The outcomes carry the page's own
 * shapes, never the reply's.
 */
export function acceptReply(
  shapes: readonly (readonly [number, number])[],
  reply: unknown,
): RunResult {
  if (!isRecord(reply)) return protocolFailure('the sandbox sent no result.');
  if (reply.kind === 'failed') {
    const { reason, message } = reply;
    if (typeof reason !== 'string' || !failureReasons.has(reason) || typeof message !== 'string') {
      return protocolFailure('the sandbox sent a malformed failure.');
    }
    return {
      kind: 'failed',
      reason: reason as 'blocked' | 'syntax' | 'missing' | 'thrown',
      message: message.slice(0, MAX_MESSAGE_LENGTH),
    };
  }
  if (reply.kind !== 'outputs' || !Array.isArray(reply.outputs)) {
    return protocolFailure('the sandbox sent something other than the outputs of your function.');
  }
  const outputs: unknown[] = reply.outputs;
  if (shapes.length === 0) return protocolFailure('no shapes were asked for.');
  if (outputs.length !== shapes.length) {
    return protocolFailure(
      `${shapes.length} shapes were asked for but ${outputs.length} outputs came back.`,
    );
  }
  const outcomes: ShapeOutcome[] = [];
  let total = 0;
  for (let k = 0; k < shapes.length; k++) {
    const [seqLen, dModel] = shapes[k]!;
    const output = outputs[k];
    if (isRecord(output) && typeof output.error === 'string' && !('data' in output)) {
      outcomes.push({ seqLen, dModel, error: output.error.slice(0, MAX_MESSAGE_LENGTH) });
      continue;
    }
    const data = isRecord(output) ? output.data : undefined;
    if (!(data instanceof Float64Array) || data.length !== seqLen * dModel) {
      return protocolFailure(
        `the output for shape (${seqLen}, ${dModel}) is not ${seqLen * dModel} float64 values.`,
      );
    }
    total += data.length;
    if (total > MAX_NUMBERS) {
      return {
        kind: 'failed',
        reason: 'protocol',
        message: `Output too large: more than ${MAX_NUMBERS.toLocaleString('en-US')} numbers in total (8 MB).`,
      };
    }
    outcomes.push({ seqLen, dModel, data });
  }
  return { kind: 'done', outcomes };
}

/** The engine's verdict on the learner's outputs, one check per shape. */
export function judgeOutcomes(pe: PosEnc, outcomes: readonly ShapeOutcome[]): RunVerdict {
  if (outcomes.length === 0) {
    return { status: 'failed', message: 'The run failed: no output was checked.' };
  }
  const checks: ShapeCheck[] = [];
  const good: { seqLen: number; dModel: number; data: Float64Array }[] = [];
  for (const outcome of outcomes) {
    if ('error' in outcome) {
      checks.push({
        seqLen: outcome.seqLen,
        dModel: outcome.dModel,
        passed: false,
        maxError: NaN,
        worst: null,
        errors: null,
        problem: outcome.error,
      });
    } else {
      checks.push(checkShape(pe, outcome.seqLen, outcome.dModel, outcome.data));
      good.push(outcome);
    }
  }
  const allPass = checks.every((c) => c.passed);
  const found = allPass || good.length !== checks.length ? [] : matchPitfalls(pe, good);
  return { status: 'checked', checks, pitfalls: found };
}
