// The lesson page: one widget whose state lives in the URL query. The query
// is parsed once, here, into typed state handed to the widget; the widget's
// changes are written back to the address bar.
import './element.js';
import './share-dialog.js';

import { decodeCodeParam, parseQuery, toLinkQuery, toQuery } from './state.js';
import type { ShareDialog } from './share-dialog.js';
import type { PositionalEncodingWidget } from './widget.js';

const widget = document.querySelector<PositionalEncodingWidget>('#lesson')!;
const share = document.querySelector<ShareDialog>('#share')!;
share.source = widget;

/** The URL the page shows for `query`. */
function urlOf(query: string): string {
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

function restore(): void {
  const parsed = parseQuery(location.search.slice(1), widget.getState());
  widget.restore(parsed);
  if (parsed.encodedCode !== undefined) {
    // Only links that carry exercise code wait for it to be unpacked.
    const notices: string[] = [];
    void decodeCodeParam(parsed.encodedCode, 'code', notices).then((code) => {
      if (code !== undefined) widget.setState({ code });
      widget.notify(notices);
    });
  }
}

restore();

let writing = 0;
// pe-ready carries the state the page restored (changes before it fire no pe-change).
const writeUrl = () => {
  const state = widget.getState();
  const write = (query: string) => {
    const url = urlOf(query);
    if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
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
widget.addEventListener('pe-ready', writeUrl);
widget.addEventListener('pe-change', writeUrl);

addEventListener('popstate', restore);
