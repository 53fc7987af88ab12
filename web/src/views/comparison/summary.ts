// The summary table: the three schemes side by side (parameters, maximum
// length, extrapolation, relative position, where each acts, who uses it).
// Its words are phrases of content/comparison.ts, `say` renders one.
import { html } from 'lit';

import type comparison from '../../content/comparison.js';

type Phrase = keyof typeof comparison.phrases;

export function summaryTable(say: (phrase: Phrase) => unknown) {
  const rows: [Phrase, unknown, unknown, unknown][] = [
    ['parametersRow', '0', say('parametersLearned'), '0'],
    ['lengthRow', say('lengthSinusoidal'), say('lengthLearned'), say('lengthRope')],
    [
      'extrapolationRow',
      say('extrapolationSinusoidal'),
      say('extrapolationLearned'),
      say('extrapolationRope'),
    ],
    ['relativeRow', say('relativeSinusoidal'), say('relativeLearned'), say('relativeRope')],
    ['actsRow', say('actsAdded'), say('actsAdded'), say('actsRope')],
    ['usedRow', say('usedSinusoidal'), say('usedLearned'), say('usedRope')],
  ];
  const property = say('propertyHead');
  return html`<div class="scroll">
    <table class="summary">
      <thead>
        <tr>
          <th class="label" scope="col"><span class="visually-hidden">${property}</span></th>
          <th class="label" scope="col">${say('sinusoidalHead')}</th>
          <th class="label" scope="col">${say('learnedHead')}</th>
          <th class="label" scope="col">${say('ropeHead')}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([name, a, b, c]) =>
            html`<tr>
              <th class="label" scope="row">${say(name)}</th>
              <td>${a}</td>
              <td>${b}</td>
              <td>${c}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
