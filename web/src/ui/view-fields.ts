// The controls of a view's own parameters: a number input (a training
// length, a count of positions, a scaling factor, a scheme's k), a choice
// list, and the one message that says what was wrong with the last value
// typed. A value is checked when it changes, before anything is requested:
// a valid one goes to `set`, an invalid one to `fail` with a message naming
// the field and its allowed range, and the input goes back to the value the
// state holds. The state keeps the value, so links share it; the widget
// validates it again.
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

import { errorText } from './error-text.js';
import { parseWholeNumber, type WholeNumber } from './whole-number.js';

export interface NumberField {
  id: string;
  label: string;
  /** The value the state holds. */
  value: number;
  min: number;
  max: number;
  /** How a message names the field; default: the label. */
  name?: string;
  /** Reads what was typed; default: a whole number from min to max, named by `name`. */
  parse?: (text: string) => WholeNumber;
  /** The input's step; a whole number field (no `parse`) has 1 and a numeric keyboard. */
  step?: number;
  /** The id of the element that explains the value (the message while it shows). */
  describedBy?: string;
  set: (value: number) => void;
  fail: (message: string) => void;
}

export function numberField(f: NumberField) {
  const parse =
    f.parse ?? ((text: string) => parseWholeNumber(text, f.min, f.max, f.name ?? f.label));
  return html`<div class="field">
    <label for=${f.id}>${f.label}</label>
    <input
      id=${f.id}
      type="number"
      inputmode=${f.parse ? nothing : 'numeric'}
      min=${f.min}
      max=${f.max}
      step=${f.step ?? 1}
      .value=${String(f.value)}
      aria-describedby=${f.describedBy ?? nothing}
      @change=${(event: Event) => {
        const input = event.target as HTMLInputElement;
        const parsed = parse(input.value);
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

export interface ChoiceField<T extends string> {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  /** The words of a choice; default: its name. */
  text?: (choice: T) => string;
  set: (value: T) => void;
}

export function choiceField<T extends string>(f: ChoiceField<T>) {
  return html`<div class="field">
    <label for=${f.id}>${f.label}</label>
    <select
      id=${f.id}
      @change=${(event: Event) => f.set((event.target as HTMLSelectElement).value as T)}
    >
      ${f.choices.map(
        (choice) =>
          html`<option value=${choice} ?selected=${choice === f.value}>
            ${f.text ? f.text(choice) : choice}
          </option>`,
      )}
    </select>
  </div>`;
}

/** A choice list a little tighter than the base style, to sit beside the number inputs. */
export const choiceStyles = css`
  select {
    font: inherit;
    color: var(--pe-fg);
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.2em 0.3em;
  }
`;

/** A number field of {@link InputMessage.field}: `set` gets only valid values that differ from `value`. */
export type StateField = Omit<NumberField, 'fail' | 'describedBy'> & {
  /** The id of the message element, when the view shows it with that id. */
  messageId?: string;
};

/**
 * The message of a view's own inputs: set by the last invalid value typed,
 * cleared by a valid one; the host re-renders when it changes.
 */
export class InputMessage implements ReactiveController {
  private shown = '';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The message of the last value refused; empty after a valid one. */
  get text(): string {
    return this.shown;
  }

  /** A number field whose messages this one shows. */
  field(f: StateField) {
    const { messageId, set, ...rest } = f;
    return numberField({
      ...rest,
      describedBy: this.shown ? messageId : undefined,
      set: (value) => {
        this.show('');
        if (value !== f.value) set(value);
      },
      fail: (message) => this.show(message),
    });
  }

  /** The message, as an alert paragraph, or nothing. */
  render(id?: string) {
    return errorText(this.shown, id);
  }

  /** Shows `text` (a value refused by the view's own parsing), or clears the message with ''. */
  show(text: string): void {
    if (text === this.shown) return;
    this.shown = text;
    this.host.requestUpdate();
  }
}
