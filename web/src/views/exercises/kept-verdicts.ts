// What the engine last said of a learner's checked answer, kept in this
// browser beside the answer (the view's ProgressStore, under
// `<answer id>:verdict`), and the learner's own mark of a checkpoint answer
// ("I had it" or "Not yet", kept the same way). A returning learner's answers are checked again by
// the engine, which arrives after the first paint; until then the tab's
// first-paint frame (frame.ts) shows each kept verdict where the engine's
// will stand, so nothing below moves when the engine's words replace it.
// Pure: no DOM, no engine. Storage is the learner's to edit, so a kept value
// is read back through a shape check: anything else is no verdict at all.
import type { Ex1Result, Ex2Result, Ex2Row, Ex3Result, Verdict } from './derive.js';
import type { SelfMark } from './progress.js';
import type { ProgressStore } from './progress-storage.js';

/** The answer key a verdict is kept under, beside its answer's. */
export const verdictKey = (answerId: string): string => `${answerId}:verdict`;

/** Keeps `value` (JSON: a typed array as a plain one) as what the engine said of `answerId`; null forgets it. */
export function keepVerdict(
  progress: ProgressStore | undefined,
  answerId: string,
  value: object | null,
): void {
  progress?.setAnswer(
    verdictKey(answerId),
    value === null
      ? null
      : JSON.stringify(value, (_key, v: unknown) =>
          v instanceof Float64Array ? Array.from(v) : v,
        ),
  );
}

/** The verdict kept for `answerId`, if one of the shape `read` accepts is kept. */
export function keptVerdict<T>(
  progress: ProgressStore,
  answerId: string,
  read: (raw: unknown) => T | null,
): T | null {
  const text = progress.work.answers[verdictKey(answerId)];
  if (text === undefined) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isPair = (x: unknown): x is [number, number] =>
  Array.isArray(x) && x.length === 2 && x.every(isNumber);

/** A numeric question's verdict. */
export function readVerdict(raw: unknown): Verdict | null {
  return isObject(raw) && typeof raw.ok === 'boolean' && typeof raw.message === 'string'
    ? { ok: raw.ok, message: raw.message }
    : null;
}

/** A guided exercise's outcome: the engine's result or the error it gave. */
export type Outcome<R> = { result: R; error: null } | { result: null; error: string };

function readOutcome<R>(raw: unknown, result: (x: unknown) => R | null): Outcome<R> | null {
  if (!isObject(raw)) return null;
  if (typeof raw.error === 'string') return { result: null, error: raw.error };
  const r = result(raw.result);
  return r === null ? null : { result: r, error: null };
}

function ex1(x: unknown): Ex1Result | null {
  return isObject(x) && isNumber(x.unique) && isNumber(x.min) && isNumber(x.max)
    ? { unique: x.unique, min: x.min, max: x.max }
    : null;
}

function ex2Row(x: unknown): Ex2Row | null {
  return isObject(x) &&
    isNumber(x.pos) &&
    isPair(x.here) &&
    isPair(x.predicted) &&
    isPair(x.actual) &&
    isNumber(x.error)
    ? { pos: x.pos, here: x.here, predicted: x.predicted, actual: x.actual, error: x.error }
    : null;
}

function ex2(x: unknown): Ex2Result | null {
  if (!isObject(x) || !Array.isArray(x.r) || x.r.length !== 4 || !x.r.every(isNumber)) return null;
  if (!Array.isArray(x.rows) || !isNumber(x.maxError)) return null;
  const rows = x.rows.map(ex2Row);
  if (rows.some((row) => row === null)) return null;
  return { r: Float64Array.from(x.r), rows: rows as Ex2Row[], maxError: x.maxError };
}

function ex3(x: unknown): Ex3Result | null {
  return isObject(x) &&
    isNumber(x.wa) &&
    isNumber(x.wb) &&
    (x.faster === 'a' || x.faster === 'b' || x.faster === 'same') &&
    typeof x.correct === 'boolean'
    ? { wa: x.wa, wb: x.wb, faster: x.faster, correct: x.correct }
    : null;
}

export const readEx1 = (raw: unknown) => readOutcome(raw, ex1);
export const readEx2 = (raw: unknown) => readOutcome(raw, ex2);
export const readEx3 = (raw: unknown) => readOutcome(raw, ex3);

/** A checkpoint answer's self-check: the learner's own mark. */
export function readSelfMark(raw: unknown): SelfMark | null {
  return isObject(raw) && (raw.mark === 'had' || raw.mark === 'notYet') ? raw.mark : null;
}
