// The contents: a disclosure in the widget's chapter row listing every
// chapter with its number, by part (Part II marked as further reading), each
// marked completed, visited or not yet, from the course record kept in this
// browser (course/progress.ts). Closed by default, so on a phone it takes
// one button's room beside the chapter select and the chapter's first figure
// stays on the first screen; open, it pushes the chapter down (the reader's
// own action). A chunk of its own, with its styles and the record's code,
// loaded after the first frame (course.ts): the first load carries only the
// button that opens it (chapter-nav.ts).
import { css, html, nothing } from 'lit';

import { chaptersByPart, completable, type Chapter } from '../course/chapters.js';
import {
  CourseProgress,
  chapterStatus,
  courseKey,
  type ChapterStatus,
} from '../course/progress.js';
// The record's reader that getResults() uses (progress-record.ts is in the
// element's chunk; progress-storage.ts is the exercises' own).
import { browserStore, progressKey, readResults } from '../views/exercises/progress-record.js';
import type { ViewName } from '../views/registry.js';
import { chapterLink, type ChapterLinkHost } from './chapter-nav.js';
import { chapterName } from './tabs.js';

/** This page's course record (course/progress.ts), in this browser's storage. */
export function openCourse(): CourseProgress {
  return new CourseProgress(browserStore(), courseKey(globalThis.location?.pathname ?? '/'));
}

/** A chapter's mark, from the course record and (the exercises) the exercises' own work. */
export function statusOf(view: ViewName, progress: CourseProgress): ChapterStatus {
  const page = globalThis.location?.pathname ?? '/';
  const exercises =
    view === 'exercises' ? readResults(browserStore(), progressKey(page, 'exercises')) : {};
  return chapterStatus(view, progress.read(), exercises);
}

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

/** The contents' styles, added to the element's when this chunk arrives (course.ts). */
export const contentsStyles = css`
  /* The contents: the chapters by part, each with its mark. */
  .contents {
    margin: 0 0 0.5em;
    padding: 0.5em 0.8em;
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    background: var(--pe-surface);
  }
  .contents-parts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16em, 1fr));
    gap: 0 1.5em;
  }
  .contents .part-title {
    margin: 0.3em 0;
  }
  .contents ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .contents li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 0.6em;
    padding: 0.1em 0;
  }
  .contents .entry[aria-current='page'] {
    font-weight: 600;
  }
  .contents .mark {
    font-size: 0.85em;
    color: var(--pe-muted);
    white-space: nowrap;
  }
  .contents li.completed .mark {
    color: var(--pe-good);
  }
  .contents-note {
    margin: 0.5em 0 0.2em;
    font-size: 0.85em;
    color: var(--pe-muted);
  }
  .contents-note .forget {
    font-size: 1em;
    min-height: 1.8em;
    padding: 0.1em 0.5em;
    margin-left: 0.3em;
  }
`;
