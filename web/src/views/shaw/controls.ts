// The Shaw view's control, the clipping distance k: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live field
// before the engine arrives.
import { nothing } from 'lit';

import { controlsRow, stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { MAX_SHAW_K } from './view.js';

export function shawControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  const k = stateField(host, 'shawK', {
    id: 'shaw-k',
    label: 'clipping distance k',
    min: 0,
    max: MAX_SHAW_K,
  });
  return controlsRow(host.message, k);
}
