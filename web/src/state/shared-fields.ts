// The fields every lesson has, whatever its views: the view shown, the
// shared controls' values (the bar above every view: seq_len, d_model,
// base, layout, cmap) and the exercise code, whose link form (packed with a
// checksum, decoded on demand) is the URL layer's own business (url.ts).
// A view's own fields live in its description (views/<id>/view.ts).
import { defaultBase, layoutNames, type Layout } from '../engine/facts.js';
import { field, type FieldDescription } from './field.js';
import { integer, oneOf, real, shown, type FieldReader } from './readers.js';

// The widget's own ranges, narrower than the engine's limits (facts.ts
// `limits`): the sizes the lesson can draw and explain, not what the API takes.
export const MAX_SEQ_LEN = 1_000_000;
export const MAX_D_MODEL = 8192;
export const MAX_BASE = 1e12;
export const MIN_BASE = 1.001;
export const DEFAULT_BASE = defaultBase;
/** Longest exercise code kept in the state, in UTF-16 code units. */
export const MAX_CODE_LENGTH = 20_000;

export { layoutNames };
export const colormapNames = ['diverging', 'sequential'] as const;
export type Colormap = (typeof colormapNames)[number];

/** The typed half of the code field; its text form (a compressed link) lives in url.ts. */
const codeReader: FieldReader<string | null> = {
  fromText(text, name, notices) {
    // Attributes carry the code as plain text; links carry it encoded (url.ts).
    return codeReader.fromValue(text === '' ? null : text, name, notices);
  },
  fromValue(value, name, notices) {
    if (value === null) return null;
    if (typeof value !== 'string') {
      notices.push(`${name}=${shown(value)} is not text; keeping the current code.`);
      return undefined;
    }
    // The length first: a longer string is refused without being read.
    if (value.length > MAX_CODE_LENGTH) {
      notices.push(
        `${name} is ${value.length} characters long, more than ${MAX_CODE_LENGTH}; keeping the current code.`,
      );
      return undefined;
    }
    return value;
  },
};

/** The shared controls' fields and the code, in the order links are written. */
export const sharedFields = {
  seqLen: field({ default: 64, reader: integer(1, MAX_SEQ_LEN), key: 'seq_len' }),
  dModel: field({ default: 128, reader: integer(2, MAX_D_MODEL, { even: true }), key: 'd_model' }),
  base: field({ default: DEFAULT_BASE, reader: real(MIN_BASE, MAX_BASE), key: 'base' }),
  layout: field<Layout>({ default: 'interleaved', reader: oneOf(layoutNames), key: 'layout' }),
  cmap: field<Colormap>({ default: 'diverging', reader: oneOf(colormapNames), key: 'cmap' }),
  /** The learner's exercise code, when shared in a link; null = the starter code. */
  code: field<string | null>({ default: null, reader: codeReader, key: 'code' }),
} as const;

/**
 * The `view` field, for a list of view ids and the default view: the view a
 * fresh element and a link without `view=` show. It is named, not taken from
 * the list's order, so reordering the views changes what no link shows; and
 * it is written in every link (the lesson page opens a bare visit on another
 * view: state/url.ts).
 */
export function viewField<Id extends string>(
  ids: readonly Id[],
  defaultView: NoInfer<Id>,
): FieldDescription<Id> {
  if (!ids.includes(defaultView)) {
    throw new Error(`the default view ${defaultView} is not one of the views`);
  }
  return field<Id>({ default: defaultView, reader: oneOf(ids), key: 'view', inEveryLink: true });
}
