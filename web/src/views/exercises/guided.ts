// <pe-exercise-guided>: the course's hands-on exercises 1 to 3, each with
// its own inputs and a Verify button whose verdict comes from the engine
// (derive.ts): distinct rows and the value range of the full table, the
// rotation R_k at another pair and offset, and which of two dimensions
// oscillates faster. The inputs are kept in this browser (the view's
// ProgressStore); each verification is reported as a result and verified
// again by the engine when the page reloads (until the engine is there, as
// in the tab's first-paint frame, the outcome it gave last time is shown:
// kept-verdicts.ts). The forms are in ./guided-forms.ts.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ProgressStore } from './progress-storage.js';
import type { ResultItem } from './progress-summary.js';
import { baseStyles } from '../../ui/styles.js';
import { define } from '../view-element.js';
import { noValues, renderChapter } from '../../ui/chapter.js';
import { guided as chapter } from '../../content/exercises.js';
import { EX2_EXACT, messageOf, verifyEx1, verifyEx2, verifyEx3 } from './derive.js';
import { ex1Form, ex2Form, ex3Form, type Ex1, type Ex2, type Ex3 } from './guided-forms.js';
import {
  keepVerdict,
  keptVerdict,
  readEx1,
  readEx2,
  readEx3,
  type Outcome,
} from './kept-verdicts.js';
import { ex1Result, ex2Result, ex3Result, readInputs } from './progress.js';
import { exerciseStyles } from './styles.js';

const choice = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

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

  /** The kept work whose inputs are shown, and the one the engine has verified again. */
  private restored: ProgressStore | undefined;
  private rechecked: ProgressStore | undefined;

  protected override willUpdate(_changed: PropertyValues): void {
    if (this.progress && this.restored !== this.progress) {
      this.restored = this.progress;
      this.restore(this.progress);
    }
    if (this.progress && this.pe && this.rechecked !== this.progress) {
      this.rechecked = this.progress;
      const { results } = this.progress.work;
      if (results.ex1) this.verifyEx1(false);
      if (results.ex2) this.verifyEx2(false);
      if (results.ex3 && this.ex3.pick) this.verifyEx3(false);
    }
  }

  /** The kept inputs, each verified exercise with the outcome the engine gave it last time. */
  private restore(progress: ProgressStore): void {
    const { answers, results } = progress.work;
    const e1 = readInputs(answers['guided:ex1'], { d: 64, maxLen: 50, predict: null });
    const e2 = readInputs(answers['guided:ex2'], { pair: 1, k: 5, d: 64 });
    const e3 = readInputs(answers['guided:ex3'], { d: 64, a: 2, b: 40, pick: null });
    const kept = <R>(id: string, read: (raw: unknown) => Outcome<R> | null) =>
      (results[id] ? keptVerdict(progress, `guided:${id}`, read) : null) ?? {
        result: null,
        error: null,
      };
    this.ex1 = {
      ...e1,
      predict: choice(e1.predict, ['yes', 'no'] as const),
      ...kept('ex1', readEx1),
    };
    this.ex2 = { ...e2, ...kept('ex2', readEx2) };
    const pick = choice(e3.pick, ['a', 'b', 'same'] as const);
    this.ex3 = { ...e3, pick, ...(pick ? kept('ex3', readEx3) : { result: null, error: null }) };
  }

  /** Keeps the outcome the engine gave exercise `id` (null: none), for the next first paint. */
  private keep(id: string, outcome: object | null): void {
    keepVerdict(this.progress, `guided:${id}`, outcome);
  }

  protected override updated(changed: PropertyValues): void {
    // Keep the inputs, and the engine's outcome of the last verification (or
    // none once an input changed), for the next visit's first paint; the
    // engine verifies again once it is there.
    if (!this.progress || this.restored !== this.progress) return;
    const { d, maxLen, predict } = this.ex1;
    const { pair, k, d: d2 } = this.ex2;
    const { d: d3, a, b, pick } = this.ex3;
    // The first render only shows what was restored: nothing to keep yet.
    const edited = (key: string) => changed.has(key) && changed.get(key) !== undefined;
    const outcome = ({ result, error }: { result: object | null; error: string | null }) =>
      result !== null || error !== null ? { result, error } : null;
    if (edited('ex1')) {
      this.progress.setAnswer('guided:ex1', JSON.stringify({ d, maxLen, predict }));
      this.keep('ex1', outcome(this.ex1));
    }
    if (edited('ex2')) {
      this.progress.setAnswer('guided:ex2', JSON.stringify({ pair, k, d: d2 }));
      this.keep('ex2', outcome(this.ex2));
    }
    if (edited('ex3')) {
      this.progress.setAnswer('guided:ex3', JSON.stringify({ d: d3, a, b, pick }));
      this.keep('ex3', outcome(this.ex3));
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

  protected override render() {
    return html`<section aria-labelledby="ex-guided">
      ${renderChapter(chapter, {
        headingLevel: this.headingLevel,
        flags: {},
        // The values are the forms' own: each verdict's phrase gets them there.
        values: noValues(chapter),
        figures: {
          ex1: () =>
            ex1Form(this.ex1, {
              edit: (patch) => (this.ex1 = { ...this.ex1, ...patch }),
              verify: () => this.verifyEx1(),
            }),
          ex2: () =>
            ex2Form(this.ex2, {
              edit: (patch) => (this.ex2 = { ...this.ex2, ...patch }),
              verify: () => this.verifyEx2(),
            }),
          ex3: () =>
            ex3Form(this.ex3, {
              edit: (patch) => (this.ex3 = { ...this.ex3, ...patch }),
              verify: () => this.verifyEx3(),
            }),
        },
      })}
    </section>`;
  }
}

define('pe-exercise-guided', ExerciseGuided);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-guided': ExerciseGuided;
  }
}
