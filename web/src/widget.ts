// The widget shell lives in widget/ (element.ts: the element; tabs.ts and
// control-bar.ts: drawn from the view registry; notices.ts; view-loader.ts).
export { PositionalEncodingWidget } from './widget/element.js';
export type {
  WidgetAttributes,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
} from './widget/element.js';
