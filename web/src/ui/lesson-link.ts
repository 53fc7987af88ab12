// Links inside the lesson: a term of the glossary, a reference, a section
// of another view. Each is a real <a href="?view=<id>#<anchor>">: on the
// lesson page (and embed.html) it resolves to that view, so it opens in a new
// tab, is shared and works without script; inside the element a click is
// caught (widget/lesson-links.ts) and switches the view in place, then
// scrolls to and focuses the anchor (ViewElement.reveal), so it works the
// same in an embed on any host page, and the page's history records it.
//
// The anchors of the glossary view: term-<id>, ref-<id>, sym-<id> and its
// sections glossary-terms, glossary-notation, glossary-references.

/** The query key of the view (state/shared-fields.ts names it `view` in URLs). */
const VIEW_KEY = 'view';

/** The href of a link to `view`, at `anchor` (an element id in it) if given. */
export function lessonHref(view: string, anchor?: string): string {
  return `?${VIEW_KEY}=${encodeURIComponent(view)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/** The anchor of a glossary term, a reference and a notation entry. */
export const termAnchor = (id: string) => `term-${id}`;
export const refAnchor = (id: string) => `ref-${id}`;
export const symbolAnchor = (id: string) => `sym-${id}`;

/** An anchor the glossary view may be opened at (a page's #fragment). */
export const glossaryAnchor = /^(?:term-|ref-|sym-|glossary-)[a-z0-9-]+$/;

export interface LessonTarget {
  readonly view: string;
  /** The element id to reveal ('' for the view's top). */
  readonly anchor: string;
}

/** The view and anchor of a lesson link's href, or undefined for any other href. */
export function lessonTarget(href: string): LessonTarget | undefined {
  const match = /^\?view=([a-z0-9-]+)(?:#([A-Za-z0-9_-]*))?$/.exec(href);
  return match ? { view: match[1]!, anchor: match[2] ?? '' } : undefined;
}

/**
 * What a click asks for when it is a plain click (primary button, no
 * modifier: those open a new tab or window, as the browser does) on a lesson
 * link, inside shadow roots too; undefined for any other click.
 */
export function clickedLessonLink(event: MouseEvent): LessonTarget | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  for (const node of event.composedPath()) {
    if (!(node instanceof Element)) continue;
    if (node.localName !== 'a') continue;
    const href = node.getAttribute('href');
    return href === null ? undefined : lessonTarget(href);
  }
  return undefined;
}
