// Compares the learner's output with the engine, cell by cell, and names
// the mistakes it recognises (./diagnose.ts) when the output is wrong.
import type { Matrix, PosEnc } from '../../../engine/index.js';
import { explainFailure } from '../derive.js';
import { TOLERANCE, diagnose, matricesOf, type Diagnosis, type ShapeResult } from './diagnose.js';
import { pythonSigns, type PythonSign } from './python.js';
import {
  MAX_MESSAGE_LENGTH,
  MAX_NUMBERS,
  RECEIVED_FACTOR,
  type OutputFault,
  type RejectedOutput,
  type RunResult,
  type ShapeOutcome,
} from './protocol.js';

export { MAX_MESSAGE_LENGTH, TOLERANCE, type Diagnosis, type PythonSign };

export interface ShapeCheck {
  seqLen: number;
  dModel: number;
  passed: boolean;
  /** Max |yours - engine|; NaN when the output was rejected. */
  maxError: number;
  worst: { row: number; col: number; yours: number; expected: number } | null;
  /** |error| per cell when compared. */
  errors: Matrix | null;
  /** The learner's output as received (its own shape), when it was a rectangle. */
  yours: Matrix | null;
  /** The engine's (seqLen, dModel) matrix. */
  expected: Matrix;
  /** Why the output was rejected (shape, non-number, size). */
  problem: string | null;
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
    yours: { rows: seqLen, cols: dModel, data },
    expected: { rows: seqLen, cols: dModel, data: ref },
    problem: null,
  };
}

/**
 * What the page shows after a run: a failure to explain (with the lines that
 * look like Python, when the code does: the page shows its NumPy-to-JavaScript
 * sheet), or a check per shape.
 */
export type RunVerdict =
  | { status: 'failed'; message: string; python?: PythonSign[] }
  | { status: 'checked'; checks: ShapeCheck[]; pitfalls: Diagnosis[] };

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

const faults = new Set<OutputFault>(['shape', 'nonfinite', 'missing', 'string', 'type', 'size']);

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_NUMBERS;
}

/** A text from the sandbox: a string the harness would have sent (it cuts longer ones). */
function isMessage(x: unknown): x is string {
  return typeof x === 'string' && x.length <= MAX_MESSAGE_LENGTH;
}

/**
 * A rejected output as the page keeps it: the text, a known fault, the
 * first bad cell and what was received, each checked (dims of one or two
 * whole numbers whose product is the length of a Float64Array of at most
 * RECEIVED_FACTOR times the numbers asked for); anything malformed or larger
 * than the harness sends is a protocol failure.
 */
function readRejected(output: Record<string, unknown>, asked: number): RejectedOutput | string {
  const { error, fault, at, received } = output;
  if (!isMessage(error)) return 'the sandbox sent an overlong message.';
  const result: RejectedOutput = { error };
  if (fault !== undefined) {
    if (typeof fault !== 'string' || !faults.has(fault as OutputFault)) {
      return 'the sandbox sent an unknown kind of problem.';
    }
    result.fault = fault as OutputFault;
  }
  if (at !== undefined) {
    if (!Array.isArray(at) || at.length !== 2 || !at.every(isCount)) {
      return 'the sandbox sent a malformed cell position.';
    }
    result.at = [at[0] as number, at[1] as number];
  }
  if (received !== undefined) {
    const dims = isRecord(received) ? received.dims : undefined;
    const data = isRecord(received) ? received.data : undefined;
    // The length first: a Float64Array's is its own, and nothing past it is read.
    if (!(data instanceof Float64Array) || data.length > RECEIVED_FACTOR * asked) {
      return 'the sandbox sent a malformed received output.';
    }
    if (
      !Array.isArray(dims) ||
      dims.length < 1 ||
      dims.length > 2 ||
      !dims.every(isCount) ||
      data.length !== (dims as number[]).reduce((a, b) => a * b, 1)
    ) {
      return 'the sandbox sent a malformed received output.';
    }
    result.received = { dims: [...(dims as number[])], data };
  }
  return result;
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
    if (typeof reason !== 'string' || !failureReasons.has(reason) || !isMessage(message)) {
      return protocolFailure('the sandbox sent a malformed failure.');
    }
    return {
      kind: 'failed',
      reason: reason as 'blocked' | 'syntax' | 'missing' | 'thrown',
      message,
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
    if (isRecord(output) && 'error' in output && !('data' in output)) {
      const rejected = readRejected(output, seqLen * dModel);
      if (typeof rejected === 'string') return protocolFailure(rejected);
      outcomes.push({ seqLen, dModel, ...rejected });
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
  const checks: ShapeCheck[] = outcomes.map((outcome) => {
    if ('data' in outcome) return checkShape(pe, outcome.seqLen, outcome.dModel, outcome.data);
    const ref = pe.positionalEncoding(outcome.seqLen, outcome.dModel).data;
    const { yours, expected } = matricesOf(outcome as ShapeResult, ref);
    return {
      seqLen: outcome.seqLen,
      dModel: outcome.dModel,
      passed: false,
      maxError: NaN,
      worst: null,
      errors: null,
      yours,
      expected,
      problem: outcome.error,
    };
  });
  return { status: 'checked', checks, pitfalls: diagnose(pe, outcomes) };
}

/**
 * The page's verdict on a run that could not be checked: its explanation
 * and, when the code could not be loaded or run (a SyntaxError, no
 * positionalEncoding, a thrown error) and reads as Python, the lines that
 * say so. The code is read, never run here.
 */
export function judgeFailure(
  code: string,
  failure: Extract<RunResult, { kind: 'failed' }>,
): Extract<RunVerdict, { status: 'failed' }> {
  const message = explainFailure(failure.reason, failure.message);
  const loadOrRun =
    failure.reason === 'syntax' || failure.reason === 'missing' || failure.reason === 'thrown';
  const python = loadOrRun ? pythonSigns(code) : [];
  return python.length > 0 ? { status: 'failed', message, python } : { status: 'failed', message };
}
