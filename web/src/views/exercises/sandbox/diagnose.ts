// Names the common mistakes a learner's positionalEncoding can make, from
// what the sandbox returned: each recogniser compares the outputs with what
// the engine computes for that mistake (./engine-mistakes.ts: a pitfall
// variant, another layout or base, the exponent built on the column index or
// made a whole number; ./float32.ts: float32 at some step), or reads a
// property of the values (a half of the columns empty, rounded, transposed)
// or of what was rejected (the shape received, NaN, undefined, strings).
// Pure: no DOM; tested in Node (tests/js/views/exercises-checker.test.mjs) by
// running each mistake's code.
import type { Matrix, PosEnc } from '../../../engine/index.js';
import { TOLERANCE, type RejectedOutput } from './protocol.js';
import { maxAbsDiff, type Diagnosis, type ShapeData } from './compare.js';
import { engineMatches } from './engine-mistakes.js';
import { float32Diagnosis } from './float32.js';

export { TOLERANCE, type Diagnosis, type ShapeData };

/** One requested shape and what came back for it. */
export type ShapeResult = ShapeData | ({ seqLen: number; dModel: number } & RejectedOutput);

/** A value left as it was created: 0 (a zero-filled array) or NaN (undefined, as received). */
const isEmpty = (x: number) => x === 0 || Number.isNaN(x);

/**
 * Which half of the columns was never written, when one was: every odd
 * column (the cosines) or every even column (the sines) empty while the
 * other half is not, or every value empty. `matches` says whether the
 * written half holds the engine's values.
 */
function emptyHalf(
  data: ArrayLike<number>,
  ref: Float64Array,
  dModel: number,
): { empty: 'cos' | 'sin' | 'all'; matches: boolean } | null {
  const half = (parity: 0 | 1, test: (k: number) => boolean) => {
    for (let k = parity; k < data.length; k += 2) if (!test(k)) return false;
    return true;
  };
  // Columns 2i and 2i+1 are even and odd indices of the row-major data (dModel is even).
  if (dModel % 2 !== 0) return null;
  const oddEmpty = half(1, (k) => isEmpty(data[k]!));
  const evenEmpty = half(0, (k) => isEmpty(data[k]!));
  if (oddEmpty && evenEmpty) return { empty: 'all', matches: false };
  const fits = (k: number) => Math.abs(data[k]! - ref[k]!) <= TOLERANCE;
  if (oddEmpty) return { empty: 'cos', matches: half(0, fits) };
  if (evenEmpty) return { empty: 'sin', matches: half(1, fits) };
  return null;
}

/** The diagnosis of a half of the columns left empty (`word`: how the empty cells read). */
function emptyDiagnosis(
  found: { empty: 'cos' | 'sin' | 'all'; matches: boolean },
  word: string,
): Diagnosis {
  if (found.empty === 'all') {
    return {
      id: 'all-empty',
      title: 'Nothing written',
      message: `every value is ${word}: nothing was written into the array you return. Check that both loops run (pos from 0 while pos < seqLength, i from 0 while i < dModel / 2) and that they write into that array.`,
    };
  }
  const cos = found.empty === 'cos';
  const other = cos ? 'sines (the even columns 2i)' : 'cosines (the odd columns 2i+1)';
  return {
    id: cos ? 'cos-missing' : 'sin-missing',
    title: cos ? 'Cosine columns empty' : 'Sine columns empty',
    message: `every ${cos ? 'odd column (2i+1)' : 'even column (2i)'} is ${word}: the ${cos ? 'cosines' : 'sines'} were never written${found.matches ? `, while your ${other} match the engine` : ''}. Write ${cos ? 'Math.cos(angle) into column 2i+1' : 'Math.sin(angle) into column 2i'} beside ${cos ? 'Math.sin(angle) in column 2i' : 'Math.cos(angle) in column 2i+1'}, with the same angle.`,
  };
}

/** Whether every value is the engine's rounded to `digits` decimals (ties either way). */
function isRounded(data: Float64Array, ref: Float64Array, digits: number): boolean {
  const scale = 10 ** digits;
  const half = 0.5 / scale;
  for (let k = 0; k < data.length; k++) {
    const x = data[k]!;
    const scaled = x * scale;
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return false;
    if (Math.abs(x - ref[k]!) > half * (1 + 1e-9) + 1e-15) return false;
  }
  return true;
}

/** The engine's (seqLen, dModel) matrix read as (dModel, seqLen): transposed. */
function transposeOf(ref: Float64Array, seqLen: number, dModel: number): Float64Array {
  const out = new Float64Array(ref.length);
  for (let r = 0; r < seqLen; r++) {
    for (let c = 0; c < dModel; c++) out[c * seqLen + r] = ref[r * dModel + c]!;
  }
  return out;
}

function shapeText(dims: readonly number[]): string {
  return dims.length === 1 ? `a flat array of ${dims[0]} numbers` : `(${dims.join(', ')})`;
}

/** Recognisers on accepted outputs; `refs[k]` is the engine's output for `outputs[k]`. */
function valueDiagnoses(
  pe: PosEnc,
  outputs: readonly ShapeData[],
  refs: readonly Float64Array[],
): Diagnosis[] {
  const found: Diagnosis[] = engineMatches(pe, outputs);
  const errors = outputs.map((o, k) => maxAbsDiff(o.data, refs[k]!));
  const worst = Math.max(...errors);
  const failing = outputs.filter((_, k) => errors[k]! > TOLERANCE);
  if (failing.length === 0) return found;
  const empties = outputs.map((o, k) => emptyHalf(o.data, refs[k]!, o.dModel));
  const empty = empties[0];
  if (empty && empties.every((e) => e?.empty === empty.empty)) {
    found.push(
      emptyDiagnosis({ empty: empty.empty, matches: empties.every((e) => e!.matches) }, '0'),
    );
  }
  for (let digits = 1; digits <= 8; digits++) {
    if (outputs.every((o, k) => isRounded(o.data, refs[k]!, digits))) {
      found.push({
        id: 'rounded',
        title: 'Rounded output',
        message: `your values are rounded to ${digits} decimal${digits === 1 ? '' : 's'}, so they differ from the engine by up to ${worst.toExponential(1)} (half of 10^-${digits}), above the tolerance ${TOLERANCE}. Rounding is for display: return the unrounded values (no toFixed, Math.round or toPrecision) and round only when you print.`,
      });
      break;
    }
  }
  if (
    failing.every((o) => {
      const ref = refs[outputs.indexOf(o)]!;
      return maxAbsDiff(o.data, transposeOf(ref, o.seqLen, o.dModel)) <= TOLERANCE;
    })
  ) {
    const o = failing[0]!;
    found.push({
      id: 'transposed',
      title: 'Transposed output',
      message: `your values are the encoding transposed: laid out as (${o.dModel}, ${o.seqLen}), one row per dimension, while (${o.seqLen}, ${o.dModel}) was expected, one row per position. Return seqLength rows of dModel numbers: rows are positions, columns dimensions.`,
    });
  }
  // Last: float32 rounding explains small errors only when nothing else does.
  if (found.length === 0) {
    const float32 = float32Diagnosis(pe, outputs, refs, worst);
    if (float32) found.push(float32);
  }
  return found;
}

/** Recognisers on what the harness rejected, from the first rejected shape. */
function rejectionDiagnoses(pe: PosEnc, rejected: ShapeResult & RejectedOutput): Diagnosis[] {
  const { seqLen, dModel, fault, received, at } = rejected;
  const expected = `(${seqLen}, ${dModel})`;
  const cell = at ? `row ${at[0]}, column ${at[1]}` : 'one cell';
  if (fault === 'shape') {
    const dims = received?.dims;
    if (dims && dims.length === 2 && dims[0] === dModel && dims[1] === seqLen) {
      const ref = pe.positionalEncoding(seqLen, dModel).data;
      const exact = maxAbsDiff(received!.data, transposeOf(ref, seqLen, dModel)) <= TOLERANCE;
      return [
        {
          id: 'transposed',
          title: 'Transposed output',
          message: `expected shape ${expected}, received (${dModel}, ${seqLen}): ${exact ? 'the right values, ' : ''}transposed, one row per dimension instead of one row per position. Return seqLength rows of dModel numbers (build row pos inside the loop over positions).`,
        },
      ];
    }
    if (dims && dims.length === 2 && dims[0] === seqLen && dims[1] === 2 * dModel) {
      return [
        {
          id: 'concatenated',
          title: 'Concatenated sines and cosines',
          message: `expected shape ${expected}, received (${seqLen}, ${2 * dModel}): each row has 2·d_model numbers, as when the sines and the cosines of d_model angles are concatenated side by side (or the encoding is concatenated to an embedding). A row has d_model numbers: d_model/2 angles, sin of angle i in column 2i and its cos in column 2i+1.`,
        },
      ];
    }
    const got = dims ? shapeText(dims) : 'rows of different lengths';
    let hint = 'Return seqLength rows, each of dModel numbers.';
    if (dims && dims.length === 2 && dims[0] === seqLen && dims[1] === dModel / 2) {
      hint =
        'Each row has only d_model/2 numbers: write both sin (column 2i) and cos (column 2i+1) for every pair i.';
    } else if (dims && dims.length === 2 && Math.abs(dims[0]! - seqLen) === 1) {
      hint = 'One row too many or too few: loop pos from 0 while pos < seqLength.';
    }
    return [
      {
        id: 'wrong-shape',
        title: 'Wrong shape',
        message: `expected shape ${expected} (${seqLen} rows of ${dModel} numbers), received ${got}. ${hint}`,
      },
    ];
  }
  if (fault === 'nonfinite') {
    const value = at && received ? received.data[at[0] * (received.dims.at(-1) ?? 0) + at[1]] : NaN;
    const flat = received && received.dims.length === 1;
    const index = at && flat ? at[1] : null;
    const where = index !== null ? `index ${index}` : cell;
    if (Number.isNaN(value)) {
      return [
        {
          id: 'nan',
          title: 'NaN in the output',
          message: `the value at ${where} is NaN (not a number). NaN comes from arithmetic on undefined (a misspelled name, a missing argument, an unfilled slot) or from 0/0 or sin(Infinity). Every value is a sine or cosine of pos / 10000^(2i/dModel): print that angle for this cell to find the step that goes wrong.`,
        },
      ];
    }
    return [
      {
        id: 'infinity',
        title: 'Infinity in the output',
        message: `the value at ${where} is ${String(value)}. Infinity comes from dividing by zero or from an overflow; sines and cosines always lie in [−1, 1]. Return Math.sin and Math.cos of the angle, not the angle or a quotient of them.`,
      },
    ];
  }
  if (fault === 'missing') {
    const length = received?.data.length;
    if (received && length === seqLen * dModel) {
      const ref = pe.positionalEncoding(seqLen, dModel).data;
      const empty = emptyHalf(received.data, ref, dModel);
      if (empty) return [emptyDiagnosis(empty, 'undefined')];
    }
    return [
      {
        id: 'missing',
        title: 'Missing values',
        message: `${cell} is undefined: the loops do not fill every cell. Loop i from 0 while i < dModel / 2 and write both columns 2i and 2i+1 of every row.`,
      },
    ];
  }
  if (fault === 'string') {
    return [
      {
        id: 'strings',
        title: 'Text instead of numbers',
        message: `${cell} holds text. toFixed and toPrecision return strings: return the numbers themselves, unrounded.`,
      },
    ];
  }
  return [];
}

/**
 * Every mistake the outputs can be recognised as. Nothing when every shape
 * passed. Value recognisers need every shape accepted; otherwise the first
 * rejected shape says what was received.
 */
export function diagnose(pe: PosEnc, results: readonly ShapeResult[]): Diagnosis[] {
  const rejected = results.find((r): r is ShapeResult & RejectedOutput => 'error' in r);
  if (rejected) return rejectionDiagnoses(pe, rejected);
  const outputs = results as readonly ShapeData[];
  if (outputs.length === 0) return [];
  const refs = outputs.map((o) => pe.positionalEncoding(o.seqLen, o.dModel).data);
  if (outputs.every((o, k) => maxAbsDiff(o.data, refs[k]!) <= TOLERANCE)) return [];
  return valueDiagnoses(pe, outputs, refs);
}

/** The engine's matrix for a shape and, when it fits that shape, the learner's. */
export function matricesOf(
  result: ShapeResult,
  expected: Float64Array,
): { yours: Matrix | null; expected: Matrix } {
  const ref = { rows: result.seqLen, cols: result.dModel, data: expected };
  if ('data' in result)
    return {
      yours: { rows: result.seqLen, cols: result.dModel, data: result.data },
      expected: ref,
    };
  const dims = result.received?.dims;
  if (!dims || dims.length !== 2 || dims[0]! * dims[1]! === 0) {
    if (dims && dims.length === 1 && dims[0] === result.seqLen * result.dModel) {
      return {
        yours: { rows: result.seqLen, cols: result.dModel, data: result.received!.data },
        expected: ref,
      };
    }
    return { yours: null, expected: ref };
  }
  return { yours: { rows: dims[0]!, cols: dims[1]!, data: result.received!.data }, expected: ref };
}
