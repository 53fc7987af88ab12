// The base of a figure element (<pe-...> placed by a chapter's
// `{ figure: 'name' }`): a host of exactly the height its pure box function
// (figure-box.ts, the view's boxes.ts) gives for its inputs, its width and
// its font, from the first render on, whether or not its data has arrived.
//
// The host is size-contained: its content can never change its size, so
// nothing around it moves when the figure's data (the engine's numbers) and
// its drawing arrive, or when a readout inside it changes. A figure fills the
// width it is given (a block) unless its styles give the host a fixed width.
// Its content sits in one `.frame` laid out to exactly the same height (parts
// of known height: see figure-box.ts); tests/e2e/figure-boxes.spec.ts checks
// the prediction, the host and the frame against each other.
import { LitElement, css, html } from 'lit';

import { hostWidth } from './host-width.js';
import { baseStyles } from './styles.js';

/** The host's styles: size containment, the height from the box function. */
export const figureHostStyles = css`
  :host {
    display: block;
    contain: size layout;
    height: var(--pe-figure-height, auto);
    min-width: 0;
  }
  .frame {
    display: flow-root;
  }
`;

export abstract class FigureElement extends LitElement {
  static override styles = [baseStyles, figureHostStyles];

  private readonly width = hostWidth(this, () => this.measureFont());
  private fontPx = 16;

  /** The figure's height in CSS px at this width and font: its box function over its inputs. */
  protected abstract boxHeight(widthPx: number, fontPx: number): number;

  /** The figure itself, inside the frame; `nothing` until its data has arrived. */
  protected abstract renderFigure(): unknown;

  /** The host's width in CSS px, as last measured (0 before it has one): what a figure draws at. */
  protected get boxWidth(): number {
    return this.width.px;
  }

  /** The host's font size in CSS px, as last measured: what its box function was given. */
  protected get boxFont(): number {
    return this.fontPx;
  }

  /** The height last given to the host, in CSS px (0 before the host has a width). */
  get boxPx(): number {
    return this.width.px > 0 ? this.boxHeight(this.width.px, this.fontPx) : 0;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    this.applyBox();
  }

  /**
   * Sets the custom property `name` to `count(width, font)` at the width and
   * font the box function is given (a grid's column count, from the function
   * its box uses); nothing before the host has a width.
   */
  protected setCount(name: string, count: (widthPx: number, fontPx: number) => number): void {
    if (this.width.px > 0) this.style.setProperty(name, String(count(this.width.px, this.fontPx)));
  }

  override render() {
    return html`<div class="frame">${this.renderFigure()}</div>`;
  }

  /** The font size its box function is given, read with each new width. */
  private measureFont(): void {
    const font = parseFloat(getComputedStyle(this).fontSize);
    if (Number.isFinite(font) && font > 0) this.fontPx = font;
    this.applyBox();
  }

  private applyBox(): void {
    if (this.width.px > 0) this.style.setProperty('--pe-figure-height', `${this.boxPx}px`);
  }
}
