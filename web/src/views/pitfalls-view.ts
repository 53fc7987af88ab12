// The pitfalls lesson: each common implementation mistake (an engine
// variant) next to the correct encoding, with a scorecard the engine
// computes for both, plus the mistakes that are not a formula variant
// (wrong base, values outside [-1, 1], concatenating instead of adding).
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { styleMap } from '../style-map.js';

import { cssGradient } from '../colormap.js';
import type { Matrix, PosEnc, Variant } from '../engine.js';
import { fixed, grouped, significant } from '../format.js';
import '../matrix-canvas.js';
import type { CellEvent } from '../matrix-canvas.js';
import type { State } from '../state.js';
import { figureStyles } from '../styles.js';
import { ViewElement, define } from '../view-element.js';

/** Largest positions / dimensions drawn and scored (keeps every redraw well under a frame). */
const CAP = 128;
/** The offset of the rotation check. */
const K = 3;
/** A column whose values span less than this over all positions counts as frozen. */
const FROZEN = 1e-6;
/** Rotation errors below this are rounding; above it the property is broken. */
const ROTATION_TOLERANCE = 1e-9;

type Pitfall = Exclude<Variant, 'correct'>;

const titles: Record<Variant, string> = {
  correct: 'Correct encoding',
  'exponent-i-over-d': 'Wrong dimension index: i/d instead of 2i/d',
  'sine-only': 'Sine in every dimension',
  'cosine-only': 'Cosine in every dimension',
  'one-indexed': 'Off by one: positions start at 1',
  'exponent-2i-times-d': 'Multiplying: 2i·d instead of 2i/d',
  'exponent-d-over-2i': 'Inverted fraction: d/(2i) instead of 2i/d',
};

const formulas: Record<Variant, string> = {
  correct: 'sin(pos / base^(2i/d)), cos(pos / base^(2i/d)), pos = 0, 1, …',
  'exponent-i-over-d': 'sin(pos / base^(i/d)), cos(pos / base^(i/d))',
  'sine-only': 'sin(pos / base^(2i/d)) in both dimensions of a pair',
  'cosine-only': 'cos(pos / base^(2i/d)) in both dimensions of a pair',
  'one-indexed': 'the correct formula at pos = 1, 2, …',
  'exponent-2i-times-d': 'sin(pos / base^(2i·d)), cos(pos / base^(2i·d))',
  'exponent-d-over-2i': 'sin(pos / base^(d/(2i))), cos(pos / base^(d/(2i)))',
};

interface Closest {
  distance: number;
  a: number;
  b: number;
}

interface Score {
  variant: Variant;
  matrix: Matrix;
  unique: number;
  min: number;
  max: number;
  /** max |shift(PE(pos), K) - PE(pos + K)| over a few pos; null when L <= K. */
  rotation: number | null;
  anchor: boolean;
  row0: number[];
  wavelengths: Float64Array;
  frozen: number;
  closest: Closest | null;
}

interface Extras {
  /** sine-only: positions 1 and pi - 1 at d = 2, variant then correct. */
  sinePair: [Matrix, Matrix];
  /** cosine-only: positions 1 and 2 pi - 1 at d = 2, variant then correct. */
  cosinePair: [Matrix, Matrix];
  /** one-indexed: max |PE_v(p) - PE(p + 1)|, or null when L = 1. */
  shiftedByOne: number | null;
  /** i/d: min and max over pairs i >= 1 of ln(lambda_v / lambda_0) / ln(lambda_c / lambda_0). */
  logRatio: [number, number] | null;
  /** 2 pi sqrt(base): the second wavelength of the correct encoding at d = 4. */
  sqrtWavelength: number;
  /** pi, read from the engine (half its first wavelength). */
  pi: number;
}

interface BaseRow {
  base: number;
  shortest: number;
  longest: number;
  limit: number;
}

interface Result {
  L: number;
  d: number;
  scores: Map<Variant, Score>;
  extras: Extras;
  bases: BaseRow[];
  bases512: BaseRow[];
}

function rangeOf(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

function rowOf(m: Matrix, r: number): Float64Array {
  return m.data.subarray(r * m.cols, (r + 1) * m.cols);
}

function maxAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let j = 0; j < a.length; j++) worst = Math.max(worst, Math.abs(a[j]! - b[j]!));
  return worst;
}

/** The two distinct positions whose encodings are nearest (Euclidean). */
function closestRows(m: Matrix): Closest | null {
  if (m.rows < 2) return null;
  const { rows, cols, data } = m;
  let best = Infinity;
  let a = 0;
  let b = 1;
  for (let p = 0; p < rows; p++) {
    const pa = p * cols;
    for (let q = p + 1; q < rows; q++) {
      const qa = q * cols;
      let sum = 0;
      // Partial-distance pruning: stop as soon as this pair cannot win.
      for (let j = 0; j < cols && sum < best; j++) {
        const t = data[pa + j]! - data[qa + j]!;
        sum += t * t;
      }
      if (sum < best) {
        best = sum;
        a = p;
        b = q;
      }
    }
  }
  return { distance: Math.sqrt(best), a, b };
}

function frozenColumns(m: Matrix): number {
  if (m.rows < 2) return m.cols;
  let count = 0;
  for (let j = 0; j < m.cols; j++) {
    let min = Infinity;
    let max = -Infinity;
    for (let r = 0; r < m.rows; r++) {
      const v = m.data[r * m.cols + j]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max - min < FROZEN) count++;
  }
  return count;
}

function scoreOf(pe: PosEnc, L: number, d: number, base: number, variant: Variant): Score {
  const matrix = pe.positionalEncoding(L, d, { base, variant });
  const [min, max] = rangeOf(matrix.data);
  let rotation: number | null = null;
  if (L > K) {
    const last = L - 1 - K;
    const positions = [...new Set([0, Math.floor(last / 3), Math.floor((2 * last) / 3), last])];
    rotation = 0;
    for (const pos of positions) {
      const shifted = pe.shift(rowOf(matrix, pos), K, { base, variant });
      rotation = Math.max(rotation, maxAbsDifference(shifted, rowOf(matrix, pos + K)));
    }
  }
  const row0 = Array.from(rowOf(matrix, 0));
  return {
    variant,
    matrix,
    unique: pe.uniqueRows(L, d, { base, variant }),
    min,
    max,
    rotation,
    anchor: row0.every((v, j) => v === (j % 2 === 0 ? 0 : 1)),
    row0: row0.slice(0, 4),
    wavelengths: pe.wavelengths(d, { base, variant }),
    frozen: frozenColumns(matrix),
    closest: closestRows(matrix),
  };
}

function baseRow(pe: PosEnc, d: number, base: number): BaseRow {
  const w = pe.wavelengths(d, { base });
  const twoPi = pe.wavelengths(2, { base })[0]!;
  return { base, shortest: w[0]!, longest: w[w.length - 1]!, limit: twoPi * base };
}

function compute(pe: PosEnc, state: State): Result {
  const L = Math.min(state.seqLen, CAP);
  const d = Math.min(state.dModel, CAP);
  const base = state.base;
  const scores = new Map<Variant, Score>();
  for (const variant of pe.variants) scores.set(variant, scoreOf(pe, L, d, base, variant));

  const correct = scores.get('correct')!;
  const oneIndexed = scores.get('one-indexed')!;
  let shiftedByOne: number | null = null;
  if (L > 1) {
    shiftedByOne = 0;
    for (let p = 0; p + 1 < L; p++) {
      shiftedByOne = Math.max(
        shiftedByOne,
        maxAbsDifference(rowOf(oneIndexed.matrix, p), rowOf(correct.matrix, p + 1)),
      );
    }
  }
  let logRatio: [number, number] | null = null;
  const wv = scores.get('exponent-i-over-d')!.wavelengths;
  const wc = correct.wavelengths;
  if (wc.length > 1) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 1; i < wc.length; i++) {
      const r = Math.log(wv[i]! / wv[0]!) / Math.log(wc[i]! / wc[0]!);
      lo = Math.min(lo, r);
      hi = Math.max(hi, r);
    }
    logRatio = [lo, hi];
  }
  const pi = pe.wavelengths(2, { base })[0]! / 2;
  const extras: Extras = {
    sinePair: [
      pe.encodePositions([1, pi - 1], 2, { base, variant: 'sine-only' }),
      pe.encodePositions([1, pi - 1], 2, { base }),
    ],
    cosinePair: [
      pe.encodePositions([1, 2 * pi - 1], 2, { base, variant: 'cosine-only' }),
      pe.encodePositions([1, 2 * pi - 1], 2, { base }),
    ],
    shiftedByOne,
    logRatio,
    sqrtWavelength: pe.wavelengths(4, { base })[1]!,
    pi,
  };

  const baseList = [1000, 10000, 100000];
  if (!baseList.includes(base)) baseList.push(base);
  baseList.sort((x, y) => x - y);
  return {
    L,
    d,
    scores,
    extras,
    bases: baseList.map((b) => baseRow(pe, state.dModel, b)),
    bases512: state.dModel === 512 ? [] : baseList.map((b) => baseRow(pe, 512, b)),
  };
}

function num(value: number, digits = 4): string {
  return significant(value, digits);
}

/** A distance between rows: 3 decimals, or 3 significant digits when tiny. */
function dist(value: number): string {
  return value >= 0.01 ? fixed(value, 3) : significant(value, 3);
}

function short(value: number): string {
  return significant(value, 3);
}

function wavelength(value: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (value < 1000) return fixed(value, 2);
  return value < 1e9 ? grouped(value) : significant(value, 3);
}

function rangeText(s: Score): string {
  return `[${fixed(s.min, 4)}, ${fixed(s.max, 4)}]`;
}

function inRange(s: Score): boolean {
  return s.min >= -1 && s.max <= 1;
}

function rotationHolds(s: Score): boolean | null {
  return s.rotation === null ? null : s.rotation <= ROTATION_TOLERANCE;
}

function vector(values: ArrayLike<number>, digits = 4): string {
  return `(${Array.from(values, (v) => fixed(v, digits)).join(', ')})`;
}

export class PitfallsView extends ViewElement {
  static override properties = {
    ...ViewElement.properties,
    hover: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    figureStyles,
    css`
      figcaption .mono {
        display: block;
        font-weight: 400;
        color: var(--pe-muted);
        font-size: 0.85em;
      }
      pe-matrix {
        height: 240px;
        border: 1px solid var(--pe-border);
      }
      .axis {
        display: flex;
        justify-content: space-between;
        font-size: 0.8em;
        color: var(--pe-muted);
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.4em;
        font-size: 0.8em;
        color: var(--pe-muted);
      }
      .legend .bar {
        width: 8em;
        height: 0.7em;
        border: 1px solid var(--pe-border);
      }
      .readout {
        min-height: 1.5em;
        font-family: var(--pe-mono);
        font-size: 0.85em;
      }
      td.label,
      th.label {
        text-align: left;
      }
      table {
        margin: 0.4em 0 0.8em;
      }
      .explain {
        border-left: 4px solid var(--pe-accent);
        padding: 0.2em 0.8em;
        margin: 0.6em 0;
      }
      .explain p {
        margin: 0.3em 0;
      }
      .summary td {
        white-space: nowrap;
      }
      .summary button {
        min-height: 1.8em;
        padding: 0.1em 0.5em;
        text-align: left;
      }
      .summary button[aria-pressed='true'] {
        background: var(--pe-accent);
        color: var(--pe-accent-fg);
        border-color: var(--pe-accent);
      }
      .error {
        color: var(--pe-bad);
      }
      ul.others > li {
        margin-bottom: 0.8em;
      }
      .controls .field {
        max-width: 100%;
      }
      select {
        max-width: 100%;
      }
      @media (max-width: 480px) {
        table {
          font-size: 0.85em;
        }
      }
    `,
  ];

  declare hover: CellEvent | null;

  private result: Result | undefined;
  private error = '';
  private key = '';

  constructor() {
    super();
    this.hover = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('state') && !changed.has('pe')) return;
    if (!this.pe || !this.state) return;
    const s = this.state;
    const key = `${s.seqLen}|${s.dModel}|${s.base}`;
    if (key === this.key) return;
    this.key = key;
    try {
      this.result = compute(this.pe, s);
      this.error = '';
    } catch (error) {
      this.result = undefined;
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private selected(): Pitfall {
    const v = this.state.variant;
    return v === 'correct' ? 'exponent-i-over-d' : v;
  }

  private choose(variant: Variant): void {
    this.request({ variant });
  }

  override render() {
    const variant = this.selected();
    return html`
      <h2>Pitfalls: seven ways to get the encoding subtly wrong</h2>
      <p>
        Most mistakes in this formula still produce a matrix of the right shape with
        plausible-looking stripes, so nothing crashes. Pick a mistake to see it drawn next to the
        correct encoding, with the properties that matter checked by the engine for both: distinct
        rows, values in [−1, 1], the rotation that maps PE(pos) to PE(pos + ${K}), the anchor PE(0)
        = (0, 1, 0, 1, …) and the wavelength range.
      </p>
      ${
        this.showControls
          ? html`<div class="controls">
              <div class="field">
                <label for="variant">Pitfall</label>
                <select
                  id="variant"
                  .value=${variant}
                  @change=${(e: Event) => this.choose((e.target as HTMLSelectElement).value as Variant)}
                >
                  ${this.pe.variants
                    .filter((v) => v !== 'correct')
                    .map(
                      (v) =>
                        html`<option value=${v} ?selected=${v === variant}>${titles[v]}</option>`,
                    )}
                </select>
              </div>
            </div>`
          : nothing
      }
      ${
        this.error
          ? html`<p class="error" role="alert">${this.error}</p>`
          : this.result
            ? this.renderResult(this.result, variant)
            : nothing
      }
    `;
  }

  private renderResult(r: Result, variant: Pitfall) {
    const c = r.scores.get('correct')!;
    const v = r.scores.get(variant)!;
    const capped = this.state.seqLen > CAP || this.state.dModel > CAP;
    return html`
      ${this.renderMaps(r, c, v)}
      ${
        capped
          ? html`<p class="muted">
              Drawn and scored at the first ${r.L} positions × ${r.d} dimensions (capped at ${CAP}
              to keep the comparison instant).
            </p>`
          : nothing
      }
      <h3>
        Scorecard (${r.L} positions × ${r.d} dimensions, base ${significant(this.state.base, 8)})
      </h3>
      ${this.renderScorecard(c, v, r)}
      <div class="explain" aria-live="polite">${this.explain(r, variant)}</div>
      <h3>All pitfalls at a glance</h3>
      ${this.renderSummary(r, variant)}
      <h3>Pitfalls that are not a formula variant</h3>
      ${this.renderOthers(r, c)}
    `;
  }

  private renderMaps(r: Result, c: Score, v: Score) {
    const cmap = this.state.cmap;
    const hover = this.hover;
    const map = (s: Score, name: string) =>
      html`<figure>
        <figcaption>${name}<span class="mono">${formulas[s.variant]}</span></figcaption>
        <pe-matrix
          .matrix=${s.matrix}
          min="-1"
          max="1"
          cmap=${cmap}
          label=${`${name}: heat map of ${r.L} positions (rows) by ${r.d} dimensions (columns), values from −1 to 1`}
          @cell-hover=${(e: CustomEvent<CellEvent | null>) => (this.hover = e.detail)}
        ></pe-matrix>
        <div class="axis">
          <span>↓ position 0 … ${r.L - 1}</span><span>dimension 0 … ${r.d - 1} →</span>
        </div>
      </figure>`;
    const hoverText = hover
      ? `pos ${hover.row}, dim ${hover.col}: correct ${fixed(c.matrix.data[hover.row * r.d + hover.col]!, 4)}, ` +
        `pitfall ${fixed(v.matrix.data[hover.row * r.d + hover.col]!, 4)}`
      : 'Hover a cell to compare the two values.';
    return html`<div class="maps">${map(c, titles.correct)} ${map(v, titles[v.variant])}</div>
      <div class="controls">
        <div class="legend" aria-hidden="true">
          <span>−1</span
          ><span class="bar" style=${styleMap({ background: cssGradient(cmap) })}></span
          ><span>1</span>
        </div>
        <div class="readout">${hoverText}</div>
      </div>`;
  }

  private renderScorecard(c: Score, v: Score, r: Result) {
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

  /** One paragraph per pitfall; every number in it comes from the scores above. */
  private explain(r: Result, variant: Pitfall): TemplateResult {
    const c = r.scores.get('correct')!;
    const v = r.scores.get(variant)!;
    const x = r.extras;
    const same = maxAbsDifference(c.matrix.data, v.matrix.data) === 0;
    const [, wcMax] = rangeOf(c.wavelengths);
    const [wvMin, wvMax] = rangeOf(v.wavelengths);
    const holds = rotationHolds(v);
    const rotationText =
      holds === null
        ? 'The rotation check needs more positions.'
        : holds
          ? html`The rotation R<sub>${K}</sub> still holds (error ${significant(v.rotation!, 2)}).`
          : html`The rotation R<sub>${K}</sub> no longer maps PE(pos) to PE(pos + ${K}): error
              ${num(v.rotation!, 3)}, broken.`;
    const distinct =
      v.unique === r.L
        ? `all ${grouped(r.L)} rows are still distinct`
        : `only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct`;
    const closest =
      v.closest && c.closest
        ? `the closest two rows (positions ${v.closest.a} and ${v.closest.b}) are ${dist(v.closest.distance)} apart, against ${dist(c.closest.distance)} for the correct encoding`
        : '';
    switch (variant) {
      case 'exponent-i-over-d':
        if (same || !x.logRatio) {
          return html`<p>
            With d_model = ${r.d} there is only pair 0, whose exponent is 0 either way, so this
            mistake has no effect here. Increase d_model to see it.
          </p>`;
        }
        return html`<p>
            <strong>What changes:</strong> the exponent is i/d_model instead of 2i/d_model, so pair
            i's wavelength is 2π·base<sup>i/d</sup> instead of 2π·base<sup>2i/d</sup>. On a log
            scale every wavelength moves halfway back to 2π: ln(λ<sub>i</sub>/2π) of the mistake
            divided by that of the correct encoding is
            ${
              num(x.logRatio[0], 6) === num(x.logRatio[1], 6)
                ? num(x.logRatio[0], 6)
                : `${num(x.logRatio[0], 6)} to ${num(x.logRatio[1], 6)}`
            }
            for every pair i ≥ 1. (It is often summarised as "halving the frequencies"; precisely,
            it halves the exponent.) The longest wavelength shrinks from ${wavelength(wcMax)} to
            ${wavelength(wvMax)} positions, and can never exceed 2π·√base =
            ${wavelength(x.sqrtWavelength)}.
          </p>
          <p>
            <strong>What breaks:</strong> at this size, nothing you can see: ${distinct}, the
            rotation ${holds === false ? 'is broken' : 'holds'}, and row 0 is
            ${v.anchor ? 'still' : 'not'} (0, 1, 0, 1, …). The damage is to the long scales: the
            slowest pair now repeats every ${wavelength(wvMax)} positions instead of
            ${wavelength(wcMax)}, so positions that far apart are told apart only by pairs that have
            already wrapped around.
          </p>`;
      case 'sine-only':
      case 'cosine-only': {
        const sine = variant === 'sine-only';
        const [bad, good] = sine ? x.sinePair : x.cosinePair;
        const other = sine ? 'π − 1' : '2π − 1';
        return html`<p>
            <strong>What breaks:</strong> one pair alone cannot tell θ from
            ${sine ? 'π − θ (sin θ = sin(π − θ))' : '2π − θ (cos θ = cos(2π − θ))'}. At d_model = 2
            the engine encodes positions 1 and ${other} =
            ${fixed(sine ? x.pi - 1 : 2 * x.pi - 1, 4)} as ${vector(rowOf(bad, 0))} and
            ${vector(rowOf(bad, 1))}:
            ${maxAbsDifference(rowOf(bad, 0), rowOf(bad, 1)) < 1e-12 ? 'the same point' : 'almost the same point'}.
            The correct encoding gives ${vector(rowOf(good, 0))} and ${vector(rowOf(good, 1))}: its
            ${sine ? 'cosine' : 'sine'} separates them.
          </p>
          <p>
            ${rotationText} Without a ${sine ? 'cosine' : 'sine'} partner there is no point on a
            circle to rotate. Row 0 becomes all ${sine ? 'zeros' : 'ones'}, so the anchor (0, 1, 0,
            1, …) is gone. Across all ${r.d} dimensions ${distinct}, because the pairs have
            different frequencies${closest ? html`, but ${closest}` : ''}.
          </p>`;
      }
      case 'one-indexed':
        return html`<p>
          <strong>What changes:</strong> row p holds the correct PE(p + 1)
          ${x.shiftedByOne !== null ? html`(largest difference ${significant(x.shiftedByOne, 2)})` : nothing}:
          every position is shifted by one. ${rotationText}
          ${
            v.unique === r.L
              ? `Rows stay distinct (${grouped(v.unique)} of ${grouped(r.L)}): shifting every position changes nothing relative.`
              : `${grouped(v.unique)} of ${grouped(r.L)} rows are distinct.`
          } <strong>What breaks:</strong> the anchor. Row 0 is ${vector(v.row0, 4)}… instead of (0,
          1, 0, 1, …), and a model trained with one convention and run with the other sees every
          token one place off.
        </p>`;
      case 'exponent-2i-times-d': {
        const w1 = v.wavelengths.length > 1 ? v.wavelengths[1]! : NaN;
        const onlyPairZero = v.frozen === r.d - 2 && r.d > 2;
        return html`<p>
          <strong>What breaks:</strong> multiplying gives the divisor base<sup>2i·d</sup>: 1 for
          pair 0, then
          enormous${
            r.d > 2
              ? html` (pair 1's wavelength is
                ${wavelength(w1)}${Number.isFinite(w1) ? '' : ': base^(2·d) overflows float64'})`
              : nothing
          }.
          ${v.frozen} of ${r.d} columns are frozen: they change by less than 10⁻⁶ over ${r.L}
          positions, staying at sin ≈ 0, cos ≈ 1.
          ${
            onlyPairZero
              ? html`Only pair 0, wavelength ${wavelength(wvMin)}, carries position, so every row is
                essentially a point on one circle.`
              : nothing
          }
          ${
            v.unique === r.L
              ? html`The rows are still exactly distinct (${grouped(v.unique)} of ${grouped(r.L)}),
                ${onlyPairZero ? ' — only because 2π is irrational — ' : ' '}but`
              : html`Only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct, and`
          }
          ${
            v.closest && c.closest
              ? html`positions ${v.closest.a} and ${v.closest.b} land ${dist(v.closest.distance)}
                apart (closest pair of the correct encoding: ${dist(c.closest.distance)}).`
              : 'few positions are shown.'
          }
          ${
            holds
              ? html`The rotation check passes, trivially for the frozen pairs: their angle barely
                moves.`
              : rotationText
          }
        </p>`;
      }
      case 'exponent-d-over-2i': {
        const tight = v.closest !== null && c.closest !== null && v.closest.distance < 0.01;
        return html`<p>
          <strong>What breaks:</strong> inverting the fraction gives the divisor
          base<sup>d/(2i)</sup>: infinite for pair 0 (2i = 0 in the denominator), so columns 0 and 1
          are the constant (0, 1), and larger than base for every other pair. The shortest
          wavelength is ${wavelength(wvMin)}
          positions${
            wvMin > r.L
              ? html`, longer than the ${r.L} positions shown, so no angle gets far from 0`
              : nothing
          }:
          ${v.frozen} of ${r.d} columns are frozen (change &lt; 10⁻⁶) and all values lie in
          ${rangeText(v)}${v.min >= 0 ? ' (never negative)' : ''}.
          ${
            v.closest && c.closest
              ? html`The closest two positions, ${v.closest.a} and ${v.closest.b}, differ by only
                ${dist(v.closest.distance)} (correct encoding's closest pair:
                ${dist(c.closest.distance)}).`
              : nothing
          }
          ${
            v.unique === r.L
              ? `The rows are distinct on paper (${grouped(v.unique)} of ${grouped(r.L)})${tight ? ' but nearly indistinguishable in practice' : ''}.`
              : `Only ${grouped(v.unique)} of ${grouped(r.L)} rows are distinct.`
          }
        </p>`;
      }
    }
  }

  private renderSummary(r: Result, variant: Pitfall) {
    const order = this.pe.variants;
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
          ${order.map((name) => {
            const s = r.scores.get(name)!;
            const holds = rotationHolds(s);
            const [, hi] = rangeOf(s.wavelengths);
            return html`<tr>
              <th class="label" scope="row">
                ${
                  name === 'correct'
                    ? html`${titles.correct}`
                    : html`<button
                        aria-pressed=${name === variant ? 'true' : 'false'}
                        @click=${() => this.choose(name)}
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

  private renderOthers(r: Result, c: Score) {
    const s = this.state;
    const words = s.words;
    let concat: TemplateResult | typeof nothing = nothing;
    try {
      concat = this.renderConcat(words, s.emb.slice(0, words.length));
    } catch (error) {
      concat = html`<p class="error">${error instanceof Error ? error.message : String(error)}</p>`;
    }
    const baseTable = (rows: BaseRow[], d: number) =>
      html`<div class="scroll">
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
                  <td>
                    ${Number.isInteger(row.base) ? grouped(row.base) : significant(row.base, 8)}${row.base === s.base ? ' (current)' : ''}
                  </td>
                  <td>${fixed(row.shortest, 4)}</td>
                  <td>${wavelength(row.longest)}</td>
                  <td>${wavelength(row.limit)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
    return html`<ul class="others">
      <li>
        <strong>Wrong base constant.</strong> The paper's base is 10000, not 1000 or 100000. The
        base does not move the shortest wavelength (always 2π, pair 0) but sets the longest, which
        approaches 2π·base as d_model grows: ${baseTable(r.bases, s.dModel)}
        ${r.bases512.length > 0 ? baseTable(r.bases512, 512) : nothing}
      </li>
      <li>
        <strong>Values outside [−1, 1].</strong> Every entry is a sine or a cosine, so the correct
        ${r.L} × ${r.d} matrix spans ${rangeText(c)}:
        ${inRange(c) ? html`<span class="good">within [−1, 1]</span>` : html`<span class="bad">outside [−1, 1]</span>`}.
        Every variant above stays in range too, so a value outside it means a different bug, such as
        adding the raw position number (which grows without limit) instead of its sine and cosine.
      </li>
      <li><strong>Concatenating instead of adding.</strong> ${concat}</li>
      <li>
        <strong>The other four</strong> (i instead of 2i, sine or cosine everywhere, multiplication
        or an inverted fraction in the exponent, positions from 1) are the variants in the table
        above.
      </li>
    </ul>`;
  }

  private renderConcat(words: string[], emb: number[][]): TemplateResult {
    const n = words.length;
    const width = emb[0]?.length ?? 4;
    const p = this.pe.positionalEncoding(n, width, { base: this.state.base });
    const added: number[][] = emb.map((row, w) => row.map((e, j) => e + p.data[w * width + j]!));
    const joined: number[][] = emb.map((row, w) => [...row, ...rowOf(p, w)]);
    const last = n - 1;
    return html`The encoding is added element-wise, so the input keeps d_model columns. With the
      ${n} words
      ${words.map((w, k) => html`${k > 0 ? (k === n - 1 ? ' and ' : ', ') : ''}<q>${w}</q>`)} and
      ${width}-dimensional embeddings, E + PE has shape (${n}, ${added[0]?.length ?? 0});
      concatenating gives (${n}, ${joined[0]?.length ?? 0}) = (${n}, 2·d_model).
      <q>${words[last]}</q> at position ${last}:
      <div class="scroll">
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
      </div>
      If your output has 2·d_model columns, you are concatenating.`;
  }
}

define('pe-pitfalls-view', PitfallsView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfalls-view': PitfallsView;
  }
}
