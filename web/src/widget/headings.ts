// The `heading-level` attribute: which outline level the element's headings
// take on the host page. Views keep their <h2>/<h3> tags (so their styles do
// not depend on the host's outline); when the host asks for another level,
// each heading gets an `aria-level`, which screen readers and axe-core use
// instead of the tag's level. Pure: no DOM, no lit.

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
 * The `aria-level` for a heading written as <h`tagLevel`> in a view whose
 * title (<h2>) sits at outline level `base`: deeper headings keep their
 * distance from the title, and nothing goes past 6. Undefined when the tag
 * already says it (no attribute is written then).
 */
export function ariaLevel(base: number | undefined, tagLevel: number): number | undefined {
  const start = base ?? DEFAULT_HEADING_LEVEL;
  const level = Math.min(6, Math.max(1, start + tagLevel - DEFAULT_HEADING_LEVEL));
  return level === tagLevel ? undefined : level;
}
