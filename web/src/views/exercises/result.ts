// <pe-exercise-result>: the feedback of one Run. A failure is an alert with
// its explanation; a checked run gets the overall verdict, the recognised
// pitfalls, a pass/fail row per shape and, for the first failing shape, a
// heat map of |yours − engine| with its worst cell.
import { LitElement, html, nothing, type PropertyDeclarations } from 'lit';

import { TOLERANCE, type RunVerdict, type ShapeCheck } from '../../exercises/checker.js';
import { significant } from '../../format.js';
import '../../matrix-canvas.js';
import { styleMap } from '../../style-map.js';
import { baseStyles } from '../../styles.js';
import { define, heading } from '../../view-element.js';
import { errorMapSize } from './derive.js';
import { exerciseStyles } from './styles.js';

/** A run in progress, or its verdict. */
export type RunState = { status: 'running' } | RunVerdict;

export class ExerciseResult extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    run: { attribute: false },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare run: RunState | null;

  constructor() {
    super();
    this.run = null;
  }

  protected override render() {
    const run = this.run;
    if (!run) return nothing;
    if (run.status === 'running') return html`<p class="muted">Running…</p>`;
    if (run.status === 'failed') {
      return html`<p class="bad feedback" role="alert">${run.message}</p>`;
    }
    const { checks, pitfalls } = run;
    const allPass = checks.length > 0 && checks.every((c) => c.passed);
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
        pitfalls.length > 0
          ? html`<div class="card feedback" role="note">
              <strong>Recognised mistake:</strong>
              <ul>
                ${pitfalls.map((p) => html`<li class="pitfall">${p.feedback}.</li>`)}
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
      ${this.renderErrorMap(checks.find((c) => !c.passed && c.errors))}
    `;
  }

  private renderErrorMap(fail: ShapeCheck | undefined) {
    if (!fail || !fail.errors || !fail.worst) return nothing;
    const { seqLen, dModel, worst, maxError } = fail;
    return html`${heading(
        this.headingLevel,
        1,
        html`Where shape (${seqLen}, ${dModel}) goes wrong`,
      )}
      <p>
        |your value − engine| per cell, from 0 (dark) to the max error ${significant(maxError, 3)}
        (bright); rows are positions, columns dimensions. Worst cell: position ${worst.row},
        dimension ${worst.col}: yours
        <span class="mono">${significant(worst.yours, 10)}</span>, expected
        <span class="mono">${significant(worst.expected, 10)}</span>.
      </p>
      <div class="heat">
        <pe-matrix
          style=${styleMap(errorMapSize(seqLen, dModel))}
          .matrix=${fail.errors}
          min="0"
          max=${maxError}
          cmap="sequential"
          label=${`Heat map of the absolute error for shape (${seqLen}, ${dModel}); worst at position ${worst.row}, dimension ${worst.col}`}
        ></pe-matrix>
      </div>`;
  }
}

define('pe-exercise-result', ExerciseResult);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-result': ExerciseResult;
  }
}
