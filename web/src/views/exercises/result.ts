// <pe-exercise-result>: the feedback of one checked Run: the overall
// verdict, the recognised mistakes (each named, with what is wrong and how
// to fix it), a pass/fail row per shape and, for every shape, the learner's
// output as a heat map beside the engine's and |yours − engine|, with the
// worst cell. ./run.ts, the lazily loaded part of the view, defines it; the
// view itself says "Running…" and shows a failed run's explanation, so both
// appear even before (or without) that chunk.
import { LitElement, html, nothing, type PropertyDeclarations } from 'lit';

import type { Matrix } from '../../engine/index.js';
import { TOLERANCE, type RunVerdict, type ShapeCheck } from './sandbox/checker.js';
import { significant } from '../../ui/format.js';
import { baseStyles } from '../../ui/styles.js';
import { define, heading } from '../view-element.js';
import { noValues, renderChapter, renderMarkup, renderText } from '../../ui/chapter.js';
import { result as chapter } from '../../content/exercises.js';
import './result-map.js';
import { exerciseStyles } from './styles.js';

type Phrase = keyof typeof chapter.phrases;
type Values = Readonly<Record<string, string | number>>;
/** A phrase of the chapter with the values it names, as markup or as plain text. */
const say = (phrase: Phrase, values: Readonly<Record<string, unknown>> = {}): unknown =>
  renderMarkup(chapter.phrases[phrase], values);
const plain = (phrase: Phrase, values: Values = {}): string =>
  renderText(chapter.phrases[phrase], values);

/** A run whose outputs the page compared with the engine. */
export type CheckedRun = Extract<RunVerdict, { status: 'checked' }>;

export class ExerciseResult extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    run: { attribute: false },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare run: CheckedRun | null;

  constructor() {
    super();
    this.run = null;
  }

  protected override render() {
    const run = this.run;
    if (!run) return nothing;
    const { checks, pitfalls } = run;
    const allPass = checks.length > 0 && checks.every((c) => c.passed);
    const problem = checks.find((c) => c.problem);
    const count = checks.length;
    const passFail = (passed: boolean) => say(passed ? 'pass' : 'fail');
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      // The values are the figures' own: each phrase gets them there.
      values: noValues(chapter),
      figures: {
        verdict: () =>
          allPass
            ? html`<p class="good feedback">${say('allPass', { count, tolerance: TOLERANCE })}</p>`
            : html`<p class="bad feedback">
                ${say('notYet', { failed: checks.filter((c) => !c.passed).length, count })}
              </p>`,
        mistakes: () =>
          pitfalls.length > 0
            ? html`<div class="card feedback" role="note">
                <strong>${say(pitfalls.length > 1 ? 'mistakes' : 'mistake')}</strong>
                <ul>
                  ${pitfalls.map(
                    (p) =>
                      html`<li class="pitfall" data-mistake=${p.id}>
                        <strong>${p.title}</strong>: ${p.message}
                      </li>`,
                  )}
                </ul>
              </div>`
            : nothing,
        problem: () => (problem ? html`<p class="bad feedback">${problem.problem}</p>` : nothing),
        table: () =>
          html`<div class="scroll">
            <table aria-label=${plain('tableLabel')}>
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
                      <td class=${c.passed ? 'good' : 'bad'}>${passFail(c.passed)}</td>
                      <td class="mono">
                        ${c.problem ? say('rejected') : significant(c.maxError, 3)}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`,
        errorMap: () => this.renderErrorMap(checks.find((c) => !c.passed && c.errors)),
        shapes: () => checks.map((c) => this.renderShape(c)),
      },
    });
  }

  /** One of a shape's three maps, in the box of the shape `c` asked for. */
  private renderMap(
    c: ShapeCheck,
    matrix: Matrix | null,
    label: string,
    cmap: 'diverging' | 'sequential',
    max = 1,
    note = '',
  ) {
    return html`<pe-exercise-map
      .rows=${c.seqLen}
      .cols=${c.dModel}
      .size=${'thumb'}
      .matrix=${matrix}
      .note=${note}
      .caption=${label}
      .label=${label}
      .cmap=${cmap}
      .min=${cmap === 'diverging' ? -1 : 0}
      .max=${max}
    ></pe-exercise-map>`;
  }

  private renderShape(c: ShapeCheck) {
    const shape = `(${c.seqLen}, ${c.dModel})`;
    const yours = c.yours;
    const received =
      yours && (yours.rows !== c.seqLen || yours.cols !== c.dModel)
        ? plain('received', { rows: yours.rows, cols: yours.cols })
        : '';
    const verdict = html`<span class=${c.passed ? 'good' : 'bad'}
      >${say(c.passed ? 'pass' : 'fail')}</span
    >`;
    return html`<div class="shape" data-shape=${`${c.seqLen}x${c.dModel}`}>
      ${heading(this.headingLevel, 2, say('shapeHeading', { shape, verdict }))}
      <div class="heat">
        ${this.renderMap(
          c,
          yours,
          plain('yourOutput', { received }),
          'diverging',
          1,
          plain('noMatrix', { problem: c.problem ?? plain('nothingReturned') }),
        )}
        ${this.renderMap(c, c.expected, plain('engine', { shape }), 'diverging')}
        ${
          c.errors
            ? this.renderMap(
                c,
                c.errors,
                plain('difference', { maxError: significant(c.maxError, 3) }),
                'sequential',
                c.maxError > 0 ? c.maxError : 1,
              )
            : nothing
        }
      </div>
    </div>`;
  }

  private renderErrorMap(fail: ShapeCheck | undefined) {
    if (!fail || !fail.errors || !fail.worst) return nothing;
    const { seqLen, dModel, worst, maxError } = fail;
    const at = { seqLen, dModel, row: worst.row, col: worst.col };
    return html`${heading(this.headingLevel, 1, say('errorHeading', { seqLen, dModel }))}
      <p>
        ${say('errorText', {
          ...at,
          maxError: significant(maxError, 3),
          yours: significant(worst.yours, 10),
          expected: significant(worst.expected, 10),
        })}
      </p>
      <div class="heat">
        <pe-exercise-map
          .rows=${seqLen}
          .cols=${dModel}
          .size=${'error'}
          .matrix=${fail.errors}
          .label=${plain('errorLabel', at)}
          .cmap=${'sequential'}
          .min=${0}
          .max=${maxError}
        ></pe-exercise-map>
      </div>`;
  }
}

define('pe-exercise-result', ExerciseResult);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-result': ExerciseResult;
  }
}
