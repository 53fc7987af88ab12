// Template types for <positional-encoding-widget> in Vue 3 (vue-tsc, Volar):
//
//   import 'positional-encoding-widget/element';
//   import type {} from 'positional-encoding-widget/vue';
//
//   <positional-encoding-widget view="relative" :seq-len="seqLen" @pe-change="(e) => e.detail.seqLen" />
//
// A separate entry, so that projects without Vue never load these
// declarations (they augment the 'vue' module, which must be installed). The
// element is declared as a global component whose props are its attributes
// (kebab case, as written in templates, and Vue's camel-case spelling of
// them) and whose events are its pe-* events; Vue's compiler still needs
// `isCustomElement` to leave the tag to the browser (docs/embedding.md, Vue 3).
import type { EmitFn, HTMLAttributes } from 'vue';
import type {
  PositionalEncodingWidget,
  WidgetAttributes,
  WidgetEventMap,
} from 'positional-encoding-widget/element';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The attributes, as written (`seq-len`) and as Vue camel-cases them (`seqLen`). */
export type WidgetVueAttributes = WidgetAttributes & {
  [K in keyof WidgetAttributes as K extends string ? Camel<K> : never]?: WidgetAttributes[K];
};

/** The event listeners: `@pe-change` is Vue's `onPeChange` prop. */
export type WidgetVueEventProps = {
  [K in keyof WidgetEventMap as `on${Capitalize<Camel<K>>}`]?: (event: WidgetEventMap[K]) => void;
};

/** Everything a template accepts on <positional-encoding-widget>. */
export type PositionalEncodingWidgetVueProps = HTMLAttributes &
  WidgetVueAttributes &
  WidgetVueEventProps;

declare module 'vue' {
  interface GlobalComponents {
    'positional-encoding-widget': new () => PositionalEncodingWidget & {
      /** For template type checking only: not a property of the element. */
      $props: PositionalEncodingWidgetVueProps;
      /** For template type checking only: not a property of the element. */
      $emit: EmitFn<{ [K in keyof WidgetEventMap]: (event: WidgetEventMap[K]) => void }>;
    };
  }
}
