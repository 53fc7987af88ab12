// The pitfalls view's tables: the scorecard of one pitfall against the
// correct encoding, the summary of all of them (whose buttons pick a
// pitfall), and the tables and values of the list of mistakes that are not
// a formula variant (its words: content/pitfalls.ts).
import { html, nothing, type TemplateResult } from 'lit';

import type { Variant } from '../../engine/index.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { Outcome } from '../../ui/derived-part.js';
import { renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/pitfalls.js';
import {
  inRange,
  K,
  rangeOf,
  rotationHolds,
  type BaseRow,
  type Concat,
  type Pitfall,
  type Score,
  type Scores,
} from './derive.js';
import { baseText, dist, rangeText, short, titles, vector, wavelength } from './text.js';

export function scorecard(r: Scores, variant: Pitfall) {
  const c = r.scores.get('correct')!;
  const v = r.scores.get(variant)!;
  const rotation = (s: Score) => {
    const holds = rotationHolds(s);
    if (holds === null) return html`<span class="muted">needs more than ${K} positions</span>`;
    return html`<span class=${holds ? 'good' : 'bad'}>${holds ? 'holds' : 'broken'}</span>
      <span class="muted">(max error ${significant(s.rotation!, 3)})</span>`;
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
    [
      'Closest two positions',
      (s) =>
        s.closest
          ? html`${s.closest.a} and ${s.closest.b}: distance ${dist(s.closest.distance)}`
          : html`<span class="muted">one row only</span>`,
    ],
    [
      'Range',
      (s) =>
        html`${rangeText(s)} ${cell(inRange(s), inRange(s) ? 'within [−1, 1]' : 'outside [−1, 1]')}`,
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
  return html`<div class="scroll">
    <table class="scorecard">
      <thead>
        <tr>
          <th class="label" scope="col">Check</th>
          <th class="label" scope="col">Correct</th>
          <th class="label" scope="col">${titles[v.variant]}</th>
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
    </table>
  </div>`;
}

export function summary(r: Scores, variant: Pitfall, choose: (variant: Variant) => void) {
  return html`<div class="scroll">
    <table class="summary">
      <thead>
        <tr>
          <th class="label" scope="col">Encoding</th>
          <th scope="col">Distinct rows</th>
          <th scope="col">Closest rows</th>
          <th scope="col">Range</th>
          <th scope="col">Rotation R<sub>${K}</sub></th>
          <th scope="col">PE(0) anchor</th>
          <th scope="col">Frozen columns</th>
          <th scope="col">Longest wavelength</th>
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
                  ? titles.correct
                  : html`<button
                      aria-pressed=${name === variant ? 'true' : 'false'}
                      @click=${() => choose(name)}
                    >
                      ${titles[name]}
                    </button>`
              }
            </th>
            <td class=${s.unique === r.L ? '' : 'bad'}>${grouped(s.unique)} / ${grouped(r.L)}</td>
            <td>${s.closest ? dist(s.closest.distance) : '–'}</td>
            <td class=${inRange(s) ? '' : 'bad'}>${rangeText(s)}</td>
            <td class=${holds === false ? 'bad' : holds ? 'good' : ''}>
              ${holds === null ? '–' : holds ? 'holds' : 'broken'}
            </td>
            <td class=${s.anchor ? 'good' : 'bad'}>${s.anchor ? 'yes' : 'no'}</td>
            <td class=${s.frozen > 0 ? 'bad' : ''}>${s.frozen}</td>
            <td>${wavelength(hi)}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </div>`;
}

function baseTable(rows: readonly BaseRow[], d: number, current: number) {
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          <th scope="col">Base</th>
          <th scope="col">Shortest wavelength</th>
          <th scope="col">Longest wavelength (d_model = ${d})</th>
          <th scope="col">Limit 2π·base</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>${baseText(row.base)}${row.base === current ? ' (current)' : ''}</td>
              <td>${fixed(row.shortest, 4)}</td>
              <td>${wavelength(row.longest)}</td>
              <td>${wavelength(row.limit)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The concatenation example's last word as E + PE and as [E | PE]. */
function concatTable(x: Concat): TemplateResult {
  const { added, joined } = x;
  const last = x.words.length - 1;
  return html`<div class="scroll">
    <table>
      <tbody>
        <tr>
          <th class="label" scope="row">E + PE (correct)</th>
          <td class="mono label">${vector(added[last] ?? [], 4)}</td>
        </tr>
        <tr>
          <th class="label" scope="row">[E | PE] (wrong)</th>
          <td class="mono label">${vector(joined[last] ?? [], 4)}</td>
        </tr>
      </tbody>
    </table>
  </div>`;
}

/**
 * What the list of mistakes that are not a formula variant (its words:
 * content/pitfalls.ts) needs: its tables, values and flags. Values and
 * figures are functions, read only while the scores `r` are shown.
 */
export function others(r: Scores | undefined, concat: Outcome<Concat>, dModel: number) {
  const correct = () => r!.scores.get('correct')!;
  const x = concat.value;
  const words = x?.words ?? [];
  const last = words.length - 1;
  const word = (k: number, w: string) =>
    renderMarkup(chapter.phrases[k === 0 ? 'firstWord' : k === last ? 'lastWord' : 'nextWord'], {
      word: w,
    });
  return {
    flags: { concat: concat.error === undefined, concatFailed: concat.error !== undefined },
    values: {
      correctRange: () => rangeText(correct()),
      correctInRange: () =>
        renderMarkup(chapter.phrases[inRange(correct()) ? 'withinRange' : 'outsideRange'], {}),
      concatCount: words.length,
      concatWords: () => words.map((w, k) => word(k, w)),
      word: '',
      concatWidth: x?.width ?? '',
      addedColumns: x?.added[0]?.length ?? 0,
      joinedColumns: x?.joined[0]?.length ?? 0,
      concatLastWord: words[last] ?? '',
      concatLast: last,
    },
    figures: {
      baseTable: () => baseTable(r!.bases, dModel, r!.base),
      baseTable512: () => (r!.bases512.length > 0 ? baseTable(r!.bases512, 512, r!.base) : nothing),
      concatTable: () => concatTable(x!),
      concatError: () => html`<p class="error">${concat.error}</p>`,
    },
  };
}
