// <pe-relative-view>: moving k positions rotates every (sin, cos) pair by an
// angle that depends on k only. The unit circle of one pair, its 2x2 R_k,
// the course's table "actual PE(pos+k) vs R_k PE(pos)", the whole-vector
// check, and the dot-product matrix PE·PE^T whose diagonals are constant.
import { css, html, nothing, svg, type PropertyDeclarations } from 'lit';
import { styleMap } from '../style-map.js';

import { cssGradient } from '../colormap.js';
import type { Matrix } from '../engine.js';
import { fixed, grouped, significant } from '../format.js';
import type { CellEvent } from '../matrix-canvas.js';
import '../matrix-canvas.js';
import { arcPath } from '../plot.js';
import { MAX_OFFSET, MAX_SEQ_LEN } from '../state.js';
import { ViewElement, define } from '../view-element.js';

/** The course's positions, plus the selected one. */
const TABLE_POSITIONS = [0, 3, 7, 12, 20];
/** Whole-vector agreement tolerance. */
const TOLERANCE = 1e-9;
/** Dot-product matrix: at most this many positions ... */
const MAX_DOT_POSITIONS = 128;
/** ... and n * n * dModel under this (about 25 ms). */
const DOT_BUDGET = 2 ** 22;
/** The seed's check: PE5·PE8 and PE20·PE23 from a 24-position matrix. */
const SEED_SIZE = 24;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A whole number with thousands separators and a real minus sign. */
function int(value: number): string {
  return grouped(value).replace('-', '−');
}

/** A small error: "0" or two significant digits. */
function tiny(value: number): string {
  return value === 0 ? '0' : significant(value, 2);
}

function maxAbsDifference(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  from = 0,
  to = a.length,
): number {
  let worst = 0;
  for (let k = from; k < to; k++) worst = Math.max(worst, Math.abs(a[k]! - b[k]!));
  return worst;
}

interface Row {
  pos: number;
  current: [number, number];
  predicted: [number, number];
  actual: [number, number];
  pairError: number;
  vectorError: number;
}

interface Rotation {
  key: string;
  pair: number;
  /** 2π from the engine and the pair's wavelength: θ_k = k · λ0 / λi. */
  divisor: number;
  theta: number;
  matrix: Float64Array;
  rows: Row[];
  /** The selected position's whole-vector check. */
  check: Row;
}

interface Dots {
  key: string;
  matrix: Matrix;
  min: number;
  /** PE5·PE8 and PE20·PE23 from dotProducts(24, dModel). */
  seed: [number, number];
}

type Result<T> = T | { key: string; error: string };

function isError<T>(value: Result<T>): value is { key: string; error: string } {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export class RelativeView extends ViewElement {
  static override properties: PropertyDeclarations = {
    hover: { state: true },
    selected: { state: true },
    inputError: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    css`
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 1em 2em;
        align-items: flex-start;
        margin: 0.6em 0;
      }
      .pick {
        display: flex;
        gap: 0.4em;
        align-items: center;
      }
      .pick input[type='range'] {
        width: 9em;
        min-height: auto;
        padding: 0;
        border: none;
        background: transparent;
      }
      .field input[type='number'] {
        width: 7.5em;
      }
      figure {
        margin: 0;
      }
      figcaption {
        font-size: 0.9em;
        max-width: 17em;
      }
      .circle {
        display: block;
        overflow: visible;
      }
      .axis {
        stroke: var(--pe-border);
        stroke-width: 1;
      }
      .unit {
        fill: none;
        stroke: var(--pe-muted);
        stroke-width: 1.2;
      }
      .radius-a {
        stroke: var(--pe-accent);
        stroke-width: 2;
      }
      .radius-b {
        stroke: var(--pe-focus);
        stroke-width: 2;
      }
      .point-a {
        fill: var(--pe-accent);
      }
      .point-b {
        fill: var(--pe-focus);
      }
      .arc {
        fill: none;
        stroke: var(--pe-focus);
        stroke-width: 2.5;
      }
      .svg-label {
        font-size: 12px;
        font-family: var(--pe-font);
        fill: var(--pe-fg);
      }
      .svg-muted {
        font-size: 11px;
        font-family: var(--pe-font);
        fill: var(--pe-muted);
      }
      .key-a {
        color: var(--pe-accent);
        font-weight: 600;
      }
      .key-b {
        color: var(--pe-focus);
        font-weight: 600;
      }
      .rk {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5em;
        font-family: var(--pe-mono);
      }
      table.bracket {
        border-left: 2px solid var(--pe-fg);
        border-right: 2px solid var(--pe-fg);
        border-radius: 4px;
      }
      table.bracket td {
        border: none;
        padding: 0.15em 0.6em;
      }
      .explain {
        max-width: 34em;
      }
      td.vec {
        font-family: var(--pe-mono);
        white-space: nowrap;
      }
      tr.current td {
        background: var(--pe-surface);
        font-weight: 600;
      }
      .dots {
        display: flex;
        flex-wrap: wrap;
        gap: 1em 1.5em;
        align-items: flex-start;
      }
      .dots > :first-child {
        flex: 0 1 26em;
        min-width: 0;
      }
      .matrix-wrap {
        width: 100%;
        border-radius: var(--pe-radius);
        padding: 2px;
      }
      pe-matrix {
        width: 100%;
        aspect-ratio: 1;
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.5em;
        font-size: 0.85em;
        margin-top: 0.3em;
        font-variant-numeric: tabular-nums;
      }
      .legend .bar {
        flex: 1;
        height: 0.8em;
        border-radius: 3px;
        border: 1px solid var(--pe-border);
      }
      .side {
        flex: 1 1 16em;
        min-width: 0;
      }
      .readout {
        min-height: 4.5em;
        font-variant-numeric: tabular-nums;
      }
      .num {
        font-family: var(--pe-mono);
      }
    `,
  ];

  declare hover: CellEvent | undefined;
  /** The keyboard-selected cell of the dot-product matrix. */
  declare selected: { row: number; col: number } | undefined;
  declare inputError: string;

  private rotation: Result<Rotation> | undefined;
  private dots: Result<Dots> | undefined;

  constructor() {
    super();
    this.hover = undefined;
    this.selected = undefined;
    this.inputError = '';
  }

  // ---------------------------------------------------------------- data

  private computeRotation(): Result<Rotation> {
    const { dModel, base, pos, k } = this.state;
    const pair = Math.min(this.state.pair, dModel / 2 - 1);
    const key = JSON.stringify([dModel, base, pos, k, pair]);
    if (this.rotation?.key === key) return this.rotation;
    try {
      const wavelengths = this.pe.wavelengths(dModel, { base });
      const divisor = wavelengths[pair]! / wavelengths[0]!;
      const matrix = this.pe.rotationMatrix(k, pair, dModel, { base });
      const positions = [...TABLE_POSITIONS];
      if (!positions.includes(pos)) positions.push(pos);
      const now = this.pe.encodePositions(positions, dModel, { base });
      const later = this.pe.encodePositions(
        positions.map((p) => p + k),
        dModel,
        { base },
      );
      const a = 2 * pair;
      const rows = positions.map((p, r): Row => {
        const vector = now.data.subarray(r * dModel, (r + 1) * dModel);
        const actual = later.data.subarray(r * dModel, (r + 1) * dModel);
        const shifted = this.pe.shift(vector, k, { base });
        return {
          pos: p,
          current: [vector[a]!, vector[a + 1]!],
          predicted: [shifted[a]!, shifted[a + 1]!],
          actual: [actual[a]!, actual[a + 1]!],
          pairError: maxAbsDifference(shifted, actual, a, a + 2),
          vectorError: maxAbsDifference(shifted, actual),
        };
      });
      const check = rows.find((row) => row.pos === pos)!;
      return { key, pair, divisor, theta: k / divisor, matrix, rows, check };
    } catch (error) {
      return { key, error: messageOf(error) };
    }
  }

  /** Positions shown in the dot-product matrix. */
  private dotSize(): number {
    const { seqLen, dModel } = this.state;
    return Math.max(
      1,
      Math.min(seqLen, MAX_DOT_POSITIONS, Math.floor(Math.sqrt(DOT_BUDGET / dModel))),
    );
  }

  private computeDots(): Result<Dots> {
    const { dModel, base } = this.state;
    const n = this.dotSize();
    const key = JSON.stringify([n, dModel, base]);
    if (this.dots?.key === key) return this.dots;
    try {
      const matrix = this.pe.dotProducts(n, dModel, { base });
      let min = Infinity;
      for (const v of matrix.data) min = Math.min(min, v);
      const seedMatrix = this.pe.dotProducts(SEED_SIZE, dModel, { base });
      const at = (p: number, q: number) => seedMatrix.data[p * SEED_SIZE + q]!;
      return { key, matrix, min, seed: [at(5, 8), at(20, 23)] };
    } catch (error) {
      return { key, error: messageOf(error) };
    }
  }

  // ------------------------------------------------------------- actions

  private setNumber(
    field: 'pos' | 'k' | 'pair',
    text: string,
    min: number,
    max: number,
    label: string,
  ): void {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      this.inputError = `${label} must be a whole number from ${int(min)} to ${grouped(max)}; got "${text.slice(0, 24)}".`;
      return;
    }
    this.inputError = '';
    if (value !== this.state[field]) this.request({ [field]: value });
  }

  private onMatrixKey(event: KeyboardEvent, n: number): void {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const start = this.selected ?? this.defaultCell(n);
    let { row, col } = start;
    if (event.key in moves) {
      const [dr, dc] = moves[event.key]!;
      if (this.selected !== undefined) {
        row += dr;
        col += dc;
      }
    } else if (event.key === 'Home') {
      row = 0;
      col = 0;
    } else if (event.key === 'End') {
      row = n - 1;
      col = n - 1;
    } else if (event.key === 'Escape') {
      this.selected = undefined;
      return;
    } else {
      return;
    }
    event.preventDefault();
    this.hover = undefined;
    this.selected = {
      row: Math.max(0, Math.min(n - 1, row)),
      col: Math.max(0, Math.min(n - 1, col)),
    };
  }

  /** The cell (pos, pos + k) when it is in the matrix, else (0, 0). */
  private defaultCell(n: number): { row: number; col: number } {
    const { pos, k } = this.state;
    if (pos < n && pos + k >= 0 && pos + k < n) return { row: pos, col: pos + k };
    return { row: 0, col: Math.min(n - 1, Math.max(0, k)) };
  }

  // ------------------------------------------------------------ rendering

  override render() {
    this.rotation = this.computeRotation();
    this.dots = this.computeDots();
    const rotation = this.rotation;
    return html`
      <h2>Relative position: a shift is a rotation</h2>
      <p>
        Each pair (PE(pos, 2i), PE(pos, 2i+1)) = (sin θ, cos θ) is a point on the unit circle at
        angle θ = pos / base<sup>2i/d<sub>model</sub></sup
        >. Moving k positions adds θ<sub>k</sub> = k / base<sup>2i/d<sub>model</sub></sup> to the
        angle, whatever pos is. So one fixed matrix R<sub>k</sub>, which depends on k and not on
        pos, turns PE(pos) into PE(pos + k): the model can learn “k tokens back” as a single linear
        map. That is why the encoding uses sine and cosine pairs.
      </p>
      ${this.showControls ? this.renderControls() : nothing}
      ${isError(rotation) ? html`<p class="bad" role="alert">${rotation.error}</p>` : this.renderRotation(rotation)}
      ${this.renderDots()}
    `;
  }

  private renderControls() {
    const { pos, k, dModel, seqLen } = this.state;
    const pair = Math.min(this.state.pair, dModel / 2 - 1);
    const posMax = Math.min(Math.max(seqLen - 1, 24), 500);
    const picker = (
      field: 'pos' | 'k' | 'pair',
      label: string,
      value: number,
      min: number,
      max: number,
      sliderMin: number,
      sliderMax: number,
    ) =>
      html`<div class="field">
        <label for=${`rel-${field}`}>${label}</label>
        <div class="pick">
          <input
            id=${`rel-${field}`}
            type="number"
            inputmode="numeric"
            min=${min}
            max=${max}
            step="1"
            .value=${String(value)}
            @change=${(event: Event) => {
              const input = event.target as HTMLInputElement;
              this.setNumber(field, input.value, min, max, label);
              input.value = String(this.state[field]);
            }}
          />
          <input
            type="range"
            aria-label=${`${label} slider`}
            min=${sliderMin}
            max=${sliderMax}
            step="1"
            .value=${String(Math.max(sliderMin, Math.min(sliderMax, value)))}
            @input=${(event: Event) =>
              this.setNumber(field, (event.target as HTMLInputElement).value, min, max, label)}
          />
        </div>
      </div>`;
    return html`<div class="controls">
        ${picker('pos', 'Position pos', pos, 0, MAX_SEQ_LEN, 0, posMax)}
        ${picker('k', 'Offset k', k, -MAX_OFFSET, MAX_OFFSET, -32, 32)}
        ${picker('pair', 'Pair i', pair, 0, dModel / 2 - 1, 0, dModel / 2 - 1)}
      </div>
      ${this.inputError ? html`<p class="bad" role="status">${this.inputError}</p>` : nothing}`;
  }

  private renderRotation(r: Rotation) {
    const { pos, k, dModel } = this.state;
    const [c00, c01, c10, c11] = r.matrix as unknown as [number, number, number, number];
    const turns = r.theta / (2 * Math.PI);
    const plusK = k >= 0 ? `+ ${int(k)}` : `− ${int(-k)}`;
    return html`
      <div class="row">
        ${this.renderCircle(r)}
        <div class="explain">
          <p>
            Pair ${r.pair} (columns ${2 * r.pair} and ${2 * r.pair + 1}) turns by θ<sub>k</sub> = k
            / base<sup>2i/d<sub>model</sub></sup> = ${int(k)} /
            <span class="num">${significant(r.divisor, 6)}</span> =
            <span class="num" data-value="theta">${fixed(r.theta, 4)}</span> rad${
              Math.abs(turns) >= 1
                ? html` (${fixed(turns, 2)} turns; the figure shows what is left after the whole
                  turns)`
                : nothing
            }
            per shift of ${int(k)} positions.
          </p>
          <div class="rk" role="group" aria-label="The rotation matrix R_k for this pair">
            <span>R<sub>${int(k)}</sub> =</span>
            <table class="bracket" data-value="rk">
              <tr>
                <td>${fixed(c00, 4)}</td>
                <td>${fixed(c01, 4)}</td>
              </tr>
              <tr>
                <td>${fixed(c10, 4)}</td>
                <td>${fixed(c11, 4)}</td>
              </tr>
            </table>
            <span>=</span>
            <table class="bracket">
              <tr>
                <td>cos θ<sub>k</sub></td>
                <td>sin θ<sub>k</sub></td>
              </tr>
              <tr>
                <td>−sin θ<sub>k</sub></td>
                <td>cos θ<sub>k</sub></td>
              </tr>
            </table>
          </div>
          <p class="muted">
            R<sub>k</sub> (sin θ, cos θ) = (sin(θ + θ<sub>k</sub>), cos(θ + θ<sub>k</sub>)): the
            angle-addition formulas, written as a matrix. The full shift applies one such 2×2 block
            to every pair of the d<sub>model</sub> = ${dModel} dimensions (this view always uses the
            paper's interleaved order, where a pair's columns sit side by side).
          </p>
        </div>
      </div>
      <h3>The same R<sub>${int(k)}</sub> works at every position</h3>
      <p>
        Predicted = R<sub>${int(k)}</sub> applied to PE(pos) (the engine's shift of the whole
        vector); actual = PE(pos ${plusK}) encoded directly. Pair ${r.pair} only; the last column
        checks all ${dModel} dimensions.
      </p>
      <div class="scroll">
        <table
          aria-label=${`Actual PE(pos ${plusK}) against R_${int(k)} PE(pos) for pair ${r.pair}`}
        >
          <thead>
            <tr>
              <th scope="col">pos</th>
              <th scope="col">PE(pos), pair ${r.pair}</th>
              <th scope="col">predicted R<sub>${int(k)}</sub>·PE(pos)</th>
              <th scope="col">actual PE(pos ${plusK})</th>
              <th scope="col">max |error|, pair</th>
              <th scope="col">max |error|, all ${dModel} dims</th>
            </tr>
          </thead>
          <tbody>
            ${r.rows.map(
              (row) =>
                html`<tr class=${row.pos === pos ? 'current' : ''}>
                  <td>${int(row.pos)}</td>
                  <td class="vec">${this.vector(row.current)}</td>
                  <td class="vec">${this.vector(row.predicted)}</td>
                  <td class="vec">${this.vector(row.actual)}</td>
                  <td class="num">${tiny(row.pairError)}</td>
                  <td class="num">${tiny(row.vectorError)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p data-value="check">
        Whole vector at pos = ${int(pos)}: max |shift(PE(${int(pos)}), ${int(k)}) −
        PE(${int(pos + k)})| over all ${dModel} dimensions =
        <span class="num">${tiny(r.check.vectorError)}</span>:
        ${
          r.check.vectorError <= TOLERANCE
            ? html`<span class="good">matches</span>`
            : html`<span class="bad">does not match</span>`
        }
        (tolerance 10<sup>−9</sup>).
      </p>
    `;
  }

  private vector(v: [number, number]) {
    return `[${fixed(v[0], 4)}  ${fixed(v[1], 4)}]`;
  }

  private renderCircle(r: Rotation) {
    const { pos, k } = this.state;
    const row = r.check;
    const size = 250;
    const c = size / 2;
    const radius = 92;
    // The pair is (sin θ, cos θ): drawn at x = cos θ, y = sin θ.
    const angleA = Math.atan2(row.current[0], row.current[1]);
    const ax = c + radius * row.current[1];
    const ay = c - radius * row.current[0];
    const bx = c + radius * row.actual[1];
    const by = c - radius * row.actual[0];
    const fullTurn = 2 * Math.PI;
    const sweep = r.theta - Math.trunc(r.theta / fullTurn) * fullTurn;
    const mid = angleA + sweep / 2;
    return html`<figure>
      <svg
        class="circle"
        width=${size}
        height=${size}
        viewBox=${`0 0 ${size} ${size}`}
        role="img"
        aria-label=${`Unit circle for pair ${r.pair}: PE(${pos}) at (sin, cos) = (${fixed(row.current[0], 4)}, ${fixed(row.current[1], 4)}), PE(${pos + k}) at (${fixed(row.actual[0], 4)}, ${fixed(row.actual[1], 4)}), turned by ${fixed(r.theta, 4)} radians`}
      >
        ${svg`
          <line class="axis" x1="8" x2=${size - 8} y1=${c} y2=${c}></line>
          <line class="axis" x1=${c} x2=${c} y1="8" y2=${size - 8}></line>
          <text class="svg-muted" x=${size - 8} y=${c - 6} text-anchor="end">cos θ</text>
          <text class="svg-muted" x=${c + 6} y="16">sin θ</text>
          <circle class="unit" cx=${c} cy=${c} r=${radius}></circle>
          <path class="arc" d=${arcPath(c, c, radius, angleA, sweep)}></path>
          <line class="radius-a" x1=${c} y1=${c} x2=${ax} y2=${ay}></line>
          <line class="radius-b" x1=${c} y1=${c} x2=${bx} y2=${by}></line>
          <path class="arc" d=${arcPath(c, c, 26, angleA, sweep)}></path>
          <text class="svg-label" x=${c + 40 * Math.cos(mid)} y=${c - 40 * Math.sin(mid) + 4} text-anchor="middle">θ${svg`<tspan dy="3" font-size="9">k</tspan>`}</text>
          <circle class="point-a" cx=${ax} cy=${ay} r="6"></circle>
          <circle class="point-b" cx=${bx} cy=${by} r="6"></circle>
        `}
      </svg>
      <figcaption>
        <span class="key-a">●</span> PE(${int(pos)}) = (${fixed(row.current[0], 4)},
        ${fixed(row.current[1], 4)})<br />
        <span class="key-b">●</span> PE(${int(pos + k)}) = (${fixed(row.actual[0], 4)},
        ${fixed(row.actual[1], 4)})<br />
        <span class="muted">pair ${r.pair} as (sin, cos), drawn at x = cos, y = sin</span>
      </figcaption>
    </figure>`;
  }

  private renderDots() {
    const dots = this.dots!;
    const { seqLen, dModel } = this.state;
    const intro = html`<h3>Dot products depend only on the offset</h3>
      <p>
        The same fact seen from attention's side: PE(p)·PE(q) = Σ<sub>i</sub> cos((q − p) / base<sup
          >2i/d<sub>model</sub></sup
        >) depends on q − p only. So the matrix of all dot products is constant along every
        diagonal, largest (d<sub>model</sub>/2) on the main one, and symmetric: it measures
        distance, not direction. Hover a cell, or focus the matrix and use the arrow keys, to
        compare its whole diagonal.
      </p>`;
    if (isError(dots))
      return html`${intro}
        <p class="bad" role="alert">${dots.error}</p>`;
    const m = dots.matrix;
    const n = m.rows;
    const max = dModel / 2;
    const active = this.hover ?? this.selected;
    const offset = active ? active.col - active.row : undefined;
    const highlight =
      offset === undefined ? undefined : (row: number, col: number) => col - row === offset;
    const wanted = Math.min(seqLen, MAX_DOT_POSITIONS);
    const note =
      n < wanted
        ? `Showing positions 0–${n - 1}: at d_model = ${dModel} a larger matrix would take too long.`
        : seqLen > MAX_DOT_POSITIONS
          ? `Showing positions 0–${n - 1} of ${int(seqLen)}.`
          : '';
    return html`${intro}
      <div class="dots">
        <div>
          <div
            class="matrix-wrap"
            tabindex="0"
            role="group"
            aria-label=${`Dot-product matrix PE·PEᵀ of positions 0 to ${n - 1}; arrow keys move the selected cell`}
            @keydown=${(event: KeyboardEvent) => this.onMatrixKey(event, n)}
            @blur=${() => {
              this.selected = undefined;
            }}
          >
            <pe-matrix
              .matrix=${m}
              .min=${dots.min}
              .max=${max}
              cmap="sequential"
              label=${`Heat map of PE(p)·PE(q) for p, q from 0 to ${n - 1}, sequential colours from ${fixed(dots.min, 1)} to ${fixed(max, 0)}`}
              .highlight=${highlight}
              @cell-hover=${(event: CustomEvent<CellEvent | null>) => {
                this.hover = event.detail ?? undefined;
              }}
            ></pe-matrix>
          </div>
          <div class="legend" aria-label="Colour legend">
            <span class="num">${fixed(dots.min, 1)}</span>
            <span class="bar" style=${styleMap({ background: cssGradient('sequential') })}></span>
            <span class="num">${fixed(max, 0)} = d<sub>model</sub>/2</span>
          </div>
          <p class="muted">rows p, columns q. ${note}</p>
        </div>
        <div class="side">
          <div class="readout card" aria-live="polite" data-value="diagonal">
            ${active ? this.diagonalText(m, active.row, active.col) : 'Hover a cell or focus the matrix and press an arrow key.'}
          </div>
          <p data-value="seed">
            The course's check, computed at d<sub>model</sub> = ${dModel}: PE5·PE8 =
            <span class="num">${fixed(dots.seed[0], 4)}</span> and PE20·PE23 =
            <span class="num">${fixed(dots.seed[1], 4)}</span>, both on the diagonal of offset 3.
          </p>
        </div>
      </div>`;
  }

  private diagonalText(m: Matrix, row: number, col: number) {
    const n = m.rows;
    const offset = col - row;
    let lo = Infinity;
    let hi = -Infinity;
    let count = 0;
    for (let p = Math.max(0, -offset); p < n && p + offset < n; p++) {
      const v = m.data[p * n + p + offset]!;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
      count++;
    }
    const value = m.data[row * n + col]!;
    return html`PE(${row})·PE(${col}) = <span class="num">${fixed(value, 4)}</span>; every cell on
      this diagonal (offset q − p = ${int(offset)}) has the same value:
      <span class="num">${fixed(lo, 4)}..${fixed(hi, 4)}</span> over the diagonal's ${count}
      cell${count === 1 ? '' : 's'}.`;
  }
}

define('pe-relative-view', RelativeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-relative-view': RelativeView;
  }
}
