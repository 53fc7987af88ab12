// The base of the views whose controls are typed whole numbers (ALiBi's
// heads, Shaw's k, T5's buckets, the relative view's pickers): the message of
// the last refused entry is an InputMessage (view-fields.ts, the same one the
// precision, rope-scaling, DroPE and comparison views hold), valid entries go
// into the state (`accept`). For the scheme views it also builds the number
// fields, the controls row with that message under it, and the figure or the
// engine's error (the fields and the row are host-fields.ts's templates, which
// the view's first-paint frame shows too). Each view still derives, exports and lays out its page
// itself (the view contract).
import { html, type TemplateResult } from 'lit';

import { ViewElement } from '../views/view-element.js';
import { controlsRow, stateField, viewHost, type NumberKey } from './host-fields.js';
import { InputMessage } from './view-fields.js';
import type { FrameHost } from './view-frame.js';

export class FieldView<Model> extends ViewElement<Model> {
  /** The message for a number typed into one of the view's fields. */
  protected readonly message = new InputMessage(this);

  /** The view as the host of its controls' templates (the ones its first-paint frame shows too). */
  protected frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }

  /** A whole-number field bound to `key`: a valid entry goes to the state, a bad one to {@link message}. */
  protected numberField(key: NumberKey, id: string, label: string, min: number, max: number) {
    return stateField(this.frameHost(), key, { id, label, min, max });
  }

  /** Takes a valid entry: clears the message and asks for the value if it is new. */
  protected accept(key: NumberKey, value: number): void {
    this.message.show('');
    if (value !== this.state[key]) this.request({ [key]: value });
  }

  /** The controls row, and the message of a refused entry under it. */
  protected controls(fields: TemplateResult) {
    return controlsRow(this.message, fields);
  }

  /** The figure drawn from the model, or the engine's message when deriving failed. */
  protected figure(render: (model: Model) => TemplateResult) {
    const model = this.model;
    return model === undefined
      ? html`<p class="bad" role="alert">${this.modelError ?? ''}</p>`
      : render(model);
  }
}
