// The lesson page: one widget whose state lives in the URL query. The query
// is parsed once, here, into typed state handed to the widget; the widget's
// changes are written back to the address bar.
//
// A visit with no query at all is a visit to the course, not a shared state:
// it starts at the course's first chapter (course/chapters.ts), which
// motivates before it shows a figure. Any query keeps its meaning: a link
// without `view=` (every link written before links named their view) shows
// the element's default view, the heat map.
//
// Chapter links (Next, Previous, the contents) point at this page with the
// learner's state (the widget's `lesson-url`, widget/chapter-links.ts); a
// click switches the chapter in place and, as a tab does, pushes an entry.
//
// History: a change of view pushes an entry, and so does the first change
// after a pause of PAUSE_MS (a new step of the lesson); the changes of one
// continuous edit (a slider drag, typing, a zoom) replace the entry they
// started. Back and Forward restore the state of the entry, so they move
// between views and states inside the lesson before leaving it.
import './element.js';
import './page/share-dialog.js';

import { courseStart } from './course/chapters.js';
import { decodeCodeParam, parseQuery, toLinkQuery, toQuery } from './views/link.js';
import type { ShareDialog } from './page/share-dialog.js';
import type { PositionalEncodingWidget } from './widget/element.js';

// The introduction folds away on phones (page.css shows its summary there),
// and opens again when the window grows wide.
const intro = document.querySelector<HTMLDetailsElement>('details.intro');
const narrow = matchMedia('(max-width: 640px)');
if (intro) {
  intro.open = !narrow.matches;
  narrow.addEventListener('change', () => {
    intro.open = !narrow.matches;
  });
}

const widget = document.querySelector<PositionalEncodingWidget>('#lesson')!;
const share = document.querySelector<ShareDialog>('#share')!;
share.source = widget;
// Chapter links point at this page (set before the widget's first render:
// this module runs in the same task as the element's).
widget.lessonUrl = location.pathname;

/** The query the page reads: a bare visit (no query at all) starts the course. */
function pageQuery(): string {
  const query = location.search.slice(1);
  return query === '' ? `view=${courseStart}` : query;
}

/** The URL the page shows for `query`. */
function urlOf(query: string): string {
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** Changes further apart than this start a new history entry. */
const PAUSE_MS = 1000;

/** True while the page applies the URL (Back, Forward): those changes write no entry. */
let restoring = false;

/** Applies the URL: at load, and on Back and Forward (`history`: pe-change's cause). */
function restore(cause: 'api' | 'history' = 'api'): void {
  const parsed = parseQuery(pageQuery(), widget.getState());
  restoring = true;
  try {
    widget.restore(parsed, cause);
  } finally {
    restoring = false;
  }
  lastView = widget.getState().view;
  lastChange = -Infinity;
  if (parsed.encodedCode !== undefined) {
    // Only links that carry exercise code wait for it to be unpacked; the
    // notices of the rest of the link stay shown when it arrives.
    const notices: string[] = [];
    void decodeCodeParam(parsed.encodedCode, 'code', notices).then((code) => {
      restoring = true;
      try {
        widget.restoreCode(code, notices, cause);
      } finally {
        restoring = false;
      }
    });
  }
}

let lastView = widget.getState().view;
let lastChange = -Infinity;
restore();

let writing = 0;
/** A push decided by a change whose (asynchronous) write has not happened yet. */
let pendingPush = false;
// pe-ready carries the state the page restored (changes before it fire no
// pe-change): it replaces the entry the page loaded with; only later changes
// may push.
const writeUrl = (change: boolean) => {
  const state = widget.getState();
  const now = performance.now();
  if (change && !restoring) {
    pendingPush ||= state.view !== lastView || now - lastChange > PAUSE_MS;
    lastChange = now;
  }
  lastView = state.view;
  const write = (query: string) => {
    const url = urlOf(query);
    const push = pendingPush;
    pendingPush = false;
    if (url === `${location.pathname}${location.search}`) return;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  };
  if (state.code === null) {
    writing++;
    write(toQuery(state));
    return;
  }
  // Code is packed asynchronously; only the latest change writes.
  const ticket = ++writing;
  void toLinkQuery(state).then(({ query, notice }) => {
    if (ticket !== writing) return;
    write(query);
    if (notice) widget.notify([notice]);
  });
};
widget.addEventListener('pe-ready', () => writeUrl(false));
widget.addEventListener('pe-change', () => writeUrl(true));

addEventListener('popstate', () => {
  writing++; // A pending write of the state left behind must not land on this entry.
  pendingPush = false;
  restore('history');
});
