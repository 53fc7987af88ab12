// The one list of lesson views. Each view is a folder under web/src/views/
// and one entry here; nothing else in the widget names a view.
//
// `load` is a dynamic import, so a view's code (template, styles, derive
// module, controllers) is fetched only when the view is first shown; the
// element's own chunk holds no view. `controls` names the shared controls
// (the bar above every view) that change what this view shows: the widget
// draws only those.
//
// This module must stay free of imports with side effects: state parsing
// reads `viewIds` before any view or the engine has loaded.

/** A shared control of the widget's control bar. */
export type ControlName = 'seq-len' | 'd-model' | 'base' | 'layout' | 'cmap';

export const controlNames: readonly ControlName[] = [
  'seq-len',
  'd-model',
  'base',
  'layout',
  'cmap',
];

export interface ViewEntry {
  /** The `view=` value in URLs and attributes. */
  readonly id: string;
  /** The tab label. */
  readonly title: string;
  /** The custom element the view's module defines. */
  readonly tag: string;
  /** Shared controls that apply to this view, in bar order. */
  readonly controls: readonly ControlName[];
  /** Loads the view's folder; resolves once `tag` is defined. */
  readonly load: () => Promise<unknown>;
  /**
   * `'core'` when the view calls only the engine's core module (the heat
   * map's functions: RegisterCore in cpp/bindings/embind.cpp), which loads
   * with the element; any other view gets the full engine.
   */
  readonly engine?: 'core';
}

/**
 * A view's loader, typed as loading something: the package's declaration
 * files then name no view module (and so no Lit type) in this list's type.
 */
function lazy(load: () => Promise<unknown>): () => Promise<unknown> {
  return load;
}

/** Set by the lite build only (see below); undefined everywhere else. */
declare const __PE_LITE__: boolean | undefined;

export const views = [
  {
    id: 'heatmap',
    title: 'Heat map',
    tag: 'pe-heatmap-view',
    controls: ['seq-len', 'd-model', 'base', 'layout', 'cmap'],
    load: lazy(() => import('./heatmap/index.js')),
    engine: 'core',
  },
  {
    id: 'order',
    title: 'Word order',
    tag: 'pe-order-view',
    controls: ['base'],
    load: lazy(() => import('./order/index.js')),
  },
  {
    id: 'worked',
    title: 'Worked example',
    tag: 'pe-worked-view',
    controls: ['base', 'cmap'],
    load: lazy(() => import('./worked/index.js')),
  },
  {
    id: 'frequencies',
    title: 'Frequencies',
    tag: 'pe-frequencies-view',
    controls: ['seq-len', 'd-model', 'base', 'layout'],
    load: lazy(() => import('./frequencies/index.js')),
  },
  {
    id: 'relative',
    title: 'Relative position',
    tag: 'pe-relative-view',
    controls: ['seq-len', 'd-model', 'base'],
    load: lazy(() => import('./relative/index.js')),
  },
  {
    id: 'pitfalls',
    title: 'Pitfalls',
    tag: 'pe-pitfalls-view',
    controls: ['seq-len', 'd-model', 'base', 'cmap'],
    load: lazy(() => import('./pitfalls/index.js')),
  },
  {
    id: 'comparison',
    title: 'Sinusoidal vs learned vs RoPE',
    tag: 'pe-comparison-view',
    controls: ['seq-len', 'd-model', 'base', 'cmap'],
    load: lazy(() => import('./comparison/index.js')),
  },
  {
    id: 'atlas',
    title: 'Atlas',
    tag: 'pe-atlas-view',
    controls: ['d-model'],
    load: lazy(() => import('./atlas/index.js')),
  },
  {
    id: 'shaw',
    title: 'Shaw relative',
    tag: 'pe-shaw-view',
    controls: ['seq-len'],
    load: lazy(() => import('./shaw/index.js')),
  },
  {
    id: 't5',
    title: 'T5 buckets',
    tag: 'pe-t5-view',
    controls: ['seq-len'],
    load: lazy(() => import('./t5/index.js')),
  },
  {
    id: 'alibi',
    title: 'ALiBi',
    tag: 'pe-alibi-view',
    controls: ['seq-len'],
    load: lazy(() => import('./alibi/index.js')),
  },
  {
    id: 'rope-scaling',
    title: 'RoPE context extension',
    tag: 'pe-rope-scaling-view',
    controls: ['d-model', 'base'],
    load: lazy(() => import('./rope-scaling/index.js')),
  },
  {
    id: 'drope',
    title: 'DroPE',
    tag: 'pe-drope-view',
    controls: ['d-model', 'base'],
    load: lazy(() => import('./drope/index.js')),
  },
  {
    id: 'precision',
    title: 'Precision',
    tag: 'pe-precision-view',
    controls: ['d-model', 'base'],
    load: lazy(() => import('./precision/index.js')),
  },
  {
    id: 'transformer-xl',
    title: 'Transformer-XL',
    tag: 'pe-transformer-xl-view',
    controls: ['seq-len', 'd-model', 'cmap'],
    load: lazy(() => import('./transformer-xl/index.js')),
  },
  {
    id: 'nope',
    title: 'NoPE',
    tag: 'pe-nope-view',
    controls: ['seq-len'],
    load: lazy(() => import('./nope/index.js')),
  },
  // The lite build (positional-encoding-widget-lite.js, vite.cdn.config.ts)
  // defines __PE_LITE__ as true: this entry, and with it every reference to
  // the exercises chunk and its code editor, is dropped at build time.
  ...(typeof __PE_LITE__ !== 'undefined' && __PE_LITE__
    ? []
    : [
        {
          id: 'exercises',
          title: 'Exercises',
          tag: 'pe-exercises-view',
          controls: [],
          // Nothing of the module is used: so the bundler builds no namespace object
          // for this chunk, which also exports what its lazily loaded Run chunk
          // shares (that helper breaks on hosts that add keys to Object.prototype).
          load: lazy(() => import('./exercises/index.js').then(() => undefined)),
        } as const,
      ]),
] as const satisfies readonly ViewEntry[];

export type ViewName = (typeof views)[number]['id'];

export const viewIds: readonly ViewName[] = views.map((view) => view.id);

const byId = new Map<string, ViewEntry>(views.map((view) => [view.id, view]));

/** The registry entry of a view id (undefined for an unknown id). */
export function viewEntry(id: string): ViewEntry | undefined {
  return byId.get(id);
}
