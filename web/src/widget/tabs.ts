// The lesson tabs, drawn from the view registry (one tab per entry, in
// registry order), with the WAI-ARIA tab keyboard pattern.
import { html, nothing, type TemplateResult } from 'lit';

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

/**
 * The tabs, and for narrow widgets (where eight tabs would wrap into several
 * rows) a select with the same lessons; styles.ts shows one of the two.
 */
export function renderTabs(host: TabsHost, extra: TemplateResult | typeof nothing = nothing) {
  return html`<div class="view-select field">
      <label for="view-select">Lesson</label>
      <select
        id="view-select"
        .value=${host.active}
        @change=${(event: Event) =>
          host.select((event.target as HTMLSelectElement).value as ViewName, false)}
      >
        ${views.map(
          (view) =>
            html`<option value=${view.id} ?selected=${view.id === host.active}>
              ${view.title}
            </option>`,
        )}
      </select>
      ${extra}
    </div>
    <div role="tablist" aria-label="Lessons">
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
