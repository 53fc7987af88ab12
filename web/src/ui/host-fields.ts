// The controls of a view's own parameters as templates of a FrameHost
// (ui/view-frame.ts): the view hands them itself as the host, and its
// first-paint frame hands them the frame's, so both show the same live
// controls from one template (a valid entry goes into the state, a refused
// one into the host's message, which says why).
import { html, nothing } from 'lit';

import type { State } from '../views/state.js';
import type { InputMessage, StateField } from './view-fields.js';
import type { FrameHost } from './view-frame.js';

/** The state's fields that hold a number. */
export type NumberKey = {
  [K in keyof State]: State[K] extends number ? K : never;
}[keyof State];

/** A view as a FrameHost: its state, its message, and its way of asking for a new state. */
export function viewHost(
  state: State,
  showControls: boolean,
  message: InputMessage,
  request: (partial: Partial<State>) => void,
): FrameHost {
  return {
    state,
    showControls,
    message,
    accept: (partial) => {
      message.show('');
      request(partial);
    },
  };
}

/** A number field bound to the state's `key`: a valid new entry goes to the state. */
export function stateField(host: FrameHost, key: NumberKey, f: Omit<StateField, 'value' | 'set'>) {
  return host.message.field({
    ...f,
    value: host.state[key],
    set: (value) => host.accept({ [key]: value }),
  });
}

/** The controls row, and the message of a refused entry under it. */
export function controlsRow(message: InputMessage, fields: unknown) {
  const text = message.text;
  return html`<div class="controls">${fields}</div>
    ${text ? html`<p class="bad" role="alert">${text}</p>` : nothing}`;
}

/**
 * The controls of a view whose only parameter is one number of the state: a
 * template of a FrameHost (the view's and its first-paint frame's alike).
 */
export function oneFieldControls(key: NumberKey, f: Omit<StateField, 'value' | 'set'>) {
  return (host: FrameHost) =>
    host.showControls ? controlsRow(host.message, stateField(host, key, f)) : nothing;
}
