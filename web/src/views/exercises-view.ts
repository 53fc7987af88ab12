// Exercises: write positionalEncoding yourself (checked cell by cell against
// the engine in a sandboxed worker), checkpoint questions, and the course's
// hands-on exercises 1 to 3 verified by the engine.
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView, basicSetup } from 'codemirror';
import { tags } from '@lezer/highlight';
import { css, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { styleMap } from '../style-map.js';

import {
  checkShape,
  matchPitfalls,
  TOLERANCE,
  type Pitfall,
  type ShapeCheck,
} from '../exercises/checker.js';
import { runInWorker } from '../exercises/runner.js';
import {
  SOLUTION_CODE,
  STARTER_CODE,
  checkpointQuiz,
  independentChallenge,
  type RevealItem,
} from '../exercises/questions.js';
import '../matrix-canvas.js';
import { fixed, grouped, significant } from '../format.js';
import { ViewElement, define } from '../view-element.js';

const BASE_SHAPES: readonly (readonly [number, number])[] = [
  [3, 4],
  [50, 8],
  [20, 64],
  [7, 2],
];

interface RunView {
  status: 'running' | 'failed' | 'checked';
  message?: string;
  checks?: ShapeCheck[];
  pitfalls?: Pitfall[];
}

const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--pe-fg)',
    backgroundColor: 'var(--pe-bg)',
    border: '1px solid var(--pe-border)',
    borderRadius: 'var(--pe-radius)',
    fontSize: '0.9em',
  },
  '&.cm-focused': { outline: '3px solid var(--pe-focus)', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'var(--pe-mono)', caretColor: 'var(--pe-fg)' },
  '.cm-scroller': { fontFamily: 'var(--pe-mono)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--pe-fg)' },
  '.cm-gutters': {
    backgroundColor: 'var(--pe-surface)',
    color: 'var(--pe-muted)',
    borderRight: '1px solid var(--pe-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--pe-accent) 8%, transparent)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--pe-accent) 30%, transparent) !important',
  },
  '.cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--pe-good) 25%, transparent)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--pe-surface)',
    color: 'var(--pe-fg)',
    border: '1px solid var(--pe-border)',
  },
  '.cm-panels': { backgroundColor: 'var(--pe-surface)', color: 'var(--pe-fg)' },
});

const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--pe-accent)',
    fontWeight: '600',
  },
  { tag: tags.comment, color: 'var(--pe-muted)', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--pe-good)' },
  { tag: tags.string, color: 'var(--pe-bad)' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--pe-focus)',
  },
]);

/** Pixel size of the error heat map: square cells, at most 480 x 360 px. */
function cellSize(rows: number, cols: number): Record<string, string> {
  const cell = Math.max(4, Math.min(40, 480 / cols, 360 / rows));
  return { width: `${Math.round(cell * cols)}px`, height: `${Math.round(cell * rows)}px` };
}

/** Parses "0, 1, 0.5 …" (commas, spaces or semicolons). */
function parseNumbers(text: string): number[] | string {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '' && p !== '[' && p !== ']');
  const out: number[] = [];
  for (const part of parts) {
    const x = Number(part.replace(/^\[|\]$/g, ''));
    if (!Number.isFinite(x)) return `"${part}" is not a number`;
    out.push(x);
  }
  return out;
}

export class ExercisesView extends ViewElement {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    run: { state: true },
    solutionStage: { state: true },
    revealed: { state: true },
    pe0: { state: true },
    longest: { state: true },
    dotAnswer: { state: true },
    ex1: { state: true },
    ex2: { state: true },
    ex3: { state: true },
    shared: { state: true },
  };
  static override styles = [
    ...ViewElement.styles,
    css`
      .editor {
        margin: 0.5em 0;
        max-width: 100%;
        overflow-x: auto;
      }
      .editor .cm-editor {
        min-height: 12em;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
        align-items: center;
        margin: 0.5em 0;
      }
      .result {
        margin: 0.6em 0;
      }
      .feedback {
        margin: 0.4em 0;
      }
      pe-matrix {
        max-width: 100%;
        border: 1px solid var(--pe-border);
      }
      .heat {
        display: flex;
        flex-wrap: wrap;
        gap: 1em;
        align-items: flex-start;
      }
      pre.solution {
        font-family: var(--pe-mono);
        font-size: 0.85em;
        background: var(--pe-surface);
        border: 1px solid var(--pe-border);
        border-radius: var(--pe-radius);
        padding: 0.6em;
        overflow-x: auto;
      }
      .item {
        margin: 0.8em 0;
      }
      .item textarea {
        display: block;
        width: 100%;
        max-width: 60ch;
        min-height: 3.5em;
        margin: 0.3em 0;
      }
      .answer {
        margin-top: 0.4em;
      }
      ol.quiz > li {
        margin-bottom: 0.8em;
      }
      fieldset {
        border: 1px solid var(--pe-border);
        border-radius: var(--pe-radius);
        margin: 0.6em 0;
      }
      legend {
        font-weight: 600;
        padding: 0 0.3em;
      }
      .wide {
        width: min(100%, 30em);
      }
      section {
        margin-bottom: 1.5em;
      }
    `,
  ];

  declare run: RunView | null;
  declare solutionStage: 'hidden' | 'confirm' | 'shown';
  declare revealed: ReadonlySet<string>;
  declare pe0: {
    text: string;
    result: { ok: boolean; message: string; expected?: Float64Array } | null;
  };
  declare longest: { text: string; result: { ok: boolean; message: string } | null };
  declare dotAnswer: {
    choice: 'yes' | 'no' | null;
    result: { ok: boolean; message: string } | null;
  };
  declare ex1: {
    d: number;
    maxLen: number;
    predict: 'yes' | 'no' | null;
    result: string | null;
    error: string | null;
    unique?: number;
    min?: number;
    max?: number;
  };
  declare ex2: {
    pair: number;
    k: number;
    d: number;
    result: Ex2Result | null;
    error: string | null;
  };
  declare ex3: {
    d: number;
    a: number;
    b: number;
    pick: 'a' | 'b' | null;
    result: Ex3Result | null;
    error: string | null;
  };
  declare shared: boolean;

  private editor: EditorView | undefined;
  /** The state.code the editor was last synchronised with. */
  private syncedCode: string | null | undefined = undefined;
  private runId = 0;

  constructor() {
    super();
    this.run = null;
    this.solutionStage = 'hidden';
    this.revealed = new Set();
    this.pe0 = { text: '', result: null };
    this.longest = { text: '', result: null };
    this.dotAnswer = { choice: null, result: null };
    this.ex1 = { d: 64, maxLen: 50, predict: null, result: null, error: null };
    this.ex2 = { pair: 1, k: 5, d: 64, result: null, error: null };
    this.ex3 = { d: 64, a: 2, b: 40, pick: null, result: null, error: null };
    this.shared = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.editor?.destroy();
    this.editor = undefined;
    this.syncedCode = undefined;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const host = this.renderRoot.querySelector<HTMLElement>('.editor');
    if (!host) return;
    if (!this.editor) {
      this.syncedCode = this.state.code;
      this.editor = new EditorView({
        doc: this.state.code ?? STARTER_CODE,
        extensions: [
          basicSetup,
          javascript(),
          editorTheme,
          syntaxHighlighting(highlight),
          EditorView.contentAttributes.of({
            'aria-label': 'Your JavaScript code: the positionalEncoding function',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && this.shared) this.shared = false;
          }),
        ],
        parent: host,
        root: this.renderRoot as ShadowRoot,
      });
    } else if (changed.has('state') && this.state.code !== this.syncedCode) {
      this.syncedCode = this.state.code;
      this.setCode(this.state.code ?? STARTER_CODE);
    }
  }

  private get code(): string {
    return this.editor?.state.doc.toString() ?? this.state.code ?? STARTER_CODE;
  }

  private setCode(text: string): void {
    const editor = this.editor;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }

  private shapes(): [number, number][] {
    const list = BASE_SHAPES.map(([s, d]) => [s, d] as [number, number]);
    const { seqLen, dModel } = this.state;
    if (seqLen <= 128 && dModel <= 128 && !list.some(([s, d]) => s === seqLen && d === dModel)) {
      list.push([seqLen, dModel]);
    }
    return list;
  }

  private async onRun(): Promise<void> {
    const id = ++this.runId;
    this.run = { status: 'running' };
    const result = await runInWorker({ code: this.code, shapes: this.shapes() });
    if (id !== this.runId) return;
    if (result.kind === 'failed') {
      this.run = { status: 'failed', message: this.explain(result.reason, result.message) };
      return;
    }
    try {
      const checks: ShapeCheck[] = [];
      const good: { seqLen: number; dModel: number; data: Float64Array }[] = [];
      for (const outcome of result.outcomes) {
        if ('error' in outcome) {
          checks.push({
            seqLen: outcome.seqLen,
            dModel: outcome.dModel,
            passed: false,
            maxError: NaN,
            worst: null,
            errors: null,
            problem: outcome.error,
          });
        } else {
          checks.push(checkShape(this.pe, outcome.seqLen, outcome.dModel, outcome.data));
          good.push(outcome);
        }
      }
      const allPass = checks.every((c) => c.passed);
      const found = allPass || good.length !== checks.length ? [] : matchPitfalls(this.pe, good);
      this.run = { status: 'checked', checks, pitfalls: found };
    } catch (error) {
      this.run = {
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }

  private explain(reason: string, message: string): string {
    if (reason !== 'thrown' && reason !== 'syntax') return message;
    if (
      /\b(fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|importScripts|Request)\b/.test(
        message,
      )
    ) {
      return `${message} — the network is unavailable here: your code runs in a sandbox without fetch, XMLHttpRequest, WebSocket or EventSource.`;
    }
    if (
      /\b(indexedDB|caches|localStorage|sessionStorage|BroadcastChannel|Worker)\b/.test(message)
    ) {
      return `${message} — storage and other workers are unavailable in the exercise sandbox.`;
    }
    if (
      /\b(document|window|localStorage|alert)\b/.test(message) &&
      /ReferenceError/.test(message)
    ) {
      return `${message} — your code runs in a Web Worker, without access to the page (no document or window).`;
    }
    if (reason === 'syntax') return `Your code could not be loaded: ${message}`;
    return `Your code threw an error: ${message}`;
  }

  private onReset(): void {
    this.setCode(STARTER_CODE);
    this.run = null;
    this.shared = false;
    if (this.state.code !== null) {
      this.syncedCode = null;
      this.request({ code: null });
    }
  }

  private onShare(): void {
    const code = this.code;
    this.syncedCode = code;
    this.request({ code });
    this.shared = true;
  }

  private reveal(id: string): void {
    const next = new Set(this.revealed);
    next.add(id);
    this.revealed = next;
  }

  // ---- rendering ----------------------------------------------------------

  override render() {
    return html`
      <section aria-labelledby="ex-code">
        <h2 id="ex-code">Exercise: implement positional encoding</h2>
        <p>
          Write <code>positionalEncoding(seqLength, dModel)</code> in JavaScript. It returns the
          (seqLength, dModel) matrix with
          <code>PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</code> and
          <code>PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model))</code>: positions count from 0, base
          10000, sines in even columns and cosines in odd columns, unrounded float64 values
          (JavaScript numbers are float64). <strong>Run</strong> checks it cell by cell against the
          engine (tolerance ${TOLERANCE}) on shapes
          ${this.shapes()
            .map(([s, d]) => `(${s}, ${d})`)
            .join(', ')},
          and names the classic mistakes when your output matches one.
        </p>
        <p class="muted">
          Your code runs in a sandboxed Web Worker with no access to the page, the network or
          storage, and is stopped after 2 s. It is not saved anywhere unless you put it in the share
          link.
        </p>
        <div class="editor"></div>
        <div class="buttons">
          <button class="primary" @click=${this.onRun} ?disabled=${this.run?.status === 'running'}>
            Run
          </button>
          <button @click=${this.onReset}>Reset to starter code</button>
          <button @click=${this.onShare}>Put my code in the share link</button>
          ${
            this.solutionStage === 'hidden'
              ? html`<button @click=${() => (this.solutionStage = 'confirm')}>
                  Show a solution
                </button>`
              : nothing
          }
        </div>
        ${
          this.shared
            ? html`<p class="muted" role="status">
                Your code is now part of this page's link (the address bar and the Share button).
              </p>`
            : nothing
        }
        ${this.renderSolution()}
        <div class="result" aria-live="polite">${this.renderRun()}</div>
      </section>
      ${this.renderQuiz()} ${this.renderNumeric()} ${this.renderGuided()}
    `;
  }

  private renderSolution() {
    if (this.solutionStage === 'confirm') {
      return html`<div class="card" role="group" aria-label="Confirm showing the solution">
        <p>
          Try it yourself first: you learn far more from a failing Run than from reading an answer.
          Show the solution anyway?
        </p>
        <div class="buttons">
          <button @click=${() => (this.solutionStage = 'shown')}>Yes, show the solution</button>
          <button @click=${() => (this.solutionStage = 'hidden')}>Not yet</button>
        </div>
      </div>`;
    }
    if (this.solutionStage === 'shown') {
      return html`<div>
        <h3>A reference solution</h3>
        <pre class="solution" aria-label="Reference solution"><code>${SOLUTION_CODE}</code></pre>
        <div class="buttons">
          <button @click=${() => this.setCode(SOLUTION_CODE)}>Copy into the editor</button>
          <button @click=${() => (this.solutionStage = 'hidden')}>Hide the solution</button>
        </div>
      </div>`;
    }
    return nothing;
  }

  private renderRun() {
    const run = this.run;
    if (!run) return nothing;
    if (run.status === 'running') return html`<p class="muted">Running…</p>`;
    if (run.status === 'failed')
      return html`<p class="bad feedback" role="alert">${run.message}</p>`;
    const checks = run.checks ?? [];
    const allPass = checks.every((c) => c.passed);
    const firstFail = checks.find((c) => !c.passed && c.errors);
    const problem = checks.find((c) => c.problem);
    return html`
      ${
        allPass
          ? html`<p class="good feedback">
              All ${checks.length} shapes match the engine within ${TOLERANCE}. Well done.
            </p>`
          : html`<p class="bad feedback">
              Not yet: ${checks.filter((c) => !c.passed).length} of ${checks.length} shapes differ
              from the engine.
            </p>`
      }
      ${
        run.pitfalls && run.pitfalls.length > 0
          ? html`<div class="card feedback" role="note">
              <strong>Recognised mistake:</strong>
              <ul>
                ${run.pitfalls.map((p) => html`<li class="pitfall">${p.feedback}.</li>`)}
              </ul>
            </div>`
          : nothing
      }
      ${problem ? html`<p class="bad feedback">${problem.problem}</p>` : nothing}
      <div class="scroll">
        <table aria-label="Results per shape">
          <thead>
            <tr>
              <th scope="col">Shape</th>
              <th scope="col">Result</th>
              <th scope="col">Max |error|</th>
            </tr>
          </thead>
          <tbody>
            ${checks.map(
              (c) =>
                html`<tr>
                  <td>(${c.seqLen}, ${c.dModel})</td>
                  <td class=${c.passed ? 'good' : 'bad'}>${c.passed ? 'pass' : 'fail'}</td>
                  <td class="mono">${c.problem ? 'rejected' : significant(c.maxError, 3)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${
        firstFail && firstFail.errors && firstFail.worst
          ? html`<h3>Where shape (${firstFail.seqLen}, ${firstFail.dModel}) goes wrong</h3>
              <p>
                |your value − engine| per cell, from 0 (dark) to the max error
                ${significant(firstFail.maxError, 3)} (bright); rows are positions, columns
                dimensions. Worst cell: position ${firstFail.worst.row}, dimension
                ${firstFail.worst.col}: yours
                <span class="mono">${significant(firstFail.worst.yours, 10)}</span>, expected
                <span class="mono">${significant(firstFail.worst.expected, 10)}</span>.
              </p>
              <div class="heat">
                <pe-matrix
                  style=${styleMap(cellSize(firstFail.seqLen, firstFail.dModel))}
                  .matrix=${firstFail.errors}
                  min="0"
                  max=${firstFail.maxError}
                  cmap="sequential"
                  label=${`Heat map of the absolute error for shape (${firstFail.seqLen}, ${firstFail.dModel}); worst at position ${firstFail.worst.row}, dimension ${firstFail.worst.col}`}
                ></pe-matrix>
              </div>`
          : nothing
      }
    `;
  }

  private renderReveal(item: RevealItem, heading: 'li' | 'div') {
    const shown = this.revealed.has(item.id);
    const body = html`<p>${item.question}</p>
      <label for=${`p-${item.id}`}>Your prediction (not saved)</label>
      <textarea id=${`p-${item.id}`}></textarea>
      ${
        shown
          ? html`<div class="card answer" id=${`a-${item.id}`}>
              <strong>Answer:</strong> ${item.answer}
            </div>`
          : html`<button @click=${() => this.reveal(item.id)} aria-controls=${`a-${item.id}`}>
              Reveal answer
            </button>`
      }`;
    return heading === 'li'
      ? html`<li class="item">${body}</li>`
      : html`<div class="item">${body}</div>`;
  }

  private renderQuiz() {
    return html`<section aria-labelledby="ex-quiz">
      <h2 id="ex-quiz">Checkpoint quiz</h2>
      <p>Write down your answer first, then reveal the course's answer and compare.</p>
      <ol class="quiz">
        ${checkpointQuiz.map((item) => this.renderReveal(item, 'li'))}
      </ol>
      <h3>Independent challenge</h3>
      ${this.renderReveal(independentChallenge, 'div')}
    </section>`;
  }

  // ---- numeric questions ----------------------------------------------------

  private checkPe0(): void {
    const parsed = parseNumbers(this.pe0.text);
    const expected = this.pe.positionalEncoding(1, 8).data;
    if (typeof parsed === 'string') {
      this.pe0 = {
        ...this.pe0,
        result: { ok: false, message: `${parsed}. Type 8 numbers separated by commas or spaces.` },
      };
      return;
    }
    if (parsed.length !== 8) {
      this.pe0 = {
        ...this.pe0,
        result: { ok: false, message: `You typed ${parsed.length} numbers; d_model = 8 needs 8.` },
      };
      return;
    }
    let worst = -1;
    for (let k = 0; k < 8; k++)
      if (Math.abs(parsed[k]! - expected[k]!) > 1e-6) worst = worst < 0 ? k : worst;
    this.pe0 = {
      ...this.pe0,
      result:
        worst < 0
          ? {
              ok: true,
              message: 'Correct: position 0 has every angle 0, so sin gives 0 and cos gives 1.',
              expected,
            }
          : {
              ok: false,
              message: `Not quite: dimension ${worst} is wrong. At position 0 every angle is 0 — what are sin(0) and cos(0)?`,
            },
    };
  }

  private checkLongest(): void {
    const w = this.pe.wavelengths(512);
    let best = 0;
    for (let i = 1; i < w.length; i++) if (w[i]! > w[best]!) best = i;
    const answer = Number(this.longest.text.trim());
    const ok = this.longest.text.trim() !== '' && answer === best;
    this.longest = {
      ...this.longest,
      result: ok
        ? {
            ok: true,
            message: `Correct: pair ${best} (dimensions ${2 * best} and ${2 * best + 1}) has wavelength ${grouped(w[best]!)} positions, the longest of the ${w.length} pairs.`,
          }
        : {
            ok: false,
            message: `Not quite. The wavelength 2π·10000^(2i/d) grows with the pair index i; pair 0 has only ${fixed(w[0]!, 2)} positions.`,
          },
    };
  }

  private checkDot(): void {
    const dp = this.pe.dotProducts(14, 512);
    const a = dp.data[5 * 14 + 8]!;
    const b = dp.data[10 * 14 + 13]!;
    const equal = Math.abs(a - b) <= TOLERANCE;
    const said = this.dotAnswer.choice === 'yes';
    const ok = this.dotAnswer.choice !== null && said === equal;
    this.dotAnswer = {
      ...this.dotAnswer,
      result: {
        ok,
        message: `${ok ? 'Correct' : 'Not quite'}: PE5·PE8 = ${significant(a, 12)} and PE10·PE13 = ${significant(b, 12)} (difference ${significant(Math.abs(a - b), 2)}). ${
          equal
            ? 'They are equal: the dot product depends only on the offset (3 in both), because each pair contributes cos(offset · ω_i).'
            : 'They differ.'
        }`,
      },
    };
  }

  private renderResult(result: { ok: boolean; message: string } | null) {
    if (!result) return nothing;
    return html`<p class=${result.ok ? 'good' : 'bad'} role="status">${result.message}</p>`;
  }

  private renderNumeric() {
    return html`<section aria-labelledby="ex-num">
      <h2 id="ex-num">Numeric questions, checked by the engine</h2>
      <div class="item">
        <label for="pe0-input"
          ><strong>What is PE(0) for d_model = 8?</strong> Type the 8 numbers.</label
        >
        <div class="buttons">
          <input
            id="pe0-input"
            class="wide mono"
            .value=${this.pe0.text}
            placeholder="e.g. 0, 0, 0, 0, 0, 0, 0, 0"
            @input=${(e: Event) => (this.pe0 = { text: (e.target as HTMLInputElement).value, result: null })}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkPe0()}
          />
          <button @click=${this.checkPe0}>Check PE(0)</button>
        </div>
        ${this.renderResult(this.pe0.result)}
      </div>
      <div class="item">
        <label for="longest-input"
          ><strong>Which pair index i has the longest wavelength at d_model = 512?</strong></label
        >
        <div class="buttons">
          <input
            id="longest-input"
            type="number"
            min="0"
            max="255"
            step="1"
            .value=${this.longest.text}
            @input=${(e: Event) => (this.longest = { text: (e.target as HTMLInputElement).value, result: null })}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkLongest()}
          />
          <button @click=${this.checkLongest}>Check pair</button>
        </div>
        ${this.renderResult(this.longest.result)}
      </div>
      <fieldset class="item">
        <legend>Is PE5·PE8 equal to PE10·PE13 at d_model = 512?</legend>
        <label
          ><input
            type="radio"
            name="dot"
            value="yes"
            .checked=${this.dotAnswer.choice === 'yes'}
            @change=${() => (this.dotAnswer = { choice: 'yes', result: null })}
          />
          Yes</label
        >
        <label
          ><input
            type="radio"
            name="dot"
            value="no"
            .checked=${this.dotAnswer.choice === 'no'}
            @change=${() => (this.dotAnswer = { choice: 'no', result: null })}
          />
          No</label
        >
        <div class="buttons">
          <button @click=${this.checkDot} ?disabled=${this.dotAnswer.choice === null}>
            Check dot products
          </button>
        </div>
        ${this.renderResult(this.dotAnswer.result)}
      </fieldset>
    </section>`;
  }

  // ---- guided exercises 1-3 -------------------------------------------------

  private verifyEx1(): void {
    const { d, maxLen } = this.ex1;
    try {
      if (maxLen * d > 1_000_000) {
        throw new RangeError(
          'Keep max_len × d_model at most 1,000,000 here so the page stays responsive.',
        );
      }
      const unique = this.pe.uniqueRows(maxLen, d);
      const m = this.pe.positionalEncoding(maxLen, d).data;
      let min = Infinity;
      let max = -Infinity;
      for (const x of m) {
        if (x < min) min = x;
        if (x > max) max = x;
      }
      this.ex1 = { ...this.ex1, unique, min, max, error: null, result: 'done' };
    } catch (error) {
      this.ex1 = {
        ...this.ex1,
        error: error instanceof Error ? error.message : String(error),
        result: null,
      };
    }
  }

  private verifyEx2(): void {
    const { pair, k, d } = this.ex2;
    try {
      const r = this.pe.rotationMatrix(k, pair, d);
      const positions = [0, 3, 17, 42, 100];
      const here = this.pe.encodePositions(positions, d);
      const there = this.pe.encodePositions(
        positions.map((p) => p + k),
        d,
      );
      const rows = positions.map((pos, n) => {
        const s = here.data[n * d + 2 * pair]!;
        const c = here.data[n * d + 2 * pair + 1]!;
        const predicted: [number, number] = [r[0]! * s + r[1]! * c, r[2]! * s + r[3]! * c];
        const actual: [number, number] = [
          there.data[n * d + 2 * pair]!,
          there.data[n * d + 2 * pair + 1]!,
        ];
        const error = Math.max(
          Math.abs(predicted[0] - actual[0]),
          Math.abs(predicted[1] - actual[1]),
        );
        return { pos, here: [s, c] as [number, number], predicted, actual, error };
      });
      this.ex2 = {
        ...this.ex2,
        error: null,
        result: { r, rows, maxError: Math.max(...rows.map((x) => x.error)) },
      };
    } catch (error) {
      this.ex2 = {
        ...this.ex2,
        error: error instanceof Error ? error.message : String(error),
        result: null,
      };
    }
  }

  private verifyEx3(): void {
    const { d, a, b, pick } = this.ex3;
    try {
      const w = this.pe.wavelengths(d);
      for (const dim of [a, b]) {
        if (!Number.isInteger(dim) || dim < 0 || dim >= d) {
          throw new RangeError(`dimension must be a whole number from 0 to ${d - 1}; got ${dim}`);
        }
      }
      const wa = w[Math.floor(a / 2)]!;
      const wb = w[Math.floor(b / 2)]!;
      const faster: 'a' | 'b' | 'same' = wa === wb ? 'same' : wa < wb ? 'a' : 'b';
      this.ex3 = {
        ...this.ex3,
        error: null,
        result: { wa, wb, faster, correct: faster === 'same' || faster === pick },
      };
    } catch (error) {
      this.ex3 = {
        ...this.ex3,
        error: error instanceof Error ? error.message : String(error),
        result: null,
      };
    }
  }

  private num(e: Event): number {
    return (e.target as HTMLInputElement).valueAsNumber;
  }

  private renderGuided() {
    const e1 = this.ex1;
    const e2 = this.ex2;
    const e3 = this.ex3;
    return html`<section aria-labelledby="ex-guided">
      <h2 id="ex-guided">Hands-on exercises, verified by the engine</h2>

      <h3>Exercise 1 — reproduce the full table</h3>
      <p>
        Pick max_len and d_model (try d_model = 64, closer to real models). Predict, then let the
        engine check that every row is distinct and every value lies in [−1, 1].
      </p>
      <div class="controls">
        <div class="field">
          <label for="e1-d">d_model (even)</label>
          <input
            id="e1-d"
            type="number"
            min="2"
            step="2"
            .value=${String(e1.d)}
            @change=${(e: Event) => (this.ex1 = { ...e1, d: this.num(e), result: null })}
          />
        </div>
        <div class="field">
          <label for="e1-len">max_len</label>
          <input
            id="e1-len"
            type="number"
            min="1"
            step="1"
            .value=${String(e1.maxLen)}
            @change=${(e: Event) => (this.ex1 = { ...e1, maxLen: this.num(e), result: null })}
          />
        </div>
      </div>
      <fieldset>
        <legend>Your prediction: are all ${e1.maxLen} rows distinct?</legend>
        <label
          ><input
            type="radio"
            name="e1p"
            .checked=${e1.predict === 'yes'}
            @change=${() => (this.ex1 = { ...this.ex1, predict: 'yes' })}
          />
          Yes</label
        >
        <label
          ><input
            type="radio"
            name="e1p"
            .checked=${e1.predict === 'no'}
            @change=${() => (this.ex1 = { ...this.ex1, predict: 'no' })}
          />
          No</label
        >
      </fieldset>
      <div class="buttons"><button @click=${this.verifyEx1}>Verify exercise 1</button></div>
      ${e1.error ? html`<p class="bad" role="alert">${e1.error}</p>` : nothing}
      ${
        e1.result && e1.unique !== undefined
          ? html`<p role="status" class="ex1-result">
              <span class=${e1.unique === e1.maxLen ? 'good' : 'bad'}
                >${grouped(e1.unique)} of ${grouped(e1.maxLen)} rows are distinct</span
              >; values range from <span class="mono">${fixed(e1.min!, 6)}</span> to
              <span class="mono">${fixed(e1.max!, 6)}</span>
              (${e1.min! >= -1 && e1.max! <= 1 ? 'inside [−1, 1]' : 'outside [−1, 1]!'}).
              ${
                e1.predict
                  ? html`Your prediction was
                      <strong
                        >${(e1.predict === 'yes') === (e1.unique === e1.maxLen) ? 'right' : 'wrong'}</strong
                      >.`
                  : nothing
              }
            </p>`
          : nothing
      }

      <h3>Exercise 2 — the rotation at another pair and offset</h3>
      <p>
        For pair i and offset k the engine builds the 2×2 rotation R_k (it depends on k and the
        pair's frequency, never on pos) and the page compares R_k·PE(pos) with PE(pos+k) on
        dimensions 2i and 2i+1 at five positions.
      </p>
      <div class="controls">
        <div class="field">
          <label for="e2-pair">pair i</label>
          <input
            id="e2-pair"
            type="number"
            min="0"
            step="1"
            .value=${String(e2.pair)}
            @change=${(e: Event) => (this.ex2 = { ...e2, pair: this.num(e), result: null })}
          />
        </div>
        <div class="field">
          <label for="e2-k">offset k</label>
          <input
            id="e2-k"
            type="number"
            step="1"
            .value=${String(e2.k)}
            @change=${(e: Event) => (this.ex2 = { ...e2, k: this.num(e), result: null })}
          />
        </div>
        <div class="field">
          <label for="e2-d">d_model</label>
          <input
            id="e2-d"
            type="number"
            min="2"
            step="2"
            .value=${String(e2.d)}
            @change=${(e: Event) => (this.ex2 = { ...e2, d: this.num(e), result: null })}
          />
        </div>
        <button @click=${this.verifyEx2}>Verify exercise 2</button>
      </div>
      ${e2.error ? html`<p class="bad" role="alert">${e2.error}</p>` : nothing}
      ${e2.result ? this.renderEx2(e2.result) : nothing}

      <h3>Exercise 3 — which dimension oscillates faster?</h3>
      <p>
        Pick two dimensions; decide which one completes more cycles over the same positions; the
        engine's wavelengths decide.
      </p>
      <div class="controls">
        <div class="field">
          <label for="e3-a">dimension A</label>
          <input
            id="e3-a"
            type="number"
            min="0"
            step="1"
            .value=${String(e3.a)}
            @change=${(e: Event) => (this.ex3 = { ...e3, a: this.num(e), result: null })}
          />
        </div>
        <div class="field">
          <label for="e3-b">dimension B</label>
          <input
            id="e3-b"
            type="number"
            min="0"
            step="1"
            .value=${String(e3.b)}
            @change=${(e: Event) => (this.ex3 = { ...e3, b: this.num(e), result: null })}
          />
        </div>
        <div class="field">
          <label for="e3-d">d_model</label>
          <input
            id="e3-d"
            type="number"
            min="2"
            step="2"
            .value=${String(e3.d)}
            @change=${(e: Event) => (this.ex3 = { ...e3, d: this.num(e), result: null })}
          />
        </div>
      </div>
      <fieldset>
        <legend>Which oscillates faster?</legend>
        <label
          ><input
            type="radio"
            name="e3p"
            .checked=${e3.pick === 'a'}
            @change=${() => (this.ex3 = { ...this.ex3, pick: 'a', result: null })}
          />
          Dimension A (${e3.a})</label
        >
        <label
          ><input
            type="radio"
            name="e3p"
            .checked=${e3.pick === 'b'}
            @change=${() => (this.ex3 = { ...this.ex3, pick: 'b', result: null })}
          />
          Dimension B (${e3.b})</label
        >
      </fieldset>
      <div class="buttons">
        <button @click=${this.verifyEx3} ?disabled=${e3.pick === null}>Verify exercise 3</button>
      </div>
      ${e3.error ? html`<p class="bad" role="alert">${e3.error}</p>` : nothing}
      ${
        e3.result
          ? html`<p role="status" class="ex3-result">
              <span class=${e3.result.correct ? 'good' : 'bad'}
                >${e3.result.correct ? 'Right' : 'Not quite'}.</span
              >
              Dimension ${e3.a} (pair ${Math.floor(e3.a / 2)}) has wavelength
              ${significant(e3.result.wa, 6)} positions (${significant(100 / e3.result.wa, 4)}
              cycles per 100 positions); dimension ${e3.b} (pair ${Math.floor(e3.b / 2)}) has
              ${significant(e3.result.wb, 6)} (${significant(100 / e3.result.wb, 4)} cycles per 100
              positions).
              ${
                e3.result.faster === 'same'
                  ? 'They share a pair, so they oscillate at the same rate.'
                  : `Dimension ${e3.result.faster === 'a' ? e3.a : e3.b} oscillates faster: a lower pair index means a shorter wavelength.`
              }
            </p>`
          : nothing
      }
    </section>`;
  }

  private renderEx2(result: Ex2Result) {
    const { r, rows, maxError } = result;
    const e2 = this.ex2;
    return html`<p>
        R_${e2.k} for pair ${e2.pair} =
        <span class="mono"
          >[[${fixed(r[0]!, 6)}, ${fixed(r[1]!, 6)}], [${fixed(r[2]!, 6)},
          ${fixed(r[3]!, 6)}]]</span
        >
      </p>
      <div class="scroll">
        <table aria-label="Rotation check at five positions">
          <thead>
            <tr>
              <th scope="col">pos</th>
              <th scope="col">PE(pos) pair</th>
              <th scope="col">R·PE(pos)</th>
              <th scope="col">PE(pos+${e2.k}) pair</th>
              <th scope="col">max |error|</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (row) =>
                html`<tr>
                  <td>${row.pos}</td>
                  <td class="mono">(${fixed(row.here[0], 6)}, ${fixed(row.here[1], 6)})</td>
                  <td class="mono">
                    (${fixed(row.predicted[0], 6)}, ${fixed(row.predicted[1], 6)})
                  </td>
                  <td class="mono">(${fixed(row.actual[0], 6)}, ${fixed(row.actual[1], 6)})</td>
                  <td class="mono">${significant(row.error, 2)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p role="status" class="ex2-result ${maxError < 1e-9 ? 'good' : 'bad'}">
        Max error over the five positions: ${significant(maxError, 2)} —
        ${maxError < 1e-9 ? 'one rotation, independent of pos, maps every PE(pos) to PE(pos+k).' : 'larger than rounding: check the inputs.'}
      </p>`;
  }
}

interface Ex2Result {
  r: Float64Array;
  rows: {
    pos: number;
    here: [number, number];
    predicted: [number, number];
    actual: [number, number];
    error: number;
  }[];
  maxError: number;
}

interface Ex3Result {
  wa: number;
  wb: number;
  faster: 'a' | 'b' | 'same';
  correct: boolean;
}

define('pe-exercises-view', ExercisesView);
