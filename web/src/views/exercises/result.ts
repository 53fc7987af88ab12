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
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import { baseStyles } from '../../ui/styles.js';
import { define, heading } from '../view-element.js';
import { errorMapSize, thumbSize } from './derive.js';
import { exerciseStyles } from './styles.js';

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
              <strong>Recognised mistake${pitfalls.length > 1 ? 's' : ''}:</strong>
              <ul>
                ${pitfalls.map(
                  (p) =>
                    html`<li class="pitfall" data-mistake=${p.id}>
                      <strong>${p.title}</strong>: ${p.message}
                    </li>`,
                )}
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
      ${heading(this.headingLevel, 1, html`Your output beside the engine's, shape by shape`)}
      <p class="muted">
        Values from −1 (red) through 0 (white) to 1 (blue); the difference |yours − engine| from 0
        (dark) to its largest value (bright). Rows are positions, columns dimensions.
      </p>
      ${checks.map((c) => this.renderShape(c))}
    `;
  }

  private renderMap(matrix: Matrix, label: string, cmap: 'diverging' | 'sequential', max = 1) {
    return html`<figure class="thumb">
      <pe-matrix
        style=${styleMap(thumbSize(matrix.rows, matrix.cols))}
        .matrix=${matrix}
        min=${cmap === 'diverging' ? -1 : 0}
        max=${max}
        cmap=${cmap}
        label=${label}
      ></pe-matrix>
      <figcaption>${label}</figcaption>
    </figure>`;
  }

  private renderShape(c: ShapeCheck) {
    const shape = `(${c.seqLen}, ${c.dModel})`;
    const yours = c.yours;
    const received =
      yours && (yours.rows !== c.seqLen || yours.cols !== c.dModel)
        ? ` (received ${yours.rows} × ${yours.cols})`
        : '';
    return html`<div class="shape" data-shape=${`${c.seqLen}x${c.dModel}`}>
      ${heading(
        this.headingLevel,
        2,
        html`Shape ${shape}:
          <span class=${c.passed ? 'good' : 'bad'}>${c.passed ? 'pass' : 'fail'}</span>`,
      )}
      <div class="heat">
        ${
          yours
            ? this.renderMap(yours, `Your output${received}`, 'diverging')
            : html`<p class="muted">No matrix to draw: ${c.problem ?? 'nothing was returned'}</p>`
        }
        ${this.renderMap(c.expected, `Engine ${shape}`, 'diverging')}
        ${
          c.errors
            ? this.renderMap(
                c.errors,
                `|yours − engine|, max ${significant(c.maxError, 3)}`,
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
