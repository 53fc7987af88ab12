// The pitfalls view's two score tables as figure elements
// (ui/figure-element.ts): <pe-pitfall-scorecard>, one pitfall against the
// correct encoding check by check, and <pe-pitfall-summary>, every encoding
// in a row, whose buttons pick a pitfall. Their boxes (boxes.ts) are the
// header and rows of known height, cells of one line (the summary's names
// two in its compact layout), in a box that scrolls
// sideways: known from nothing the engine computes.
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';

import type { Variant } from '../../engine/index.js';
import { FigureElement } from '../../ui/figure-element.js';
import { grouped, significant } from '../../ui/format.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import { SCORECARD_CHECKS, scorecardBox, SUMMARY_ENCODINGS, summaryBox } from './boxes.js';
import {
  inRange,
  K,
  rangeOf,
  rotationHolds,
  type Pitfall,
  type Score,
  type Scores,
} from './derive.js';
import { pitfallTableStyles } from './table-styles.js';
import { dist, rangeText, short, titleMarkup, wavelength } from './text.js';
import { renderMarkup } from '../../ui/chapter.js';

/**
 * The scroll box of a table with a header row (`header` 1) or none and
 * `rows` rows: ./row-table.ts (`kind` names a layout of its own: the summary's).
 */
export const tableWrap = (header: 0 | 1, rows: number, table: TemplateResult, kind = '') =>
  html`<div
    class=${kind ? `table-wrap ${kind}` : 'table-wrap'}
    data-part
    style=${styleMap({ '--header': `${header}`, '--rows': `${rows}` })}
  >
    ${table}
  </div>`;

/** The base of the pitfalls' tables: the scores (undefined until they arrive) and the pitfall. */
abstract class ScoreTable extends FigureElement {
  static override properties: PropertyDeclarations = {
    scores: { attribute: false },
    variant: { attribute: false },
  };
  static override styles = [...FigureElement.styles, ...pitfallTableStyles];

  declare scores: Scores | undefined;
  /** The pitfall shown beside the correct encoding. */
  declare variant: Pitfall;

  constructor() {
    super();
    this.scores = undefined;
    this.variant = 'exponent-i-over-d';
  }
}

export class PitfallScorecard extends ScoreTable {
  protected override boxHeight(width: number, font: number): number {
    return scorecardBox(undefined, width, font);
  }

  protected override renderFigure() {
    const r = this.scores;
    if (r === undefined) return nothing;
    const c = r.scores.get('correct')!;
    const v = r.scores.get(this.variant)!;
    const rotation = (s: Score) => {
      const holds = rotationHolds(s);
      if (holds === null) return html`<span class="muted">needs more than ${K} positions</span>`;
      const error = html`<span class="muted">(max error ${significant(s.rotation!, 3)})</span>`;
      // A mirrored rotation is a fixed map all the same: neutral, not good or bad.
      if (holds && s.rotationBy < 0) return html`holds, as R<sub>−${K}</sub> (mirrored) ${error}`;
      return html`<span class=${holds ? 'good' : 'bad'}>${holds ? 'holds' : 'broken'}</span>
        ${error}`;
    };
    // Tied closest pairs (every pair at one offset): the offset, not the pair a search met first.
    const closest = (s: Score) => {
      const c = s.closest;
      if (!c) return html`<span class="muted">one row only</span>`;
      const which =
        c.ties === 1
          ? `${c.a} and ${c.b}`
          : c.offset !== null
            ? `p and p + ${c.offset}, every p (${grouped(c.ties)})`
            : `${grouped(c.ties)} pairs`;
      return html`${which}: ${dist(c.distance)}`;
    };
    const cell = (ok: boolean, text: string | TemplateResult) =>
      html`<span class=${ok ? 'good' : 'bad'}>${text}</span>`;
    const rows: [unknown, (s: Score) => unknown][] = [
      [
        'Distinct rows',
        (s) =>
          html`<span data-check="unique"
              >${cell(s.unique === r.L, `${grouped(s.unique)} of ${grouped(r.L)}`)}</span
            >
            rows distinct`,
      ],
      ['Closest rows: distance', closest],
      [
        'Range',
        (s) =>
          html`${rangeText(s)}
          ${cell(inRange(s), inRange(s) ? 'within [−1, 1]' : 'outside [−1, 1]')}`,
      ],
      [
        html`Rotation R<sub>${K}</sub> <span class="muted">PE(pos) → PE(pos + ${K})</span>`,
        (s) => html`<span data-check="rotation">${rotation(s)}</span>`,
      ],
      [
        'Row 0 = (0, 1, 0, 1, …)',
        (s) =>
          html`${cell(s.anchor, s.anchor ? 'yes' : 'no')}
            <span class="muted">(${s.row0.map(short).join(', ')}, …)</span>`,
      ],
      [
        'Wavelengths (positions)',
        (s) => {
          const [lo, hi] = rangeOf(s.wavelengths);
          return `${wavelength(lo)} to ${wavelength(hi)}`;
        },
      ],
      [
        html`Frozen columns <span class="muted">(change &lt; 10⁻⁶)</span>`,
        (s) => `${s.frozen} of ${r.d}`,
      ],
    ];
    return tableWrap(
      1,
      SCORECARD_CHECKS,
      html`<table class="scorecard">
        <thead>
          <tr>
            <th class="label" scope="col"><span class="head">Check</span></th>
            <th class="label" scope="col"><span class="head">Correct</span></th>
            <th class="label" scope="col">
              <span class="head">${renderMarkup(titleMarkup[v.variant], {})}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            ([name, f]) =>
              html`<tr>
                <th class="label" scope="row">${name}</th>
                <td class="label" data-variant="correct">${f(c)}</td>
                <td class="label" data-variant=${v.variant}>${f(v)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    );
  }
}

export class PitfallSummary extends ScoreTable {
  static override properties: PropertyDeclarations = {
    ...ScoreTable.properties,
    choose: { attribute: false },
  };

  /** Called with the pitfall whose button was pressed. */
  declare choose: (variant: Variant) => void;

  constructor() {
    super();
    this.choose = () => {};
  }

  protected override boxHeight(width: number, font: number): number {
    return summaryBox(undefined, width, font);
  }

  protected override renderFigure() {
    const r = this.scores;
    if (r === undefined) return nothing;
    const variant = this.variant;
    return tableWrap(
      1,
      SUMMARY_ENCODINGS,
      html`<table class="summary">
        <thead>
          <tr>
            <th class="label" scope="col"><span class="head">Encoding</span></th>
            <th scope="col"><span class="head">Distinct rows</span></th>
            <th scope="col"><span class="head">Closest rows</span></th>
            <th scope="col"><span class="head">Range</span></th>
            <th scope="col">
              <span class="head">Rotation R<sub>${K}</sub></span>
            </th>
            <th scope="col"><span class="head">PE(0) anchor</span></th>
            <th scope="col"><span class="head">Frozen columns</span></th>
            <th scope="col"><span class="head">Longest wavelength</span></th>
          </tr>
        </thead>
        <tbody>
          ${[...r.scores.values()].map((s) => {
            const holds = rotationHolds(s);
            const [, hi] = rangeOf(s.wavelengths);
            const name = s.variant;
            return html`<tr>
              <th class="label" scope="row">
                ${
                  name === 'correct'
                    ? html`<span class="name">${renderMarkup(titleMarkup.correct, {})}</span>`
                    : html`<button
                        aria-pressed=${name === variant ? 'true' : 'false'}
                        @click=${() => this.choose(name)}
                      >
                        <span class="name">${renderMarkup(titleMarkup[name], {})}</span>
                      </button>`
                }
              </th>
              <td class=${s.unique === r.L ? '' : 'bad'}>${grouped(s.unique)} / ${grouped(r.L)}</td>
              <td>${s.closest ? dist(s.closest.distance) : '–'}</td>
              <td class=${inRange(s) ? '' : 'bad'}>${rangeText(s)}</td>
              <td class=${holds === false ? 'bad' : holds && s.rotationBy > 0 ? 'good' : ''}>
                ${
                  holds === null
                    ? '–'
                    : !holds
                      ? 'broken'
                      : s.rotationBy > 0
                        ? 'holds'
                        : html`holds as R<sub>−${K}</sub>`
                }
              </td>
              <td class=${s.anchor ? 'good' : 'bad'}>${s.anchor ? 'yes' : 'no'}</td>
              <td class=${s.frozen > 0 ? 'bad' : ''}>${s.frozen}</td>
              <td>${wavelength(hi)}</td>
            </tr>`;
          })}
        </tbody>
      </table>`,
      'summary-wrap',
    );
  }
}

define('pe-pitfall-scorecard', PitfallScorecard);
define('pe-pitfall-summary', PitfallSummary);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfall-scorecard': PitfallScorecard;
    'pe-pitfall-summary': PitfallSummary;
  }
}
