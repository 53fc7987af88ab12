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
