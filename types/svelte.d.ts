// Types for <positional-encoding-widget> in Svelte 5 markup (svelte-check):
//
//   import 'positional-encoding-widget/element';
//   import type {} from 'positional-encoding-widget/svelte';
//
//   <positional-encoding-widget view="relative" seq-len={seqLen} onpe-change={(e) => e.detail.seqLen} />
//
// A separate entry, so that projects without Svelte never load these
// declarations (they augment 'svelte/elements', which must be installed).
// Svelte 5 sets a custom element's attributes as written and listens to
// `on<event-name>` attributes as events of that name.
import type { HTMLAttributes } from 'svelte/elements';
import type {
  PositionalEncodingWidget,
  WidgetAttributes,
  WidgetEventMap,
} from 'positional-encoding-widget/element';

/** The element's event attributes: `onpe-ready`, `onpe-change`, `onpe-cursor`, `onpe-error`, `onpe-result`. */
export type WidgetSvelteEventAttributes = {
  [K in keyof WidgetEventMap as `on${K}`]?: (
    event: WidgetEventMap[K] & { currentTarget: EventTarget & PositionalEncodingWidget },
  ) => unknown;
};

/** Everything markup accepts on <positional-encoding-widget>. */
export type PositionalEncodingWidgetSvelteAttributes = HTMLAttributes<PositionalEncodingWidget> &
  WidgetAttributes &
  WidgetSvelteEventAttributes;

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    'positional-encoding-widget': PositionalEncodingWidgetSvelteAttributes;
  }
}
