// Browser entry for the one-line embed:
//   <script type="module" src=".../positional-encoding-widget.js"></script>
//   <positional-encoding-widget seq-len="32" view="relative"></positional-encoding-widget>
// Importing this module registers <positional-encoding-widget> (and every
// lesson view). The built file is dist/site/positional-encoding-widget.js;
// the engine (.wasm) sits next to it under assets/ and is fetched, once per
// page, when the first widget scrolls near the viewport.
export { PositionalEncodingWidget } from './widget.js';
export type { WidgetErrorDetail, WidgetStatus } from './widget.js';
export type { State, ViewName } from './state.js';
