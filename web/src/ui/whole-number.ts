// Reads a whole number typed into a view's own input (a position, an
// offset, a training length) and says what is wrong when it is not one.
// The widget validates state again; this only gives the message inline,
// next to the field, before anything is requested.

import { grouped } from './format.js';

/** A whole number with thousands separators and a real minus sign: −1,000,000. */
export function wholeText(value: number): string {
  return grouped(value).replace('-', '−');
}

export type WholeNumber =
  | { readonly value: number; readonly error?: undefined }
  | { readonly value?: undefined; readonly error: string };

/**
 * `text` as a whole number from `min` to `max`, or a message naming `label`
 * and the allowed range.
 */
export function parseWholeNumber(
  text: string,
  min: number,
  max: number,
  label: string,
): WholeNumber {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(value) || value < min || value > max) {
    return {
      error: `${label} must be a whole number from ${wholeText(min)} to ${wholeText(max)}; got "${text.slice(0, 24)}".`,
    };
  }
  return { value };
}
