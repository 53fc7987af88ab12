// Lesson links inside the widget (ui/lesson-link.ts): a plain click (or
// Enter, on a link with no href) on a lesson link (data-lesson="<id>#<anchor>")
// in a view, its first-paint frame or the glossary switches the widget to that view in place (the page's history
// records it as it records a tab) and, once the view has rendered, scrolls
// to and focuses the anchor (ViewElement.reveal; no anchor: the view's
// title, so a keyboard reader goes on from there). Modified clicks are left to
// the browser (a new tab opens the href); an unknown view is left alone.
import type { LitElement, ReactiveController } from 'lit';

import { clickedLessonLink, enteredLessonLink, type LessonTarget } from '../ui/lesson-link.js';
import { viewEntry } from '../views/registry.js';
import type { ViewElement } from '../views/view-element.js';

export interface LessonLinksHost {
  /** The active view's id. */
  readonly active: string;
  /** Shows `view` (a change of state, as a tab does). */
  select(view: string): void;
  /** The active view's element, once it is shown (#panel). */
  panel(): Element | null;
}

export class LessonLinks implements ReactiveController {
  /** The anchor to reveal once its view has rendered. */
  private pending: LessonTarget | undefined;

  constructor(
    private readonly host: LitElement,
    private readonly widget: LessonLinksHost,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('click', this.onClick);
    this.host.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('click', this.onClick);
    this.host.removeEventListener('keydown', this.onKey);
  }

  hostUpdated(): void {
    const target = this.pending;
    if (!target) return;
    // Another view was chosen since: its own top, not the anchor.
    if (this.widget.active !== target.view) {
      this.pending = undefined;
      return;
    }
    const panel = this.widget.panel();
    const entry = viewEntry(target.view);
    if (!panel || !entry || panel.localName !== entry.tag || !customElements.get(entry.tag)) {
      return; // Still loading: the widget renders again when the view arrives.
    }
    this.pending = undefined;
    const view = panel as ViewElement;
    void view.updateComplete.then(() => view.reveal(target.anchor));
  }

  private onClick = (event: MouseEvent): void => this.follow(event, clickedLessonLink(event));

  // A link with no href (no page reads the lesson's links here) is followed by Enter too.
  private onKey = (event: KeyboardEvent): void => this.follow(event, enteredLessonLink(event));

  private follow(event: Event, target: LessonTarget | undefined): void {
    if (!target || !viewEntry(target.view)) return;
    event.preventDefault();
    this.pending = target;
    this.widget.select(target.view);
    // The same view (a link within it) changes no state: reveal now.
    this.host.requestUpdate();
  }
}
