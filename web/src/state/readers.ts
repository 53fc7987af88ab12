// Reader combinators for state fields: numbers, whole numbers, names from a
// list, lists. Each makes a FieldReader with two doors, text (a URL value or
// an attribute) and typed values (setState, a view's request), that clamp
// alike and push the same notice for the same mistake. The field descriptions
// (shared-fields.ts, views/<id>/view.ts) build each field's reader from these.
//
// Typed values may come from a hostile or careless host page: an array with
// a length of 2^32 - 1, a Proxy that answers every index, a string of 10^8
// characters. A reader touches at most what it keeps (a list's first
// maxItems indices, a string's first few characters for a notice), so the
// cost of a value never depends on its size; what it cannot use is a notice.

/** One field's rules. `name` is how the caller's vocabulary spells the field. */
export interface FieldReader<T> {
  fromText(text: string, name: string, notices: string[]): T | undefined;
  fromValue(value: unknown, name: string, notices: string[]): T | undefined;
  /** The value's text in a link, which fromText reads back; String(value) when absent. */
  toText?(value: T): string;
}

/** A value's text in a link, through its reader. */
export function textOf<T>(reader: FieldReader<T>, value: T): string {
  return reader.toText ? reader.toText(value) : String(value);
}

/** Characters of a string quoted in a notice. */
const SHOWN_CHARACTERS = 24;

/** The first `count` code points of `text` (reads at most 2 * count code units). */
export function firstCodePoints(text: string, count: number): string {
  let end = 0;
  for (let k = 0; k < count && end < text.length; k++) {
    const unit = text.charCodeAt(end);
    const pair = unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length;
    const next = pair ? text.charCodeAt(end + 1) : 0;
    end += pair && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * Text longer than this is not quoted at all: a string a host page built
 * lazily (`'a'.repeat(1e8)`) is flattened on the first read of any of its
 * characters, a cost that grows with its length (about 2.5 ms per million).
 */
const MAX_QUOTED_LENGTH = 100_000;

/**
 * A value quoted for a notice: control characters replaced, long text cut
 * (only the characters shown are read; very long text only by its length).
 * Never throws, whatever the value.
 */
export function shown(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length > MAX_QUOTED_LENGTH) return `a text of ${value.length} characters`;
    const cut = firstCodePoints(value, SHOWN_CHARACTERS);
    const clean = cut.replace(/[\u0000-\u001f\u007f]/g, '?');
    return JSON.stringify(cut.length < value.length ? `${clean}…` : clean);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (typeof value === 'undefined') return 'undefined';
  try {
    // A revoked Proxy throws here, a Proxy's length getter may throw.
    if (!Array.isArray(value)) return `a ${typeof value}`;
    const length: unknown = (value as { length: unknown }).length;
    return typeof length === 'number' ? `a list of ${length}` : 'a list';
  } catch {
    return `a ${typeof value}`;
  }
}

/**
 * What an exception thrown by a host's getter or Proxy trap was, for a
 * notice: its name and the start of its message when they are plain text.
 * Never throws (reading them may run more of the host's code).
 */
export function thrownText(error: unknown): string {
  try {
    if (typeof error === 'object' && error !== null) {
      const name: unknown = (error as { name?: unknown }).name;
      const message: unknown = (error as { message?: unknown }).message;
      const kind = typeof name === 'string' ? firstCodePoints(name, SHOWN_CHARACTERS) : 'an error';
      return typeof message === 'string' ? `${kind} ${shown(message)}` : kind;
    }
    return shown(error);
  } catch {
    return 'an exception';
  }
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A decimal number written in full (no hex, no "Infinity", no empty text). */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** `value` with -0 made 0: "-0" in a link or `-0` from script is the number 0 ("distance ≤ −0" is not). */
export function withoutNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

export function clamp(
  value: number,
  min: number,
  max: number,
  name: string,
  said: string,
  notices: string[],
): number {
  if (value < min) {
    notices.push(`${name}=${said} is below ${min}; using ${min}.`);
    return min;
  }
  if (value > max) {
    notices.push(`${name}=${said} is above ${max}; using ${max}.`);
    return max;
  }
  return value;
}

/**
 * A reader for numbers: text is parsed to a number, a typed value must be a
 * finite number; from there both go through `check` (with -0 already 0).
 */
export function numeric<T>(
  check: (value: number, name: string, said: string, notices: string[]) => T,
  fallback = 'using the default',
  textExtra?: (text: string) => T | undefined,
): FieldReader<T> {
  return {
    fromText(text, name, notices) {
      const special = textExtra?.(text);
      if (special !== undefined) return special;
      const value = parseNumber(text);
      if (value === undefined || !Number.isFinite(value)) {
        notices.push(`${name}=${shown(text)} is not a number; ${fallback}.`);
        return undefined;
      }
      return check(withoutNegativeZero(value), name, shown(text), notices);
    },
    fromValue(value, name, notices) {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        notices.push(`${name}=${shown(value)} is not a number; ${fallback}.`);
        return undefined;
      }
      const number = withoutNegativeZero(value);
      return check(number, name, String(number), notices);
    },
  };
}

export function integer(
  min: number,
  max: number,
  options: { even?: boolean } = {},
): FieldReader<number> {
  return numeric((value, name, said, notices) => {
    // Math.round(-0.4) is -0.
    let result = withoutNegativeZero(Math.round(value));
    if (result !== value) notices.push(`${name}=${said} is not a whole number; using ${result}.`);
    result = clamp(result, min, max, name, result === value ? said : String(result), notices);
    if (options.even && result % 2 !== 0) {
      const even = result + 1 <= max ? result + 1 : result - 1;
      notices.push(`${name}=${result} must be even; using ${even}.`);
      result = even;
    }
    return result;
  });
}

export function real(min: number, max: number): FieldReader<number> {
  return numeric((value, name, said, notices) => clamp(value, min, max, name, said, notices));
}

export function oneOf<T extends string>(values: readonly T[]): FieldReader<T> {
  const check = (value: unknown, name: string, notices: string[]): T | undefined => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value))
      return value as T;
    notices.push(`${name}=${shown(value)} is not one of ${values.join(', ')}; using the default.`);
    return undefined;
  };
  return { fromText: check, fromValue: check };
}

/** The largest valid array length, 2^32 - 1. */
const MAX_ARRAY_LENGTH = 2 ** 32 - 1;

/**
 * The first `maxItems` own indexed elements of an array, each read once, and
 * its length (read once); nothing past `maxItems` is touched, so the cost
 * does not depend on the length. Undefined when `value` is not an array;
 * `length` undefined when the array (a Proxy) reports one no array has.
 */
export function ownItems(
  value: unknown,
  maxItems: number,
): { items: unknown[]; length: number | undefined; said: string } | undefined {
  if (!Array.isArray(value)) return undefined;
  const length: unknown = (value as unknown[]).length;
  if (
    typeof length !== 'number' ||
    !Number.isInteger(length) ||
    length < 0 ||
    length > MAX_ARRAY_LENGTH
  ) {
    return { items: [], length: undefined, said: shown(length) };
  }
  const items: unknown[] = [];
  for (let k = 0; k < Math.min(length, maxItems); k++) {
    items.push(
      Object.prototype.hasOwnProperty.call(value, k) ? (value as unknown[])[k] : undefined,
    );
  }
  return { items, length, said: String(length) };
}

export function list<T>(
  item: FieldReader<T>,
  maxItems: number,
  separator: string,
  what: string,
): FieldReader<T[]> {
  const read = (
    parts: readonly unknown[],
    length: number,
    name: string,
    notices: string[],
    one: (part: unknown) => T | undefined,
  ): T[] | undefined => {
    if (length > maxItems) {
      notices.push(`${name} has ${length} items; keeping the first ${maxItems}.`);
    }
    const values: T[] = [];
    for (const part of parts.slice(0, maxItems)) {
      const value = one(part);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  };
  return {
    fromText(text, name, notices) {
      // Text reaches here cut to MAX_VALUE_LENGTH (schema.ts), so a split is cheap.
      const parts = text.split(separator);
      return read(parts, parts.length, name, notices, (part) =>
        item.fromText(part as string, name, notices),
      );
    },
    fromValue(value, name, notices) {
      const own = ownItems(value, maxItems);
      if (own === undefined) {
        notices.push(`${name}=${shown(value)} must be a list of ${what}; using the default.`);
        return undefined;
      }
      if (own.length === undefined) {
        notices.push(
          `${name} is a list whose length is ${own.said}, not a whole number from 0 to ${MAX_ARRAY_LENGTH}; using the default.`,
        );
        return undefined;
      }
      return read(own.items, own.length, name, notices, (part) =>
        item.fromValue(part, name, notices),
      );
    },
    toText: (values) => values.map((value) => textOf(item, value)).join(separator),
  };
}

/** true or false; in text, "true"/"false" (also "1"/"0"). */
export const flag: FieldReader<boolean> = {
  fromText(text, name, notices) {
    const t = text.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    notices.push(`${name}=${shown(text)} is not true or false; using the default.`);
    return undefined;
  },
  fromValue(value, name, notices) {
    if (typeof value === 'boolean') return value;
    notices.push(`${name}=${shown(value)} is not true or false; using the default.`);
    return undefined;
  },
};
