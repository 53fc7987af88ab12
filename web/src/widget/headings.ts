// The `heading-level` attribute: which outline level the element's headings
// take on the host page. A view's title is an <h2> by default and its
// sections <h3>; with heading-level="4" they are <h4> and <h5> (real tags, so
// every browser, screen reader and checker agrees; the look comes from a
// class, not the tag). Pure: no DOM, no lit.

/** The level a view's title heading (<h2>) has when the host does not say. */
export const DEFAULT_HEADING_LEVEL = 2;

export interface HeadingLevelResult {
  /** The level to use (the default when the text was missing or invalid). */
  level: number;
  /** Why the text was not used, naming the attribute and its allowed range. */
  notice?: string;
}

/** Parses the `heading-level` attribute: an integer from 1 to 6. */
export function parseHeadingLevel(text: string | null | undefined): HeadingLevelResult {
  if (text === null || text === undefined || text.trim() === '') {
    return { level: DEFAULT_HEADING_LEVEL };
  }
  const trimmed = text.trim();
  const value = /^[1-6]$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isNaN(value)) {
    return {
      level: DEFAULT_HEADING_LEVEL,
      notice: `heading-level must be an integer from 1 to 6; got "${trimmed.slice(0, 40)}", so ${DEFAULT_HEADING_LEVEL} is used.`,
    };
  }
  return { level: value };
}

/**
 * The tag level (1-6) of a heading `depth` below the view title (0 = the
 * title, 1 = a section) when the title sits at outline level `base`.
 */
export function headingTagLevel(base: number | undefined, depth: number): number {
  return Math.min(6, Math.max(1, (base ?? DEFAULT_HEADING_LEVEL) + depth));
}
