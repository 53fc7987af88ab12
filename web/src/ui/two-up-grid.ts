// The layout of a figure of two panels (the comparison view's extrapolation
// maps, the pitfalls' maps): one column, and two side by side once the
// figure's own box is at least `sideBySideEm` wide. A container query on the
// host, so the step follows the figure's width, as its box function does.
import { css, unsafeCSS, type CSSResult } from 'lit';

export function twoUpGrid(selector: string, gapEm: number, sideBySideEm: number): CSSResult {
  return css`
    :host {
      container-type: inline-size;
    }
    ${unsafeCSS(selector)} {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: ${unsafeCSS(gapEm)}em;
      margin: ${unsafeCSS(gapEm)}em 0;
    }
    @container (min-width: ${unsafeCSS(sideBySideEm)}em) {
      ${unsafeCSS(selector)} {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      }
    }
  `;
}
