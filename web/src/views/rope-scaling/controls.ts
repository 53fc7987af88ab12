// The RoPE context-extension view's controls (method, factor, training
// length): a template of the state alone, so the view's first-paint frame
// (frame.ts) shows the same live controls before the engine arrives.
import { html, nothing } from 'lit';

import { ropeScalingNames } from '../../engine/facts.js';
import { stateField } from '../../ui/host-fields.js';
import { choiceField } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { parseFactor } from './derive.js';
import { methodTitle } from './values.js';
import { MAX_ROPE_FACTOR, MAX_ROPE_ORIGINAL } from './view.js';

export function ropeScalingControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  return html`<div class="controls">
      ${choiceField({
        id: 'rope-method',
        label: 'Method',
        value: host.state.ropeScaling,
        choices: ropeScalingNames,
        text: methodTitle,
        set: (ropeScaling) => host.accept({ ropeScaling }),
      })}
      ${stateField(host, 'ropeFactor', {
        id: 'rope-factor',
        label: 'Factor',
        min: 1,
        max: MAX_ROPE_FACTOR,
        step: 0.5,
        parse: parseFactor,
      })}
      ${stateField(host, 'ropeOriginalMax', {
        id: 'rope-original',
        label: 'Training length L',
        min: 1,
        max: MAX_ROPE_ORIGINAL,
        name: 'Training length',
      })}
    </div>
    ${host.message.render()}`;
}
