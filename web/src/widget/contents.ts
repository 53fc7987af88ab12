// The contents: a disclosure in the widget's chapter row listing every
// chapter with its number, by part (Part II marked as further reading), each
// marked completed, visited or not yet, from the course record kept in this
// browser (course/progress.ts). Closed by default, so on a phone it takes
// one button's room beside the chapter select and the chapter's first figure
// stays on the first screen; open, it pushes the chapter down (the reader's
// own action).
import { html, nothing } from 'lit';

import { chaptersByPart, completable, type Chapter } from '../course/chapters.js';
import type { ChapterStatus } from '../course/progress.js';
import type { ViewName } from '../views/registry.js';
import { chapterLink, type ChapterLinkHost } from './chapter-nav.js';
import { chapterName } from './tabs.js';

export interface ContentsHost extends ChapterLinkHost {
  readonly active: ViewName;
  readonly open: boolean;
  toggle(): void;
  /** Each chapter's mark, read when the contents renders. */
  status(view: ViewName): ChapterStatus;
  /** Forgets the marks (the course record; the exercises keep their own work). */
  forget(): void;
}

const marks: Record<ChapterStatus, { symbol: string; text: string }> = {
  completed: { symbol: '✓', text: 'completed' },
  visited: { symbol: '●', text: 'visited' },
  new: { symbol: '○', text: 'not yet' },
};

/** The button that opens and closes the contents. */
export function renderContentsToggle(host: ContentsHost) {
  return html`<button
    type="button"
    class="contents-toggle"
    aria-expanded=${host.open ? 'true' : 'false'}
    aria-controls="contents"
    @click=${() => host.toggle()}
  >
    Contents
  </button>`;
}

function entry(host: ContentsHost, chapter: Chapter) {
  const status = host.status(chapter.id);
  const mark = marks[status];
  const current = chapter.id === host.active;
  return html`<li class=${status}>
    ${chapterLink(host, chapter, chapterName(chapter), { className: 'entry', current })}
    ${
      completable(chapter)
        ? html`<span class="mark"
            ><span aria-hidden="true">${mark.symbol}</span> ${mark.text}</span
          >`
        : nothing
    }
  </li>`;
}

/** The contents panel (nothing while closed). */
export function renderContents(host: ContentsHost) {
  if (!host.open) return nothing;
  return html`<section
    id="contents"
    class="contents"
    aria-label="Contents"
    @keydown=${(event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        host.toggle();
      }
    }}
  >
    <div class="contents-parts">
      ${chaptersByPart().map(
        ({ part, chapters }) =>
          html`<div class="contents-part">
            <p class="part-title" id="contents-${part.part}">
              <strong>${part.name}</strong> · ${part.title}
            </p>
            <ol aria-labelledby="contents-${part.part}">
              ${chapters.map((chapter) => entry(host, chapter))}
            </ol>
          </div>`,
      )}
    </div>
    <p class="contents-note">
      Kept in this browser only. <strong>Completed</strong>: you reached the chapter's end and
      pressed Next there (Finish on the last; the exercises: every item has a result).
      <strong>Visited</strong>: you opened it.
      <button type="button" class="forget" @click=${() => host.forget()}>Forget these marks</button>
    </p>
  </section>`;
}
