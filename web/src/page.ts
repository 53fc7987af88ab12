// The lesson page: one widget whose state lives in the URL query.
import './element.js';
import './share-dialog.js';

import { parseQuery, toQuery } from './state.js';
import type { ShareDialog } from './share-dialog.js';
import type { PositionalEncodingWidget } from './widget.js';

const widget = document.querySelector<PositionalEncodingWidget>('#lesson')!;
const share = document.querySelector<ShareDialog>('#share')!;
share.source = widget;

function restore(): void {
  const { state, notices } = parseQuery(location.search.slice(1));
  widget.setState(state);
  // Reasons for anything a link asked for that could not be used.
  widget.notices = notices;
}

restore();

widget.addEventListener('pe-change', () => {
  const query = toQuery(widget.getState());
  const url = `${location.pathname}${query ? `?${query}` : ''}`;
  if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
});

addEventListener('popstate', restore);
