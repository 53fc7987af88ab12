// The base of the views whose controls are typed whole numbers (ALiBi's
// heads, Shaw's k, T5's buckets, the relative view's pickers): it keeps the
// message of the last refused entry and takes valid ones into the state
// (`accept`). For the scheme views it also builds the number fields, the
// controls row with that message under it, and the figure or the engine's
// error. Each view still derives, exports and lays out its page itself (the
// view contract).
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';

import { ViewElement } from '../view-element.js';
import { schemeField } from './scheme-field.js';

/** The whole-number state fields these views let the reader type. */
type NumberKey = 'alibiHeads' | 'shawK' | 't5Buckets' | 't5MaxDistance' | 'pos' | 'k' | 'pair';

export class FieldView<Model> extends ViewElement<Model> {
  static override properties: PropertyDeclarations = { inputError: { state: true } };

  /** The message for a number typed into one of the view's fields; empty when none. */
  declare inputError: string;

  constructor() {
    super();
    this.inputError = '';
  }

  /** A whole-number field bound to `key`: a valid entry goes to the state, a bad one to {@link inputError}. */
  protected numberField(key: NumberKey, id: string, label: string, min: number, max: number) {
    return schemeField({
      id,
      label,
      value: this.state[key],
      min,
      max,
      set: (value) => this.accept(key, value),
      fail: (message) => {
        this.inputError = message;
      },
    });
  }

  /** Takes a valid entry: clears the message and asks for the value if it is new. */
  protected accept(key: NumberKey, value: number): void {
    this.inputError = '';
    if (value !== this.state[key]) this.request({ [key]: value });
  }

  /** The controls row, and the message of a refused entry under it. */
  protected controls(fields: TemplateResult) {
    return html`<div class="controls">${fields}</div>
      ${this.inputError ? html`<p class="bad" role="alert">${this.inputError}</p>` : nothing}`;
  }

  /** The figure drawn from the model, or the engine's message when deriving failed. */
  protected figure(render: (model: Model) => TemplateResult) {
    const model = this.model;
    return model === undefined
      ? html`<p class="bad" role="alert">${this.modelError ?? ''}</p>`
      : render(model);
  }
}
