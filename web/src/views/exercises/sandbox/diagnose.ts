// Names the common mistakes a learner's positionalEncoding can make, from
// what the sandbox returned: each recogniser compares the outputs with what
// the engine computes for that mistake (a pitfall variant, another layout or
// base, the exponent built on the column index), or reads a property of the
// values (float32, rounded, transposed) or of what was rejected (the shape
// received, NaN, undefined, strings). Pure: no DOM; tested in Node
// (tests/js/exercises-checker.test.mjs) by running each mistake's code.
import type { EncodingOptions, Matrix, PosEnc, Variant } from '../../../engine/index.js';
import { defaultBase } from '../../../engine/facts.js';
import { TOLERANCE, type RejectedOutput } from './protocol.js';

export { TOLERANCE };

/** One recognised mistake: a short name, then what is wrong and how to fix it. */
export interface Diagnosis {
  id: string;
  title: string;
  message: string;
}

/** An output the harness accepted (seqLen * dModel float64 values). */
export interface ShapeData {
  seqLen: number;
  dModel: number;
  data: Float64Array;
}

/** One requested shape and what came back for it. */
export type ShapeResult = ShapeData | ({ seqLen: number; dModel: number } & RejectedOutput);

const FIX_EXPONENT =
  'Write the divisor as 10000^(2i/d_model), with i the pair index (0 to d_model/2 − 1).';

export const variantFeedback: Record<Exclude<Variant, 'correct'>, [string, string]> = {
  'exponent-i-over-d': [
    'Exponent i/d',
    `you used i/d instead of 2i/d in the exponent, so every wavelength is too short. ${FIX_EXPONENT}`,
  ],
  'sine-only': [
    'Sine only',
    'sine in every column: the odd columns (2i+1) must hold cosines. Write Math.cos(angle) into column 2i+1.',
  ],
  'cosine-only': [
    'Cosine only',
    'cosine in every column: the even columns (2i) must hold sines. Write Math.sin(angle) into column 2i.',
  ],
  'one-indexed': [
    'Positions from 1',
    'positions counted from 1: the first position is 0, so row 0 must be (0, 1, 0, 1, …). Loop pos from 0 to seqLength − 1.',
  ],
  'exponent-2i-times-d': [
    'Exponent 2i·d',
    `you used 2i·d instead of 2i/d in the exponent, so all pairs but the first are frozen. ${FIX_EXPONENT}`,
  ],
  'exponent-d-over-2i': [
    'Exponent d/(2i)',
    `you used d/(2i) instead of 2i/d in the exponent (the fraction is upside down). ${FIX_EXPONENT}`,
  ],
  swapped: [
    'Sine and cosine swapped',
    'sine and cosine are swapped: cosine in the even columns and sine in the odd ones, so row 0 is (1, 0, 1, 0, …) and every pair turns backwards. Write Math.sin(angle) into column 2i and Math.cos(angle) into column 2i+1.',
  ],
};

/** A mistake the engine can compute: its output is the engine's with other options. */
interface EngineMistake {
  id: string;
  title: string;
  message: string;
  compute: (pe: PosEnc, seqLen: number, dModel: number) => Float64Array;
}

function withOptions(options: EncodingOptions) {
  return (pe: PosEnc, seqLen: number, dModel: number) =>
    pe.positionalEncoding(seqLen, dModel, options).data;
}

/**
 * The exponent built on the column index j instead of the pair index:
 * column j holds sin (j even) or cos (j odd) of pos / base^(scale·j/d). The
 * engine computes it as the correct encoding at width 2d: its pair j has the
 * divisor b^(2j/(2d)) = b^(j/d), so b = base^scale gives base^(scale·j/d);
 * column j takes that pair's sin (column 2j) or cos (column 2j + 1).
 */
function columnExponent(scale: number) {
  return (pe: PosEnc, seqLen: number, dModel: number): Float64Array => {
    const wide = pe.positionalEncoding(seqLen, 2 * dModel, { base: defaultBase ** scale }).data;
    const out = new Float64Array(seqLen * dModel);
    for (let r = 0; r < seqLen; r++) {
      for (let j = 0; j < dModel; j++) {
        out[r * dModel + j] = wide[r * 2 * dModel + 2 * j + (j % 2)]!;
      }
    }
    return out;
  };
}

/** Every mistake the engine reproduces, in the order they are listed. */
export function engineMistakes(pe: PosEnc): EngineMistake[] {
  const list: EngineMistake[] = pe.variants
    .filter((v): v is Exclude<Variant, 'correct'> => v !== 'correct')
    .map((variant) => ({
      id: variant,
      title: variantFeedback[variant][0],
      message: variantFeedback[variant][1],
      compute: withOptions({ variant }),
    }));
  list.push({
    id: 'split',
    title: 'Split halves',
    message:
      'sines and cosines split into two halves instead of interleaved (sin in column 2i, cos in column 2i+1). Write pair i into columns 2i and 2i+1, not i and d_model/2 + i.',
    compute: withOptions({ layout: 'split' }),
  });
  for (const base of [defaultBase / 10, defaultBase * 10]) {
    list.push({
      id: `base-${base}`,
      title: 'Wrong base',
      message: `base ${base.toLocaleString('en-US')} instead of ${defaultBase}. The paper's constant is 10000: write Math.pow(10000, 2 * i / dModel).`,
      compute: withOptions({ base }),
    });
  }
  list.push({
    id: 'column-exponent',
    title: 'Exponent on the column index',
    message:
      'the exponent uses the column index j (2j/d_model) instead of the pair index i: column 2i gets 10000^(4i/d) and column 2i+1 10000^((4i+2)/d), so the frequencies fall twice as fast and the two columns of a pair no longer share one angle. Use i = Math.floor(j / 2), i.e. the exponent 2·floor(j/2)/d_model, or loop over the pairs i < d_model/2.',
    compute: columnExponent(2),
  });
  list.push({
    id: 'column-exponent-odd',
    title: 'Odd columns use their own index',
    message:
      'the exponent is j/d_model with j the column: right in the even columns (j = 2i) but not in the odd ones, where column 2i+1 must use the same angle as column 2i. Use 2·Math.floor(j / 2) / dModel.',
    compute: columnExponent(1),
  });
  return list;
}

function maxAbsDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let max = 0;
  for (let k = 0; k < a.length; k++) {
    const e = Math.abs(a[k]! - b[k]!);
    if (!(e <= max)) max = e;
  }
  return max;
}

/** The largest value (yours - engine) may differ by when yours was stored as float32. */
function float32Bound(expected: number): number {
  // Rounding to float32 moves a value by at most half its ulp: 2^-24 relative.
  return Math.abs(expected) * 2 ** -24 + 2 ** -149;
}

function isFloat32(data: Float64Array, ref: Float64Array): boolean {
  for (let k = 0; k < data.length; k++) {
    const x = data[k]!;
    if (Math.fround(x) !== x || Math.abs(x - ref[k]!) > float32Bound(ref[k]!)) return false;
  }
  return true;
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
  const found: Diagnosis[] = [];
  for (const m of engineMistakes(pe)) {
    const matches = outputs.every((o) => {
      try {
        return maxAbsDiff(o.data, m.compute(pe, o.seqLen, o.dModel)) <= TOLERANCE;
      } catch {
        return false;
      }
    });
    if (matches) found.push({ id: m.id, title: m.title, message: m.message });
  }
  const errors = outputs.map((o, k) => maxAbsDiff(o.data, refs[k]!));
  const worst = Math.max(...errors);
  const failing = outputs.filter((_, k) => errors[k]! > TOLERANCE);
  if (failing.length === 0) return found;
  if (outputs.every((o, k) => isFloat32(o.data, refs[k]!))) {
    found.push({
      id: 'float32',
      title: 'Float32 output',
      message: `your values are float32 (a Float32Array or Math.fround): they carry about 7 significant digits, so they differ from the engine by up to ${worst.toExponential(2)}, above the check's tolerance of ${TOLERANCE}. JavaScript numbers, NumPy's default and the engine are float64 (about 16 digits), which is what the formula is checked in: return a plain array or a Float64Array.`,
    });
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
