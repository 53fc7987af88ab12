// Number formatting for readouts and tables.

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

/** Whole numbers with thousands separators: 393,216. */
export function grouped(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
