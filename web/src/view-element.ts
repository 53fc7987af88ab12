// The base class of every lesson view. A view receives the engine API and
// the widget's state, renders from them, and asks for state changes with a
// `pe-state` event (detail: a partial State) that the widget validates,
// applies and passes back down. Views never touch the URL.
import { LitElement, type PropertyDeclarations } from 'lit';

import type { PosEnc } from './engine.js';
import type { State } from './state.js';
import { baseStyles } from './styles.js';

export class ViewElement extends LitElement {
  static override properties: PropertyDeclarations = {
    pe: { attribute: false },
    state: { attribute: false },
    showControls: { attribute: false },
  };
  static override styles = [baseStyles];

  declare pe: PosEnc;
  declare state: State;
  /** False when the embedding author asked for a figure only (controls="none"). */
  declare showControls: boolean;

  constructor() {
    super();
    this.showControls = true;
  }

  /** Nothing renders until the widget has handed over the engine and state. */
  protected override shouldUpdate(): boolean {
    return this.pe !== undefined && this.state !== undefined;
  }

  /** Asks the widget to change part of the state. */
  protected request(partial: Partial<State>): void {
    this.dispatchEvent(
      new CustomEvent('pe-state', { detail: partial, bubbles: true, composed: true }),
    );
  }
}

export function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
