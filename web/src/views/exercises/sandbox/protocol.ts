// Messages between the widget and its exercise sandbox (sandbox.html hosts a
// worker that runs harness.ts around the learner's code).

/**
 * Max |yours - engine| for a pass; also how close an output must be to a
 * mistake's. Here (not in diagnose.ts) so the page can name it without
 * loading the checker, which is fetched only for a Run.
 */
export const TOLERANCE = 1e-9;
/** Results larger than this are rejected, in the sandbox and again on the page. */
export const MAX_NUMBERS = 1_000_000;
export const MAX_BYTES = 8 * 1024 * 1024;
/**
 * Longest text in a reply (an error message): the harness cuts longer ones
 * (saying so) and the page refuses a reply that holds a longer one.
 */
export const MAX_MESSAGE_LENGTH = 2000;
/**
 * A rejected output's received values are kept up to this many times the
 * numbers asked for (enough to show a transposed or doubled matrix); the
 * harness allocates that room before the learner's code runs and the page
 * refuses a reply with more.
 */
export const RECEIVED_FACTOR = 2;
/** The page stops the learner's code this long after handing it over. */
export const TIME_LIMIT_MS = 2000;
/**
 * At the time limit the page asks the sandbox frame whether it is still
 * there; no answer within this long means its process stopped (it may have
 * run out of memory) rather than that the code is still running.
 */
export const ANSWER_LIMIT_MS = 1000;
/** The sandbox frame and its worker must be ready within this long. */
export const START_LIMIT_MS = 10_000;

/** Page → harness, on the private port: the code and the shapes the page asks for. */
export interface RunRequest {
  code: string;
  shapes: readonly (readonly [number, number])[];
}

/** What kind of problem made the harness reject an output. */
export type OutputFault = 'shape' | 'nonfinite' | 'missing' | 'string' | 'type' | 'size';

/**
 * An output the harness could not accept: why, and when it was rectangular
 * what was received (dims [rows, cols] or [length]; values with NaN for
 * non-numbers), so that the page can recognise the mistake.
 */
export interface RejectedOutput {
  error: string;
  fault?: OutputFault;
  /** [row, col] of the first non-number, for the faults about values. */
  at?: [number, number];
  received?: { dims: number[]; data: Float64Array };
}

/** One requested shape's raw output: seqLen * dModel values, or why there are none. */
export type RawOutput = { data: Float64Array } | RejectedOutput;

/** Harness → page, on the private port, after `{kind: 'ready'}`. */
export type SandboxReply =
  /** One output per requested shape, in the order asked. */
  | { kind: 'outputs'; outputs: RawOutput[] }
  /** The code could not be loaded or run; `message` is shown to the learner. */
  | { kind: 'failed'; reason: 'blocked' | 'syntax' | 'missing' | 'thrown'; message: string };

/** One checked shape as the page pairs it: its own shape and the raw output. */
export type ShapeOutcome =
  | { seqLen: number; dModel: number; data: Float64Array }
  | ({ seqLen: number; dModel: number } & RejectedOutput);

/** What a run comes to, once the page has validated the sandbox's reply. */
export type RunResult =
  | { kind: 'done'; outcomes: ShapeOutcome[] }
  | {
      kind: 'failed';
      reason:
        'blocked' | 'syntax' | 'missing' | 'thrown' | 'timeout' | 'crashed' | 'worker' | 'protocol';
      message: string;
    };
