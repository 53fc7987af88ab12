// The comparison view's control, the training length (the learned table's
// rows): a template of the state alone, so the view's first-paint frame
// (frame.ts) shows the same live field before the engine arrives.
import { html, nothing } from 'lit';

import { stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { MAX_SEQ_LEN } from '../state.js';

export function comparisonControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  return html`<div class="controls">
    ${stateField(host, 'trainLen', {
      id: 'train-len',
      label: 'Training length (learned table rows)',
      min: 1,
      max: MAX_SEQ_LEN,
      name: 'Training length',
      messageId: 'train-len-error',
    })}
    ${host.message.render('train-len-error')}
  </div>`;
}
