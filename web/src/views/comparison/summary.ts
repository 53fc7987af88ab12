// The summary table: the three schemes side by side (parameters, maximum
// length, extrapolation, relative position, where each acts, who uses it).
// Its words are phrases of content/comparison.ts, `say` renders one. A
// template of the view's values (values.ts), so the first-paint frame shows
// it too, its engine numbers blank; its height is known by construction
// (boxes.ts: summaryBox): rows of fixed height whose cells keep their lines
// (at most SUMMARY_LINES, broken with <br> in the phrases), in a scroll box
// of fixed height that scrolls sideways when the table is wider than it.
import { css, html, unsafeCSS } from 'lit';

import {
  SUMMARY_HEAD_EM,
  SUMMARY_LINE_EM,
  SUMMARY_ROW_EM,
  SUMMARY_BORDER_PX,
  SUMMARY_GUTTER_PX,
  SUMMARY_ROWS,
} from './boxes.js';
import type { Phrase } from './values.js';

/** The rows: a row's name, then its cells for sinusoidal, learned, RoPE ('0' is no phrase). */
export const SUMMARY: readonly (readonly [Phrase, Phrase | '0', Phrase, Phrase | '0'])[] = [
  ['parametersRow', '0', 'parametersLearned', '0'],
  ['lengthRow', 'lengthSinusoidal', 'lengthLearned', 'lengthRope'],
  ['extrapolationRow', 'extrapolationSinusoidal', 'extrapolationLearned', 'extrapolationRope'],
  ['relativeRow', 'relativeSinusoidal', 'relativeLearned', 'relativeRope'],
  ['actsRow', 'actsAdded', 'actsAdded', 'actsRope'],
  ['usedRow', 'usedSinusoidal', 'usedLearned', 'usedRope'],
];

const n = (value: number) => unsafeCSS(value);

export const summaryStyles = css`
  .summary-wrap {
    height: calc(
      ${n(SUMMARY_HEAD_EM + SUMMARY_ROWS * SUMMARY_ROW_EM)}em +
        ${n((SUMMARY_ROWS + 2) * SUMMARY_BORDER_PX + SUMMARY_GUTTER_PX)}px
    );
    overflow: auto;
  }
  table.summary {
    margin: 0;
  }
  table.summary th,
  table.summary td {
    height: ${n(SUMMARY_ROW_EM)}em;
    padding-top: 0;
    padding-bottom: 0;
    line-height: ${n(SUMMARY_LINE_EM)};
    white-space: nowrap;
    text-align: left;
    vertical-align: middle;
  }
  table.summary thead th {
    height: ${n(SUMMARY_HEAD_EM)}em;
  }
  table.summary sub {
    line-height: 0;
  }
`;

export function summaryTable(say: (phrase: Phrase) => unknown) {
  const cell = (phrase: Phrase | '0') => (phrase === '0' ? '0' : say(phrase));
  return html`<div class="scroll summary-wrap" data-part>
    <table class="summary">
      <thead>
        <tr>
          <th class="label" scope="col">
            <span class="visually-hidden">${say('propertyHead')}</span>
          </th>
          <th class="label" scope="col">${say('sinusoidalHead')}</th>
          <th class="label" scope="col">${say('learnedHead')}</th>
          <th class="label" scope="col">${say('ropeHead')}</th>
        </tr>
      </thead>
      <tbody>
        ${SUMMARY.map(
          ([name, a, b, c]) =>
            html`<tr>
              <th class="label" scope="row">${say(name)}</th>
              <td>${cell(a)}</td>
              <td>${cell(b)}</td>
              <td>${cell(c)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
