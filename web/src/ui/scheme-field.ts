// A whole-number input of the scheme views (Shaw's k, T5's buckets, ALiBi's
// heads): it checks what was typed with parseWholeNumber and hands a valid
// value to `set`, or the message to `fail`. The state keeps the value, so
// links share it.
import { html } from 'lit';

import { parseWholeNumber } from './whole-number.js';

export interface SchemeField {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  set: (value: number) => void;
  fail: (message: string) => void;
}

export function schemeField(f: SchemeField) {
  return html`<div class="field">
    <label for=${f.id}>${f.label}</label>
    <input
      id=${f.id}
      type="number"
      inputmode="numeric"
      min=${f.min}
      max=${f.max}
      step="1"
      .value=${String(f.value)}
      @change=${(event: Event) => {
        const input = event.target as HTMLInputElement;
        const parsed = parseWholeNumber(input.value, f.min, f.max, f.label);
        if (parsed.error !== undefined) {
          f.fail(parsed.error);
          input.value = String(f.value);
          return;
        }
        f.set(parsed.value);
      }}
    />
  </div>`;
}
