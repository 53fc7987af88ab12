// Reading a caller's arguments exactly once, before the engine sees them.
//
// Arguments may be hostile: getters that answer differently each time,
// arrays that grow or shrink while they are read, Proxies, valueOf with side
// effects. So every length is read once, every element once (into a
// Float64Array this module owns, checking its type on the way), every
// property once; numbers are never coerced (no valueOf call); options and
// argument objects are read as own properties only, so a key added to
// Object.prototype changes nothing. Only the copies reach the engine, and
// no caller code runs between staging them and the engine call.
import { describe, rangeError, typeError } from './errors.js';

/** The intrinsic length of a typed array: an own `length` property cannot fake it. */
const typedLength = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  'length',
)!.get as (this: ArrayBufferView) => number;

/** %TypedArray%.prototype.set, taken once: reads typed sources by their internal slots. */
export const typedSet = Object.getPrototypeOf(Uint8Array.prototype).set as (
  this: Float64Array,
  source: ArrayLike<number>,
  offset?: number,
) => void;

/** The element count of a typed array, whatever its own properties say. */
export function lengthOf(view: ArrayBufferView): number {
  return typedLength.call(view);
}

/** TypeError unless `value` is a JavaScript number (NaN is left to the range checks). */
export function readNumber(param: string, value: unknown): number {
  if (typeof value !== 'number') {
    throw typeError(param, `${param} must be a number; got ${describe(value)}`);
  }
  return value;
}

/** An own property's value, calling its getter (if any) once; inherited keys read as undefined. */
export function own(object: object, key: string): unknown {
  const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined) return undefined;
  if ('value' in descriptor) return descriptor.value as unknown;
  return descriptor.get === undefined ? undefined : (descriptor.get.call(object) as unknown);
}

/** An object argument (a matrix, a window): TypeError unless it is a non-null object. */
export function readObject(param: string, value: unknown, what: string): object {
  if (value === null || typeof value !== 'object') {
    throw typeError(param, `${param} must be ${what}; got ${describe(value)}`);
  }
  return value;
}

/**
 * A copy of a numeric array argument. `data` is null when the length is not
 * a whole number up to `maxCopy`: nothing is copied then, and the engine
 * rejects the length before it would need the values.
 */
export interface ArrayCopy {
  readonly length: number;
  readonly data: Float64Array | null;
}

export function readArray(param: string, value: unknown, maxCopy: number): ArrayCopy {
  if (Array.isArray(value)) {
    const length: unknown = value.length;
    if (typeof length !== 'number') {
      throw typeError(
        `${param}.length`,
        `${param}.length must be a number; got ${describe(length)}`,
      );
    }
    if (!(Number.isInteger(length) && length >= 0 && length <= maxCopy)) {
      return { length, data: null };
    }
    const data = new Float64Array(length);
    for (let k = 0; k < length; k++) {
      const element: unknown = value[k];
      if (typeof element !== 'number') {
        throw typeError(
          `${param}[${k}]`,
          `${param}[${k}] must be a number; got ${describe(element)}`,
        );
      }
      data[k] = element;
    }
    return { length, data };
  }
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    if (value instanceof BigInt64Array || value instanceof BigUint64Array) {
      throw typeError(param, `${param} must hold numbers, not BigInts`);
    }
    const length = lengthOf(value);
    if (length > maxCopy) return { length, data: null };
    const data = new Float64Array(length);
    typedSet.call(data, value as unknown as ArrayLike<number>);
    return { length, data };
  }
  throw typeError(
    param,
    `${param} must be an array or typed array of numbers; got ${describe(value)}`,
  );
}

/** What readOptions hands the engine: layout and variant as indices into the name lists. */
export interface ReadOptions {
  base: number;
  layout: number;
  variant: number;
  out: Float64Array | undefined;
  /** Every given option's value, read once: for options parsed elsewhere (scaling, precision). */
  given: ReadonlyMap<string, unknown>;
}

export interface OptionNames {
  readonly layoutNames: readonly string[];
  readonly variantNames: readonly string[];
  readonly defaultBase: number;
}

const quote = (name: string) => `"${name}"`;

/** The allowed names as a message lists them, built only for an error. */
const layoutText = (names: readonly string[]) => names.map(quote).join(' or ');
const variantRangeText = (names: readonly string[]) => `one of ${names.map(quote).join(', ')}`;
const variantTypeText = () => 'a string naming a variant';

function parseName(
  param: 'layout' | 'variant',
  value: unknown,
  names: readonly string[],
  typeText: (names: readonly string[]) => string,
  rangeText: (names: readonly string[]) => string,
): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string') {
    throw typeError(param, `${param} must be ${typeText(names)}; got ${describe(value)}`);
  }
  const index = names.indexOf(value);
  if (index < 0) throw rangeError(param, `${param} must be ${rangeText(names)}; got "${value}"`);
  return index;
}

/**
 * Reads an options object once: own enumerable keys only (inherited keys
 * are ignored), each allowed key's value read once, unknown keys rejected.
 */
export function readOptions(
  value: unknown,
  allowed: readonly string[],
  facts: OptionNames,
): ReadOptions {
  const given = new Map<string, unknown>();
  const read: ReadOptions = {
    base: facts.defaultBase,
    layout: 0,
    variant: 0,
    out: undefined,
    given,
  };
  if (value === undefined) return read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('options', `options must be an object; got ${describe(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw typeError(
        'options',
        `options.${key} is not an option here; allowed: ${allowed.join(', ')}`,
      );
    }
    given.set(key, own(value, key));
  }
  const base = given.get('base');
  if (base !== undefined) read.base = readNumber('base', base);
  // Messages are built only when a name is wrong: this runs on every call,
  // and the heat map makes a hundred calls before its first frame.
  read.layout = parseName('layout', given.get('layout'), facts.layoutNames, layoutText, layoutText);
  read.variant = parseName(
    'variant',
    given.get('variant'),
    facts.variantNames,
    variantTypeText,
    variantRangeText,
  );
  const out = given.get('out');
  if (out !== undefined) {
    if (!(out instanceof Float64Array)) {
      throw typeError('out', `out must be a Float64Array; got ${describe(out)}`);
    }
    read.out = out;
  }
  return read;
}

/** RangeError unless the caller's `out` holds exactly `length` values. */
export function checkOut(out: Float64Array, length: number, formula: string): void {
  const actual = lengthOf(out);
  if (actual !== length) {
    throw rangeError('out', `out.length must equal ${formula} = ${length}; got ${actual}`);
  }
}

/** A precision name as its index; undefined is 'float64'. */
export function readPrecision(value: unknown, names: readonly string[]): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string') {
    throw typeError(
      'precision',
      `precision must be one of ${names.map(quote).join(', ')}; got ${describe(value)}`,
    );
  }
  const index = names.indexOf(value);
  if (index < 0) {
    throw rangeError(
      'precision',
      `precision must be one of ${names.map(quote).join(', ')}; got ${describe(value)}`,
    );
  }
  return index;
}
