// Messages between the exercise page and its sandbox worker.

/** Results larger than this are rejected, in the worker and again on the page. */
export const MAX_NUMBERS = 1_000_000;
export const MAX_BYTES = 8 * 1024 * 1024;
/** The page terminates the worker after this long. */
export const TIME_LIMIT_MS = 2000;

export interface RunRequest {
  code: string;
  shapes: readonly (readonly [number, number])[];
}

/** One call's outcome: the flattened (seqLen * dModel) output, or why it was rejected. */
export type ShapeOutcome =
  | { seqLen: number; dModel: number; data: Float64Array }
  | { seqLen: number; dModel: number; error: string };

export type RunReply =
  | { kind: 'done'; outcomes: ShapeOutcome[] }
  /** The code could not be loaded or run; `message` is shown to the learner. */
  | { kind: 'failed'; reason: 'blocked' | 'syntax' | 'missing' | 'thrown'; message: string };
