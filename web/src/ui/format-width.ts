// Numbers written in a width known before the number (ui/chapter.ts
// sized(): a slot as wide as its number, from the state alone). Apart from
// format.ts, which the element's own chunk carries: only views and their
// first-paint frames write these.
import { fixed } from './format.js';

/**
 * `value` in exactly `chars` characters (sign and point included), with as
 * many decimals as fit: 71.5191 and −6.5897 in 7. For a slot whose width
 * is known before the number (ui/chapter.ts sized()) when only a bound of
 * the value is: any |value| below 10^(chars − 3) − 1 fills it exactly,
 * whatever its sign. A negative value that rounds to zero keeps its sign (−0.0000,
 * not a shorter 0.0000); too large a value is written whole, and then wider.
 */
export function fitted(value: number, chars: number): string {
  if (!Number.isFinite(value)) return fixed(value);
  const write = (decimals: number) =>
    value === 0 ? (0).toFixed(decimals) : value.toFixed(decimals).replace('-', '−');
  for (let decimals = Math.max(0, chars - 2); decimals > 0; decimals--) {
    const text = write(decimals);
    if ([...text].length <= chars) return text;
  }
  return write(0);
}

/**
 * Exponent form with `digits` significant digits and a two-digit exponent,
 * as C's printf("%.*e") writes it: 2.8e−17, 3.55e−15, and 0 as 0.0e+00. Its
 * width follows from `digits` alone for 0 and any value from 1e−99 to 9.9e99
 * (rounded), so a slot for a rounding error is exactly as wide as the error.
 */
export function exponential(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return fixed(value);
  const [mantissa, exponent] = value.toExponential(digits - 1).split('e') as [string, string];
  const sign = exponent.startsWith('-') ? '−' : '+';
  return `${mantissa.replace('-', '−')}e${sign}${exponent.slice(1).padStart(2, '0')}`;
}

/** The writers, handed to a view's values by the view (its frame has no numbers to write). */
export interface WidthWriters {
  readonly fitted: typeof fitted;
  readonly exponential: typeof exponential;
}

export const widthWriters: WidthWriters = { fitted, exponential };
