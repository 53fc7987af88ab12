// The base of the views whose controls are typed whole numbers (ALiBi's
// heads, Shaw's k, T5's buckets, the relative view's pickers): the message of
// the last refused entry is an InputMessage (view-fields.ts, the same one the
// precision, rope-scaling, DroPE and comparison views hold), valid entries go
// into the state (`accept`). For the scheme views it also builds the number
// fields, the controls row with that message under it, and the figure or the
// engine's error. Each view still derives, exports and lays out its page
// itself (the view contract).
import { html, nothing, type TemplateResult } from 'lit';

import { ViewElement } from '../views/view-element.js';
import { InputMessage } from './view-fields.js';

/** The whole-number state fields these views let the reader type. */
type NumberKey = 'alibiHeads' | 'shawK' | 't5Buckets' | 't5MaxDistance' | 'pos' | 'k' | 'pair';

export class FieldView<Model> extends ViewElement<Model> {
  /** The message for a number typed into one of the view's fields. */
  protected readonly message = new InputMessage(this);

  /** A whole-number field bound to `key`: a valid entry goes to the state, a bad one to {@link message}. */
  protected numberField(key: NumberKey, id: string, label: string, min: number, max: number) {
    return this.message.field({
      id,
      label,
      value: this.state[key],
      min,
      max,
      set: (value) => this.request({ [key]: value }),
    });
  }

  /** Takes a valid entry: clears the message and asks for the value if it is new. */
  protected accept(key: NumberKey, value: number): void {
    this.message.show('');
    if (value !== this.state[key]) this.request({ [key]: value });
  }

  /** The controls row, and the message of a refused entry under it. */
  protected controls(fields: TemplateResult) {
    const text = this.message.text;
    return html`<div class="controls">${fields}</div>
      ${text ? html`<p class="bad" role="alert">${text}</p>` : nothing}`;
  }

  /** The figure drawn from the model, or the engine's message when deriving failed. */
  protected figure(render: (model: Model) => TemplateResult) {
    const model = this.model;
    return model === undefined
      ? html`<p class="bad" role="alert">${this.modelError ?? ''}</p>`
      : render(model);
  }
}
