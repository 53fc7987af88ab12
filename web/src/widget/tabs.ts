// The chapter tabs, drawn from the course (course/chapters.ts: the registry's
// views, numbered, in parts), with the WAI-ARIA tab keyboard pattern, and
// for narrow widgets a select with the same chapters grouped by part
// (styles.ts shows one of the two).
import { html, nothing, type TemplateResult } from 'lit';

import { chapters, chaptersByPart, type Chapter } from '../course/chapters.js';
import type { ViewName } from '../views/registry.js';

export interface TabsHost {
  readonly active: ViewName;
  select(view: ViewName, focus: boolean): void;
}

function onKey(event: KeyboardEvent, index: number, host: TabsHost): void {
  const n = chapters.length;
  let next: number;
  if (event.key === 'ArrowRight') next = (index + 1) % n;
  else if (event.key === 'ArrowLeft') next = (index - 1 + n) % n;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = n - 1;
  else return;
  event.preventDefault();
  host.select(chapters[next]!.id, true);
}

/** A chapter's number and title, the number set apart (the tab's name reads "3. Heat map"). */
export function chapterName(chapter: Chapter): TemplateResult {
  return chapter.number === ''
    ? html`${chapter.title}`
    : html`<span class="chapter-number">${chapter.number}.</span> ${chapter.title}`;
}

function tab(chapter: Chapter, host: TabsHost) {
  const selected = chapter.id === host.active;
  return html`<button
    role="tab"
    id="tab-${chapter.id}"
    aria-selected=${selected ? 'true' : 'false'}
    aria-controls="panel"
    tabindex=${selected ? 0 : -1}
    @click=${() => host.select(chapter.id, false)}
    @keydown=${(event: KeyboardEvent) => onKey(event, chapter.index, host)}
  >
    ${chapterName(chapter)}
  </button>`;
}

/**
 * The select (narrow widgets, where the tabs would wrap into many rows),
 * its options grouped by part, with `extra` after it in the same row.
 */
export function renderChapterSelect(host: TabsHost, extra: unknown = nothing) {
  return html`<div class="view-select field">
    <label class="visually-hidden" for="view-select">Lesson</label>
    <select
      id="view-select"
      .value=${host.active}
      @change=${(event: Event) =>
        host.select((event.target as HTMLSelectElement).value as ViewName, false)}
    >
      ${chaptersByPart().map(
        ({ part, chapters: list }) =>
          html`<optgroup label="${part.name}: ${part.title}">
            ${list.map(
              (chapter) =>
                html`<option value=${chapter.id} ?selected=${chapter.id === host.active}>
                  ${chapter.label}
                </option>`,
            )}
          </optgroup>`,
      )}
    </select>
    ${extra}
  </div>`;
}

/**
 * The tabs, one row (or more) per part, each led by the part's name. The
 * names are for the eye (aria-hidden): a tab list holds tabs only, and each
 * tab's name carries its number ("A1. Atlas"), which says the part.
 */
export function renderTabs(host: TabsHost) {
  return html`<div role="tablist" aria-label="Lessons">
    ${chaptersByPart().map(
      ({ part, chapters: list }) =>
        html`<div class="part-row">
          <span class="part-name" aria-hidden="true">${part.name}</span>
          <div class="part-tabs">${list.map((chapter) => tab(chapter, host))}</div>
        </div>`,
    )}
  </div>`;
}
