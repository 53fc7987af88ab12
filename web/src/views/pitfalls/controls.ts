// The pitfalls view's control, the pitfall picker: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live
// picker before the engine arrives.
import { html, nothing } from 'lit';

import { variantNames, type Variant } from '../../engine/facts.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { selectedPitfall } from './numbers.js';
import { titles } from './text.js';

/** The picker of the pitfall shown beside the correct encoding (nothing without controls). */
export function pitfallsControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  const variant = selectedPitfall(host.state.variant);
  return html`<div class="controls">
    <div class="field">
      <label for="variant">Pitfall</label>
      <select
        id="variant"
        .value=${variant}
        @change=${(e: Event) => {
          const picked = (e.target as HTMLSelectElement).value as Variant;
          if (picked !== host.state.variant) host.accept({ variant: picked });
        }}
      >
        ${variantNames
          .filter((v) => v !== 'correct')
          .map((v) => html`<option value=${v} ?selected=${v === variant}>${titles[v]}</option>`)}
      </select>
    </div>
  </div>`;
}
