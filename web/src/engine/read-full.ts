// The readers of the argument kinds only the full engine's functions take
// (describe.h: struct options, RoPE scalings, objects of a described struct,
// objects of listed fields), read once by read.ts's rules. api-full.ts hands
// them to the caller (call.ts) with the full module, so the widget's first
// load, which calls only the heat map's core functions, does not carry them.
import { describe, rangeError, typeError } from './errors.js';
import { own, readArray, readNumber, readObject, type ArrayCopy } from './read.js';

const quote = (name: string) => `"${name}"`;

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
