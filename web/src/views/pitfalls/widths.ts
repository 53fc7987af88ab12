// How wide each engine number of the pitfalls chapter is, from the state
// alone (ui/chapter.ts sized()): the first-paint frame, which has no engine,
// and the view give its slot the same width, and the engine's number fills it
// (no gap). The formula each variant implements (content/pitfalls.ts) is
// evaluated here in plain JavaScript only to count the characters of the
// number it gives, written the way the view writes the engine's; the text the
// page shows is always the engine's.
//
// Exact: wavelengths, the log ratio, the example vectors and row 0, value
// ranges, frozen-column counts and the closest distance of an encoding whose
// every pair is a rotation (each is a closed form of the state, equal to the
// engine's up to rounding far below the digits shown). Bounded (the widest
// text the number can have; the slot is exact in the usual case, see each):
// positions found by a search, tiny errors, the distance of sine-only and
// cosine-only rows, and a count of distinct rows the engine finds below the
// predicted one.
import type { Variant } from '../../engine/facts.js';
import { fixed, grouped } from '../../ui/format.js';
import { FROZEN, ROW0_SHOWN, type Pitfall } from './numbers.js';
import { dist, vector, wavelength } from './text.js';

/** The size scored and the base (explain.ts Scored). */
interface Size {
  readonly L: number;
  readonly d: number;
  readonly base: number;
}

/** Pair i's exponent of the base in each variant's divisor (d/(2i) is infinite at i = 0). */
function exponent(variant: Variant, i: number, d: number): number {
  switch (variant) {
    case 'exponent-i-over-d':
      return i / d;
    case 'exponent-2i-times-d':
      return 2 * i * d;
    case 'exponent-d-over-2i':
      return d / (2 * i);
    default:
      return (2 * i) / d;
  }
}

/** Each pair's divisor base^exponent (Infinity where it overflows or the exponent is infinite). */
function divisors(variant: Variant, d: number, base: number): number[] {
  return Array.from({ length: d / 2 }, (_, i) => Math.pow(base, exponent(variant, i, d)));
}

/** The formula's wavelengths 2π·divisor, pair by pair. */
export function formulaWavelengths(variant: Variant, d: number, base: number): number[] {
  return divisors(variant, d, base).map((divisor) => 2 * Math.PI * divisor);
}

/** The formula's two columns of a pair at an angle: which function goes where. */
function pairAt(variant: Variant, angle: number): [number, number] {
  switch (variant) {
    case 'sine-only':
      return [Math.sin(angle), Math.sin(angle)];
    case 'cosine-only':
      return [Math.cos(angle), Math.cos(angle)];
    case 'swapped':
      return [Math.cos(angle), Math.sin(angle)];
    default:
      return [Math.sin(angle), Math.cos(angle)];
  }
}

/** Row p of the formula's L × d matrix (one-indexed: the correct PE(p + 1)). */
function formulaRow(variant: Variant, p: number, divs: readonly number[]): number[] {
  const pos = variant === 'one-indexed' ? p + 1 : p;
  return divs.flatMap((divisor) => pairAt(variant, pos / divisor));
}

/** The formula's smallest and largest value, and how many columns move less than FROZEN. */
export function formulaColumns(variant: Variant, { L, d, base }: Size) {
  const divs = divisors(variant, d, base);
  const lo = new Array<number>(d).fill(Infinity);
  const hi = new Array<number>(d).fill(-Infinity);
  for (let p = 0; p < L; p++) {
    formulaRow(variant, p, divs).forEach((v, j) => {
      lo[j] = Math.min(lo[j]!, v);
      hi[j] = Math.max(hi[j]!, v);
    });
  }
  return {
    min: Math.min(...lo),
    max: Math.max(...hi),
    frozen: lo.filter((v, j) => hi[j]! - v < FROZEN).length,
  };
}

/** Which closest rows the chapter names: one pair, every pair at one offset, or ties at several. */
export type ClosestKind = 'pair' | 'offset' | 'many';

/** Two distances within this relative difference tie (derive.ts TIE). */
const TIE = 1e-9;

/**
 * The formula's closest rows, for an encoding whose every pair turns by
 * pos/divisor on its circle (all but sine-only and cosine-only): rows p
 * and p + Δ are 2·|sin(Δ/(2·divisor))| apart in each pair, whatever p, so
 * the closest distance is the smallest over Δ of the pairs' root sum of
 * squares, and every one of the L − Δ pairs at that offset ties.
 */
export function formulaClosest(variant: Variant, { L, d, base }: Size) {
  const divs = divisors(variant, d, base);
  const sums: number[] = [];
  for (let delta = 1; delta < L; delta++) {
    let sum = 0;
    for (const divisor of divs) sum += (2 * Math.sin(delta / (2 * divisor))) ** 2;
    sums.push(sum);
  }
  const best = Math.min(...sums);
  const tied = sums.flatMap((sum, k) => (sum <= best * (1 + TIE) ** 2 ? [k + 1] : []));
  const ties = tied.reduce((count, delta) => count + L - delta, 0);
  const kind: ClosestKind = tied.length > 1 ? 'many' : ties <= 1 ? 'pair' : 'offset';
  return { distance: Math.sqrt(best), offset: tied[0] ?? 0, ties, kind };
}

/** The one-function pitfalls' example at d_model 2: positions 1 and π − 1 (sine) or 2π − 1 (cosine). */
export function onePairVectors(sine: boolean) {
  const other = sine ? Math.PI - 1 : 2 * Math.PI - 1;
  const variant = sine ? 'sine-only' : 'cosine-only';
  return {
    other,
    bad: [pairAt(variant, 1), pairAt(variant, other)] as const,
    good: [pairAt('correct', 1), pairAt('correct', other)] as const,
  };
}

/**
 * A tiny error (ui/format.ts significant, 2 digits) of 1e-99 to 1e-9:
 * "4.4e−16". A bound: an error is "0" where the engine's two ways of
 * computing a value agree exactly (a rotation checked at pos 0 only, L = 4).
 */
export const TINY_CHARS = 7;

/**
 * A broken rotation's error in 3 decimals: "1.414", always 5 characters, as
 * the error is at most 1 + √2 (a coordinate of a rotated point of
 * [−1, 1]², against a value in [−1, 1]).
 */
export const BROKEN_CHARS = 5;

/**
 * The closest distance of the sine-only and cosine-only rows, a search over
 * every pair of rows with no closed form: 3 decimals (5 characters, the
 * usual case from d_model 4 on) or, below 0.01, one significant digit in
 * exponent form ("2e−4"), so the slot is 5 characters wide for any distance.
 */
export function roughDistance(value: number): string {
  if (value >= 0.01 || value === 0) return dist(value);
  return value.toExponential(0).replace('-', '−');
}

/** The widest roughDistance: "1.234" (a row distance is under 10 at d_model 128). */
export const ROUGH_DISTANCE_CHARS = 5;

/** The explanation's slot widths at this size, for the variant explained. */
export function explanationWidths(variant: Pitfall, size: Size, predictedUnique: number) {
  const { L, d, base } = size;
  const own = formulaWavelengths(variant, d, base);
  const correct = formulaWavelengths('correct', d, base);
  const sine = variant === 'sine-only';
  const pairs = onePairVectors(sine);
  const row0 = formulaRow(variant, 0, divisors(variant, d, base)).slice(0, ROW0_SHOWN);
  const rotationLike = variant !== 'sine-only' && variant !== 'cosine-only';
  return {
    // The i/d ratio is exactly 1/2 (the engine's, to 6 digits, for any base above 1.001).
    logRatio: () => '0.5'.length,
    longest: () => wavelength(Math.max(...own)).length,
    correctLongest: () => wavelength(Math.max(...correct)).length,
    shortest: () => wavelength(Math.min(...own)).length,
    sqrtWavelength: () => wavelength(2 * Math.PI * Math.sqrt(base)).length,
    pairOneWavelength: () => wavelength(own[1] ?? NaN).length,
    otherValue: () => fixed(pairs.other, 4).length,
    bad0: () => vector(pairs.bad[0]).length,
    bad1: () => vector(pairs.bad[1]).length,
    good0: () => vector(pairs.good[0]).length,
    good1: () => vector(pairs.good[1]).length,
    row0: () => vector(row0, 4).length,
    range: () => rangeWidth(variant, size),
    frozen: () => String(formulaColumns(variant, size).frozen).length,
    // A count of distinct rows: the state's prediction (explain.ts), which
    // is every row but where a formula makes rows equal; a count the engine
    // finds lower has at most as many digits.
    unique: () => String(predictedUnique).length,
    // Positions found by the search for the closest rows: at most L − 1.
    closestPosition: () => String(L - 1).length,
    closestDistance: () =>
      rotationLike ? dist(formulaClosest(variant, size).distance).length : ROUGH_DISTANCE_CHARS,
    correctClosest: () => dist(formulaClosest('correct', size).distance).length,
    // Tied closest rows (an encoding that rotates): the offset they share and how many tie.
    closestOffset: () => String(formulaClosest(variant, size).offset).length,
    closestTies: () => grouped(formulaClosest(variant, size).ties).length,
  };
}

/** The width of "[min, max]" of the variant's L × d matrix (text.ts rangeText). */
export function rangeWidth(variant: Variant, size: Size): number {
  const { min, max } = formulaColumns(variant, size);
  return `[${fixed(min, 4)}, ${fixed(max, 4)}]`.length;
}
