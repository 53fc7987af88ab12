// <pe-exercise-guided>: the course's hands-on exercises 1 to 3, each with
// its own inputs and a Verify button whose verdict comes from the engine
// (derive.ts): distinct rows and the value range of the full table, the
// rotation R_k at another pair and offset, and which of two dimensions
// oscillates faster. The inputs are kept in this browser (the view's
// ProgressStore); each verification is reported as a result and verified
// again by the engine when the page reloads.
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine.js';
import { fixed, grouped, significant } from '../../format.js';
import type { ProgressStore } from '../../progress/storage.js';
import type { ResultItem } from '../../progress/summary.js';
import { baseStyles } from '../../styles.js';
import { define, heading } from '../../view-element.js';
import {
  EX2_EXACT,
  messageOf,
  verifyEx1,
  verifyEx2,
  verifyEx3,
  type Ex1Result,
  type Ex2Result,
  type Ex3Result,
} from './derive.js';
import { ex1Result, ex2Result, ex3Result, readInputs } from './progress.js';
import { exerciseStyles } from './styles.js';

const choice = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

interface Ex1 {
  d: number;
  maxLen: number;
  predict: 'yes' | 'no' | null;
  result: Ex1Result | null;
  error: string | null;
}
interface Ex2 {
  pair: number;
  k: number;
  d: number;
  result: Ex2Result | null;
  error: string | null;
}
interface Ex3 {
  d: number;
  a: number;
  b: number;
  pick: 'a' | 'b' | null;
  result: Ex3Result | null;
  error: string | null;
}

export class ExerciseGuided extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    pe: { attribute: false },
    progress: { attribute: false },
    report: { attribute: false },
    ex1: { state: true },
    ex2: { state: true },
    ex3: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare pe: PosEnc;
  declare progress: ProgressStore | undefined;
  declare report: ((item: ResultItem) => void) | undefined;
  declare ex1: Ex1;
  declare ex2: Ex2;
  declare ex3: Ex3;

  constructor() {
    super();
    this.ex1 = { d: 64, maxLen: 50, predict: null, result: null, error: null };
    this.ex2 = { pair: 1, k: 5, d: 64, result: null, error: null };
    this.ex3 = { d: 64, a: 2, b: 40, pick: null, result: null, error: null };
  }

  private restored: ProgressStore | undefined;

  protected override willUpdate(_changed: PropertyValues): void {
    // Restore once both the kept work and the engine are here.
    if (!this.progress || !this.pe || this.restored === this.progress) return;
    this.restored = this.progress;
    const { answers, results } = this.progress.work;
    const e1 = readInputs(answers['guided:ex1'], { d: 64, maxLen: 50, predict: null });
    const e2 = readInputs(answers['guided:ex2'], { pair: 1, k: 5, d: 64 });
    const e3 = readInputs(answers['guided:ex3'], { d: 64, a: 2, b: 40, pick: null });
    this.ex1 = { ...this.ex1, ...e1, predict: choice(e1.predict, ['yes', 'no'] as const) };
    this.ex2 = { ...this.ex2, ...e2 };
    this.ex3 = { ...this.ex3, ...e3, pick: choice(e3.pick, ['a', 'b'] as const) };
    if (results.ex1) this.verifyEx1(false);
    if (results.ex2) this.verifyEx2(false);
    if (results.ex3 && this.ex3.pick) this.verifyEx3(false);
  }

  protected override updated(changed: PropertyValues): void {
    // Keep the inputs (not the verdicts: the engine computes them again).
    if (!this.progress || this.restored !== this.progress) return;
    const { d, maxLen, predict } = this.ex1;
    const { pair, k, d: d2 } = this.ex2;
    const { d: d3, a, b, pick } = this.ex3;
    // The first render only shows what was restored: nothing to keep yet.
    const edited = (key: string) => changed.has(key) && changed.get(key) !== undefined;
    if (edited('ex1')) {
      this.progress.setAnswer('guided:ex1', JSON.stringify({ d, maxLen, predict }));
    }
    if (edited('ex2')) {
      this.progress.setAnswer('guided:ex2', JSON.stringify({ pair, k, d: d2 }));
    }
    if (edited('ex3')) {
      this.progress.setAnswer('guided:ex3', JSON.stringify({ d: d3, a, b, pick }));
    }
  }

  private verifyEx1(report = true): void {
    const { d, maxLen, predict } = this.ex1;
    try {
      const result = verifyEx1(this.pe, maxLen, d);
      this.ex1 = { ...this.ex1, result, error: null };
      if (report) this.report?.(ex1Result(maxLen, d, predict, result));
    } catch (error) {
      this.ex1 = { ...this.ex1, result: null, error: messageOf(error) };
    }
  }

  private verifyEx2(report = true): void {
    const { pair, k, d } = this.ex2;
    try {
      const result = verifyEx2(this.pe, pair, k, d);
      this.ex2 = { ...this.ex2, result, error: null };
      if (report) this.report?.(ex2Result(pair, k, d, result, EX2_EXACT));
    } catch (error) {
      this.ex2 = { ...this.ex2, result: null, error: messageOf(error) };
    }
  }

  private verifyEx3(report = true): void {
    const { d, a, b, pick } = this.ex3;
    try {
      const result = verifyEx3(this.pe, d, a, b, pick);
      this.ex3 = { ...this.ex3, result, error: null };
      if (report && pick) this.report?.(ex3Result(a, b, d, pick, result));
    } catch (error) {
      this.ex3 = { ...this.ex3, result: null, error: messageOf(error) };
    }
  }

  private num(e: Event): number {
    return (e.target as HTMLInputElement).valueAsNumber;
  }

  private renderError(error: string | null) {
    return error ? html`<p class="bad" role="alert">${error}</p>` : nothing;
  }

  protected override render() {
    return html`<section aria-labelledby="ex-guided">
      ${heading(
        this.headingLevel,
        0,
        html`Hands-on exercises, verified by the engine`,
        'ex-guided',
      )}
      ${this.renderEx1()} ${this.renderEx2()} ${this.renderEx3()}
    </section>`;
  }

  private renderEx1() {
    const e1 = this.ex1;
    const r = e1.result;
    return html`${heading(this.headingLevel, 1, html`Exercise 1 — reproduce the full table`)}
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
      <div class="buttons"><button @click=${() => this.verifyEx1()}>Verify exercise 1</button></div>
      ${this.renderError(e1.error)}
      ${
        r
          ? html`<p role="status" class="ex1-result">
              <span class=${r.unique === e1.maxLen ? 'good' : 'bad'}
                >${grouped(r.unique)} of ${grouped(e1.maxLen)} rows are distinct</span
              >; values range from <span class="mono">${fixed(r.min, 6)}</span> to
              <span class="mono">${fixed(r.max, 6)}</span>
              (${r.min >= -1 && r.max <= 1 ? 'inside [−1, 1]' : 'outside [−1, 1]!'}).
              ${
                e1.predict
                  ? html`Your prediction was
                      <strong
                        >${(e1.predict === 'yes') === (r.unique === e1.maxLen) ? 'right' : 'wrong'}</strong
                      >.`
                  : nothing
              }
            </p>`
          : nothing
      }`;
  }

  private renderEx2() {
    const e2 = this.ex2;
    return html`${heading(
        this.headingLevel,
        1,
        html`Exercise 2 — the rotation at another pair and offset`,
      )}
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
        <button @click=${() => this.verifyEx2()}>Verify exercise 2</button>
      </div>
      ${this.renderError(e2.error)} ${e2.result ? this.renderEx2Result(e2.result) : nothing}`;
  }

  private renderEx2Result(result: Ex2Result) {
    const { r, rows, maxError } = result;
    const k = this.ex2.k;
    const exact = maxError < EX2_EXACT;
    return html`<p>
        R_${k} for pair ${this.ex2.pair} =
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
              <th scope="col">PE(pos+${k}) pair</th>
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
      <p role="status" class="ex2-result ${exact ? 'good' : 'bad'}">
        Max error over the five positions: ${significant(maxError, 2)} —
        ${exact ? 'one rotation, independent of pos, maps every PE(pos) to PE(pos+k).' : 'larger than rounding: check the inputs.'}
      </p>`;
  }

  private renderEx3() {
    const e3 = this.ex3;
    const r = e3.result;
    return html`${heading(
        this.headingLevel,
        1,
        html`Exercise 3 — which dimension oscillates faster?`,
      )}
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
        <button @click=${() => this.verifyEx3()} ?disabled=${e3.pick === null}>
          Verify exercise 3
        </button>
      </div>
      ${this.renderError(e3.error)}
      ${
        r
          ? html`<p role="status" class="ex3-result">
              <span class=${r.correct ? 'good' : 'bad'}>${r.correct ? 'Right' : 'Not quite'}.</span>
              Dimension ${e3.a} (pair ${Math.floor(e3.a / 2)}) has wavelength
              ${significant(r.wa, 6)} positions (${significant(100 / r.wa, 4)} cycles per 100
              positions); dimension ${e3.b} (pair ${Math.floor(e3.b / 2)}) has
              ${significant(r.wb, 6)} (${significant(100 / r.wb, 4)} cycles per 100 positions).
              ${
                r.faster === 'same'
                  ? 'They share a pair, so they oscillate at the same rate.'
                  : `Dimension ${r.faster === 'a' ? e3.a : e3.b} oscillates faster: a lower pair index means a shorter wavelength.`
              }
            </p>`
          : nothing
      }`;
  }
}

define('pe-exercise-guided', ExerciseGuided);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-guided': ExerciseGuided;
  }
}
