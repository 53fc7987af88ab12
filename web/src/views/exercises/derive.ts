// What the exercises view shows, as pure functions of the state, the engine
// and the learner's input: the shapes a Run asks for, the messages that
// explain a failed run, and the engine's verdicts on the numeric questions
// and the guided exercises 1 to 3. No DOM and no lit here, so every verdict
// is unit-tested in Node (tests/js/views/exercises.test.mjs).
//
// The share link's limit is ./share-link.ts (it loads the URL codec, which
// the first-paint frame's parts must not carry).
//
// The run's verdict itself (comparing the sandbox's raw outputs with the
// engine) lives with the rest of the exercise runtime in
// ../../exercises/checker.ts.
import type { PosEnc } from '../../engine/index.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import { TOLERANCE } from './sandbox/protocol.js';
import type { State } from '../state.js';

/** Shapes every Run checks, before the reader's own (seqLen, dModel). */
export const BASE_SHAPES: readonly (readonly [number, number])[] = [
  [3, 4],
  [50, 8],
  [20, 64],
  [7, 2],
];

/** The reader's current shape joins the run when it is at most this large. */
export const MAX_EXTRA_SIDE = 128;

export interface ExercisesModel {
  /** The (seqLen, dModel) shapes a Run asks the learner's function for, in order. */
  shapes: [number, number][];
}

export function derive(state: Readonly<State>): ExercisesModel {
  return { shapes: runShapes(state.seqLen, state.dModel) };
}

/** The base shapes plus the reader's own when small and not already listed. */
export function runShapes(seqLen: number, dModel: number): [number, number][] {
  const list = BASE_SHAPES.map(([s, d]) => [s, d] as [number, number]);
  if (
    seqLen <= MAX_EXTRA_SIDE &&
    dModel <= MAX_EXTRA_SIDE &&
    !list.some(([s, d]) => s === seqLen && d === dModel)
  ) {
    list.push([seqLen, dModel]);
  }
  return list;
}

export function shapesText(shapes: readonly (readonly [number, number])[]): string {
  return shapes.map(([s, d]) => `(${s}, ${d})`).join(', ');
}

/**
 * The learner-facing text for a run that could not be checked: a thrown
 * error or a load failure gets a hint when it names something the sandbox
 * deliberately lacks (network, storage, the page).
 */
export function explainFailure(reason: string, message: string): string {
  if (reason !== 'thrown' && reason !== 'syntax') return message;
  if (
    /\b(fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|importScripts|Request|FontFace)\b/.test(
      message,
    ) ||
    /Content Security Policy|Failed to fetch dynamically imported module/.test(message)
  ) {
    return `${message} — the network is unavailable here: your code runs in a sandbox without fetch, XMLHttpRequest, WebSocket, EventSource or imports from other addresses.`;
  }
  if (/\b(indexedDB|caches|localStorage|sessionStorage|BroadcastChannel|Worker)\b/.test(message)) {
    return `${message} — storage and other workers are unavailable in the exercise sandbox.`;
  }
  if (/\b(document|window|localStorage|alert)\b/.test(message) && /ReferenceError/.test(message)) {
    return `${message} — your code runs in a Web Worker, without access to the page (no document or window).`;
  }
  if (reason === 'syntax') return `Your code could not be loaded: ${message}`;
  return `Your code threw an error: ${message}`;
}

// ---- numeric questions -------------------------------------------------------

export interface Verdict {
  ok: boolean;
  message: string;
}

/** Parses "0, 1, 0.5 …" (commas, spaces or semicolons, optional brackets). */
export function parseNumbers(text: string): number[] | string {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '' && p !== '[' && p !== ']');
  const out: number[] = [];
  for (const part of parts) {
    const x = Number(part.replace(/^\[|\]$/g, ''));
    if (!Number.isFinite(x)) return `"${part}" is not a number`;
    out.push(x);
  }
  return out;
}

/** Width of the PE(0) question. */
export const PE0_D_MODEL = 8;
/** How close a typed PE(0) value must be to the engine's. */
export const PE0_TOLERANCE = 1e-6;

/** "What is PE(0) for d_model = 8?", checked against the engine's row 0. */
export function checkPe0(pe: PosEnc, text: string): Verdict {
  const d = PE0_D_MODEL;
  const parsed = parseNumbers(text);
  if (typeof parsed === 'string') {
    return { ok: false, message: `${parsed}. Type ${d} numbers separated by commas or spaces.` };
  }
  if (parsed.length !== d) {
    return { ok: false, message: `You typed ${parsed.length} numbers; d_model = ${d} needs ${d}.` };
  }
  const expected = pe.positionalEncoding(1, d).data;
  const close = (x: number, y: number) => Math.abs(x - y) <= PE0_TOLERANCE;
  const wrong = parsed.findIndex((x, k) => !close(x, expected[k]!));
  if (wrong < 0) {
    return {
      ok: true,
      message: 'Correct: position 0 has every angle 0, so sin gives 0 and cos gives 1.',
    };
  }
  // The engine's sin(0) and cos(0): column 0 and column 1 of row 0.
  const [sin0, cos0] = [expected[0]!, expected[1]!];
  // Each pair typed the other way round: (cos, sin) instead of (sin, cos).
  if (parsed.every((x, k) => close(x, expected[k % 2 === 0 ? k + 1 : k - 1]!))) {
    return {
      ok: false,
      message: `Not quite: sine and cosine are swapped. The even dimensions 2i hold sin(0) = ${sin0} and the odd dimensions 2i+1 hold cos(0) = ${cos0}.`,
    };
  }
  if (parsed.every((x) => close(x, sin0))) {
    return {
      ok: false,
      message: `Not quite: only the even dimensions hold sin(0) = ${sin0}; the odd dimensions hold cosines, and cos(0) = ${cos0}.`,
    };
  }
  return {
    ok: false,
    message: `Not quite: dimension ${wrong} is wrong. At position 0 every angle is 0 — what are sin(0) and cos(0)?`,
  };
}

/** The pair index with the longest wavelength at `dModel` (the engine's wavelengths). */
export function longestPair(
  pe: PosEnc,
  dModel: number,
): { pair: number; wavelengths: Float64Array } {
  const w = pe.wavelengths(dModel);
  let best = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
  return { pair: best, wavelengths: w };
}

export const LONGEST_D_MODEL = 512;

/**
 * "Which pair index i has the longest wavelength at d_model = 512?", with a
 * hint for each kind of wrong answer, from the engine's wavelengths and
 * column rule: the number of pairs (off by one: pairs run from 0), a
 * dimension given for a pair (which pair's sin or cos it is), another pair
 * (its wavelength beside pair 0's).
 */
export function checkLongest(pe: PosEnc, text: string): Verdict {
  const { pair, wavelengths: w } = longestPair(pe, LONGEST_D_MODEL);
  const pairs = w.length;
  const trimmed = text.trim();
  const value = trimmed === '' ? NaN : Number(trimmed);
  if (value === pair) {
    const columns = pe.columnsOfPair(pair, LONGEST_D_MODEL);
    return {
      ok: true,
      message: `Correct: pair ${pair} (dimensions ${columns.sin} and ${columns.cos}) has wavelength ${grouped(w[pair]!)} positions, the longest of the ${pairs} pairs.`,
    };
  }
  const grows = `The wavelength 2π·10000^(2i/d_model) grows with the pair index i: pair 0 has only ${fixed(w[0]!, 2)} positions`;
  if (value === pairs) {
    return {
      ok: false,
      message: `Not quite: off by one. d_model = ${LONGEST_D_MODEL} has ${pairs} pairs, and pairs run from 0 to d_model/2 − 1 = ${pairs - 1}: there is no pair ${pairs}.`,
    };
  }
  if (Number.isInteger(value) && value > pairs && value < LONGEST_D_MODEL) {
    const { pair: of, fn } = pe.pairOfColumn(value, LONGEST_D_MODEL);
    return {
      ok: false,
      message: `Not quite: ${value} is a dimension (the ${fn} of pair ${of}), not a pair index. The question asks for the pair i, from 0 to ${pairs - 1}; each pair holds two dimensions, 2i and 2i+1.`,
    };
  }
  if (Number.isInteger(value) && value >= 0 && value < pairs) {
    return {
      ok: false,
      message: `Not quite. ${grows}${value > 0 ? `, your pair ${value} has ${grouped(w[value]!)}` : ''}: which pair has the longest?`,
    };
  }
  return {
    ok: false,
    message: `Not quite: a pair index is a whole number from 0 to ${pairs - 1} at d_model = ${LONGEST_D_MODEL}. ${grows}.`,
  };
}

/** The two dot products of the "PE5·PE8 vs PE10·PE13 at d_model = 512" question. */
export function dotQuestion(pe: PosEnc): { a: number; b: number; equal: boolean } {
  const n = Math.max(...DOT_PAIRS.flat()) + 1;
  const dp = pe.dotProducts(n, LONGEST_D_MODEL);
  const [[p1, q1], [p2, q2]] = DOT_PAIRS as [readonly [number, number], readonly [number, number]];
  const a = dp.data[p1 * n + q1]!;
  const b = dp.data[p2 * n + q2]!;
  return { a, b, equal: Math.abs(a - b) <= TOLERANCE };
}

/** The positions of the dot-product question: PE5·PE8 against PE10·PE13. */
export const DOT_PAIRS: readonly (readonly [number, number])[] = [
  [5, 8],
  [10, 13],
];

/** "Is PE5·PE8 equal to PE10·PE13 at d_model = 512?", answered yes or no. */
export function checkDot(pe: PosEnc, choice: 'yes' | 'no'): Verdict {
  const { a, b, equal } = dotQuestion(pe);
  const ok = (choice === 'yes') === equal;
  const [[p, q]] = DOT_PAIRS as [readonly [number, number]];
  const k = q - p;
  return {
    ok,
    message: `${ok ? 'Correct' : 'Not quite'}: PE5·PE8 = ${significant(a, 12)} and PE10·PE13 = ${significant(b, 12)} (difference ${significant(Math.abs(a - b), 2)}). ${
      equal
        ? `They are equal: the dot product depends only on the offset k = ${k} (the same in both), because each pair i contributes cos(k·ω_i), with ω_i = 1/10000^(2i/d_model) the pair's frequency.`
        : 'They differ.'
    }`,
  };
}

// ---- guided exercises 1 to 3 -----------------------------------------------------

/** Largest max_len × d_model exercise 1 computes, to keep the page responsive. */
export const EX1_MAX_CELLS = 1_000_000;

export interface Ex1Result {
  unique: number;
  min: number;
  max: number;
}

/** Exercise 1: how many of the maxLen rows are distinct, and the value range. */
export function verifyEx1(pe: PosEnc, maxLen: number, dModel: number): Ex1Result {
  if (maxLen * dModel > EX1_MAX_CELLS) {
    throw new RangeError(
      'Keep max_len × d_model at most 1,000,000 here so the page stays responsive.',
    );
  }
  const unique = pe.uniqueRows(maxLen, dModel);
  const m = pe.positionalEncoding(maxLen, dModel).data;
  let min = Infinity;
  let max = -Infinity;
  for (const x of m) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { unique, min, max };
}

/** Positions at which exercise 2 compares R_k·PE(pos) with PE(pos + k). */
export const EX2_POSITIONS: readonly number[] = [0, 3, 17, 42, 100];
/** Below this max error the rotation is exact up to rounding. */
export const EX2_EXACT = 1e-9;

export interface Ex2Row {
  pos: number;
  here: [number, number];
  predicted: [number, number];
  actual: [number, number];
  error: number;
}

export interface Ex2Result {
  r: Float64Array;
  rows: Ex2Row[];
  maxError: number;
}

/** Exercise 2: the engine's rotation R_k at `pair`, applied to PE(pos) and compared with PE(pos + k). */
export function verifyEx2(pe: PosEnc, pair: number, k: number, dModel: number): Ex2Result {
  const r = pe.rotationMatrix(k, pair, dModel);
  const positions = [...EX2_POSITIONS];
  const here = pe.encodePositions(positions, dModel);
  const there = pe.encodePositions(
    positions.map((p) => p + k),
    dModel,
  );
  const { sin, cos } = pe.columnsOfPair(pair, dModel);
  const rows = positions.map((pos, n): Ex2Row => {
    const s = here.data[n * dModel + sin]!;
    const c = here.data[n * dModel + cos]!;
    const predicted: [number, number] = [r[0]! * s + r[1]! * c, r[2]! * s + r[3]! * c];
    const actual: [number, number] = [there.data[n * dModel + sin]!, there.data[n * dModel + cos]!];
    const error = Math.max(Math.abs(predicted[0] - actual[0]), Math.abs(predicted[1] - actual[1]));
    return { pos, here: [s, c], predicted, actual, error };
  });
  return { r, rows, maxError: Math.max(...rows.map((x) => x.error)) };
}

export interface Ex3Result {
  wa: number;
  wb: number;
  faster: 'a' | 'b' | 'same';
  correct: boolean;
}

/** What the learner picked in exercise 3: dimension A, dimension B, or the same rate. */
export type Ex3Pick = 'a' | 'b' | 'same';

/**
 * Exercise 3: which of dimensions a and b oscillates faster (shorter
 * wavelength), or neither (one pair: one frequency); right only when the
 * pick says exactly that.
 */
export function verifyEx3(
  pe: PosEnc,
  dModel: number,
  a: number,
  b: number,
  pick: Ex3Pick | null,
): Ex3Result {
  const w = pe.wavelengths(dModel);
  for (const dim of [a, b]) {
    if (!Number.isInteger(dim) || dim < 0 || dim >= dModel) {
      throw new RangeError(`dimension must be a whole number from 0 to ${dModel - 1}; got ${dim}`);
    }
  }
  const wa = w[Math.floor(a / 2)]!;
  const wb = w[Math.floor(b / 2)]!;
  const faster: 'a' | 'b' | 'same' = wa === wb ? 'same' : wa < wb ? 'a' : 'b';
  return { wa, wb, faster, correct: faster === pick };
}

/** An error's message, for the view's error lines. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
