// Browser entry for the one-line embed:
//   <script type="module" src=".../positional-encoding-widget.js"></script>
//   <positional-encoding-widget seq-len="32" view="relative"></positional-encoding-widget>
// Importing this module registers <positional-encoding-widget>; each lesson
// view is its own chunk, loaded the first time it is shown. The built file is
// dist/site/positional-encoding-widget.js; the engine (.wasm) sits next to it
// under assets/ and is fetched once per page, as soon as a widget near the
// viewport connects (one far down the page waits until the reader nears it).
export { PositionalEncodingWidget } from './widget/element.js';
export type {
  ChangeCause,
  WidgetAttributes,
  WidgetChangeEvent,
  WidgetCursorDetail,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
} from './widget/element.js';
export type { State, ViewName } from './views/state.js';
