// Exercises: write positionalEncoding yourself (run in the exercise sandbox
// and checked cell by cell against the engine), checkpoint questions, and
// the course's hands-on exercises 1 to 3 verified by the engine.
//
// This element owns the coding exercise: the learner's text, the Run, the
// solution and the share link. Its parts are elements of their own: the
// editor (./editor.ts, the only CodeMirror user), the run's feedback
// (./result.ts), the quiz (./quiz.ts), the numeric questions (./numeric.ts)
// and the guided exercises (./guided.ts).
//
// What only a Run needs (the sandbox, the checker and <pe-exercise-result>)
// is ./run.ts, imported lazily: a chunk of its own, fetched when the view is
// idle after its first show or by a Run pressed before that (which waits
// for it), so the view's first show stays small.
//
// The learner's work (code, answers, predictions, results) is kept in this
// browser by one ProgressStore per page and view (../../progress), handed to
// every part; each completed item is kept and announced to the host page as
// a pe-result event. Nothing is sent anywhere.
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { SOLUTION_CODE, STARTER_CODE } from './sandbox/questions.js';
import { loadOnce, whenIdle } from '../../ui/lazy-part.js';
import { pageProgress } from './progress-storage.js';
import type { ResultItem } from './progress-summary.js';
import type { State } from '../state.js';
import { define, heading, ViewElement } from '../view-element.js';
import { renderText } from '../../ui/chapter.js';
import chapter from '../../content/exercises.js';
import { derive, messageOf, type ExercisesModel } from './derive.js';
import { MAX_LINK_QUERY_LENGTH, codeLinkFits } from './share-link.js';
import './editor.js';
import type { CodeEditor } from './editor.js';
import {
  codeButtons,
  codeSection,
  renderTab,
  resultArea,
  say,
  type CodeActions,
  type RunState,
} from './parts.js';
import { exerciseResult } from './progress.js';
import type { judgeRun, runInSandbox } from './run.js';
import { exerciseStyles } from './styles.js';

/** What a Run needs from ./run.ts, picked by name (never its namespace object). */
interface RunPart {
  runInSandbox: typeof runInSandbox;
  judgeRun: typeof judgeRun;
}

/** ./run.ts, fetched once per page; a failed fetch is tried again by the next call. */
const loadRunPart: () => Promise<RunPart> = loadOnce('the code checker', () =>
  import('./run.js').then((m) => ({ runInSandbox: m.runInSandbox, judgeRun: m.judgeRun })),
);

export class ExercisesView extends ViewElement<ExercisesModel> {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    code: { state: true },
    run: { state: true },
    solutionStage: { state: true },
    shared: { state: true },
    linkNotice: { state: true },
    generation: { state: true },
  };
  static override styles = [...ViewElement.styles, exerciseStyles];

  /** The learner's text (what the editor shows). */
  declare code: string;
  declare run: RunState | null;
  declare solutionStage: 'hidden' | 'confirm' | 'shown';
  /** The last Share put this text in the link and it has not been edited since. */
  declare shared: boolean;
  /** Why the last Share did not put the code in the link (too long), or null. */
  declare linkNotice: string | null;

  /** Bumped by "Clear my work": the parts are created anew from the emptied store. */
  declare generation: number;

  private runId = 0;
  /** This page's work in this view, kept in the browser. */
  readonly progress = pageProgress('exercises');

  constructor() {
    super();
    this.generation = 0;
    this.code = this.progress.work.code ?? STARTER_CODE;
    this.run = null;
    this.solutionStage = 'hidden';
    this.shared = false;
    this.linkNotice = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A run in flight ends with its frame, which left with this element.
    this.runId++;
    if (this.run?.status === 'running') this.run = null;
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    // Fetch the Run's chunk ahead of the first Run; a failure here is retried by Run.
    whenIdle(() => void loadRunPart().catch(() => undefined), 3000);
  }

  protected override derive(state: State, _pe: PosEnc): ExercisesModel {
    return derive(state);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A new shared code (a link, setState, Reset) replaces the editor's text;
    // any other state change leaves the learner's text alone.
    const previous = changed.get('state') as State | undefined;
    // Without a shared code, the code kept in this browser comes back.
    if (changed.has('state') && (previous === undefined || previous.code !== this.state.code)) {
      this.code = this.state.code ?? this.progress.work.code ?? STARTER_CODE;
    }
  }

  /** Keeps a completed item and tells the host page (pe-result). */
  private readonly report = (item: ResultItem): void => {
    this.progress.record(item);
    this.dispatchEvent(
      new CustomEvent('pe-result', { detail: { ...item }, bubbles: true, composed: true }),
    );
  };

  private keepCode(code: string): void {
    this.progress.update((w) => {
      w.code = code === STARTER_CODE ? null : code;
    });
  }

  private onInput(event: Event): void {
    this.code = (event.target as CodeEditor).value;
    this.keepCode(this.code);
    this.shared = false;
    this.linkNotice = null;
  }

  private onClear(): void {
    this.progress.clear();
    this.runId++;
    this.code = this.state.code ?? STARTER_CODE;
    this.run = null;
    this.solutionStage = 'hidden';
    this.generation++;
  }

  private async onRun(): Promise<void> {
    const shapes = this.model?.shapes ?? [];
    const code = this.code;
    const id = ++this.runId;
    this.run = { status: 'running' };
    let part: RunPart;
    try {
      part = await loadRunPart();
    } catch (error) {
      if (id !== this.runId) return;
      this.run = {
        status: 'failed',
        message: renderText(chapter.phrases.loadFailed, { error: messageOf(error) }),
      };
      return;
    }
    if (id !== this.runId) return;
    const container = this.renderRoot.querySelector('.sandbox') ?? this.renderRoot;
    const result = await part.runInSandbox({ code, shapes }, container);
    if (id !== this.runId) return;
    // The page's own verdict: the engine's values for the shapes it asked for.
    const verdict = part.judgeRun(this.pe, code, result);
    this.run = verdict;
    if (verdict.status === 'checked') this.report(exerciseResult(verdict));
  }

  private onReset(): void {
    this.code = STARTER_CODE;
    this.keepCode(STARTER_CODE);
    this.run = null;
    this.shared = false;
    if (this.state.code !== null) this.request({ code: null });
  }

  private async onShare(): Promise<void> {
    const code = this.code;
    const { fits, length } = await codeLinkFits(this.state, code);
    if (code !== this.code) return; // Edited while the link was measured: the next Share decides.
    if (!fits) {
      this.shared = false;
      this.linkNotice = renderText(chapter.phrases.tooLong, {
        length: length.toLocaleString('en-US'),
        max: MAX_LINK_QUERY_LENGTH.toLocaleString('en-US'),
      });
      return;
    }
    this.linkNotice = null;
    this.request({ code });
    this.shared = true;
  }

  override render() {
    const code = codeSection(
      this.headingLevel,
      this.model?.shapes ?? [],
      {
        editor: html`<pe-code-editor
          .value=${this.code}
          label=${renderText(chapter.phrases.editorLabel)}
          @pe-code-input=${this.onInput}
        ></pe-code-editor>`,
        buttons: () =>
          codeButtons(
            this.actions,
            this.run?.status === 'running',
            this.solutionStage === 'hidden',
          ),
        shared: () =>
          this.shared ? html`<p class="muted" role="status">${say('shared')}</p>` : nothing,
        linkNotice: () =>
          this.linkNotice ? html`<p class="bad" role="alert">${this.linkNotice}</p>` : nothing,
        solution: () => this.renderSolution(),
        result: () => resultArea(this.run, this.headingLevel),
      },
      false,
    );
    return renderTab({
      headingLevel: this.headingLevel,
      progress: this.progress,
      generation: this.generation,
      pe: this.pe,
      report: this.report,
      onClear: () => this.onClear(),
      code,
      inert: false,
    });
  }

  private readonly actions: CodeActions = {
    run: () => void this.onRun(),
    reset: () => this.onReset(),
    share: () => void this.onShare(),
    showSolution: () => (this.solutionStage = 'confirm'),
  };

  private renderSolution() {
    if (this.solutionStage === 'confirm') {
      return html`<div
        class="card"
        role="group"
        aria-label=${renderText(chapter.phrases.confirmLabel)}
      >
        <p>${say('confirm')}</p>
        <div class="buttons">
          <button @click=${() => (this.solutionStage = 'shown')}>${say('yesShow')}</button>
          <button @click=${() => (this.solutionStage = 'hidden')}>${say('notYet')}</button>
        </div>
      </div>`;
    }
    if (this.solutionStage === 'shown') {
      return html`<div>
        ${heading(this.headingLevel, 1, say('solutionHeading'))}
        <pre
          class="solution"
          aria-label=${renderText(chapter.phrases.solutionLabel)}
        ><code>${SOLUTION_CODE}</code></pre>
        <div class="buttons">
          <button
            @click=${() => {
              this.code = SOLUTION_CODE;
              this.keepCode(SOLUTION_CODE);
            }}
          >
            ${say('copyIn')}
          </button>
          <button @click=${() => (this.solutionStage = 'hidden')}>${say('hide')}</button>
        </div>
      </div>`;
    }
    return nothing;
  }
}

define('pe-exercises-view', ExercisesView);
