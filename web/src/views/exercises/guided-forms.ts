// The forms of the guided exercises 1 to 3 (<pe-exercise-guided>, guided.ts):
// what the learner typed and picked, the Verify buttons and the engine's
// verdicts. Templates only (their words: content/exercises.ts, `guided`):
// the element keeps the inputs, runs the engine and hands each form its
// exercise, an `edit` for the learner's changes and a `verify`.
import { html, nothing } from 'lit';

import { fixed, grouped, significant } from '../../ui/format.js';
import { renderMarkup, renderText } from '../../ui/chapter.js';
import { guided as chapter } from '../../content/exercises.js';
import {
  EX2_EXACT,
  type Ex1Result,
  type Ex2Result,
  type Ex3Pick,
  type Ex3Result,
} from './derive.js';

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
  pick: Ex3Pick | null;
  result: Ex3Result | null;
  error: string | null;
}

/** A phrase of the chapter with the values it names. */
const say = (
  phrase: keyof typeof chapter.phrases,
  values: Readonly<Record<string, unknown>> = {},
): unknown => renderMarkup(chapter.phrases[phrase], values);

/** What a form needs from the element: the two actions. */
export interface FormActions<E> {
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
  label: unknown,
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

/** The learner's prediction: one of the radio buttons under a legend. */
function prediction<T extends string>(
  name: string,
  legend: unknown,
  options: readonly (readonly [T, unknown])[],
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
    ${options.map((o, k) => html`${k > 0 ? ' ' : ''}${option(o)}`)}
  </fieldset>`;
}

const errorLine = (error: string | null) =>
  error ? html`<p class="bad" role="alert">${error}</p>` : nothing;

export function ex1Form(e1: Ex1, f: FormActions<Ex1>) {
  const r = e1.result;
  return html`<div class="controls">
      ${exerciseNumber('e1-d', say('ex1D'), e1.d, 2, 2, (d) => f.edit({ d, result: null }))}
      ${exerciseNumber('e1-len', say('ex1Len'), e1.maxLen, 1, 1, (maxLen) =>
        f.edit({ maxLen, result: null }),
      )}
    </div>
    ${prediction(
      'e1p',
      say('ex1Predict', { maxLen: e1.maxLen }),
      [
        ['yes', say('yes')],
        ['no', say('no')],
      ] as const,
      e1.predict,
      (predict) => f.edit({ predict }),
    )}
    <div class="buttons"><button @click=${f.verify}>${say('ex1Verify')}</button></div>
    ${errorLine(e1.error)}
    ${
      r
        ? html`<p role="status" class="ex1-result">
            ${say('ex1Result', {
              distinct: html`<span class=${r.unique === e1.maxLen ? 'good' : 'bad'}
                >${say('ex1Distinct', { unique: grouped(r.unique), rows: grouped(e1.maxLen) })}</span
              >`,
              min: fixed(r.min, 6),
              max: fixed(r.max, 6),
              inside: say(r.min >= -1 && r.max <= 1 ? 'inside' : 'outside'),
              prediction: e1.predict
                ? say('ex1Prediction', {
                    rightOrWrong: say(
                      (e1.predict === 'yes') === (r.unique === e1.maxLen) ? 'right' : 'wrong',
                    ),
                  })
                : nothing,
            })}
          </p>`
        : nothing
    }`;
}

export function ex2Form(e2: Ex2, f: FormActions<Ex2>) {
  return html`<div class="controls">
      ${exerciseNumber('e2-pair', say('ex2Pair'), e2.pair, 0, 1, (pair) =>
        f.edit({ pair, result: null }),
      )}
      ${exerciseNumber('e2-k', say('ex2K'), e2.k, undefined, 1, (k) => f.edit({ k, result: null }))}
      ${exerciseNumber('e2-d', say('dModel'), e2.d, 2, 2, (d) => f.edit({ d, result: null }))}
      <button @click=${f.verify}>${say('ex2Verify')}</button>
    </div>
    ${errorLine(e2.error)} ${e2.result ? ex2Verdict(e2, e2.result) : nothing}`;
}

function ex2Verdict(e2: Ex2, result: Ex2Result) {
  const { r, rows, maxError } = result;
  const k = e2.k;
  const exact = maxError < EX2_EXACT;
  const matrix = `[[${fixed(r[0]!, 6)}, ${fixed(r[1]!, 6)}], [${fixed(r[2]!, 6)}, ${fixed(r[3]!, 6)}]]`;
  return html`<p>${say('ex2Matrix', { k, pair: e2.pair, matrix })}</p>
    <div class="scroll">
      <table aria-label=${renderText(chapter.phrases.ex2Table)}>
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
      ${say('ex2Result', {
        maxError: significant(maxError, 2),
        exactness: say(exact ? 'ex2Exact' : 'ex2Inexact'),
      })}
    </p>`;
}

export function ex3Form(e3: Ex3, f: FormActions<Ex3>) {
  const r = e3.result;
  return html`<div class="controls">
      ${exerciseNumber('e3-a', say('ex3A'), e3.a, 0, 1, (a) => f.edit({ a, result: null }))}
      ${exerciseNumber('e3-b', say('ex3B'), e3.b, 0, 1, (b) => f.edit({ b, result: null }))}
      ${exerciseNumber('e3-d', say('dModel'), e3.d, 2, 2, (d) => f.edit({ d, result: null }))}
    </div>
    ${prediction(
      'e3p',
      say('ex3Question'),
      [
        ['a', say('ex3OptionA', { a: e3.a })],
        ['b', say('ex3OptionB', { b: e3.b })],
        ['same', say('ex3OptionSame')],
      ] as const,
      e3.pick,
      (pick) => f.edit({ pick, result: null }),
    )}
    <div class="buttons">
      <button @click=${f.verify} ?disabled=${e3.pick === null}>${say('ex3Verify')}</button>
    </div>
    ${errorLine(e3.error)}
    ${
      r
        ? html`<p role="status" class="ex3-result">
            ${say('ex3Result', {
              verdict: html`<span class=${r.correct ? 'good' : 'bad'}
                >${say(r.correct ? 'ex3Right' : 'ex3NotQuite')}</span
              >`,
              a: e3.a,
              b: e3.b,
              pairA: Math.floor(e3.a / 2),
              pairB: Math.floor(e3.b / 2),
              wa: significant(r.wa, 6),
              wb: significant(r.wb, 6),
              ca: significant(100 / r.wa, 4),
              cb: significant(100 / r.wb, 4),
              faster:
                r.faster === 'same'
                  ? say('ex3Same', { pairA: Math.floor(e3.a / 2) })
                  : say('ex3Faster', { fasterDim: r.faster === 'a' ? e3.a : e3.b }),
            })}
          </p>`
        : nothing
    }`;
}
