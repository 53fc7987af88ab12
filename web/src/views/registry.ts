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
}

export const views = [
  {
    id: 'heatmap',
    title: 'Heat map',
    tag: 'pe-heatmap-view',
    controls: ['seq-len', 'd-model', 'base', 'layout', 'cmap'],
    load: () => import('./heatmap/index.js'),
  },
  {
    id: 'order',
    title: 'Word order',
    tag: 'pe-order-view',
    controls: ['base'],
    load: () => import('./order/index.js'),
  },
  {
    id: 'worked',
    title: 'Worked example',
    tag: 'pe-worked-view',
    controls: ['base', 'cmap'],
    load: () => import('./worked/index.js'),
  },
  {
    id: 'frequencies',
    title: 'Frequencies',
    tag: 'pe-frequencies-view',
    controls: ['seq-len', 'd-model', 'base', 'layout'],
    load: () => import('./frequencies/index.js'),
  },
  {
    id: 'relative',
    title: 'Relative position',
    tag: 'pe-relative-view',
    controls: ['seq-len', 'd-model', 'base'],
    load: () => import('./relative/index.js'),
  },
  {
    id: 'pitfalls',
    title: 'Pitfalls',
    tag: 'pe-pitfalls-view',
    controls: ['seq-len', 'd-model', 'base', 'cmap'],
    load: () => import('./pitfalls/index.js'),
  },
  {
    id: 'comparison',
    title: 'Sinusoidal vs learned vs RoPE',
    tag: 'pe-comparison-view',
    controls: ['seq-len', 'd-model', 'base', 'cmap'],
    load: () => import('./comparison/index.js'),
  },
  {
    id: 'rope-scaling',
    title: 'RoPE context extension',
    tag: 'pe-rope-scaling-view',
    controls: ['d-model', 'base'],
    load: () => import('./rope-scaling/index.js'),
  },
  {
    id: 'drope',
    title: 'DroPE',
    tag: 'pe-drope-view',
    controls: ['d-model', 'base'],
    load: () => import('./drope/index.js'),
  },
  {
    id: 'precision',
    title: 'Precision',
    tag: 'pe-precision-view',
    controls: ['d-model', 'base'],
    load: () => import('./precision/index.js'),
  },
  {
    id: 'exercises',
    title: 'Exercises',
    tag: 'pe-exercises-view',
    controls: [],
    load: () => import('./exercises/index.js'),
  },
] as const satisfies readonly ViewEntry[];

export type ViewName = (typeof views)[number]['id'];

export const viewIds: readonly ViewName[] = views.map((view) => view.id);

const byId = new Map<string, ViewEntry>(views.map((view) => [view.id, view]));

/** The registry entry of a view id (undefined for an unknown id). */
export function viewEntry(id: string): ViewEntry | undefined {
  return byId.get(id);
}
