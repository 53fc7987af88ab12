// The functions only the full engine module has: attention, shifts, RoPE,
// the learned table and every atlas scheme, each its description
// (web/generated/functions-full.js, read and written by call.ts). api.ts
// loads this module together with the full module (createEngine('full')),
// so none of it is in the widget's first load, where the core module serves
// the heat map.
import type { Caller, FullReaders, ReadArguments } from './call.js';
import { rangeError } from './errors.js';
import { readFields, readScaling, readStructObject, readStructOptions } from './read-full.js';
import { functions } from '../../generated/functions-full.js';

/** The readers of the argument kinds only the full module's functions take. */
export const fullReaders: FullReaders = {
  readFields,
  readScaling,
  readStructObject,
  readStructOptions,
};

/** The full-only part of the API, and the precision encoder positionalEncoding uses. */
export function makeFullApi(
  caller: Caller,
  precisionNames: readonly string[],
): {
  api: Record<string, (...args: unknown[]) => unknown>;
  encodeInPrecision(read: ReadArguments): unknown;
} {
  const api: Record<string, (...args: unknown[]) => unknown> = {};
  for (const d of functions) if (d.api) api[d.name] = caller.api(d);
  const precisionEncode = functions.find((d) => d.name === 'precisionEncode')!;
  return {
    api,
    /**
     * positionalEncoding in a precision other than float64: the engine's
     * per-entry kernel (variant 'correct' only: the pitfalls are a float64 lesson).
     */
    encodeInPrecision(read) {
      if (read.values.get('variant') !== 0) {
        const name = precisionNames[read.values.get('precision') as number];
        throw rangeError(
          'precision',
          `precision "${name}" is computed for variant "correct" only; use precision "float64" with other variants`,
        );
      }
      return caller.invoke(precisionEncode, read);
    },
  };
}
