// Errors the API throws: built-in RangeError and TypeError, so callers can
// use instanceof, plus the name of the offending parameter.
import type { WasmResult } from './wasm.js';

export type PosEncError = (RangeError | TypeError) & { readonly param: string };

export function rangeError(param: string, message: string): PosEncError {
  return Object.assign(new RangeError(message), { param });
}

export function typeError(param: string, message: string): PosEncError {
  return Object.assign(new TypeError(message), { param });
}

/** Returns a successful engine Result; throws the error a failed one describes. */
export function check(status: WasmResult): WasmResult {
  if (status.ok) return status;
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
