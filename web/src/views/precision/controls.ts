// The precision view's controls (how many positions, the type whose rows are
// shown): a template of the state alone, so the view's first-paint frame
// (frame.ts) shows the same live controls before the engine arrives.
import { html, nothing } from 'lit';

import { precisionNames } from '../../engine/facts.js';
import { stateField } from '../../ui/host-fields.js';
import { choiceField } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { MAX_PRECISION_LEN } from './view.js';

export function precisionControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  return html`<div class="controls">
      ${stateField(host, 'precisionLen', {
        id: 'precision-len',
        label: 'Positions',
        min: 2,
        max: MAX_PRECISION_LEN,
      })}
      ${choiceField({
        id: 'precision-type',
        label: 'Rows shown in',
        value: host.state.precision,
        choices: precisionNames,
        set: (precision) => host.accept({ precision }),
      })}
    </div>
    ${host.message.render()}`;
}
