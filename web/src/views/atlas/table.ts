// The atlas's overview table: one row per scheme, parameter counts computed
// for a stated configuration (engine calls where the engine has one). Each
// scheme's rows are in its own folder (views/<id>/atlas.ts: ./scheme.ts);
// this assembles them. Pure.
import type { PosEnc } from '../../engine/index.js';
import type { LoadedScheme } from './schemes.js';

/** The configuration the parameter counts are for: a BERT-base-sized model. */
export const CONFIG = {
  dModel: 768,
  heads: 12,
  maxLen: 512,
} as const;

export interface SchemeRow {
  readonly view: string;
  readonly name: string;
  readonly paper: string;
  readonly enters:
    'input embedding' | 'query/key rotation' | 'attention bias' | 'attention score' | 'nowhere';
  readonly parameters: number;
  readonly parameterNote: string;
  readonly kind: string;
  readonly beyond: string;
  readonly models: string;
}

/** The schemes' rows, in registry order (each scheme's in the order its atlas.ts gives them). */
export function schemeRows(pe: PosEnc, schemes: readonly LoadedScheme[]): SchemeRow[] {
  return schemes.flatMap(({ view, part }) =>
    (part.rows?.(pe, CONFIG) ?? []).map((row) => ({ view, ...row })),
  );
}
