// Every way float32 gets into a learner's encoding, each named. JavaScript
// numbers are float64, but a Float32Array (or Math.fround) rounds whatever
// passes through it to float32, about 7 significant digits: the values
// returned (a Float32Array output, Float32Array rows, a Float32Array scratch
// row they are copied from), the angles (a Float32Array angle table, kept
// and reused), the divisors 10000^(2i/d_model) or the frequencies
// 1/10000^(2i/d_model) (a table of one per pair), or several of these (all
// of them is what PyTorch's float32 code computes). Rounding the output moves
// a value by at most half a float32 step; rounding an angle θ moves it by up
// to θ·2^-24, so the error grows with the position.
//
// Each way is a model: the angles pos / 10000^(2i/d_model) computed the way
// a learner writes them, rounded to float32 at the steps the way names; their
// sines and cosines computed by the engine (encodePositions at d_model = 2
// has divisor 1, so its row k is (sin θ_k, cos θ_k)); the output rounded when
// the way names it. An output matches a way when every value is within the
// check's tolerance of the model at every shape. Float32 output alone is
// recognised by a bound instead (each value a float32 number within half a
// float32 step of the engine's), which holds however the float64 value was
// computed. A float32 path none of the models reproduces (an exponent kept
// in float32, a float32 exp) still leaves every error within what float32
// rounding of the angle can make: that is named too, without the step.
// Pure: no DOM.
import type { PosEnc } from '../../../engine/index.js';
import { defaultBase } from '../../../engine/facts.js';
import { TOLERANCE } from './protocol.js';
import { maxAbsDiff, type Diagnosis, type ShapeData } from './compare.js';

/** A step of the computation whose result was rounded to float32. */
export type Float32Step = 'divisor' | 'frequency' | 'angle' | 'output';

/** The ways float32 gets in that a model reproduces, simplest first (output alone: the bound). */
export const FLOAT32_WAYS: readonly (readonly Float32Step[])[] = [
  ['angle'],
  ['divisor'],
  ['frequency'],
  ['divisor', 'angle'],
  ['frequency', 'angle'],
  ['angle', 'output'],
  ['divisor', 'output'],
  ['frequency', 'output'],
  ['divisor', 'angle', 'output'],
  ['frequency', 'angle', 'output'],
];

/** The divisor of pair i as learners write it, 10000^(2i/d_model): the angle is pos / divisor. */
function divisor(i: number, dModel: number): number {
  return Math.pow(defaultBase, (2 * i) / dModel);
}

/** The model of one way: the (seqLen, dModel) encoding with float32 at `steps`. */
export function float32Model(
  pe: PosEnc,
  seqLen: number,
  dModel: number,
  steps: readonly Float32Step[],
): Float64Array {
  const half = dModel / 2;
  const angles = new Float64Array(seqLen * half);
  for (let i = 0; i < half; i++) {
    const d = divisor(i, dModel);
    for (let pos = 0; pos < seqLen; pos++) {
      let angle = steps.includes('divisor')
        ? pos / Math.fround(d)
        : steps.includes('frequency')
          ? pos * Math.fround(1 / d)
          : pos / d;
      if (steps.includes('angle')) angle = Math.fround(angle);
      angles[pos * half + i] = angle;
    }
  }
  const values = pe.encodePositions(angles, 2).data;
  if (steps.includes('output'))
    for (let k = 0; k < values.length; k++) values[k] = Math.fround(values[k]!);
  return values;
}

/** The largest value (yours - engine) may differ by when yours was stored as float32. */
function float32Bound(expected: number): number {
  // Rounding to float32 moves a value by at most half its ulp: 2^-24 relative.
  return Math.abs(expected) * 2 ** -24 + 2 ** -149;
}

/** Whether every value is a float32 number within half a float32 step of the engine's. */
function isFloat32Output(data: Float64Array, ref: Float64Array): boolean {
  for (let k = 0; k < data.length; k++) {
    const x = data[k]!;
    if (Math.fround(x) !== x || Math.abs(x - ref[k]!) > float32Bound(ref[k]!)) return false;
  }
  return true;
}

/**
 * Whether every error is within what float32 rounding somewhere in the
 * computation makes: a few float32 steps of the angle (2^-24 relative each,
 * with room for an exponent or exp in float32) plus a few of the value.
 */
function withinFloat32Reach(o: ShapeData, ref: Float64Array): boolean {
  const half = o.dModel / 2;
  for (let i = 0; i < half; i++) {
    const d = divisor(i, o.dModel);
    for (let pos = 0; pos < o.seqLen; pos++) {
      const reach = (pos / d) * 2 ** -19 + 2 ** -22;
      for (const c of [2 * i, 2 * i + 1]) {
        const k = pos * o.dModel + c;
        if (!(Math.abs(o.data[k]! - ref[k]!) <= reach)) return false;
      }
    }
  }
  return true;
}

const WHERE: Record<Float32Step, string> = {
  divisor:
    'the divisors 10000^(2i/d_model) are float32 (a Float32Array of one divisor per pair, or Math.fround)',
  frequency:
    'the frequencies 1/10000^(2i/d_model) are float32 (a Float32Array of one frequency per pair, or Math.fround)',
  angle:
    'the angles pos/10000^(2i/d_model) are float32 (a Float32Array angle table, or Math.fround)',
  output:
    'the values you return are float32 (a Float32Array output or rows, a Float32Array scratch row they are copied from, or Math.fround)',
};

const TITLE: Record<Float32Step, string> = {
  divisor: 'divisors',
  frequency: 'frequencies',
  angle: 'angles',
  output: 'output',
};

function list(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function why(worst: number): string {
  return `so your values differ from the engine by up to ${worst.toExponential(2)}, above the check's tolerance of ${TOLERANCE}. JavaScript numbers, NumPy's default and the engine are float64 (about 16 digits), which is what the formula is checked in: keep every step in plain numbers or a Float64Array.`;
}

/**
 * The float32 way `outputs` were computed, when one explains them: float32
 * output (the bound), one of FLOAT32_WAYS (the models), or float32 at a step
 * no model names (every error within float32's reach). `refs[k]` is the
 * engine's output for `outputs[k]`; `worst` the largest error of all.
 */
export function float32Diagnosis(
  pe: PosEnc,
  outputs: readonly ShapeData[],
  refs: readonly Float64Array[],
  worst: number,
): Diagnosis | null {
  if (outputs.every((o, k) => isFloat32Output(o.data, refs[k]!))) {
    return {
      id: 'float32',
      title: 'Float32 output',
      message: `${WHERE.output}: they carry about 7 significant digits, ${why(worst)}`,
    };
  }
  for (const steps of FLOAT32_WAYS) {
    const matches = outputs.every(
      (o) => maxAbsDiff(o.data, float32Model(pe, o.seqLen, o.dModel, steps)) <= TOLERANCE,
    );
    if (!matches) continue;
    const growth =
      steps.includes('output') && steps.length === 1
        ? ''
        : ' (an angle θ moves by up to θ·2^-24, so the error grows with the position)';
    return {
      id: `float32-${steps.join('-')}`,
      title: `Float32 ${list(steps.map((s) => TITLE[s]))}`,
      message: `${list(steps.map((s) => WHERE[s]))}: float32 keeps about 7 significant digits${growth}, ${why(worst)}`,
    };
  }
  if (outputs.every((o, k) => withinFloat32Reach(o, refs[k]!))) {
    return {
      id: 'float32-somewhere',
      title: 'Float32 somewhere',
      message: `every difference from the engine is within what float32 rounding of the angle makes (it grows with the position), though not at a step this checker models: somewhere a value passes through a Float32Array or Math.fround (a table, an exponent, an exp). Float32 keeps about 7 significant digits, ${why(worst)}`,
    };
  }
  return null;
}
