// The engine's rule for RoPE's scaled frequencies (ropeFrequencies,
// cpp/src/schemes/rope_scaling.cc RopeFrequenciesInto and InterpolationInto)
// restated in JavaScript, step for step in the same float64 operations, for
// one use only: the widths of the chapter's slots for the pairs' classes and
// the attention factor, known from the state before the engine arrives (the
// first-paint frame and the view give the same width; the numbers shown are
// always the engine's). tests/js/views/rope-scaling.test.mjs checks these
// against the engine over methods, factors, lengths, d_model and bases.
// Pure: no engine, no DOM, no Lit.
import type { RopeScaling } from '../../engine/index.js';
import { significant } from '../../ui/format.js';
import { pairKind } from './derive.js';

/** The engine's π and 2π (kPi, kTwoPi), so that every step rounds as its does. */
const PI = 3.141592653589793;
const TWO_PI = 6.283185307179586;

/** The frequencies with no scaling: 1 / base^(2i/d) (PairDivisorsInto, then 1 / x). */
function unscaled(dModel: number, base: number): Float64Array {
  const out = new Float64Array(dModel / 2);
  for (let i = 0; i < out.length; i++) out[i] = 1 / Math.pow(base, (2 * i) / dModel);
  return out;
}

function ntkBase(base: number, scale: number, dModel: number): number {
  return base * Math.pow(scale, dModel / (dModel - 2));
}

function correctionDim(r: number, d: number, base: number, original: number): number {
  return (d * Math.log(original / (r * 2 * PI))) / (2 * Math.log(base));
}

/** The scaled frequencies and the attention factor, as RopeFrequenciesInto writes them. */
export function scaledFrequencies(
  dModel: number,
  base: number,
  scaling: RopeScaling,
): { readonly invFreq: Float64Array; readonly attentionFactor: number } {
  const d = dModel;
  let scaledBase = base;
  if (scaling.type === 'ntk') scaledBase = ntkBase(base, scaling.factor, d);
  else if (scaling.type === 'dynamic-ntk') {
    const { factor, originalMaxPosition: original } = scaling;
    const length = Math.max(scaling.seqLen, original);
    scaledBase = ntkBase(base, (factor * length) / original - (factor - 1), d);
  }
  const inv = unscaled(d, scaledBase);
  if (scaling.type === 'linear') {
    for (let i = 0; i < inv.length; i++) inv[i] = inv[i]! / scaling.factor;
  } else if (scaling.type === 'yarn') {
    const { factor, originalMaxPosition: original } = scaling;
    const low = Math.max(Math.floor(correctionDim(scaling.betaFast ?? 32, d, base, original)), 0);
    let high = Math.min(Math.ceil(correctionDim(scaling.betaSlow ?? 1, d, base, original)), d - 1);
    if (low === high) high += 0.001;
    for (let i = 0; i < inv.length; i++) {
      const ramp = Math.min(Math.max((i - low) / (high - low), 0), 1);
      inv[i] = (inv[i]! / factor) * ramp + inv[i]! * (1 - ramp);
    }
    return { invFreq: inv, attentionFactor: 0.1 * Math.log(factor) + 1 };
  } else if (scaling.type === 'llama3') {
    const { factor } = scaling;
    const original = scaling.originalMaxPosition ?? 8192;
    const lowFf = scaling.lowFreqFactor ?? 1;
    const highFf = scaling.highFreqFactor ?? 4;
    const lowWavelength = original / lowFf;
    const highWavelength = original / highFf;
    for (let i = 0; i < inv.length; i++) {
      const wavelength = TWO_PI / inv[i]!;
      if (wavelength < highWavelength) continue;
      if (wavelength > lowWavelength) inv[i] = inv[i]! / factor;
      else {
        const smooth = (original / wavelength - lowFf) / (highFf - lowFf);
        inv[i] = ((1 - smooth) * inv[i]!) / factor + smooth * inv[i]!;
      }
    }
  }
  return { invFreq: inv, attentionFactor: 1 };
}

/**
 * How far the engine's interpolation fraction ln(before / after) / ln(factor)
 * may be from this restatement's: its pow and log are not JavaScript's, so
 * the logarithm of the ratio may differ by some ulps (64 allowed), divided by
 * ln(factor). A pair that close to a class's edge (0.01, 0.99) may fall on
 * either side in the engine: an exact tie (NTK-aware at d_model = 202, 402,
 * …, whose fractions are 2i / (d − 2)) or a factor within about 1e−13 of 1.
 */
const ROUNDING = 64 * 2 ** -52;

/** The width in characters of each count of the summary, and of the attention factor. */
export interface ClassWidths {
  readonly interpolated: number;
  readonly extrapolated: number;
  readonly blended: number;
  /** The attention factor: 0.1 ln(factor) + 1 for YaRN, else 1. */
  readonly attentionFactor: number;
  /** Its square: q and k are each multiplied by it, so every score is multiplied by the square. */
  readonly scoreFactor: number;
  /**
   * No pair within the engine's rounding of a class's edge: each count's
   * width is exactly its own. Else a count's width is that of the most
   * pairs it may have (a bound).
   */
  readonly exact: boolean;
}

/** The last answer: the view asks again at every render (a cursor's move). */
let last: { key: string; value: ClassWidths } | undefined;

/**
 * The widths of the counts of pairs the engine's ropeFrequencies classes as
 * interpolated, extrapolated and blended at this scaling (its interpolation
 * fractions, InterpolationInto, through the view's pairKind), and of its
 * attention factor as the view writes it (significant()).
 */
export function classWidths(dModel: number, base: number, scaling: RopeScaling): ClassWidths {
  const key = JSON.stringify([dModel, base, scaling]);
  if (last?.key !== key) last = { key, value: widths(dModel, base, scaling) };
  return last.value;
}

function widths(dModel: number, base: number, scaling: RopeScaling): ClassWidths {
  const before = unscaled(dModel, base);
  const { invFreq: after, attentionFactor } = scaledFrequencies(dModel, base, scaling);
  // The adapter measures against the scaling's factor, 1 when it has none.
  const logFactor = Math.log(scaling.type === 'none' ? 1 : scaling.factor);
  const tolerance = logFactor > 0 ? ROUNDING / logFactor : 0;
  // The most pairs each class may have, and whether every pair is certain.
  const most = { interpolated: 0, extrapolated: 0, blended: 0 };
  let exact = true;
  before.forEach((b, i) => {
    const v = logFactor > 0 ? Math.log(b / after[i]!) / logFactor : 0;
    const low = pairKind(v - tolerance);
    const high = pairKind(v + tolerance);
    // pairKind rises with v: extrapolated, blended, interpolated.
    most[low]++;
    if (high !== low) {
      exact = false;
      most[high]++;
      if (low === 'extrapolated' && high === 'interpolated') most.blended++;
    }
  });
  return {
    interpolated: String(most.interpolated).length,
    extrapolated: String(most.extrapolated).length,
    blended: String(most.blended).length,
    attentionFactor: significant(attentionFactor).length,
    scoreFactor: significant(attentionFactor * attentionFactor).length,
    exact,
  };
}
