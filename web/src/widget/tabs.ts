// The lesson tabs, drawn from the view registry (one tab per entry, in
// registry order), with the WAI-ARIA tab keyboard pattern.
import { html } from 'lit';

import { views, type ViewName } from '../views/registry.js';

export interface TabsHost {
  readonly active: ViewName;
  select(view: ViewName, focus: boolean): void;
}

function onKey(event: KeyboardEvent, index: number, host: TabsHost): void {
  const n = views.length;
  let next: number;
  if (event.key === 'ArrowRight') next = (index + 1) % n;
  else if (event.key === 'ArrowLeft') next = (index - 1 + n) % n;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = n - 1;
  else return;
  event.preventDefault();
  host.select(views[next]!.id, true);
}

export function renderTabs(host: TabsHost) {
  return html`<div role="tablist" aria-label="Lessons">
    ${views.map((view, index) => {
      const selected = view.id === host.active;
      return html`<button
        role="tab"
        id="tab-${view.id}"
        aria-selected=${selected ? 'true' : 'false'}
        aria-controls="panel"
        tabindex=${selected ? 0 : -1}
        @click=${() => host.select(view.id, false)}
        @keydown=${(event: KeyboardEvent) => onKey(event, index, host)}
      >
        ${view.title}
      </button>`;
    })}
  </div>`;
}
