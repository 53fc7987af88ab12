// JSX types for <positional-encoding-widget> in React 19 (TypeScript):
//
//   import 'positional-encoding-widget/element';
//   import type {} from 'positional-encoding-widget/react';
//
//   <positional-encoding-widget seq-len={32} view="relative" onpe-change={(e) => e.detail.seqLen} />
//
// A separate entry, so that projects without React never load these
// declarations (they augment the 'react' module, which must be installed).
// React 19 passes attributes of custom elements through as written and
// listens to `on<event-name>` props as events of that name.
import type * as React from 'react';
import type {
  PositionalEncodingWidget,
  WidgetAttributes,
  WidgetEventMap,
} from 'positional-encoding-widget/element';

/** The element's event props: `onpe-ready`, `onpe-change`, `onpe-cursor`, `onpe-error`, `onpe-result`. */
export type WidgetEventProps = {
  [K in keyof WidgetEventMap as `on${K}`]?: (event: WidgetEventMap[K]) => void;
};

/** Everything JSX accepts on <positional-encoding-widget>. */
export type PositionalEncodingWidgetProps = React.DetailedHTMLProps<
  React.HTMLAttributes<PositionalEncodingWidget>,
  PositionalEncodingWidget
> &
  WidgetAttributes &
  WidgetEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'positional-encoding-widget': PositionalEncodingWidgetProps;
    }
  }
}
