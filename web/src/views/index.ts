// Registers the lesson view elements. The widget shows them by tag name.
import './comparison-view.js';
import './frequencies-view.js';
import './heatmap-view.js';
import './order-view.js';
import './pitfalls-view.js';
import './relative-view.js';
import './worked-view.js';

import type { ViewName } from '../state.js';

export const viewTags: Record<ViewName, string> = {
  heatmap: 'pe-heatmap-view',
  order: 'pe-order-view',
  worked: 'pe-worked-view',
  frequencies: 'pe-frequencies-view',
  relative: 'pe-relative-view',
  pitfalls: 'pe-pitfalls-view',
  comparison: 'pe-comparison-view',
  exercises: 'pe-exercises-view',
};

/**
 * Views loaded only when first opened: the exercises bring a code editor
 * (CodeMirror, most of the bundle) that an embedded figure never needs.
 */
export const lazyViews: Partial<Record<ViewName, () => Promise<unknown>>> = {
  exercises: () => import('./exercises-view.js'),
};
