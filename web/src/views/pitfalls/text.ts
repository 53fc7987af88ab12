// The pitfalls view's number formats, and its names and formulas as plain
// text (their words: content/pitfalls.ts). Pure: no DOM, no lit (the Node
// tests read them too).
import chapter from '../../content/pitfalls.js';
import { formulaText, parseMarkup } from '../../content/markup.js';
import { variantNames, type Variant } from '../../engine/facts.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { Score } from './derive.js';

/**
 * Plain text of a phrase (base^(2i/d_model)): the names go into <option>s
 * and aria-labels too.
 */
const plain = (markup: string) => formulaText(parseMarkup(markup));

/** Each encoding's name as the chapter writes it (markup: ui/chapter.ts renderMarkup). */
export const titleMarkup = Object.fromEntries(
  variantNames.map((v) => [v, chapter.phrases[`title ${v}`]]),
) as Record<Variant, string>;

/** Each encoding's formula as the chapter writes it (markup). */
export const formulaMarkup = Object.fromEntries(
  variantNames.map((v) => [v, chapter.phrases[`formula ${v}`]]),
) as Record<Variant, string>;

/** Each encoding's name, as plain text. */
export const titles = Object.fromEntries(
  variantNames.map((v) => [v, plain(titleMarkup[v])]),
) as Record<Variant, string>;

/** Each encoding's formula, as plain text. */
export const formulas = Object.fromEntries(
  variantNames.map((v) => [v, plain(formulaMarkup[v])]),
) as Record<Variant, string>;

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
