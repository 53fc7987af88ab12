// The relative view's pickers (position, offset k, pair): a number input and
// a slider each. A template of the state alone, so the view's first-paint
// frame (frame.ts) shows the same live controls before the engine arrives.
import { html, nothing } from 'lit';

import type { FrameHost } from '../../ui/view-frame.js';
import { parseWholeNumber } from '../../ui/whole-number.js';
import { MAX_SEQ_LEN } from '../state.js';
import { K_SLIDER, pairOf, posSliderMax } from './numbers.js';
import { MAX_OFFSET } from './view.js';

type Field = 'pos' | 'k' | 'pair';

function setNumber(
  host: FrameHost,
  field: Field,
  text: string,
  [min, max]: readonly [number, number],
  label: string,
): void {
  const parsed = parseWholeNumber(text, min, max, label);
  if (parsed.error !== undefined) host.message.show(parsed.error);
  else if (parsed.value !== host.state[field]) host.accept({ [field]: parsed.value });
  else host.message.show('');
}

/** The three pickers and the message of a refused entry. */
export function relativeControls(host: FrameHost) {
  if (!host.showControls) return nothing;
  const { pos, k, dModel, seqLen } = host.state;
  const pair = pairOf(host.state);
  const picker = (
    field: Field,
    label: string,
    value: number,
    range: readonly [number, number],
    [sliderMin, sliderMax]: readonly [number, number],
  ) =>
    html`<div class="field">
      <label for=${`rel-${field}`}>${label}</label>
      <div class="pick">
        <input
          id=${`rel-${field}`}
          type="number"
          inputmode="numeric"
          min=${range[0]}
          max=${range[1]}
          step="1"
          .value=${String(value)}
          @change=${(event: Event) => {
            const input = event.target as HTMLInputElement;
            setNumber(host, field, input.value, range, label);
            input.value = String(host.state[field]);
          }}
        />
        <input
          type="range"
          aria-label=${`${label} slider`}
          min=${sliderMin}
          max=${sliderMax}
          step="1"
          .value=${String(Math.max(sliderMin, Math.min(sliderMax, value)))}
          @input=${(event: Event) =>
            setNumber(host, field, (event.target as HTMLInputElement).value, range, label)}
        />
      </div>
    </div>`;
  const lastPair = dModel / 2 - 1;
  const text = host.message.text;
  return html`<div class="controls">
      ${picker('pos', 'Position pos', pos, [0, MAX_SEQ_LEN], [0, posSliderMax(seqLen)])}
      ${picker('k', 'Offset k', k, [-MAX_OFFSET, MAX_OFFSET], [-K_SLIDER, K_SLIDER])}
      ${picker('pair', 'Pair i', pair, [0, lastPair], [0, lastPair])}
    </div>
    ${text ? html`<p class="bad" role="status">${text}</p>` : nothing}`;
}
