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

/** A name the table shows, with the source that backs it (an id of content/references.ts). */
export interface Cited {
  readonly text: string;
  readonly ref: string;
}

export interface SchemeRow {
  readonly view: string;
  readonly name: string;
  /** The papers that introduced it. */
  readonly paper: readonly Cited[];
  readonly enters:
    | 'input embedding'
    | 'query/key rotation'
    | 'attention bias'
    | 'attention score'
    | 'attention score and values'
    | 'nowhere';
  readonly parameters: number;
  /** What one count covers: the whole model, one stack of layers, or one layer (none when 0). */
  readonly per?: 'model' | 'stack' | 'layer';
  readonly parameterNote: string;
  readonly kind: string;
  readonly beyond: string;
  /** Models that use it, each with its source. */
  readonly models: readonly Cited[];
}

/** The names of a list of cited items, joined: the export's text. */
export const citedText = (items: readonly Cited[], separator = ', '): string =>
  items.map((c) => c.text).join(separator);

/** The schemes' rows, in registry order (each scheme's in the order its atlas.ts gives them). */
export function schemeRows(pe: PosEnc, schemes: readonly LoadedScheme[]): SchemeRow[] {
  return schemes.flatMap(({ view, part }) =>
    (part.rows?.(pe, CONFIG) ?? []).map((row) => ({ view, ...row })),
  );
}
