// Where the element's links to chapters (Next, Previous, the contents) point.
//
// A link is a real <a href> only where its URL is read: the element's
// `lesson-url` names a page that reads the state from its query (the lesson
// page and embed.html set it to themselves; a host page may point it at its
// copy of the lesson page). The href is that URL with the learner's state in
// its query, the target chapter's view in it, written by the same codec as
// the share links (views/link.ts, exercise code included when it fits), so
// the link works in a new tab, shared, and without any script state. Without
// `lesson-url` the element cannot know such a page (a link to the host page's
// own URL with a query the host does not read would lose the reader), so
// the links are buttons that switch the chapter in place. Either way a plain
// click switches in place (chapter-nav.ts).
//
// The hrefs' writer and the codec (chapter-href.ts) load only when
// `lesson-url` is set (the one-line element on a host page does without
// them); until they arrive a link has no href (it is laid out the same).
//
// The lesson's other links (glossary terms, citations, references, the
// glossary's links to chapters: ui/lesson-link.ts) point the same way: this
// is their source, so a term link on a host page with `lesson-url` opens
// that page at the glossary entry with the learner's state. Each view's
// href is written once per state (a chapter's links share it) and the links
// are told when it may have changed (a new state, `lesson-url`, the writer
// or a packed code arriving).
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { loadOnce } from '../ui/lazy-part.js';
import type { LessonLinkSource } from '../ui/lesson-link.js';
import type { State, ViewName } from '../views/state.js';
import type { ChapterHrefs } from './chapter-href.js';

export interface ChapterLinksHost extends ReactiveControllerHost {
  /** The widget's state now. */
  readonly current: State;
  /** The `lesson-url` attribute (null: no page reads the links; they switch in place). */
  readonly lessonUrl: string | null;
}

const loadHrefs = loadOnce('the chapter links', () =>
  import('./chapter-href.js').then((m) => m.ChapterHrefs),
);

export class ChapterLinks implements ReactiveController, LessonLinkSource {
  private hrefs: ChapterHrefs | undefined;
  private loading = false;
  /** Each view's href at the inputs `cachedFor` (state, lesson-url, writer, packed code). */
  private readonly cache = new Map<string, string | undefined>();
  private cachedFor: readonly unknown[] = [];
  /** The inputs the lesson links were last told of. */
  private notifiedFor: readonly unknown[] = [];
  /** Bumped when the writer's packed code arrives (the hrefs change with no new state). */
  private packedVersion = 0;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly host: ChapterLinksHost) {
    host.addController(this);
  }

  /** Whether the links are <a href> (a page reads them) rather than in-place buttons. */
  get linked(): boolean {
    return this.host.lessonUrl !== null;
  }

  hostUpdate(): void {
    if (!this.linked) return;
    if (this.hrefs) {
      this.hrefs.pack(this.host.current.code);
      return;
    }
    if (this.loading) return;
    this.loading = true;
    loadHrefs().then(
      (Hrefs) => {
        this.hrefs = new Hrefs(() => {
          this.packedVersion++;
          this.host.requestUpdate();
        });
        this.host.requestUpdate();
      },
      () => {
        // Without them the links keep no href; a click still switches in
        // place, and the next render tries again.
        this.loading = false;
      },
    );
  }

  /** After each render: the lesson links are told when their hrefs may have changed. */
  hostUpdated(): void {
    const inputs = this.inputs();
    if (same(inputs, this.notifiedFor)) return;
    this.notifiedFor = inputs;
    for (const changed of [...this.watchers]) changed();
  }

  /**
   * The href of `view`'s chapter at the current state, or undefined while
   * its writer loads or when no page reads the links.
   */
  href(view: ViewName): string | undefined {
    this.fresh();
    if (this.cache.has(view)) return this.cache.get(view);
    const lessonUrl = this.host.lessonUrl;
    const href =
      !this.hrefs || lessonUrl === null
        ? undefined
        : this.hrefs.href(view, this.host.current, lessonUrl);
    this.cache.set(view, href);
    return href;
  }

  /** A lesson link's href: its view's, at `anchor` (ui/lesson-link.ts). */
  lessonHref(view: string, anchor: string): string | undefined {
    const href = this.href(view as ViewName);
    return href === undefined || anchor === '' ? href : `${href}#${encodeURIComponent(anchor)}`;
  }

  watchLessonLinks(changed: () => void): () => void {
    this.watchers.add(changed);
    return () => this.watchers.delete(changed);
  }

  /** What the hrefs are written from: the state, lesson-url, the writer, the packed code. */
  private inputs(): readonly unknown[] {
    return [this.host.current, this.host.lessonUrl, this.hrefs, this.packedVersion];
  }

  /** Drops the cached hrefs when they were written for other inputs. */
  private fresh(): void {
    const inputs = this.inputs();
    if (same(inputs, this.cachedFor)) return;
    this.cache.clear();
    this.cachedFor = inputs;
  }
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);
