// Reader combinators for state fields: numbers, whole numbers, names from a
// list, lists. Each makes a FieldReader with two doors, text (a URL value or
// an attribute) and typed values (setState, a view's request), that clamp
// alike and push the same notice for the same mistake. schema.ts builds each
// field's reader from these.

/** One field's rules. `name` is how the caller's vocabulary spells the field. */
export interface FieldReader<T> {
  fromText(text: string, name: string, notices: string[]): T | undefined;
  fromValue(value: unknown, name: string, notices: string[]): T | undefined;
}

/** A value quoted for a notice: control characters replaced, long text cut. */
export function shown(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    text = String(value);
  else if (typeof value === 'undefined') text = 'undefined';
  else if (Array.isArray(value)) text = `a list of ${value.length}`;
  else text = `a ${typeof value}`;
  if (typeof value !== 'string') return text;
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return JSON.stringify(clean.length > 24 ? `${clean.slice(0, 24)}…` : clean);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A decimal number written in full (no hex, no "Infinity", no empty text). */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
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
 * finite number; from there both go through `check`.
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
      return check(value, name, shown(text), notices);
    },
    fromValue(value, name, notices) {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        notices.push(`${name}=${shown(value)} is not a number; ${fallback}.`);
        return undefined;
      }
      return check(value, name, String(value), notices);
    },
  };
}

export function integer(
  min: number,
  max: number,
  options: { even?: boolean } = {},
): FieldReader<number> {
  return numeric((value, name, said, notices) => {
    let result = Math.round(value);
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

/** Own indexed elements of an array, each read once; undefined when `value` is not an array. */
export function ownItems(value: unknown): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const length = value.length;
  const items: unknown[] = [];
  for (let k = 0; k < length; k++) {
    items.push(Object.prototype.hasOwnProperty.call(value, k) ? value[k] : undefined);
  }
  return items;
}

export function list<T>(
  item: FieldReader<T>,
  maxItems: number,
  separator: string,
  what: string,
): FieldReader<T[]> {
  const read = (
    parts: unknown[],
    name: string,
    notices: string[],
    one: (part: unknown) => T | undefined,
  ): T[] | undefined => {
    if (parts.length > maxItems) {
      notices.push(`${name} has ${parts.length} items; keeping the first ${maxItems}.`);
      parts = parts.slice(0, maxItems);
    }
    const values: T[] = [];
    for (const part of parts) {
      const value = one(part);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  };
  return {
    fromText: (text, name, notices) =>
      read(text.split(separator), name, notices, (part) =>
        item.fromText(part as string, name, notices),
      ),
    fromValue(value, name, notices) {
      const parts = ownItems(value);
      if (parts === undefined) {
        notices.push(`${name}=${shown(value)} must be a list of ${what}; using the default.`);
        return undefined;
      }
      return read(parts, name, notices, (part) => item.fromValue(part, name, notices));
    },
  };
}
