// The forms of the guided exercises 1 to 3 (<pe-exercise-guided>, guided.ts):
// what the learner typed and picked, the Verify buttons and the engine's
// verdicts. Templates only: the element keeps the inputs, runs the engine
// and hands each form its exercise, an `edit` for the learner's changes and
// a `verify`.
import { html, nothing } from 'lit';

import { fixed, grouped, significant } from '../../ui/format.js';
import { heading } from '../view-element.js';
import { EX2_EXACT, type Ex1Result, type Ex2Result, type Ex3Result } from './derive.js';

export interface Ex1 {
  d: number;
  maxLen: number;
  predict: 'yes' | 'no' | null;
  result: Ex1Result | null;
  error: string | null;
}
export interface Ex2 {
  pair: number;
  k: number;
  d: number;
  result: Ex2Result | null;
  error: string | null;
}
export interface Ex3 {
  d: number;
  a: number;
  b: number;
  pick: 'a' | 'b' | null;
  result: Ex3Result | null;
  error: string | null;
}

/** What a form needs from the element: the heading level and the two actions. */
export interface FormActions<E> {
  headingLevel: number | undefined;
  edit: (patch: Partial<E>) => void;
  verify: () => void;
}

/**
 * A number of an exercise. Unlike a view's own fields it is not checked as
 * it is typed: the learner may type anything, and the engine says what is
 * wrong with it when they verify.
 */
function exerciseNumber(
  id: string,
  label: string,
  value: number,
  min: number | undefined,
  step: number,
  change: (value: number) => void,
) {
  return html`<div class="field">
    <label for=${id}>${label}</label>
    <input
      id=${id}
      type="number"
      min=${min ?? nothing}
      step=${step}
      .value=${String(value)}
      @change=${(e: Event) => change((e.target as HTMLInputElement).valueAsNumber)}
    />
  </div>`;
}

/** The learner's prediction: one of two radio buttons under a legend. */
function prediction<T extends string>(
  name: string,
  legend: unknown,
  options: readonly [readonly [T, unknown], readonly [T, unknown]],
  picked: T | null,
  pick: (value: T) => void,
) {
  const option = ([value, text]: readonly [T, unknown]) =>
    html`<label
      ><input type="radio" name=${name} .checked=${picked === value} @change=${() => pick(value)} />
      ${text}</label
    >`;
  return html`<fieldset>
    <legend>${legend}</legend>
    ${option(options[0])} ${option(options[1])}
  </fieldset>`;
}

const errorLine = (error: string | null) =>
  error ? html`<p class="bad" role="alert">${error}</p>` : nothing;

export function ex1Form(e1: Ex1, f: FormActions<Ex1>) {
  const r = e1.result;
  return html`${heading(f.headingLevel, 1, html`Exercise 1 — reproduce the full table`)}
    <p>
      Pick max_len and d_model (try d_model = 64, closer to real models). Predict, then let the
      engine check that every row is distinct and every value lies in [−1, 1].
    </p>
    <div class="controls">
      ${exerciseNumber('e1-d', 'd_model (even)', e1.d, 2, 2, (d) => f.edit({ d, result: null }))}
      ${exerciseNumber('e1-len', 'max_len', e1.maxLen, 1, 1, (maxLen) =>
        f.edit({ maxLen, result: null }),
      )}
    </div>
    ${prediction(
      'e1p',
      html`Your prediction: are all ${e1.maxLen} rows distinct?`,
      [
        ['yes', 'Yes'],
        ['no', 'No'],
      ] as const,
      e1.predict,
      (predict) => f.edit({ predict }),
    )}
    <div class="buttons"><button @click=${f.verify}>Verify exercise 1</button></div>
    ${errorLine(e1.error)}
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

export function ex2Form(e2: Ex2, f: FormActions<Ex2>) {
  return html`${heading(f.headingLevel, 1, html`Exercise 2 — the rotation at another pair and offset`)}
    <p>
      For pair i and offset k the engine builds the 2×2 rotation R_k (it depends on k and the pair's
      frequency, never on pos) and the page compares R_k·PE(pos) with PE(pos+k) on dimensions 2i and
      2i+1 at five positions.
    </p>
    <div class="controls">
      ${exerciseNumber('e2-pair', 'pair i', e2.pair, 0, 1, (pair) => f.edit({ pair, result: null }))}
      ${exerciseNumber('e2-k', 'offset k', e2.k, undefined, 1, (k) => f.edit({ k, result: null }))}
      ${exerciseNumber('e2-d', 'd_model', e2.d, 2, 2, (d) => f.edit({ d, result: null }))}
      <button @click=${f.verify}>Verify exercise 2</button>
    </div>
    ${errorLine(e2.error)} ${e2.result ? ex2Verdict(e2, e2.result) : nothing}`;
}

function ex2Verdict(e2: Ex2, result: Ex2Result) {
  const { r, rows, maxError } = result;
  const k = e2.k;
  const exact = maxError < EX2_EXACT;
  return html`<p>
      R_${k} for pair ${e2.pair} =
      <span class="mono"
        >[[${fixed(r[0]!, 6)}, ${fixed(r[1]!, 6)}], [${fixed(r[2]!, 6)}, ${fixed(r[3]!, 6)}]]</span
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
                <td class="mono">(${fixed(row.predicted[0], 6)}, ${fixed(row.predicted[1], 6)})</td>
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

export function ex3Form(e3: Ex3, f: FormActions<Ex3>) {
  const r = e3.result;
  return html`${heading(f.headingLevel, 1, html`Exercise 3 — which dimension oscillates faster?`)}
    <p>
      Pick two dimensions; decide which one completes more cycles over the same positions; the
      engine's wavelengths decide.
    </p>
    <div class="controls">
      ${exerciseNumber('e3-a', 'dimension A', e3.a, 0, 1, (a) => f.edit({ a, result: null }))}
      ${exerciseNumber('e3-b', 'dimension B', e3.b, 0, 1, (b) => f.edit({ b, result: null }))}
      ${exerciseNumber('e3-d', 'd_model', e3.d, 2, 2, (d) => f.edit({ d, result: null }))}
    </div>
    ${prediction(
      'e3p',
      'Which oscillates faster?',
      [
        ['a', `Dimension A (${e3.a})`],
        ['b', `Dimension B (${e3.b})`],
      ] as const,
      e3.pick,
      (pick) => f.edit({ pick, result: null }),
    )}
    <div class="buttons">
      <button @click=${f.verify} ?disabled=${e3.pick === null}>Verify exercise 3</button>
    </div>
    ${errorLine(e3.error)}
    ${
      r
        ? html`<p role="status" class="ex3-result">
            <span class=${r.correct ? 'good' : 'bad'}>${r.correct ? 'Right' : 'Not quite'}.</span>
            Dimension ${e3.a} (pair ${Math.floor(e3.a / 2)}) has wavelength ${significant(r.wa, 6)}
            positions (${significant(100 / r.wa, 4)} cycles per 100 positions); dimension ${e3.b}
            (pair ${Math.floor(e3.b / 2)}) has ${significant(r.wb, 6)}
            (${significant(100 / r.wb, 4)} cycles per 100 positions).
            ${
              r.faster === 'same'
                ? 'They share a pair, so they oscillate at the same rate.'
                : `Dimension ${r.faster === 'a' ? e3.a : e3.b} oscillates faster: a lower pair index means a shorter wavelength.`
            }
          </p>`
        : nothing
    }`;
}
