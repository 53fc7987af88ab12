// The ALiBi view's control, the number of heads: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live field
// before the engine arrives.
import { nothing } from 'lit';

import { controlsRow, stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { MAX_ALIBI_HEADS } from './view.js';

export function alibiControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  const heads = stateField(host, 'alibiHeads', {
    id: 'alibi-heads',
    label: 'heads',
    min: 1,
    max: MAX_ALIBI_HEADS,
  });
  return controlsRow(host.message, heads);
}
