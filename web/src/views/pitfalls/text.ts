// The pitfalls view's names, formulas and number formats. Pure: no DOM, no
// lit (the Node tests read them too).
import type { Variant } from '../../engine/index.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { Score } from './derive.js';

export const titles: Record<Variant, string> = {
  correct: 'Correct encoding',
  'exponent-i-over-d': 'Wrong dimension index: i/d instead of 2i/d',
  'sine-only': 'Sine in every dimension',
  'cosine-only': 'Cosine in every dimension',
  'one-indexed': 'Off by one: positions start at 1',
  'exponent-2i-times-d': 'Multiplying: 2i·d instead of 2i/d',
  'exponent-d-over-2i': 'Inverted fraction: d/(2i) instead of 2i/d',
  swapped: 'Swapped: cosine in column 2i, sine in 2i+1',
};

export const formulas: Record<Variant, string> = {
  correct: 'sin(pos / base^(2i/d)), cos(pos / base^(2i/d)), pos = 0, 1, …',
  'exponent-i-over-d': 'sin(pos / base^(i/d)), cos(pos / base^(i/d))',
  'sine-only': 'sin(pos / base^(2i/d)) in both dimensions of a pair',
  'cosine-only': 'cos(pos / base^(2i/d)) in both dimensions of a pair',
  'one-indexed': 'the correct formula at pos = 1, 2, …',
  'exponent-2i-times-d': 'sin(pos / base^(2i·d)), cos(pos / base^(2i·d))',
  'exponent-d-over-2i': 'sin(pos / base^(d/(2i))), cos(pos / base^(d/(2i)))',
  swapped: 'cos(pos / base^(2i/d)) in column 2i, sin(pos / base^(2i/d)) in column 2i+1',
};

export function num(value: number, digits = 4): string {
  return significant(value, digits);
}

/** A distance between rows: 3 decimals, or 3 significant digits when tiny. */
export function dist(value: number): string {
  return value >= 0.01 ? fixed(value, 3) : significant(value, 3);
}

export function short(value: number): string {
  return significant(value, 3);
}

/** A wavelength in positions: 2 decimals below 1000, grouped digits below 10⁹, ∞ when infinite. */
export function wavelength(value: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (value < 1000) return fixed(value, 2);
  return value < 1e9 ? grouped(value) : significant(value, 3);
}

/** A base as the table prints it: 10,000 or 2.5. */
export function baseText(base: number): string {
  return Number.isInteger(base) ? grouped(base) : significant(base, 8);
}

export function rangeText(s: Pick<Score, 'min' | 'max'>): string {
  return `[${fixed(s.min, 4)}, ${fixed(s.max, 4)}]`;
}

export function vector(values: ArrayLike<number>, digits = 4): string {
  return `(${Array.from(values, (v) => fixed(v, digits)).join(', ')})`;
}
