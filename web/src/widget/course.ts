// The course inside the element: Previous and Next, the contents and the
// learner's marks (course/chapters.ts, course/progress.ts). What the first
// paint shows (the chapter row's Contents button, Previous and Next at the
// chapter's end) renders from here, in the element's own chunk; the
// contents list, its styles and the course record's code (contents.ts) load
// when the page is idle after the first frame, or at once on the reader's
// first use (opening the contents, Next, Finish), so they cost the first
// load nothing. Until they arrive a chapter shown is queued as visited, and
// every mark reads "not yet" (the contents cannot be open yet).
import { adoptStyles, type LitElement, type ReactiveController } from 'lit';

import type { ChapterStatus, CourseProgress } from '../course/progress.js';
import type { State, ViewName } from '../views/state.js';
import { whenIdle, loadOnce } from '../ui/lazy-part.js';
import type { ChapterNavHost } from './chapter-nav.js';
import type { ChapterLinks } from './chapter-links.js';
import type { ContentsHost } from './contents.js';

const loadContents = loadOnce('the course contents', () =>
  import('./contents.js').then((m) => ({
    renderContents: m.renderContents,
    contentsStyles: m.contentsStyles,
    openCourse: m.openCourse,
    statusOf: m.statusOf,
  })),
);
type Contents = Awaited<ReturnType<typeof loadContents>>;

export interface CourseHost extends LitElement {
  readonly current: State;
  /** The engine loader's status: a chapter counts as shown once loading has started. */
  readonly status: string;
}

export class Course implements ReactiveController {
  /** Whether the contents list is open. */
  open = false;
  private contents: Contents | undefined;
  private progress: CourseProgress | undefined;
  /** Chapters shown before the record's code arrived: marked visited when it does. */
  private readonly shown = new Set<ViewName>();
  private idleAsked = false;

  constructor(
    private readonly host: CourseHost,
    private readonly links: ChapterLinks,
    /** Shows `view`: the reader chose it (a chapter link or the contents). */
    private readonly select: (view: ViewName) => void,
  ) {
    host.addController(this);
  }

  /** A chapter shown (its view or its frame, once loading has started) is visited. */
  hostUpdated(): void {
    if (this.host.status === 'idle') return;
    const view = this.host.current.view;
    if (this.progress) {
      if (this.progress.visit(view) && this.open) this.host.requestUpdate();
      return;
    }
    this.shown.add(view);
    // On a page that reads the chapter links (the lesson page, embed.html),
    // the course is the page: its record loads when the page is idle. On
    // another host (the README's embed), on the reader's first intent
    // (want), so the host's first load carries none of it.
    if (!this.idleAsked && this.links.linked) {
      this.idleAsked = true;
      whenIdle(() => void this.load().catch(() => {}), 3000);
    }
  }

  /** The pointer or the focus entered the widget: the contents' code loads. */
  readonly want = (): void => {
    if (!this.contents && this.host.status !== 'idle') void this.load().catch(() => {});
  };

  /** The contents' code and the course record, loaded once (a failure is tried again on the next use). */
  private async load(): Promise<Contents> {
    if (this.contents) return this.contents;
    const contents = await loadContents();
    if (this.contents) return this.contents;
    this.contents = contents;
    this.progress = contents.openCourse();
    const root = this.host.renderRoot;
    if (root instanceof ShadowRoot) {
      // The element's own styles and the contents' (Lit adopts them, or
      // adds <style> elements where adoptedStyleSheets is missing).
      const own = (this.host.constructor as typeof LitElement).elementStyles;
      adoptStyles(root, [...own, contents.contentsStyles]);
    }
    for (const view of this.shown) this.progress.visit(view);
    this.shown.clear();
    this.host.requestUpdate();
    return contents;
  }

  private statusOf(view: ViewName): ChapterStatus {
    return this.progress && this.contents ? this.contents.statusOf(view, this.progress) : 'new';
  }

  /**
   * Switches to `view` from a chapter link (Next, Previous, the contents):
   * the widget's top comes into view (the link was at the chapter's end)
   * and the keyboard's focus goes to the new chapter's tab (or the chapter
   * select of a narrow widget), from where Tab leads into the chapter.
   */
  private goTo(view: ViewName): void {
    const host = this.host;
    this.open = false;
    this.select(view);
    void host.updateComplete.then(() => {
      const tab = host.renderRoot.querySelector<HTMLElement>(`#tab-${view}`);
      const target =
        tab && tab.getClientRects().length > 0
          ? tab
          : host.renderRoot.querySelector<HTMLElement>('#view-select');
      target?.focus({ preventScroll: true });
      if (host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
    });
  }

  /** What Previous, Next, the Contents button and the contents list read and call. */
  readonly nav: ChapterNavHost & ContentsHost = ((course: Course) => ({
    get active(): ViewName {
      return course.host.current.view;
    },
    get linked(): boolean {
      return course.links.linked;
    },
    get activeStatus(): ChapterStatus {
      return course.statusOf(course.host.current.view);
    },
    status: (view: ViewName) => course.statusOf(view),
    get open(): boolean {
      return course.open;
    },
    href: (view: ViewName) => course.links.href(view),
    go: (view: ViewName) => course.goTo(view),
    complete(): void {
      const view = course.host.current.view;
      void course.load().then(
        () => {
          if (course.progress!.complete(view)) course.host.requestUpdate();
        },
        () => {},
      );
    },
    toggle(): void {
      const host = course.host;
      if (course.open) {
        course.open = false;
        host.requestUpdate();
        void host.updateComplete.then(() =>
          [...host.renderRoot.querySelectorAll<HTMLElement>('.contents-toggle')]
            .find((toggle) => toggle.getClientRects().length > 0)
            ?.focus(),
        );
        return;
      }
      void course.load().then(
        () => {
          course.open = true;
          host.requestUpdate();
        },
        () => {},
      );
    },
    forget(): void {
      course.progress?.clear();
      course.host.requestUpdate();
    },
  }))(this);

  /** The contents list (nothing while closed or not loaded). */
  renderContents(): unknown {
    return this.open && this.contents ? this.contents.renderContents(this.nav) : undefined;
  }
}
