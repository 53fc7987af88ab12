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
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { loadOnce } from '../ui/lazy-part.js';
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

export class ChapterLinks implements ReactiveController {
  private hrefs: ChapterHrefs | undefined;
  private loading = false;

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
        this.hrefs = new Hrefs(() => this.host.requestUpdate());
        this.host.requestUpdate();
      },
      () => {
        // Without them the links keep no href; a click still switches in
        // place, and the next render tries again.
        this.loading = false;
      },
    );
  }

  /**
   * The href of `view`'s chapter at the current state, or undefined while
   * its writer loads or when no page reads the links.
   */
  href(view: ViewName): string | undefined {
    const lessonUrl = this.host.lessonUrl;
    if (!this.hrefs || lessonUrl === null) return undefined;
    return this.hrefs.href(view, this.host.current, lessonUrl);
  }
}
