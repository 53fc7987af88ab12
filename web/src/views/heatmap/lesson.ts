// The heat-map view's lesson text and its "Check the numbers" list: Lit
// templates over the derived model (every number in them comes from the
// engine through derive.ts).
import { html, nothing } from 'lit';

import { fixed, grouped, significant } from '../../ui/format.js';
import { sourceTitles, type SourceName } from '../../widget/presets.js';
import type { Colormap } from '../state.js';
import { CHECK_CELLS, type HeatmapModel } from './derive.js';
import { heading } from '../view-element.js';

/** "(the tutorial's check, at 100 × 512)": where a check comes from and the sizes the source used. */
export function sourceLabel(source: SourceName, setting: string) {
  return html`<span class="source" data-source=${source}
    >(${sourceTitles[source]} check, ${setting})</span
  >`;
}

/** The one-line lead above the map: what a row, a column and a colour are. */
export function lessonLead(cmap: Colormap) {
  const scale =
    cmap === 'diverging'
      ? html`−1 (red) through 0 (white) to +1 (blue)`
      : html`−1 (dark purple) through 0 (teal) to +1 (yellow)`;
  return html`<p>
    Each row is one position's encoding vector PE(pos), each column one dimension, coloured on a
    fixed scale from ${scale}.
  </p>`;
}

/** The explanation under the map (after it, so a phone's first screen reaches the map). */
export function lessonText(model: HeatmapModel) {
  const waves = model.wavelengths;
  // 4 decimals, or 1 for long wavelengths: 6.2832 and 60611.5 as in the sources.
  const length = (w: number) => fixed(w, w >= 1000 ? 1 : 4);
  const lastPair = model.dModel / 2 - 1;
  const first = waves?.[0];
  const last = waves?.[lastPair];
  const base = significant(model.base);
  let schedule: unknown = nothing;
  if (first !== undefined && last !== undefined) {
    if (lastPair === 0) {
      schedule = html`With d_model = 2 there is a single pair (<var>i</var> = 0): sin and cos of the
        angle pos itself, wavelength λ<sub>0</sub> = ${length(first)} positions, so positions about
        ${Math.round(first)} apart look almost alike.`;
    } else if (last / first < 10) {
      schedule = html`Pair <var>i</var> holds sin and cos of the same angle pos /
        ${base}<sup>2i/${model.dModel}</sup>. With base ${base} the wavelengths only grow from λ<sub
          >0</sub
        >
        = ${length(first)} to λ<sub>${lastPair}</sub> = ${length(last)} positions: every column
        turns at almost the same speed, so the rows repeat a similar pattern. The paper's base 10000
        spreads them over four orders of magnitude.`;
    } else {
      schedule = html`Pair <var>i</var> holds sin and cos of the same angle pos /
        ${base}<sup>2i/${model.dModel}</sup>, whose wavelength grows geometrically from λ<sub
          >0</sub
        >
        = ${length(first)} positions to λ<sub>${lastPair}</sub> =
        <span data-value="longest">${length(last)}</span>
        ${sourceLabel('tutorial', 'at d_model = 512')}: the fast columns flip from row to row, the
        slow ones barely change, and together they give every position its own pattern.`;
    }
  }
  return html`${schedule === nothing ? nothing : html`<p>${schedule}</p>`}
    <p>
      ${
        model.layout === 'split'
          ? html`This is the <em>split</em> layout (all sines, then all cosines);`
          : html`This is the paper's <em>interleaved</em> layout (sin, cos, sin, cos, …);`
      }
      interleaved and split hold the same numbers in a different column order.
    </p>`;
}

/**
 * "Check the numbers": PE(0) and PE(1) at once, the verdicts once the
 * whole-matrix checks have run (the view runs them after the frame is
 * drawn; until then each line says what is being checked).
 */
export function checksList(model: HeatmapModel, headingLevel?: number) {
  const rows = model.rows;
  if (!rows) return html`<p class="error">${model.rowsError ?? ''}</p>`;
  const pending = model.checkPart === undefined;
  const checks = model.checks;
  if (!pending && !checks) return html`<p class="error">${model.checksError ?? ''}</p>`;
  const { dModel, seqLen } = model;
  const cells = seqLen * dModel;
  const shown = Math.min(dModel, 6);
  const list = (values: number[]) =>
    `[${values
      .slice(0, shown)
      .map((value) => fixed(value, 4))
      .join(', ')}${dModel > shown ? ', …' : ''}]`;
  const tooLarge = html`<li class="muted">
    The range and distinct-row checks materialise the matrix, so they run up to
    ${grouped(CHECK_CELLS)} cells; this one has ${grouped(cells)}. The heat map never builds it: it
    computes only the pixels on screen.
  </li>`;
  let wholeMatrix: unknown;
  if (!checks) {
    wholeMatrix =
      cells > CHECK_CELLS
        ? tooLarge
        : html`<li class="muted">
              Checking that all ${grouped(cells)} values lie in [−1, 1] (their min and max).
            </li>
            <li class="muted">
              Counting how many of the ${grouped(seqLen)} rows are distinct
              ${sourceLabel('course', 'at 50 × 8')}.
            </li>`;
  } else if (checks.min !== undefined && checks.max !== undefined) {
    wholeMatrix = html`<li>
        All ${grouped(checks.cells)} values lie in [−1, 1]: min ${fixed(checks.min, 4)}, max
        ${fixed(checks.max, 4)}
        ${
          checks.min >= -1 && checks.max <= 1
            ? html`<span class="good">in range</span>`
            : html`<span class="bad">out of range</span>`
        }.
      </li>
      <li>
        <span data-value="unique"
          >${grouped(checks.unique ?? 0)} of ${grouped(seqLen)} rows are distinct</span
        >
        ${sourceLabel('course', 'at 50 × 8')}
        ${
          checks.unique === seqLen
            ? html`<span class="good">every position has its own vector</span>`
            : html`<span class="bad">some positions share a vector</span>`
        }.
      </li>`;
  } else {
    wholeMatrix = tooLarge;
  }
  return html`${heading(headingLevel, 0, html`Check the numbers`)}
    <ul class="checks" aria-busy=${pending ? 'true' : 'false'}>
      <li>
        PE(0) = <code>${list(rows.row0)}</code>:
        ${
          !checks
            ? html`<span class="muted">checking its sin and cos columns</span>`
            : checks.zeroOne
              ? html`<span class="good">every sin is 0 and every cos is 1</span>`
              : html`<span class="bad">not all sin 0 and cos 1</span>`
        },
        the anchor at position 0.
      </li>
      ${
        seqLen > 1
          ? html`<li>
              PE(1) = <code>${list(rows.row1)}</code> ${sourceLabel('tutorial', 'at 100 × 512')}
              ${sourceLabel('course', 'at 50 × 8')}:
              ${
                model.layout === 'split'
                  ? 'sin 1 first, then the sines of the slower pairs; the cosines start at dimension d_model/2.'
                  : 'sin 1 and cos 1 first, then pairs of lower frequency.'
              }
            </li>`
          : nothing
      }
      ${wholeMatrix} ${checks?.error ? html`<li class="error">${checks.error}</li>` : nothing}
    </ul>`;
}
