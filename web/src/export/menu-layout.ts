// The export menu's layout, which the room kept for it before it loads
// (<pe-export-room>, the first-paint frame's last part) shares: the room is
// exactly as tall as the menu because it is laid out by the same rules.
import { css, html, LitElement, nothing, type PropertyDeclarations } from 'lit';

import type { MenuShape } from './shape.js';

import { baseStyles } from '../ui/styles.js';
import { define } from '../views/view-element.js';

export const menuLayoutStyles = css`
  :host {
    display: block;
    margin-top: 0.8em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    align-items: center;
    margin: 0.2em 0;
  }
  .message {
    min-height: 1.4em;
    font-size: 0.9em;
  }
`;

/**
 * One button of the menu: which file (`kind`, `index` in the view's export)
 * and its text. (How the menu names the file while it is built is the
 * menu's: export/menu.ts.)
 */
export interface MenuButton {
  readonly kind: 'svg' | 'png1' | 'png2' | 'csv' | 'npy' | 'code';
  readonly index: number;
  readonly text: string;
}

/**
 * The menu's rows: one per figure (SVG, PNG 1x, PNG 2x), then one for the
 * data. An item left out (null: figure mode's other figures) has no button;
 * the others keep their index in the view's export.
 */
export function renderMenuRows(shape: MenuShape, button: (b: MenuButton) => unknown) {
  const many = shape.figures.filter((title) => title !== null).length > 1;
  const items = (list: readonly (string | null)[], kind: 'csv' | 'npy', label: string) =>
    list.map((name, index) =>
      name === null ? nothing : button({ kind, index, text: `${label} (${name})` }),
    );
  return html`${shape.figures.map((title, index) =>
    title === null
      ? nothing
      : html`<div class="row" role="group" aria-label=${`Export figure: ${title}`}>
          <span class="muted">${many ? `Figure: ${title}` : 'Export the figure:'}</span>
          ${button({ kind: 'svg', index, text: 'SVG' })}
          ${button({ kind: 'png1', index, text: 'PNG 1×' })}
          ${button({ kind: 'png2', index, text: 'PNG 2×' })}
        </div>`,
  )}
  ${
    [...shape.tables, ...shape.arrays].some((name) => name !== null) || shape.code
      ? html`<div class="row">
          <span class="muted">Export the data:</span>
          ${items(shape.tables, 'csv', 'CSV')} ${items(shape.arrays, 'npy', '.npy')}
          ${shape.code ? button({ kind: 'code', index: 0, text: 'Copy as NumPy code' }) : nothing}
        </div>`
      : nothing
  }`;
}

/**
 * A reader's use of the room before the menu has loaded, done again on the
 * menu once it has (the widget hands it over: widget/export-intent.ts).
 * Any use means the reader reached the menu (its export code loads, as on
 * the menu's own pointerenter); with a `button`, `click` replays the click
 * on its twin and `focus` moves the focus there if it was lost when the
 * room went.
 */
export interface MenuPress {
  readonly button?: { readonly kind: MenuButton['kind']; readonly index: number };
  readonly click: boolean;
  readonly focus: boolean;
  /** A pointer went down on the button: the room stays until its click (or its release). */
  readonly down?: boolean;
}

/** What the room sends when the reader reaches it (detail: the button used, if any). */
export const EXPORT_WANT_EVENT = 'pe-export-want';

/**
 * <pe-export-room>: the menu's rows for `shape` and its message line.
 * Inside the first-paint frame it is unseen and inert: the room the menu
 * takes once it has loaded. `live` (after the view has rendered, until the
 * menu's code arrives) it stands in for the menu: the same buttons, seen
 * and usable, laid out by the same rules, whose pointer, focus or click
 * sends EXPORT_WANT_EVENT (detail: a MenuPress); `message` is its message line (why the menu
 * could not load).
 */
export class ExportRoom extends LitElement {
  static override properties: PropertyDeclarations = {
    shape: { attribute: false },
    live: { type: Boolean, reflect: true },
    message: { attribute: false },
  };
  static override styles = [
    baseStyles,
    menuLayoutStyles,
    css`
      :host(:not([live])) {
        visibility: hidden;
      }
    `,
  ];

  declare shape: MenuShape | undefined;
  declare live: boolean;
  declare message: string;

  constructor() {
    super();
    this.live = false;
    this.message = '';
  }

  private want(press: MenuPress): void {
    this.dispatchEvent(
      new CustomEvent<MenuPress>(EXPORT_WANT_EVENT, {
        detail: press,
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    // Without a shape (the lesson's controls hidden) the menu renders
    // nothing, and so does its room: only the host's margin is left.
    if (!this.shape) return nothing;
    // The menu's markup (export/menu.ts), so nothing moves when it replaces
    // the room; inert (and hidden) until it is live.
    // A button used: it has the focus now; `down`, the pointer is down on it.
    const press = (button: MenuButton, click: boolean, down = false) =>
      this.want({ button, click, focus: true, down });
    return html`<div
        role="group"
        aria-label="Export"
        ?inert=${!this.live}
        @pointerenter=${() => this.want({ click: false, focus: false })}
      >
        ${renderMenuRows(
          this.shape,
          (b) =>
            html`<button
              aria-busy="false"
              aria-disabled="false"
              @pointerdown=${() => press(b, false, true)}
              @focus=${() => press(b, false)}
              @click=${() => press(b, true)}
            >
              ${b.text}
            </button>`,
        )}
      </div>
      <p class="message muted" aria-live="polite">${this.message}</p>`;
  }
}

define('pe-export-room', ExportRoom);

declare global {
  interface HTMLElementTagNameMap {
    'pe-export-room': ExportRoom;
  }
}
