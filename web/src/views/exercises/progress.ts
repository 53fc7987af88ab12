// The exercises view's results as kept and reported (../../progress): the
// coding exercise's outcome with every shape checked, the numeric
// questions, the checkpoint predictions and the guided exercises, and the
// guided exercises' inputs as kept between visits. Pure: no DOM, no lit;
// tested in Node (tests/js/views/exercises-progress.test.mjs).
import type { RunVerdict } from './sandbox/checker.js';
import { TOLERANCE } from './sandbox/protocol.js';
import { significant } from '../../ui/format.js';
import { quote, type ResultItem } from './progress-summary.js';
import {
  shapesText,
  type Ex1Result,
  type Ex2Result,
  type Ex3Pick,
  type Ex3Result,
  type Verdict,
} from './derive.js';

/** The coding exercise's result: passed or not, with every shape checked. */
export function exerciseResult(verdict: Extract<RunVerdict, { status: 'checked' }>): ResultItem {
  const { checks, pitfalls } = verdict;
  const shapes = shapesText(checks.map((c) => [c.seqLen, c.dModel]));
  const passed = checks.length > 0 && checks.every((c) => c.passed);
  if (passed) {
    return {
      kind: 'exercise',
      id: 'code',
      correct: true,
      summary: `passed: all ${checks.length} shapes match the engine within ${TOLERANCE}: ${shapes}.`,
    };
  }
  const failing = checks.filter((c) => !c.passed);
  const detail = failing
    .map(
      (c) =>
        `(${c.seqLen}, ${c.dModel}) ${c.problem ? 'rejected' : `max |error| ${significant(c.maxError, 3)}`}`,
    )
    .join(', ');
  const named =
    pitfalls.length > 0 ? ` Recognised: ${pitfalls.map((p) => p.title).join('; ')}.` : '';
  return {
    kind: 'exercise',
    id: 'code',
    correct: false,
    summary: `not yet: ${failing.length} of ${checks.length} shapes differ (${detail}); shapes checked: ${shapes}.${named}`,
  };
}

/** A numeric question's result: the answer given and the engine's verdict. */
export function quizResult(id: string, answer: string, verdict: Verdict): ResultItem {
  return {
    kind: 'quiz',
    id,
    correct: verdict.ok,
    summary: `answered ${quote(answer, 200)}: ${verdict.ok ? 'right' : 'wrong'}.`,
  };
}

/** A checkpoint item: the learner's written answer, compared by the learner with the given one. */
export function predictionResult(id: string, answer: string): ResultItem {
  return {
    kind: 'prediction',
    id,
    correct: null,
    summary:
      answer.trim() === ''
        ? 'answer revealed without a written answer.'
        : `wrote ${quote(answer)}, then revealed the answer.`,
  };
}

/** The learner's own mark of a checkpoint answer after revealing the given one. */
export type SelfMark = 'had' | 'notYet';

/**
 * A checkpoint item the learner marked: `correct` is their own mark (true:
 * "I had it", false: "Not yet"), not the engine's.
 */
export function selfCheckResult(id: string, answer: string, mark: SelfMark): ResultItem {
  const wrote =
    answer.trim() === ''
      ? 'revealed the answer without a written answer'
      : `wrote ${quote(answer)}, revealed the answer`;
  return {
    kind: 'prediction',
    id,
    correct: mark === 'had',
    summary: `${wrote} and marked it "${mark === 'had' ? 'I had it' : 'Not yet'}" (the learner's own mark).`,
  };
}

/** Exercise 1's result: the rows distinct, and the prediction right or wrong (none: null). */
export function ex1Result(
  maxLen: number,
  dModel: number,
  predict: 'yes' | 'no' | null,
  r: Ex1Result,
): ResultItem {
  const all = r.unique === maxLen;
  const outcome = `${r.unique} of ${maxLen} rows distinct at d_model = ${dModel}`;
  return {
    kind: 'prediction',
    id: 'ex1',
    correct: predict === null ? null : (predict === 'yes') === all,
    summary:
      predict === null
        ? `verified without a prediction: ${outcome}.`
        : `predicted "${predict}": ${outcome}, so the prediction was ${(predict === 'yes') === all ? 'right' : 'wrong'}.`,
  };
}

/** Exercise 2's result: whether R_k maps PE(pos) to PE(pos + k) within `exact`. */
export function ex2Result(
  pair: number,
  k: number,
  dModel: number,
  r: Ex2Result,
  exact: number,
): ResultItem {
  const holds = r.maxError < exact;
  return {
    kind: 'exercise',
    id: 'ex2',
    correct: holds,
    summary: `pair ${pair}, k = ${k}, d_model = ${dModel}: max error ${significant(r.maxError, 2)}, ${holds ? 'one rotation maps every PE(pos) to PE(pos + k)' : 'larger than rounding'}.`,
  };
}

/** Exercise 3's result: the pick against the engine's wavelengths. */
export function ex3Result(
  a: number,
  b: number,
  dModel: number,
  pick: Ex3Pick,
  r: Ex3Result,
): ResultItem {
  const picked = pick === 'same' ? 'the same rate' : `${pick === 'a' ? a : b} as faster`;
  return {
    kind: 'prediction',
    id: 'ex3',
    correct: r.correct,
    summary: `d_model = ${dModel}, dimensions ${a} and ${b}: picked ${picked}, ${r.correct ? 'right' : 'wrong'}.`,
  };
}

/** A guided exercise's inputs as kept: whole numbers and choices, read back defensively. */
export function readInputs<T extends Record<string, number | string | null>>(
  text: string | undefined,
  defaults: T,
): T {
  if (text === undefined) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof raw !== 'object' || raw === null) return defaults;
  const out: Record<string, number | string | null> = { ...defaults };
  for (const [key, value] of Object.entries(defaults)) {
    const kept = (raw as Record<string, unknown>)[key];
    if (typeof value === 'number' && typeof kept === 'number' && Number.isFinite(kept)) {
      out[key] = kept;
    } else if (typeof value !== 'number' && (kept === null || typeof kept === 'string')) {
      out[key] = kept;
    }
  }
  return out as T;
}
