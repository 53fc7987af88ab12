// The exercises tab's layout, one copy for the view (index.ts) and its
// first-paint frame (frame.ts): the parts in page order (content/exercises.ts,
// `tab`), the coding exercise's section around its chapter, its button row
// and its feedback area. The view hands in its editor, its actions and its
// run; the frame an empty box of the editor's size, no actions and no run
// (what the view shows before any Run), with every part inert until the
// view arrives.
//
// Light on purpose: the frame ships before the view's code, so nothing here
// loads CodeMirror, the sandbox, the checker or the URL codec.
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';

import chapter, { tab } from '../../content/exercises.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import type { PosEnc } from '../../engine/index.js';
import { shapesText } from './derive.js';
import './guided.js';
import './numeric.js';
import type { ProgressStore } from './progress-storage.js';
import { pythonSheet } from './python-sheet.js';
import type { ResultItem } from './progress-summary.js';
import './quiz.js';
import type { RunVerdict } from './sandbox/checker.js';
import { TOLERANCE } from './sandbox/protocol.js';
import './work-bar.js';

/** A phrase of the coding exercise that names no value (a button, a status line). */
export const say = (phrase: keyof typeof chapter.phrases): unknown =>
  renderMarkup(chapter.phrases[phrase], {});

/** The tab's parts (content/exercises.ts, `tab`). */
export type TabFigure = (typeof tab.figures)[number];

/** What the tab's parts are given. */
export interface TabParts {
  readonly headingLevel: number | undefined;
  /** This page's work, kept in this browser. */
  readonly progress: ProgressStore;
  /** Bumped by "Clear my work": the quiz, numeric and guided parts are created anew. */
  readonly generation: number;
  /** The engine (the frame has none yet). */
  readonly pe: PosEnc | undefined;
  readonly report: ((item: ResultItem) => void) | undefined;
  readonly onClear: (() => void) | undefined;
  /** The coding exercise's section ({@link codeSection}). */
  readonly code: unknown;
  /** The frame's parts: laid out as the view's, but nothing reacts until the view arrives. */
  readonly inert: boolean;
}

/** The tab's parts by name, for its chapter (`tab`): the view's, or the frame's one by one. */
export function tabFigures(p: TabParts): Record<TabFigure, unknown> {
  const { headingLevel, progress, report, pe, inert } = p;
  return {
    workBar: html`<pe-work-bar
      ?inert=${inert}
      .progress=${progress}
      @pe-clear-work=${p.onClear}
    ></pe-work-bar>`,
    code: p.code,
    quiz: keyed(
      p.generation,
      html`<pe-exercise-quiz
        ?inert=${inert}
        .headingLevel=${headingLevel}
        .progress=${progress}
        .report=${report}
      ></pe-exercise-quiz>`,
    ),
    numeric: keyed(
      p.generation,
      html`<pe-exercise-numeric
        ?inert=${inert}
        .pe=${pe}
        .headingLevel=${headingLevel}
        .progress=${progress}
        .report=${report}
      ></pe-exercise-numeric>`,
    ),
    guided: keyed(
      p.generation,
      html`<pe-exercise-guided
        ?inert=${inert}
        .pe=${pe}
        .headingLevel=${headingLevel}
        .progress=${progress}
        .report=${report}
      ></pe-exercise-guided>`,
    ),
  };
}

/** The tab: the work bar, the coding exercise, the quiz, the numeric questions, the guided exercises. */
export function renderTab(p: TabParts): unknown {
  return renderChapter(tab, {
    headingLevel: p.headingLevel,
    flags: {},
    values: {},
    figures: tabFigures(p),
  });
}

/** The coding exercise's figures besides the shapes it names. */
export interface CodeFigures {
  readonly editor: unknown;
  readonly buttons: unknown;
  readonly shared: unknown;
  readonly linkNotice: unknown;
  readonly solution: unknown;
  readonly result: unknown;
}

/** The coding exercise: its chapter (the shapes a Run checks) in its section, and the sandbox's place. */
export function codeSection(
  headingLevel: number | undefined,
  shapes: readonly (readonly [number, number])[],
  figures: CodeFigures,
  inert: boolean,
): unknown {
  return html`<section aria-labelledby="ex-code" ?inert=${inert}>
    ${renderChapter(chapter, {
      headingLevel,
      flags: {},
      values: { tolerance: TOLERANCE, shapes: shapesText(shapes), error: '', length: '', max: '' },
      figures,
    })}
    <div class="sandbox"></div>
  </section>`;
}

/** What the coding exercise's buttons do. */
export interface CodeActions {
  run(): void;
  reset(): void;
  share(): void;
  showSolution(): void;
}

/** Run, Reset, Share and (while the solution is hidden) Show a solution. */
export function codeButtons(
  actions: CodeActions | undefined,
  running: boolean,
  solutionHidden: boolean,
): unknown {
  return html`<div class="buttons">
    <button class="primary" @click=${actions?.run} ?disabled=${running}>${say('run')}</button>
    <button @click=${actions?.reset}>${say('reset')}</button>
    <button @click=${actions?.share}>${say('share')}</button>
    ${
      solutionHidden
        ? html`<button @click=${actions?.showSolution}>${say('showSolution')}</button>`
        : nothing
    }
  </div>`;
}

/** A run in progress, or its verdict. */
export type RunState = { status: 'running' } | RunVerdict;

/**
 * The run's feedback: "Running…", a failed run's explanation (for code that
 * reads as Python, the NumPy-to-JavaScript sheet), or (in
 * <pe-exercise-result>, defined by the Run's chunk) a checked run; before
 * any Run, nothing.
 */
export function resultArea(run: RunState | null, headingLevel: number | undefined): unknown {
  const status =
    run?.status === 'running'
      ? html`<p class="muted">${say('running')}</p>`
      : run?.status === 'failed'
        ? run.python
          ? pythonSheet(run.python, run.message, headingLevel)
          : html`<p class="bad feedback" role="alert">${run.message}</p>`
        : nothing;
  return html`<div class="result" aria-live="polite">
    ${status}
    <pe-exercise-result
      .run=${run?.status === 'checked' ? run : null}
      .headingLevel=${headingLevel}
    ></pe-exercise-result>
  </div>`;
}
