// A failed run whose code reads as Python (sandbox/python.ts): which lines
// look like Python, the NumPy-to-JavaScript sheet (content/exercises.ts,
// `python`) and, last, what JavaScript said. Shown in the run's feedback
// area (parts.ts) instead of the bare error.
import { html } from 'lit';

import { python as chapter } from '../../content/exercises.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import type { PythonSign } from './sandbox/python.js';

/** The sheet for code whose lines `signs` look like Python; `message` is the run's error. */
export function pythonSheet(
  signs: readonly PythonSign[],
  message: string,
  headingLevel: number | undefined,
): unknown {
  const lines = signs.map(
    (sign, k) =>
      html`${k > 0 ? '; ' : ''}${renderMarkup(chapter.phrases.sign, {
        line: sign.line,
        text: sign.text,
      })}`,
  );
  return html`<div class="python-sheet">
    ${renderChapter(chapter, {
      headingLevel,
      flags: {},
      // The values are the figures' own: each phrase gets them there.
      values: noValues(chapter),
      figures: {
        found: html`<p class="feedback" role="alert">
          ${renderMarkup(chapter.phrases.found, { signs: lines })}
        </p>`,
        said: html`<p class="muted">${renderMarkup(chapter.phrases.said, { error: message })}</p>`,
      },
    })}
  </div>`;
}
