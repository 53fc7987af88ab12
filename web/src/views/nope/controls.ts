// The NoPE view's control, the value sequence: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live
// choice before the engine arrives. (The view shows it with controls="none"
// too, as it always has.)
import { html } from 'lit';

import type { FrameHost } from '../../ui/view-frame.js';
import { nopeValueNames, type NopeValues } from './view.js';

const LABELS: Record<NopeValues, string> = {
  marker: 'beginning marker (1, 0, 0, …)',
  constant: 'constant (1, 1, 1, …)',
};

export function nopeControls(host: FrameHost) {
  return html`<label
    >Values
    <select
      @change=${(e: Event) =>
        host.accept({ nopeValues: (e.target as HTMLSelectElement).value as NopeValues })}
    >
      ${nopeValueNames.map(
        (k) =>
          html`<option value=${k} ?selected=${k === host.state.nopeValues}>${LABELS[k]}</option>`,
      )}
    </select></label
  >`;
}
