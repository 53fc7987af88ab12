// The widget shell lives in widget/ (element.ts: the element; tabs.ts and
// control-bar.ts: drawn from the view registry; notices.ts;
// engine-view-loader.ts: when the engine and the view load; view-loader.ts).
export { PositionalEncodingWidget } from './element.js';
export type {
  WidgetAttributes,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
} from './element.js';
