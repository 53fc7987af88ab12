// What the widget tells the reader about values it adjusted. Every notice of
// one change is kept (several attributes parsed at start-up, a link with
// several bad values): notices raised in the same task add up, and the next
// change in a later task replaces them.
import { html, nothing } from 'lit';

export class NoticeList {
  private items: string[] = [];
  private batchOpen = false;

  constructor(private readonly changed: () => void) {}

  get list(): readonly string[] {
    return this.items;
  }

  /** Notices of a new change: they join those of the same task, else replace them. */
  show(notices: readonly string[]): void {
    if (this.batchOpen) {
      if (notices.length === 0) return;
      this.items = [...this.items, ...notices];
    } else {
      this.batchOpen = true;
      queueMicrotask(() => (this.batchOpen = false));
      if (notices.length === 0 && this.items.length === 0) return;
      this.items = [...notices];
    }
    this.changed();
  }

  /** Notices of a later step of the same change (a link's code, decoded asynchronously). */
  add(notices: readonly string[]): void {
    if (notices.length === 0) return;
    this.items = [...this.items, ...notices];
    this.changed();
  }
}

export function renderNotices(notices: readonly string[]) {
  if (notices.length === 0) return nothing;
  return html`<div class="notices" role="status">
    <strong>Some values were adjusted:</strong>
    <ul>
      ${notices.map((notice) => html`<li>${notice}</li>`)}
    </ul>
  </div>`;
}
