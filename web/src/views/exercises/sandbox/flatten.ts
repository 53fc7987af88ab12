// Inside the sandbox: one result of the learner's positionalEncoding turned
// into what the page may receive, of bounded size whatever the result is.
//
// The result is read once: its length once, each row once and each value
// once, with the harness's captured functions (harness-kit.ts), and the
// values are copied into a buffer the harness allocated before the learner's
// code ran (room for RECEIVED_FACTOR times the expected numbers: enough for
// the page to recognise a transposed or doubled matrix). What does not fit
// is counted, never copied. The reply holds only numbers, short texts and
// views of that buffer.
//
// Serialised with Function.prototype.toString into the worker (see
// harness.ts): self-contained, no reference to anything else in this module
// and no import.
import type { HarnessKit, Slot } from './harness-kit.js';
import type { RawOutput } from './protocol.js';

export interface HarnessLimits {
  /** Most numbers one result may hold. */
  maxNumbers: number;
  /** Most bytes one result may take as float64. */
  maxBytes: number;
  /** Longest text the harness sends (an error message). */
  maxText: number;
}

/**
 * Flattens one result into seqLen * dModel float64 values in `slot`, or says
 * why it cannot (wrong shape, a non-number, too large). Accepts an array of
 * rows or a flat array / typed array. A rejected result keeps what was
 * received when it is rectangular and fits the slot (its dims, and its values
 * with NaN for non-numbers), so that the page can recognise the mistake (a
 * transposed or doubled matrix, NaN from undefined, ...).
 */
export function normalise(
  value: unknown,
  seqLen: number,
  dModel: number,
  slot: Slot,
  limits: HarnessLimits,
  kit: HarnessKit,
): RawOutput {
  function describe(x: unknown, length: number): string {
    if (x === null) return 'null';
    if (x === undefined) return 'undefined';
    if (typeof x === 'string') return `the string ${kit.quote(x, 20)}`;
    if (length >= 0) return 'an array';
    return `a ${typeof x}`;
  }
  function faultOf(x: unknown): 'missing' | 'string' | 'nonfinite' | 'type' {
    if (x === undefined) return 'missing';
    if (typeof x === 'string') return 'string';
    return typeof x === 'number' ? 'nonfinite' : 'type';
  }
  function shown(x: unknown): string {
    return typeof x === 'number' ? `${x}` : describe(x, -1);
  }
  const { maxNumbers, maxBytes } = limits;
  const expected = `(${seqLen}, ${dModel})`;
  const tooLarge = (count: number, more: boolean): RawOutput => ({
    error: `Output too large: positionalEncoding(${seqLen}, ${dModel}) returned more than ${kit.grouped(maxNumbers)} numbers (${kit.grouped(count)}${more ? '+' : ''}); the limit is ${kit.grouped(maxNumbers)} numbers (8 MB). Expected ${seqLen * dModel} numbers.`,
    fault: 'size',
  });
  const length = kit.lengthOf(value);
  if (length < 0) {
    return {
      error: `positionalEncoding(${seqLen}, ${dModel}) returned ${describe(value, length)}, not an array of ${seqLen} rows or a flat array of ${seqLen * dModel} numbers.`,
      fault: 'type',
    };
  }
  // Cheap before anything is read: every row counts at least one number.
  if (length > maxNumbers || length * 8 > maxBytes) return tooLarge(length, false);
  const list = value as ArrayLike<unknown>;
  const values = slot.values;
  const capacity = slot.capacity;
  const first = length > 0 ? list[0] : undefined;
  const firstLength = length > 0 ? kit.lengthOf(first) : -1;
  let bad: { row: number; col: number; value: unknown } | null = null;

  if (firstLength < 0) {
    // A flat list: its values in order, as many as the slot holds.
    const copied = length <= capacity;
    if (copied) {
      for (let k = 0; k < length; k++) {
        const x = k === 0 ? first : list[k];
        values[k] = typeof x === 'number' ? x : NaN;
        if (bad === null && !(typeof x === 'number' && kit.isFinite(x))) {
          bad = { row: 0, col: k, value: x };
        }
      }
    }
    const received = copied ? { dims: [length], data: kit.view(slot, length) } : undefined;
    if (length !== seqLen * dModel) {
      return {
        error: `Wrong shape: expected ${expected} = ${seqLen * dModel} numbers, got a flat array of ${length}.`,
        fault: 'shape',
        received,
      };
    }
    if (bad) {
      const k = bad.col;
      const at: [number, number] = [kit.floor(k / dModel), k % dModel];
      return {
        error: `Not a number at index ${k} (row ${at[0]}, column ${at[1]}): ${shown(bad.value)}.`,
        fault: faultOf(bad.value),
        at,
        received: { dims: [seqLen, dModel], data: received!.data },
      };
    }
    return { data: received!.data };
  }

  // Rows: each read once, counted, and copied while the result is a
  // rectangle that fits the slot.
  const width = firstLength;
  let count = 0;
  let rectangular = true;
  let copied = true;
  /** The first row that is not a list of dModel numbers, and what it is. */
  let odd: { row: number; value: unknown; length: number } | null = null;
  for (let r = 0; r < length; r++) {
    const row = r === 0 ? first : list[r];
    const rowLength = r === 0 ? firstLength : kit.lengthOf(row);
    count += rowLength >= 0 ? rowLength : 1;
    if (count > maxNumbers || count * 8 > maxBytes) return tooLarge(count, r + 1 < length);
    if (rowLength !== width) rectangular = false;
    if (odd === null && rowLength !== dModel) odd = { row: r, value: row, length: rowLength };
    if (!rectangular || (r + 1) * width > capacity) {
      copied = false;
      continue;
    }
    const cells = row as ArrayLike<unknown>;
    for (let c = 0; c < width; c++) {
      const x = cells[c];
      values[r * width + c] = typeof x === 'number' ? x : NaN;
      if (bad === null && !(typeof x === 'number' && kit.isFinite(x))) {
        bad = { row: r, col: c, value: x };
      }
    }
  }
  const received =
    rectangular && copied
      ? { dims: [length, width], data: kit.view(slot, length * width) }
      : undefined;
  if (length !== seqLen) {
    return {
      error: `Wrong shape: expected ${expected}, got ${length} rows.`,
      fault: 'shape',
      received,
    };
  }
  if (odd) {
    if (odd.length < 0) {
      return {
        error: `Row ${odd.row} is ${describe(odd.value, odd.length)}, not an array of ${dModel} numbers.`,
        fault: 'type',
      };
    }
    return {
      error: `Wrong shape: expected ${expected}, but row ${odd.row} has ${odd.length} columns.`,
      fault: 'shape',
      received,
    };
  }
  if (bad) {
    return {
      error: `Not a number at row ${bad.row}, column ${bad.col}: ${shown(bad.value)}.`,
      fault: faultOf(bad.value),
      at: [bad.row, bad.col],
      received,
    };
  }
  return { data: received!.data };
}
