// Links inside the lesson: a term of the glossary, a reference, a section
// of another view, a chapter named in the glossary. Each is written with
// lessonLink() (a directive on the <a>), which asks the widget it is in
// where it points, as the widget's chapter links do (widget/chapter-links.ts):
// where a page reads the lesson's state from its query (the widget's
// `lesson-url`: the lesson page, embed.html, or a host page's copy of the
// lesson page), it is a real <a href> to that page with the learner's state,
// the target's view and its #anchor, so it opens in a new tab, is shared and
// works without script; where no page does (an element on a host page that
// names none), it has no href (a link to the host page's own URL with a
// query the host does not read would lose the reader) and is a focusable
// link that switches in place. Either way a plain click (or Enter) is caught
// (widget/lesson-links.ts) and switches the view in place, then scrolls to
// and focuses the anchor (ViewElement.reveal), so it works the same in an
// embed on any host page, and the page's history records it. Outside a
// widget (a view rendered alone) the href is the bare ?view=<id>#<anchor>.
//
// The anchors of the glossary view: term-<id>, ref-<id>, sym-<id> and its
// sections glossary-terms, glossary-notation, glossary-references.
import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

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

/** The attribute a lesson link carries its target in: `view` or `view#anchor`. */
export const LESSON_ATTRIBUTE = 'data-lesson';

/** A lesson link's target from its data-lesson (or, for a bare link, its href). */
function linkTarget(link: Element): LessonTarget | undefined {
  const lesson = link.getAttribute(LESSON_ATTRIBUTE);
  if (lesson !== null) {
    const match = /^([a-z0-9-]+)(?:#([A-Za-z0-9_-]*))?$/.exec(lesson);
    return match ? { view: match[1]!, anchor: match[2] ?? '' } : undefined;
  }
  const href = link.getAttribute('href');
  return href === null ? undefined : lessonTarget(href);
}

/** The first <a> on the event's path (inside shadow roots too). */
function linkOnPath(event: Event): Element | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof Element && node.localName === 'a') return node;
  }
  return undefined;
}

/**
 * What a click asks for when it is a plain click (primary button, no
 * modifier: those open a new tab or window, as the browser does) on a lesson
 * link, inside shadow roots too; undefined for any other click.
 */
export function clickedLessonLink(event: MouseEvent): LessonTarget | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = linkOnPath(event);
  return link ? linkTarget(link) : undefined;
}

/**
 * What Enter asks for on a lesson link that has no href (a link that only
 * switches in place: the browser follows one with an href by a click).
 */
export function enteredLessonLink(event: KeyboardEvent): LessonTarget | undefined {
  if (event.defaultPrevented || event.key !== 'Enter') return undefined;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = linkOnPath(event);
  if (!link || link.hasAttribute('href') || !link.hasAttribute(LESSON_ATTRIBUTE)) return undefined;
  return linkTarget(link);
}

/** Where a widget's lesson links point (the widget is their source: widget/chapter-links.ts). */
export interface LessonLinkSource {
  /** The href of `view` at `anchor` ('' for its top) now; undefined: no page reads it yet. */
  lessonHref(view: string, anchor: string): string | undefined;
  /** Calls `changed` whenever the hrefs may have changed; returns the call that stops it. */
  watchLessonLinks(changed: () => void): () => void;
}

/** An element that gives its lesson links their hrefs (the widget). */
export interface LessonLinkHost {
  readonly lessonLinkSource: LessonLinkSource;
}

/** The source of the nearest widget around `node`, through shadow roots. */
function sourceAround(node: Node | undefined): LessonLinkSource | undefined {
  for (let at: Node | null | undefined = node; at;) {
    const source = (at as Partial<LessonLinkHost>).lessonLinkSource;
    if (source !== undefined) return source;
    at = at instanceof ShadowRoot ? at.host : at.parentNode;
  }
  return undefined;
}

/**
 * The links each source keeps current. A source is watched once, and its
 * links are held weakly: a link dropped with its template is let go, and
 * one moved elsewhere is followed again when it renders there. So a link
 * needs no disconnect callback (lit's AsyncDirective, which the widget's
 * first load would otherwise carry for this alone).
 */
const linksOf = new WeakMap<LessonLinkSource, Set<WeakRef<LessonLinkDirective>>>();

function follow(source: LessonLinkSource, link: LessonLinkDirective): void {
  let links = linksOf.get(source);
  if (links === undefined) {
    const set = new Set<WeakRef<LessonLinkDirective>>();
    links = set;
    linksOf.set(source, set);
    source.watchLessonLinks(() => {
      for (const ref of set) {
        const live = ref.deref();
        if (live === undefined) set.delete(ref);
        else live.write();
      }
    });
  }
  links.add(new WeakRef(link));
}

class LessonLinkDirective extends Directive {
  private link: Element | undefined;
  private target: LessonTarget = { view: '', anchor: '' };
  private source: LessonLinkSource | undefined;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('lessonLink() goes on an <a> itself');
  }

  render(_view: string, _anchor?: string): unknown {
    return nothing;
  }

  override update(part: ElementPart, [view, anchor = '']: [string, string?]): unknown {
    this.link = part.element;
    this.target = { view, anchor };
    // The element rendering the link (a view, a figure, the widget) is in
    // the document when it renders; the link itself may not be yet.
    const source = sourceAround(part.options?.host as Node | undefined) ?? sourceAround(this.link);
    if (source !== this.source) {
      this.source = source;
      if (source !== undefined) follow(source, this);
    }
    this.write();
    return nothing;
  }

  /** Writes the link's href (or its role), its source's answer now. */
  write(): void {
    const link = this.link;
    if (!link) return;
    const { view, anchor } = this.target;
    link.setAttribute(LESSON_ATTRIBUTE, anchor ? `${view}#${anchor}` : view);
    const href = this.source ? this.source.lessonHref(view, anchor) : lessonHref(view, anchor);
    if (href !== undefined) {
      if (link.getAttribute('href') !== href) link.setAttribute('href', href);
      link.removeAttribute('role');
      link.removeAttribute('tabindex');
    } else {
      // No page to point at (yet): a link the keyboard still reaches, that switches in place.
      link.removeAttribute('href');
      link.setAttribute('role', 'link');
      link.setAttribute('tabindex', '0');
    }
  }
}

/**
 * A link into the lesson, on the <a> itself: `<a ${lessonLink('glossary',
 * termAnchor(id))}>`. It sets the link's href (or its role as a link that
 * switches in place) and its data-lesson, and keeps them current.
 */
export const lessonLink = directive(LessonLinkDirective);
