// The T5 view's controls (bucket count, max distance, direction): a template
// of the state alone, so the view's first-paint frame (frame.ts) shows the
// same live controls before the engine arrives.
import { html, nothing } from 'lit';

import { limits } from '../../engine/facts.js';
import { controlsRow, stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { MAX_T5_BUCKETS, MAX_T5_DISTANCE, t5MaxExact } from './view.js';

export function t5Controls(host: FrameHost) {
  if (!host.showControls) return nothing;
  const { t5Bidirectional, t5Buckets } = host.state;
  // The engine's least values for this direction (the state keeps to them
  // too, so a link or setState cannot give the figure an engine error).
  const leastBuckets = t5Bidirectional
    ? limits.minT5BucketsBidirectional
    : limits.minT5BucketsCausal;
  const leastDistance = t5MaxExact(t5Buckets, t5Bidirectional) + 1;
  return controlsRow(
    host.message,
    html`
      ${stateField(host, 't5Buckets', {
        id: 't5-buckets',
        label: 'buckets',
        min: leastBuckets,
        max: MAX_T5_BUCKETS,
      })}
      ${stateField(host, 't5MaxDistance', {
        id: 't5-max-distance',
        label: 'max distance',
        min: leastDistance,
        max: MAX_T5_DISTANCE,
      })}
      <div class="field">
        <label for="t5-direction">direction</label>
        <select
          id="t5-direction"
          .value=${t5Bidirectional ? 'bidirectional' : 'causal'}
          @change=${(event: Event) => {
            const value = (event.target as HTMLSelectElement).value === 'bidirectional';
            if (value !== host.state.t5Bidirectional) host.accept({ t5Bidirectional: value });
          }}
        >
          <option value="bidirectional" ?selected=${t5Bidirectional}>
            bidirectional (encoder)
          </option>
          <option value="causal" ?selected=${!t5Bidirectional}>causal (decoder)</option>
        </select>
      </div>
    `,
  );
}
