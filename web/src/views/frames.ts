// The views' first-paint frames (ui/view-frame.ts), by view id: a view with
// one is laid out, chapter text and empty figure boxes, before its code and
// the engine arrive. Imported with the element (the frames are small and
// free of the engine and of the figures' code).
import type { ViewFrame } from '../ui/view-frame.js';
import drope from './drope/frame.js';
import heatmap from './heatmap/frame.js';
import nope from './nope/frame.js';
import order from './order/frame.js';
import pitfalls from './pitfalls/frame.js';
import precision from './precision/frame.js';
import relative from './relative/frame.js';
import ropeScaling from './rope-scaling/frame.js';
import shaw from './shaw/frame.js';
import t5 from './t5/frame.js';
import worked from './worked/frame.js';
import type { ViewName } from './state.js';

export const frames: Partial<Record<ViewName, ViewFrame>> = {
  heatmap: heatmap as unknown as ViewFrame,
  order: order as unknown as ViewFrame,
  worked: worked as unknown as ViewFrame,
  relative: relative as unknown as ViewFrame,
  shaw: shaw as unknown as ViewFrame,
  t5: t5 as unknown as ViewFrame,
  'rope-scaling': ropeScaling as unknown as ViewFrame,
  drope: drope as unknown as ViewFrame,
  precision: precision as unknown as ViewFrame,
  nope: nope as unknown as ViewFrame,
  pitfalls: pitfalls as unknown as ViewFrame,
};
