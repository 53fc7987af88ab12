// The skip link: the widget's first Tab stop, visible only when focused,
// moves the keyboard past the chapter tabs, the shared controls and the
// view's own controls to the chapter's first figure (WCAG 2.4.1, bypass
// blocks). Without it a keyboard reaches the heat map after some 26 stops.
import { html } from 'lit';

/**
 * The chapter's first figure inside `panel` (the view, or its first-paint
 * frame), in document order through shadow roots: the first figure element
 * (ui/figure-element.ts: it has a box height), else the first drawing,
 * table or editor (the exercises have no figure element: their first figure
 * is the code editor).
 */
export function firstFigure(panel: Element): HTMLElement | undefined {
  const search = (root: ParentNode, match: (el: Element) => boolean): HTMLElement | undefined => {
    for (const el of root.querySelectorAll('*')) {
      if (el instanceof HTMLElement && match(el) && el.getBoundingClientRect().height > 0) {
        return el;
      }
      if (el.shadowRoot) {
        const found = search(el.shadowRoot, match);
        if (found) return found;
      }
    }
    return undefined;
  };
  const root = panel.shadowRoot ?? panel;
  return (
    search(root, (el) => 'boxPx' in el) ??
    search(root, (el) => el.matches('canvas, svg, table, textarea, [role="textbox"]'))
  );
}

/** Focuses the first figure of `panel` (made focusable by script if it is not); false if none. */
export function focusFirstFigure(panel: Element | null): boolean {
  const figure = panel ? firstFigure(panel) : undefined;
  if (!figure) return false;
  if (!figure.hasAttribute('tabindex') && figure.tabIndex < 0) figure.tabIndex = -1;
  figure.focus();
  return true;
}

export function renderSkipLink(skip: () => void) {
  return html`<button type="button" class="skip-link" @click=${skip}>
    Skip to the chapter's first figure
  </button>`;
}
