// The hrefs of the element's chapter links (chapter-links.ts): the lesson
// page's URL (`lesson-url`) with the learner's state in its query, the target
// chapter's view in it, written by the same codec as the share links
// (views/link.ts, exercise code included when it fits, packed once per code
// rather than once per link). A chunk of its own, loaded only by an element
// whose `lesson-url` is set: an element on a host page that names none has
// buttons and never needs the codec.
import { encodeCode, toQuery, withPackedCode } from '../views/link.js';
import { applyValues, queryKeys, type State, type ViewName } from '../views/state.js';

/** Every state field's query key: the parts of `lesson-url`'s own query a link replaces. */
const stateKeys = Object.values(queryKeys) as string[];

export class ChapterHrefs {
  /** The current code, packed (encodeCode), once it is. */
  private packed: { code: string; encoded: string } | undefined;
  private packing: string | null = null;

  /** `changed` runs when a packed code arrives (the links are written again). */
  constructor(private readonly changed: () => void) {}

  /** Packs `code` for the links, once per code. */
  pack(code: string | null): void {
    if (code === null || this.packed?.code === code || this.packing === code) return;
    this.packing = code;
    void encodeCode(code).then(
      (encoded) => {
        if (this.packing !== code) return;
        this.packing = null;
        this.packed = { code, encoded };
        this.changed();
      },
      () => {
        // Left out of the links, as a share link leaves out code it cannot pack.
        if (this.packing === code) this.packing = null;
      },
    );
  }

  /** The href of `view`'s chapter from `current`, on the page `lessonUrl`. */
  href(view: ViewName, current: State, lessonUrl: string): string | undefined {
    // The state as the widget would have it in that chapter (its rules
    // applied): what a click on the link shows.
    const { state } = applyValues({ view }, current);
    const packed = this.packed;
    const query =
      state.code !== null && packed?.code === state.code
        ? withPackedCode(state, packed.encoded).query
        : toQuery(state);
    return chapterUrl(lessonUrl, query);
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
