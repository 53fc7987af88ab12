// The three schemes side by side: parameters, maximum length,
// extrapolation, relative position, where each acts, who uses it.
import { html, nothing, type TemplateResult } from 'lit';

import { fixed, grouped, significant } from '../../ui/format.js';
import { OFFSET, type Extrapolation, type Figures, type Rope } from './derive.js';
import { heading } from '../view-element.js';

type Cell = TemplateResult | string;

export function summarySection(
  f: Figures,
  x: Extrapolation,
  rope: Rope,
  trainLen: number,
  headingLevel?: number,
) {
  const cells: [string, Cell, Cell, Cell][] = [
    [
      'Parameters',
      '0',
      html`L<sub>max</sub> × d_model = ${grouped(x.parameters)} here; ${grouped(x.bert)} for BERT`,
      '0',
    ],
    [
      'Maximum length',
      'none: defined for any position',
      html`hard: L<sub>max</sub> = ${grouped(trainLen)} rows`,
      'none in principle',
    ],
    [
      'Extrapolation',
      html`yes: values stay in [−1, 1]
      ${x.maxBeyond !== null ? html`(max ${fixed(x.maxBeyond, 4)} past the line)` : nothing}`,
      html`no: positions ≥ L<sub>max</sub> have no embedding`,
      'theoretically; long contexts need scaling in practice',
    ],
    [
      'Relative position',
      html`a linear map: PE(pos + k) = R<sub>k</sub> PE(pos)${
          f.rotationError !== null
            ? html` (max error ${significant(f.rotationError, 2)} at k = ${OFFSET})`
            : nothing
        }`,
      'none built in',
      html`the score depends only on i − j (spread ${significant(rope.spread, 2)})`,
    ],
    [
      'Where it acts',
      'added to the token embeddings',
      'added to the token embeddings',
      'rotates queries and keys inside attention',
    ],
    ['Used by', 'the Transformer (2017)', 'BERT, GPT-2 (2019)', 'LLaMA and similar models'],
  ];
  return html`${heading(headingLevel, 1, html`Summary`)}
    <div class="scroll">
      <table class="summary">
        <thead>
          <tr>
            <th class="label" scope="col"><span class="visually-hidden">Property</span></th>
            <th class="label" scope="col">Sinusoidal</th>
            <th class="label" scope="col">Learned</th>
            <th class="label" scope="col">RoPE</th>
          </tr>
        </thead>
        <tbody>
          ${cells.map(
            ([name, a, b, c]) =>
              html`<tr>
                <th class="label" scope="row">${name}</th>
                <td>${a}</td>
                <td>${b}</td>
                <td>${c}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <p>
      The progression reflects deepening understanding: the sinusoid showed that periodic functions
      can encode position; learned embeddings showed that flexibility helps; RoPE showed that
      encoding relative position directly in attention is more principled than adding absolute
      position to the embeddings. ALiBi (Press et al., 2022), a fourth scheme, adds a
      position-dependent bias to the attention scores instead.
    </p>`;
}
