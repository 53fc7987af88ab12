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

/** A described struct's field: its name, TypeScript type and default. */
export interface StructField {
  readonly name: string;
  readonly type: string;
  readonly default?: unknown;
}

/**
 * Options that are a described struct (T5's): own keys only, each read once,
 * a field left out (or undefined) keeps the struct's C++ default; numbers
 * and booleans are never coerced.
 */
export function readStructOptions(
  value: unknown,
  fields: readonly StructField[],
): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const field of fields) read[field.name] = field.default;
  if (value === undefined) return read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('options', `options must be an object; got ${describe(value)}`);
  }
  for (const key of Object.keys(value)) {
    const field = fields.find((f) => f.name === key);
    if (field === undefined) {
      throw typeError(
        'options',
        `options.${key} is not an option here; allowed: ${fields.map((f) => f.name).join(', ')}`,
      );
    }
    const given = own(value, key);
    if (given === undefined) continue;
    if (field.type === 'boolean') {
      if (typeof given !== 'boolean') {
        throw typeError(key, `${key} must be true or false; got ${describe(given)}`);
      }
      read[key] = given;
    } else {
      read[key] = readNumber(key, given);
    }
  }
  return read;
}

/** A RoPE scaling as read: its type's index and each numeric field, NaN where left out. */
export type ReadScaling = { type: number } & Record<string, number>;

/**
 * Reads a scaling object once (own keys only), by the fields of the
 * engine's RopeScaling (`fields`, from its description: `type` and the
 * numbers). Which fields a type needs or refuses, and every range, is the
 * engine's to check; here only the shape: an object, a known type name,
 * numbers (NaN is refused here because the engine reads NaN as "left out").
 */
export function readScaling(
  value: unknown,
  names: readonly string[],
  fields: readonly { readonly name: string }[],
): ReadScaling {
  const scalingFields = fields.map((f) => f.name).filter((name) => name !== 'type');
  const read = { type: 0 } as ReadScaling;
  for (const field of scalingFields) read[field] = NaN;
  if (value === undefined) return read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError('scaling', `scaling must be an object { type, ... }; got ${describe(value)}`);
  }
  const given = new Map<string, unknown>();
  for (const key of Object.keys(value)) {
    if (key !== 'type' && !scalingFields.includes(key)) {
      throw typeError(
        `scaling.${key}`,
        `scaling.${key} is not a scaling field; allowed: type, ${scalingFields.join(', ')}`,
      );
    }
    given.set(key, own(value, key));
  }
  const type = given.get('type');
  const quoteAll = names.map(quote).join(', ');
  if (typeof type !== 'string') {
    throw typeError(
      'scaling.type',
      `scaling.type must be one of ${quoteAll}; got ${describe(type)}`,
    );
  }
  read.type = names.indexOf(type);
  if (read.type < 0) {
    throw rangeError(
      'scaling.type',
      `scaling.type must be one of ${quoteAll}; got ${describe(type)}`,
    );
  }
  for (const field of scalingFields) {
    const v = given.get(field);
    if (v === undefined) continue;
    const param = `scaling.${field}`;
    readNumber(param, v);
    if (Number.isNaN(v)) throw rangeError(param, `${param} must be a number; got NaN`);
    read[field] = v as number;
  }
  return read;
}

/** A field of a described object (gen-functions.mjs's FieldDescription). */
export interface ObjectField {
  readonly name: string;
  readonly type: string;
  readonly optional?: boolean;
  readonly fields?: readonly ObjectField[];
}

/** One field's value read by its type: a number, a boolean or a string, never coerced. */
function readTyped(param: string, value: unknown, type: string): unknown {
  if (type === 'boolean') {
    if (typeof value !== 'boolean') {
      throw typeError(param, `${param} must be true or false; got ${describe(value)}`);
    }
    return value;
  }
  if (type === 'string') {
    if (typeof value !== 'string') {
      throw typeError(param, `${param} must be a string; got ${describe(value)}`);
    }
    return value;
  }
  return readNumber(param, value);
}

/**
 * An object of a described struct (the lab's config): own properties only,
 * each field required, read once and of its type; errors name
 * "<param>.<field>". Keys that are not fields are ignored, as for a
 * struct argument.
 */
export function readStructObject(
  param: string,
  value: unknown,
  fields: readonly ObjectField[],
): Record<string, unknown> {
  const object = readObject(param, value, 'an object');
  const read: Record<string, unknown> = {};
  for (const field of fields) {
    const name = `${param}.${field.name}`;
    read[field.name] = readTyped(name, own(object, field.name), field.type);
  }
  return read;
}

/** Where readFields puts what it reads: each number, and each array to stage. */
export interface FieldSink {
  number(source: string, value: number): void;
  array(source: string, copy: ArrayCopy): void;
}

/** The sources of fields left out: -1 for each number and array length, nested alike. */
function absentInto(fields: readonly ObjectField[], prefix: string, sink: FieldSink): void {
  for (const field of fields) {
    const source = prefix + field.name;
    if (field.type === 'object') absentInto(field.fields!, `${source}.`, sink);
    else sink.number(field.type === 'array' ? `${source}.length` : source, -1);
  }
}

/**
 * An object of listed fields (describe.h, ParamKind::kFields), every key
 * read once, unknown keys refused (a nested object's ignored): a number field's value goes to its name
 * (`prefix` + name), an array is copied (up to `maxCopy` values; the source
 * `name.length`), a pair [a, b] to `name[0]` and `name[1]`, a nested
 * object's fields to `name.field`. An optional field left out: an array's
 * length and a nested object's numbers are -1, which the engine reads as
 * absent.
 */
export function readFields(
  param: string,
  value: unknown,
  fields: readonly ObjectField[],
  prefix: string,
  maxCopy: number,
  sink: FieldSink,
): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError(param, `${param} must be an object; got ${describe(value)}`);
  }
  const names = fields.map((f) => f.name);
  const given = new Map<string, unknown>();
  for (const key of Object.keys(value)) {
    if (names.includes(key)) given.set(key, own(value, key));
    // A nested object may be another call's result as it is (labTrain's
    // resume: the last result, losses and all); a misspelt option is not.
    else if (prefix === '') {
      throw typeError(param, `${param}.${key} is not a field here; allowed: ${names.join(', ')}`);
    }
  }
  for (const field of fields) {
    const source = prefix + field.name;
    const v = given.get(field.name);
    if (v === undefined && field.optional === true) {
      absentInto([field], prefix, sink);
      continue;
    }
    switch (field.type) {
      case 'array':
        sink.array(source, readArray(source, v, maxCopy));
        break;
      case 'pair': {
        const pair = Array.isArray(v) || ArrayBuffer.isView(v) ? readArray(source, v, 2) : null;
        if (pair === null || pair.length !== 2 || pair.data === null) {
          throw typeError(source, `${source} must be [min, max], two numbers; got ${describe(v)}`);
        }
        sink.number(`${source}[0]`, pair.data[0]!);
        sink.number(`${source}[1]`, pair.data[1]!);
        break;
      }
      case 'object':
        readFields(source, v, field.fields!, `${source}.`, maxCopy, sink);
        break;
      default:
        sink.number(source, readNumber(source, v));
    }
  }
}
