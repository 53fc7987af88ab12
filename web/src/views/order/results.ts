// What the word-order view shows of the engine's runs: the two comparison
// cards (without and with PE: the attention maps of both orders, the
// verdict, the followed token's outputs and their difference) and the
// weights' legend and tables. One template for the view and its first-paint
// frame (frame.ts): before the engine's runs arrive (`model` undefined) each
// map is an empty box of its final size and each number a blank of the
// width it usually takes, so nothing moves when they come.
import { html, nothing, type TemplateResult } from 'lit';

import { BLANK } from '../../ui/chapter.js';
import { cssGradient } from '../../ui/colormap.js';
import { fixed } from '../../ui/format.js';
import { styleMap } from '../../ui/style-map.js';
import type { State } from '../state.js';
import { heading } from '../view-element.js';
import { attentionMapBox, attentionMapWidthCss } from './boxes.js';
import {
  differenceText,
  sentenceText,
  type Comparison,
  type OrderModel,
  type Run,
} from './derive.js';
import type chapter from '../../content/order.js';

/** A phrase of the chapter, with the view's values. */
export type Say = (phrase: keyof typeof chapter.phrases) => unknown;

/**
 * Characters of an output vector as the lesson prints it with the default
 * sentence: "[", four values of 4 decimals below 10 ("0.6328"), three
 * spaces, "]"; the blank before the engine's numbers is this wide.
 */
const VECTOR_CHARS = 2 + 4 * 6 + 3;
/** Characters of a difference ‖a − b‖ that is not 0, as usually printed ("0.8714"). */
const DIFFERENCE_CHARS = 6;

/** A blank at least `chars` characters of its (monospaced) font wide. */
function blank(chars: number): TemplateResult {
  return html`<span class="slot" style=${styleMap({ 'min-width': `${chars}ch` })}>${BLANK}</span>`;
}

/** The box of an attention map before its code and its weights arrive (the frame's). */
function mapSlot(state: State): TemplateResult {
  return html`<div
    style=${styleMap({ flex: 'none', width: attentionMapWidthCss(state.words.length) })}
  >
    <pe-figure-slot
      aria-hidden="true"
      .slotFor=${{ box: (s: State, w: number, f: number) => attentionMapBox({ words: s.words.length }, w, f) }}
      .state=${state}
    ></pe-figure-slot>
  </div>`;
}

interface Card {
  state: State;
  headingLevel: number | undefined;
  say: Say;
  withPe: boolean;
  /** The engine's comparison; undefined before it arrives. */
  comparison: Comparison | undefined;
}

function card({ state, headingLevel, say, withPe, comparison }: Card): TemplateResult {
  const { words, order } = state;
  const first = Array.from({ length: words.length }, (_, k) => k);
  const key = withPe ? 'pe' : 'plain';
  // Before the engine's outputs arrive the verdict is that of a working
  // engine: without PE the two outputs are the same (attention is
  // permutation-equivariant), with PE they differ unless the orders are.
  const same = comparison?.same ?? (!withPe || order.every((w, k) => w === k));
  const texts = comparison
    ? comparison.runs.map((run) => run.text)
    : [sentenceText(words, first), sentenceText(words, order)];
  const vector = (text: string, run: Run | undefined, which: string) =>
    html`<div class="vector">
      <span class="sentence-name">${text}</span>
      <code data-vector="${key}-${which}"
        >${run ? `[${Array.from(run.vector, (v) => fixed(v, 4)).join(' ')}]` : blank(VECTOR_CHARS)}</code
      >
    </div>`;
  const runs = comparison?.runs;
  return html`<section class="card" aria-label="${withPe ? 'With' : 'Without'} positional encoding">
    ${heading(headingLevel, 1, say(withPe ? 'withPe' : 'withoutPe'))}
    <div class="maps">
      ${
        runs
          ? runs.map(
              (run) =>
                html`<pe-attention-map
                  .run=${run}
                  .words=${words}
                  .withPe=${withPe}
                ></pe-attention-map>`,
            )
          : [mapSlot(state), mapSlot(state)]
      }
    </div>
    <p class="verdict">
      <span>${say('inBoth')}</span>
      <span class="result" data-result=${same ? 'same' : 'different'}
        ><span class="icon" aria-hidden="true">${same ? '=' : '≠'}</span
        ><strong data-verdict=${key}>${same ? 'same' : 'different'}</strong></span
      >
    </p>
    <p class="muted small">${say('outputOf')}</p>
    ${vector(texts[0]!, runs?.[0], 'first')} ${vector(texts[1]!, runs?.[1], 'second')}
    <p class="difference">
      ${say('difference')}
      <strong data-difference=${key}
        >${
          comparison
            ? differenceText(comparison.difference)
            : blank(same ? differenceText(0).length : DIFFERENCE_CHARS)
        }</strong
      >
    </p>
  </section>`;
}

/** The two comparison cards: without PE, then with PE. */
export function orderRuns(
  state: State,
  model: OrderModel | undefined,
  say: Say,
  headingLevel: number | undefined,
): TemplateResult {
  const common = { state, headingLevel, say };
  return html`<div class="runs">
    ${card({ ...common, withPe: false, comparison: model?.plain })}
    ${card({ ...common, withPe: true, comparison: model?.withPe })}
  </div>`;
}

function weightTable(words: readonly string[], run: Run, caption: string): TemplateResult {
  const n = run.order.length;
  return html`<table>
    <caption>
      ${caption}: ${run.text}
    </caption>
    <thead>
      <tr>
        <th scope="col"><span class="visually-hidden">attending token</span></th>
        ${run.order.map((w) => html`<th scope="col">${words[w]}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${run.order.map(
        (w, r) =>
          html`<tr>
            <th scope="row">${words[w]}</th>
            ${Array.from({ length: n }, (_, c) => html`<td>${fixed(run.weights.data[r * n + c]!, 3)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The weights' colour legend, and the weights as numbers (closed; empty before the engine). */
export function orderWeights(
  state: State,
  model: OrderModel | undefined,
  say: Say,
): TemplateResult {
  const { words } = state;
  return html`<div class="scale">
      <span>weight 0</span
      ><span class="bar" style=${styleMap({ background: cssGradient('sequential') })}></span
      ><span>1</span>
      <span class="muted">${say('rowsSum')}</span>
    </div>
    <details>
      <summary>Attention weights as numbers</summary>
      ${
        model
          ? html`${weightTable(words, model.plain.runs[0], 'Without PE')}
            ${weightTable(words, model.plain.runs[1], 'Without PE')}
            ${weightTable(words, model.withPe.runs[0], 'With PE')}
            ${weightTable(words, model.withPe.runs[1], 'With PE')}`
          : nothing
      }
    </details>`;
}
