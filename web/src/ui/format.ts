// Number formatting for readouts and tables. Nothing here calls
// toLocaleString or Intl: the first such call in a page starts ICU, which
// costs 35-195 ms in Chromium, on the critical path of the first frame.

/** Fixed decimals, with "−" (U+2212) and no "-0". */
export function fixed(value: number, digits = 4): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  const text = value.toFixed(digits);
  const zero = Number(text) === 0;
  return zero ? text.replace('-', '') : text.replace('-', '−');
}

/** Up to `digits` significant digits, switching to exponent form for extremes. */
export function significant(value: number, digits = 6): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  const magnitude = Math.abs(value);
  const text =
    magnitude !== 0 && (magnitude >= 1e9 || magnitude < 1e-4)
      ? value.toExponential(digits - 1)
      : String(Number(value.toPrecision(digits)));
  return text.replace('-', '−');
}

/**
 * Whole numbers with thousands separators, as en-US writes them: 393,216
 * and -1,000,000 (a hyphen-minus, like toLocaleString('en-US')).
 */
export function grouped(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : 'NaN';
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  // Below 1e21 String() writes every digit; above it, exponent form (as toLocaleString does not,
  // but no count on this page comes near).
  const digits = String(Math.abs(rounded));
  if (!/^\d+$/.test(digits)) return `${sign}${digits}`;
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part},${out}` : part;
  }
  return sign + out;
}

/** A count (cells per pixel, rows per pixel): whole and grouped from 10 on, one decimal below. */
export function amount(x: number): string {
  if (x >= 10) return grouped(x);
  const rounded = Math.round(x * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

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
