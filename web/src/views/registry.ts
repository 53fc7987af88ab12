// The one list of lesson views, in course order (the tabs' order). Each view is a folder under
// web/src/views/ whose view.ts describes it (id, title, tag, controls, its
// state fields and rules, how to load it: views/description.ts); adding a
// view is its folder, its import here and its name in the list. Nothing
// else in the widget names a view: the tabs, the control bar, the URL's
// `view=` values and the state schema (views/state.ts) follow from this.
//
// A description's `load` is a dynamic import, so a view's code (template,
// styles, derive module, controllers) is fetched only when the view is first
// shown; the element's own chunk holds the descriptions, no view. This module
// and the descriptions stay free of imports with side effects: state parsing
// reads them before any view or the engine has loaded.
import alibi from './alibi/view.js';
import atlas from './atlas/view.js';
import attention from './attention/view.js';
import comparison from './comparison/view.js';
import drope from './drope/view.js';
import exercises from './exercises/view.js';
import frequencies from './frequencies/view.js';
import glossary from './glossary/view.js';
import heatmap from './heatmap/view.js';
import lab from './lab/view.js';
import nope from './nope/view.js';
import order from './order/view.js';
import pitfalls from './pitfalls/view.js';
import precision from './precision/view.js';
import relative from './relative/view.js';
import ropeScaling from './rope-scaling/view.js';
import shaw from './shaw/view.js';
import t5 from './t5/view.js';
import transformerXl from './transformer-xl/view.js';
import worked from './worked/view.js';
import type { ViewEntry } from './description.js';

export {
  controlNames,
  type ControlName,
  type ViewDescription,
  type ViewEntry,
} from './description.js';

/** Set by the lite build only (see below); undefined everywhere else. */
declare const __PE_LITE__: boolean | undefined;

// The course's order: Part I (`part: 'course'`) beginner first, then Part II
// (`'atlas'`, further reading), then the appendix. Each view's part is in its
// description; course/chapters.ts numbers the chapters from this order, and
// a test checks that the parts come in that order. The state's default view
// does not follow this list (views/state.ts names it), so reordering changes
// no link.
export const views = [
  order,
  worked,
  heatmap,
  frequencies,
  relative,
  attention,
  pitfalls,
  comparison,
  // The lite build (positional-encoding-widget-lite.js, vite.cdn.config.ts)
  // defines __PE_LITE__ as true: this entry, and with it every reference to
  // the exercises chunk and its code editor, is dropped at build time.
  ...(typeof __PE_LITE__ !== 'undefined' && __PE_LITE__ ? [] : [exercises]),
  atlas,
  shaw,
  t5,
  alibi,
  ropeScaling,
  drope,
  precision,
  transformerXl,
  nope,
  lab,
  glossary,
] as const;

export type ViewName = (typeof views)[number]['id'];

export const viewIds: readonly ViewName[] = views.map((view) => view.id);

const byId = new Map<string, ViewEntry>(views.map((view) => [view.id, view]));

/** The registry entry of a view id (undefined for an unknown id). */
export function viewEntry(id: string): ViewEntry | undefined {
  return byId.get(id);
}
