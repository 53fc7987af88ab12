// Errors the API throws: built-in RangeError and TypeError, so callers can
// use instanceof, plus the name of the offending parameter.
import type { WasmStatus } from './wasm.js';

export type PosEncError = (RangeError | TypeError) & { readonly param: string };

export function rangeError(param: string, message: string): PosEncError {
  return Object.assign(new RangeError(message), { param });
}

export function typeError(param: string, message: string): PosEncError {
  return Object.assign(new TypeError(message), { param });
}

/** Throws the error a failed engine Status describes. */
export function check(status: WasmStatus): void {
  if (status.ok) return;
  throw status.kind === 2
    ? typeError(status.param, status.message)
    : rangeError(status.param, status.message);
}

export function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (typeof value === 'object')
    return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
  if (typeof value === 'bigint') return `${value}n (a BigInt)`;
  return String(value);
}

/** TypeError unless `value` is a JavaScript number (NaN is left to the range checks). */
export function requireNumber(param: string, value: unknown): number {
  if (typeof value !== 'number') {
    throw typeError(param, `${param} must be a number; got ${describe(value)}`);
  }
  return value;
}
