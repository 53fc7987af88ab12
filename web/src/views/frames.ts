// The views' first-paint frames (ui/view-frame.ts), by view id: a view with
// one is laid out, chapter text and empty figure boxes, before its code and
// the engine arrive. Each is a chunk of its own, loaded by
// widget/frame-registry.ts (or run before the element renders, as the classic
// build's frame script): a frame imports its chapter, boxes, styles and
// controls, never the view's code, a figure's element or the engine.
import type { ViewFrame } from '../ui/view-frame.js';
import type { ViewName } from './state.js';

declare const __PE_LITE__: boolean | undefined;

type FrameLoader = () => Promise<{ default: ViewFrame }>;
/** A frame module's loader (defineFrame types each frame by its own view; here it is any view's). */
const frame = (load: () => Promise<{ default: unknown }>): FrameLoader => load as FrameLoader;

export const frameLoaders: Partial<Record<ViewName, FrameLoader>> = {
  heatmap: frame(() => import('./heatmap/frame.js')),
  order: frame(() => import('./order/frame.js')),
  worked: frame(() => import('./worked/frame.js')),
  frequencies: frame(() => import('./frequencies/frame.js')),
  relative: frame(() => import('./relative/frame.js')),
  attention: frame(() => import('./attention/frame.js')),
  pitfalls: frame(() => import('./pitfalls/frame.js')),
  comparison: frame(() => import('./comparison/frame.js')),
  atlas: frame(() => import('./atlas/frame.js')),
  shaw: frame(() => import('./shaw/frame.js')),
  t5: frame(() => import('./t5/frame.js')),
  alibi: frame(() => import('./alibi/frame.js')),
  'rope-scaling': frame(() => import('./rope-scaling/frame.js')),
  drope: frame(() => import('./drope/frame.js')),
  precision: frame(() => import('./precision/frame.js')),
  'transformer-xl': frame(() => import('./transformer-xl/frame.js')),
  nope: frame(() => import('./nope/frame.js')),
  lab: frame(() => import('./lab/frame.js')),
  // The lite build (vite.cdn.config.ts) defines __PE_LITE__ as true: no
  // reference to the exercises' frame, as views/registry.ts has none to the view.
  ...(typeof __PE_LITE__ !== 'undefined' && __PE_LITE__
    ? {}
    : { exercises: frame(() => import('./exercises/frame.js')) }),
  glossary: frame(() => import('./glossary/frame.js')),
};
