// Registers every lesson view element. The widget shows them by tag name.
import type { ViewName } from '../state.js';
import './frequencies-view.js';
import './relative-view.js';

import './heatmap-view.js';
import './order-view.js';
import './worked-view.js';

import './pitfalls-view.js';
import './comparison-view.js';
import './exercises-view.js';

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
