// The <iframe> embed page (embed.html): one widget, state from the query,
// height reported to the parent window so embed-resizer.js can fit the frame.
import './element.js';

import { decodeCodeParam, parseQuery, toLinkQuery } from './views/link.js';
import type { PositionalEncodingWidget } from './widget/element.js';

const widget = document.querySelector<PositionalEncodingWidget>('#lesson')!;
const fullLesson = document.querySelector<HTMLAnchorElement>('#full-lesson')!;
const main = document.querySelector<HTMLElement>('#embed')!;

type Theme = PositionalEncodingWidget['theme'];
const isTheme = (value: unknown): value is Theme =>
  value === 'light' || value === 'dark' || value === 'auto';

/**
 * The widget's theme, and the page around it (its link, the frame's
 * background) in the same scheme; CSSOM, allowed by a strict CSP. With
 * `auto` the widget follows this page's color-scheme, `light dark`
 * (embed.css): the reader's system.
 */
function setTheme(theme: Theme): void {
  widget.theme = theme;
  document.documentElement.style.colorScheme = theme === 'auto' ? '' : theme;
}

// Presentation options that are not part of the lesson state.
const params = new URLSearchParams(location.search.slice(0, 8192));
const theme = params.get('theme');
if (isTheme(theme)) setTheme(theme);
const controls = params.get('controls');
if (controls !== null && /^[a-z\- ,]{0,80}$/.test(controls)) widget.controls = controls;
// mode=chapter|figure and figure=<name> (the element's attributes; it says what it does not know).
const mode = params.get('mode');
if (mode !== null) widget.mode = mode.slice(0, 40);
const figure = params.get('figure');
if (figure !== null) widget.figure = figure.slice(0, 40);

// Chapter links (Next, Previous, the contents) open this page again with the
// state, and with this page's own options (theme, controls), in a new tab
// or a shared link; a click switches the chapter in place.
const options = new URLSearchParams();
if (widget.theme === theme) options.set('theme', theme);
if (controls !== null && widget.controls === controls) options.set('controls', controls);
if (mode !== null) options.set('mode', widget.mode ?? '');
widget.lessonUrl = `${location.pathname}${options.size > 0 ? `?${options}` : ''}`;

// The query is parsed once into typed state; the code, if any, unpacked after.
const parsed = parseQuery(location.search.slice(1));
widget.restore(parsed);
if (parsed.encodedCode !== undefined) {
  const notices: string[] = [];
  void decodeCodeParam(parsed.encodedCode, 'code', notices).then((code) =>
    widget.restoreCode(code, notices),
  );
}

let linkTicket = 0;
function updateLink(): void {
  const ticket = ++linkTicket;
  void toLinkQuery(widget.getState()).then(({ query }) => {
    if (ticket !== linkTicket) return;
    // The lesson page beside this one, named: a folder URL needs a directory
    // index, which not every static host (or a copy of the package's dist/cdn) has.
    fullLesson.href = new URL(`./index.html${query ? `?${query}` : ''}`, location.href).href;
  });
}
updateLink();
widget.addEventListener('pe-ready', updateLink); // Changes before it fire no pe-change.
widget.addEventListener('pe-change', updateLink);

// Height reporting. The height is not secret, so any parent may read it;
// embed-resizer.js checks that the message comes from this frame. Until the
// widget is ready its height is the room it keeps for the view (no shift
// inside), and `ready: false` tells the resizer not to shrink the frame to it:
// a frame only shrinks once the widget has shown its view.
const HEIGHT_MESSAGE = 'pe-embed-height';
let lastHeight = -1;
let ready = false;

function measure(): number {
  return Math.ceil(main.getBoundingClientRect().height);
}

function report(force = false): void {
  if (window.parent === window) return;
  const height = measure();
  if (!force && height === lastHeight) return;
  lastHeight = height;
  window.parent.postMessage({ type: HEIGHT_MESSAGE, height, ready }, '*');
}

widget.addEventListener('pe-ready', () => {
  ready = true;
  report(true);
});

new ResizeObserver(() => report()).observe(main);
report(true);

// Messages from the parent page (only from it: event.source). A resizer
// that loaded after our first report asks for the height again; the resizer
// (or the host's own script) sets the theme at any time: embed-resizer.js
// sends the host page's color-scheme at the frame, unless the frame's URL
// names a theme, and again whenever the host switches.
addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent) return;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, theme } = data as { type?: unknown; theme?: unknown };
  if (type === 'pe-embed-request-height') report(true);
  else if (type === 'pe-embed-theme' && isTheme(theme)) setTheme(theme);
});
