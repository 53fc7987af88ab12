// The export menu's layout, which the room kept for it before it loads
// (<pe-export-room>, the first-paint frame's last part) shares: the room is
// exactly as tall as the menu because it is laid out by the same rules.
import { css, html, LitElement, nothing, type PropertyDeclarations } from 'lit';

import type { ExportShape } from './shape.js';

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

/** One button of the menu: which file (`kind`, `index`), its text, and how progress names it. */
export interface MenuButton {
  readonly kind: 'svg' | 'png1' | 'png2' | 'csv' | 'npy' | 'code';
  readonly index: number;
  readonly text: string;
  /** The file, in the progress status ("Preparing the SVG …"). */
  readonly what: string;
  /** The export, in a failure message ("SVG export failed: …"). */
  readonly label: string;
}

/** The menu's rows: one per figure (SVG, PNG 1x, PNG 2x), then one for the data. */
export function renderMenuRows(shape: ExportShape, button: (b: MenuButton) => unknown) {
  const many = shape.figures.length > 1;
  return html`${shape.figures.map((title, k) => {
    const name = many ? ` of figure ${k + 1}` : '';
    return html`<div class="row" role="group" aria-label=${`Export figure: ${title}`}>
      <span class="muted">${many ? `Figure: ${title}` : 'Export the figure:'}</span>
      ${button({ kind: 'svg', index: k, text: 'SVG', what: `the SVG${name}`, label: 'SVG export' })}
      ${([1, 2] as const).map((scale) =>
        button({
          kind: scale === 1 ? 'png1' : 'png2',
          index: k,
          text: `PNG ${scale}×`,
          what: `the PNG ${scale}×${name}`,
          label: 'PNG export',
        }),
      )}
    </div>`;
  })}
  ${
    shape.tables.length + shape.arrays.length > 0 || shape.code
      ? html`<div class="row">
          <span class="muted">Export the data:</span>
          ${shape.tables.map((table, k) =>
            button({
              kind: 'csv',
              index: k,
              text: `CSV (${table})`,
              what: `the CSV (${table})`,
              label: 'CSV export',
            }),
          )}
          ${shape.arrays.map((array, k) =>
            button({
              kind: 'npy',
              index: k,
              text: `.npy (${array})`,
              what: `the .npy (${array})`,
              label: '.npy export',
            }),
          )}
          ${
            shape.code
              ? button({
                  kind: 'code',
                  index: 0,
                  text: 'Copy as NumPy code',
                  what: 'the NumPy code',
                  label: 'Copy',
                })
              : nothing
          }
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

  declare shape: ExportShape | undefined;
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
    if (!this.live) {
      return html`<div>
          ${renderMenuRows(this.shape, (b) => html`<button tabindex="-1">${b.text}</button>`)}
        </div>
        <p class="message muted"></p>`;
    }
    // The menu's markup (export/menu.ts), so nothing moves when it replaces the room.
    const press = (b: MenuButton, click: boolean) =>
      this.want({ button: { kind: b.kind, index: b.index }, click, focus: true });
    return html`<div
        role="group"
        aria-label="Export"
        @pointerenter=${() => this.want({ click: false, focus: false })}
      >
        ${renderMenuRows(
          this.shape,
          (b) =>
            html`<button
              aria-busy="false"
              aria-disabled="false"
              @pointerdown=${() =>
                this.want({
                  button: { kind: b.kind, index: b.index },
                  click: false,
                  focus: true,
                  down: true,
                })}
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
