// The mistakes the engine itself reproduces: each is the engine's encoding
// with other options (a pitfall variant, the split layout, another base) or
// rearranged (the exponent on the column index, a whole-number exponent), so
// a learner's output is recognised by comparing it with what the engine
// computes for that mistake. Pure: no DOM.
import type { EncodingOptions, PosEnc, Variant } from '../../../engine/index.js';
import { defaultBase } from '../../../engine/facts.js';
import { TOLERANCE } from './protocol.js';
import { maxAbsDiff, type Diagnosis, type ShapeData } from './compare.js';

const FIX_EXPONENT =
  'Write the divisor as 10000^(2i/d_model), with i the pair index (0 to d_model/2 − 1).';

export const variantFeedback: Record<Exclude<Variant, 'correct'>, [string, string]> = {
  'exponent-i-over-d': [
    'Exponent i/d_model',
    `you used i/d_model instead of 2i/d_model in the exponent, so every wavelength is too short. ${FIX_EXPONENT}`,
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
    'Exponent 2i·d_model',
    `you used 2i·d_model instead of 2i/d_model in the exponent, so all pairs but the first are frozen. ${FIX_EXPONENT}`,
  ],
  'exponent-d-over-2i': [
    'Exponent d_model/(2i)',
    `you used d_model/(2i) instead of 2i/d_model in the exponent (the fraction is upside down). ${FIX_EXPONENT}`,
  ],
  swapped: [
    'Sine and cosine swapped',
    'sine and cosine are swapped: cosine in the even columns and sine in the odd ones, so row 0 is (1, 0, 1, 0, …) and every pair turns backwards. Write Math.sin(angle) into column 2i and Math.cos(angle) into column 2i+1.',
  ],
};

/** A mistake the engine can compute: its output is the engine's with other options. */
export interface EngineMistake {
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

/**
 * Every pair of a (seqLen, dModel) encoding with the divisor base^e, e the
 * same whole number for every pair: pair 0 of the engine's encoding at
 * width 2 (divisor 1) for e = 0, pair 1 at width 4 with base^2 (divisor
 * base^(2·2/4) = base) for e = 1, repeated in every pair.
 */
function everyPairWithDivisor(
  pe: PosEnc,
  seqLen: number,
  dModel: number,
  exponent: 0 | 1,
): Float64Array {
  const width = exponent === 0 ? 2 : 4;
  const src = pe.positionalEncoding(seqLen, width, { base: defaultBase ** (exponent + 1) }).data;
  const out = new Float64Array(seqLen * dModel);
  for (let r = 0; r < seqLen; r++) {
    const from = r * width + 2 * exponent;
    for (let i = 0; i < dModel / 2; i++) {
      out[r * dModel + 2 * i] = src[from]!;
      out[r * dModel + 2 * i + 1] = src[from + 1]!;
    }
  }
  return out;
}

/** Which whole-number exponent (0 or 1) every pair of `o` was computed with, or null. */
function pairExponents(pe: PosEnc, o: ShapeData): (0 | 1)[] | null {
  const models = [0, 1].map((e) => everyPairWithDivisor(pe, o.seqLen, o.dModel, e as 0 | 1));
  const exponents: (0 | 1)[] = [];
  for (let i = 0; i < o.dModel / 2; i++) {
    const columns = [2 * i, 2 * i + 1];
    const fits = (model: Float64Array) => {
      for (let r = 0; r < o.seqLen; r++) {
        for (const c of columns) {
          const k = r * o.dModel + c;
          if (!(Math.abs(o.data[k]! - model[k]!) <= TOLERANCE)) return false;
        }
      }
      return true;
    };
    if (fits(models[0]!)) exponents.push(0);
    else if (fits(models[1]!)) exponents.push(1);
    else return null;
  }
  return exponents;
}

/**
 * The exponent 2i/d_model made a whole number: rounded down (Math.floor,
 * Math.trunc, `| 0`, `~~`) it is 0 for every pair, so every divisor is 1 and
 * every pair repeats pair 0; rounded to the nearest (Math.round) or up
 * (Math.ceil) some pairs get 1, the divisor 10000. Null when any pair of any
 * output has another divisor, or when no pair but pair 0 is there to tell.
 */
export function wholeNumberExponent(pe: PosEnc, outputs: readonly ShapeData[]): Diagnosis | null {
  if (!outputs.some((o) => o.dModel > 2)) return null;
  const all: (0 | 1)[] = [];
  for (const o of outputs) {
    const exponents = pairExponents(pe, o);
    if (exponents === null) return null;
    all.push(...exponents);
  }
  if (all.every((e) => e === 0)) {
    return {
      id: 'integer-exponent',
      title: 'Integer exponent',
      message: `2i/d_model was rounded down to 0 (Math.floor, Math.trunc, | 0 or ~~: integer division), so every pair has the divisor ${defaultBase}^0 = 1 and repeats pair 0: sin(pos), cos(pos). The exponent is a fraction from 0 to just below 1: compute it as a real number, Math.pow(${defaultBase}, (2 * i) / dModel).`,
    };
  }
  return {
    id: 'rounded-exponent',
    title: 'Whole-number exponent',
    message: `2i/d_model was rounded to a whole number (Math.round or Math.ceil), 0 or 1, so each pair has the divisor 1 or ${defaultBase} instead of one of d_model/2 different divisors. The exponent is a fraction from 0 to just below 1: compute it as a real number, Math.pow(${defaultBase}, (2 * i) / dModel).`,
  };
}

/** Every mistake the engine reproduces that `outputs` match, in the order they are listed. */
export function engineMatches(pe: PosEnc, outputs: readonly ShapeData[]): Diagnosis[] {
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
  const whole = wholeNumberExponent(pe, outputs);
  if (whole) found.push(whole);
  return found;
}
