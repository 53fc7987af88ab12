// Previous and Next at the end of every chapter, and the one kind of link the
// widget draws to a chapter (here and in the contents, contents.ts).
//
// A link is an <a href> where a page reads it (chapter-links.ts: the lesson
// page, embed.html, or a host page's `lesson-url`), else a button. A plain
// click switches the chapter in place (the lesson page then pushes a history
// entry, as for a tab); a click with a modifier (a new tab or window) or the
// middle button is left to the browser, which opens the href. Next, pressed
// (however), marks the chapter it ends completed (course/progress.ts).
import { html, nothing, type TemplateResult } from 'lit';

import { neighbours, type Chapter } from '../course/chapters.js';
import type { ChapterStatus } from '../course/progress.js';
import type { ViewName } from '../views/registry.js';
import { chapterName } from './tabs.js';

export interface ChapterLinkHost {
  /** Whether links are <a href> (a page reads them) or in-place buttons. */
  readonly linked: boolean;
  /** A chapter's href at the current state (undefined while it is being written). */
  href(view: ViewName): string | undefined;
  /** Switches to `view` in place (and brings the widget's top into view). */
  go(view: ViewName): void;
}

export interface ChapterNavHost extends ChapterLinkHost {
  readonly active: ViewName;
  /** The active chapter's mark (the last chapter's Finish says when it is completed). */
  readonly activeStatus: ChapterStatus;
  /** The learner pressed Next at the end of the active chapter (or Finish on the last). */
  complete(): void;
}

/** Whether a click is a plain one (left button, no modifier): the widget switches in place. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to `chapter` with `content`: an <a href> or a button, laid out alike
 * (the same box before and after its href arrives). `before` runs on any
 * click (Next completes the chapter it ends, whether the reader switches in
 * place or opens a new tab).
 */
export function chapterLink(
  host: ChapterLinkHost,
  chapter: Chapter,
  content: unknown,
  options: {
    className: string;
    rel?: 'prev' | 'next';
    current?: boolean;
    before?: () => void;
  },
): TemplateResult {
  const { className, rel, current, before } = options;
  if (!host.linked) {
    return html`<button
      type="button"
      class="chapter-link ${className}"
      data-view=${chapter.id}
      aria-current=${current ? 'page' : nothing}
      @click=${() => {
        before?.();
        host.go(chapter.id);
      }}
    >
      ${content}
    </button>`;
  }
  return html`<a
    class="chapter-link ${className}"
    data-view=${chapter.id}
    href=${host.href(chapter.id) ?? nothing}
    rel=${rel ?? nothing}
    aria-current=${current ? 'page' : nothing}
    @click=${(event: MouseEvent) => {
      before?.();
      if (!plainClick(event)) return;
      event.preventDefault();
      host.go(chapter.id);
    }}
    >${content}</a
  >`;
}

/** The direction line of Next: it says when the next chapter starts another part. */
function nextDirection(from: Chapter, to: Chapter): string {
  if (to.part === from.part) return 'Next';
  return to.part.part === 'atlas' ? 'Next, further reading' : `Next, ${to.part.name.toLowerCase()}`;
}

/**
 * Previous and Next (each with the chapter's number and title). The last
 * chapter has no Next: while it can be completed, a Finish button completes
 * it instead.
 */
export function renderChapterNav(host: ChapterNavHost, current: Chapter, completable: boolean) {
  const { previous, next } = neighbours(host.active);
  const previousLink = previous
    ? chapterLink(
        host,
        previous,
        html`<span class="dir"><span aria-hidden="true">←</span> Previous</span>
          <span class="name">${chapterName(previous)}</span>`,
        { className: 'previous', rel: 'prev' },
      )
    : nothing;
  let nextLink: unknown = nothing;
  if (next) {
    nextLink = chapterLink(
      host,
      next,
      html`<span class="dir"
          >${nextDirection(current, next)} <span aria-hidden="true">→</span></span
        >
        <span class="name">${chapterName(next)}</span>`,
      { className: 'next', rel: 'next', before: () => host.complete() },
    );
  } else if (completable) {
    const done = host.activeStatus === 'completed';
    nextLink = html`<button
      type="button"
      class="chapter-link next finish"
      @click=${() => host.complete()}
    >
      <span class="dir">Finish</span>
      <span class="name">${done ? 'Completed ✓' : 'Mark this chapter completed'}</span>
    </button>`;
  }
  return html`<nav class="chapter-nav" aria-label="Previous and next chapter">
    ${previousLink}${nextLink}
  </nav>`;
}

/** The button that opens and closes the contents (it controls the list only while the list is there). */
export function renderContentsToggle(host: { readonly open: boolean; toggle(): void }) {
  return html`<button
    type="button"
    class="contents-toggle"
    aria-expanded=${host.open ? 'true' : 'false'}
    aria-controls=${host.open ? 'contents' : nothing}
    @click=${() => host.toggle()}
  >
    Contents
  </button>`;
}
