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
// The codec is loaded only when `lesson-url` is set (the one-line element
// does without it), and the exercise code is packed once per code, not once
// per link; until then a link has no href (it is laid out the same).
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { applyValues, queryKeys, type State, type ViewName } from '../views/state.js';

type Codec = typeof import('../views/link.js');

export interface ChapterLinksHost extends ReactiveControllerHost {
  /** The widget's state now. */
  readonly current: State;
  /** The `lesson-url` attribute (null: no page reads the links; they switch in place). */
  readonly lessonUrl: string | null;
}

/** Every state field's query key: the parts of `lesson-url`'s own query a link replaces. */
const stateKeys = Object.values(queryKeys) as string[];

export class ChapterLinks implements ReactiveController {
  private codec: Codec | undefined;
  private loading: Promise<void> | undefined;
  /** The current code, packed (encodeCode), once it is. */
  private packed: { code: string; encoded: string } | undefined;
  private packing: string | null = null;

  constructor(private readonly host: ChapterLinksHost) {
    host.addController(this);
  }

  /** Whether the links are <a href> (a page reads them) rather than in-place buttons. */
  get linked(): boolean {
    return this.host.lessonUrl !== null;
  }

  hostUpdate(): void {
    if (!this.linked) return;
    if (!this.codec) {
      this.loading ??= import('../views/link.js').then(
        (codec) => {
          this.codec = codec;
          this.host.requestUpdate();
        },
        () => {
          // Without the codec the links keep no href; a click still switches in place.
          this.loading = undefined;
        },
      );
      return;
    }
    this.pack(this.host.current.code);
  }

  /**
   * The href of `view`'s chapter at the current state, or undefined while
   * the codec loads or when no page reads the links.
   */
  href(view: ViewName): string | undefined {
    const codec = this.codec;
    const lessonUrl = this.host.lessonUrl;
    if (!codec || lessonUrl === null) return undefined;
    // The state as the widget would have it in that chapter (its rules
    // applied): what a click on the link shows.
    const { state } = applyValues({ view }, this.host.current);
    const packed = this.packed;
    const query =
      state.code !== null && packed?.code === state.code
        ? codec.withPackedCode(state, packed.encoded).query
        : codec.toQuery(state);
    return chapterUrl(lessonUrl, query);
  }

  private pack(code: string | null): void {
    if (code === null || this.packed?.code === code || this.packing === code) return;
    this.packing = code;
    void this.codec!.encodeCode(code).then(
      (encoded) => {
        if (this.packing !== code) return;
        this.packing = null;
        this.packed = { code, encoded };
        this.host.requestUpdate();
      },
      () => {
        // Left out of the links, as a share link leaves out code it cannot pack.
        if (this.packing === code) this.packing = null;
      },
    );
  }
}

/**
 * `lessonUrl` (resolved against the document) with `query` as its state:
 * its own query keys that are not state (embed.html's theme and controls)
 * stay, its fragment goes. Same-origin URLs are written from the path on;
 * undefined for a URL that is not a web or file page.
 */
export function chapterUrl(lessonUrl: string, query: string): string | undefined {
  let url: URL;
  try {
    url = new URL(lessonUrl, document.baseURI);
  } catch {
    return undefined;
  }
  // A link the reader can follow (never a javascript: URL from a host's attribute).
  if (!['http:', 'https:', 'file:'].includes(url.protocol)) return undefined;
  for (const key of stateKeys) url.searchParams.delete(key);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.append(key, value);
  url.hash = '';
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}
