// What the frequencies view shows: the chosen columns of the encoding as
// waves over position, the wavelength of every (sin, cos) pair and the facts
// of the frequency schedule. Every value is the engine's (encodePositions,
// averageGrid, wavelengths); this module picks what to ask for within a time
// budget and arranges the answers.
//
// Which column holds which pair is the engine's rule (pe.columnsOfPair,
// pe.pairOfColumn); this module never restates it.
//
// Pure: no DOM, no Lit. The plots' geometry is in geometry.ts.
import type { Layout, Matrix, PairColumns, PosEnc } from '../../engine/index.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import { MAX_DIMS } from './view.js';
import { type State } from '../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';

/** Positions plotted: 0 .. min(seqLen, MAX_POSITIONS) - 1. */
export const MAX_POSITIONS = 2000;
/** Most fractional samples per curve. */
export const MAX_SAMPLES = 1600;
/** Samples per unit of position when there are few positions. */
export const SAMPLES_PER_POSITION = 8;
/** encodePositions computes every column: samples * dModel stays under this (about 20 ms). */
export const SAMPLE_BUDGET = 600_000;
/** Dots at the integer positions up to this many positions. */
export const DOT_LIMIT = 100;
/** Columns either side of a pair when it is opened in the heat map. */
export const HEATMAP_MARGIN = 6;
/** How many dimensions are plotted when the learner has not chosen any (dims = []). */
export const AUTO_DIMS = 4;

/** The state fields the model depends on (the selected pair only moves a marker). */
export type FrequenciesInputs = Pick<State, 'seqLen' | 'dModel' | 'base' | 'layout' | 'dims'>;

export interface Curve {
  dim: number;
  pair: number;
  fn: 'sin' | 'cos';
  wavelength: number;
  /** Sample positions and PE(position, dim) there. */
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
  /** PE(pos, dim) at the integer positions 0 .. n-1, when dots are drawn. */
  dots: Float64Array | undefined;
}

export interface Facts {
  /** Wavelength of pair 0: 2π whatever the base and d_model. */
  shortest: number;
  /** Wavelength of the last pair, 2π · base^((d-2)/d). */
  longest: number;
  /** λ(i+1) / λ(i) = base^(2/d); undefined with a single pair. */
  ratio: number | undefined;
  /** base · 2π: the bound the last pair approaches as d_model grows. */
  limit: number;
  /** The matrix columns of pair 0 and of the last pair. */
  shortestColumns: PairColumns;
  longestColumns: PairColumns;
}

export interface FrequenciesModel {
  /** The dimensions plotted (those chosen, or {@link autoDims} when none are). */
  dims: number[];
  /** True when the dimensions were chosen for this d_model (the state's dims are empty). */
  auto: boolean;
  /** Positions plotted: 0 .. positions - 1. */
  positions: number;
  /** The curves sample between the integer positions. */
  smooth: boolean;
  /** True when d_model, not the number of positions, kept the curves from sampling between positions. */
  coarse: boolean;
  dModel: number;
  base: number;
  layout: Layout;
  curves: Curve[];
  /** Wavelength of every pair i = 0 .. d_model/2 - 1. */
  wavelengths: Float64Array;
  facts: Facts;
  /** Sentences on what is left out (positions cut, dimensions dropped, coarse curves). */
  notes: string[];
}

/** The dimensions that exist at `dModel`, first occurrence only, in the given order. */
export function dimsShown(dims: readonly number[], dModel: number): number[] {
  const seen = new Set<number>();
  return dims.filter((d) => {
    if (!Number.isInteger(d) || d < 0 || d >= dModel || seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

/**
 * The dimensions plotted when none are chosen: the sin columns of the pairs
 * at the quantiles 0, 1/4, 1/2 and 3/4 of the pair index. The wavelength
 * 2π · base^(2i/d) is geometric in i, so these pairs sit at evenly spaced
 * points of the log-wavelength range, 2π · base^(j/4), at any d_model: the
 * four waves spread across the spectrum instead of crowding its fast end.
 * With fewer than four pairs the cos columns of the first pairs fill in.
 * Which column holds a pair's sin is the engine's rule (columnsOfPair).
 */
export function autoDims(pe: PosEnc, dModel: number, layout: Layout): number[] {
  const pairs = dModel / 2;
  const chosen = new Set<number>();
  for (let j = 0; j < AUTO_DIMS; j++) chosen.add(Math.floor((j * pairs) / AUTO_DIMS));
  const columns = [...chosen].map((pair) => pe.columnsOfPair(pair, dModel, { layout }));
  const dims = columns.map((c) => c.sin);
  for (const c of columns) if (dims.length < AUTO_DIMS) dims.push(c.cos);
  return dims.sort((a, b) => a - b);
}

/** Wavelengths in positions: one decimal, exponent form when huge. */
export function lengthText(value: number): string {
  return Math.abs(value) < 1e9 ? fixed(value, 1) : significant(value, 4);
}

/** "12.34 cycles", "1,234 cycles": how many periods fit in positions 0 .. n-1. */
export function cyclesText(cycles: number): string {
  return cycles >= 100 ? grouped(cycles) : fixed(cycles, cycles >= 10 ? 1 : 2);
}

/** The heat-map column window that shows pair `pair` with a margin either side. */
export function heatmapWindow(
  pe: PosEnc,
  pair: number,
  dModel: number,
  layout: Layout,
): { c0: number; c1: number } {
  const first = pe.columnsOfPair(pair, dModel, { layout }).sin;
  return {
    c0: Math.max(0, first - HEATMAP_MARGIN),
    c1: Math.min(dModel, first + 2 + HEATMAP_MARGIN),
  };
}

/** The dims after adding the typed dimension, or why it was not added. */
export function addDim(
  dims: readonly number[],
  dModel: number,
  input: string,
): { dims: number[] } | { message: string } {
  const text = input.trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value)) {
    return { message: `Enter a whole dimension index from 0 to ${dModel - 1}.` };
  }
  if (value < 0 || value >= dModel) {
    return {
      message: `Dimension ${value} does not exist at d_model = ${dModel}: use 0 to ${dModel - 1}.`,
    };
  }
  if (dims.includes(value)) return { message: `Dimension ${value} is already plotted.` };
  if (dims.length >= MAX_DIMS) {
    return { message: `At most ${MAX_DIMS} dimensions at once: remove one first.` };
  }
  return { dims: [...dims, value].sort((a, b) => a - b) };
}

/** PE(pos, dim) at the integer positions 0..n-1, one column only (cheap at any d_model). */
function integerColumn(
  pe: PosEnc,
  inputs: FrequenciesInputs,
  n: number,
  dim: number,
): Float64Array {
  const { dModel, base, layout } = inputs;
  const window = {
    seqLen: n,
    dModel,
    rowStart: 0,
    rowsPerPixel: 1,
    rowsPx: n,
    colStart: dim,
    colsPerPixel: 1,
    colsPx: 1,
  };
  return pe.averageGrid(window, { base, layout }).data;
}

function columnValues(matrix: Matrix, dim: number): Float64Array {
  const column = new Float64Array(matrix.rows);
  for (let r = 0; r < matrix.rows; r++) column[r] = matrix.data[r * matrix.cols + dim]!;
  return column;
}

function factsOf(
  pe: PosEnc,
  wavelengths: Float64Array,
  inputs: Pick<FrequenciesInputs, 'dModel' | 'base' | 'layout'>,
): Facts {
  const { dModel, base, layout } = inputs;
  const half = wavelengths.length;
  return {
    shortest: wavelengths[0]!,
    longest: wavelengths[half - 1]!,
    ratio: half > 1 ? wavelengths[1]! / wavelengths[0]! : undefined,
    limit: base * wavelengths[0]!,
    shortestColumns: pe.columnsOfPair(0, dModel, { layout }),
    longestColumns: pe.columnsOfPair(half - 1, dModel, { layout }),
  };
}

/** The view's model; throws the engine's error when an input is out of range. */
export function deriveFrequencies(inputs: FrequenciesInputs, pe: PosEnc): FrequenciesModel {
  const { seqLen, dModel, base, layout } = inputs;
  const auto = inputs.dims.length === 0;
  const dims = auto ? autoDims(pe, dModel, layout) : dimsShown(inputs.dims, dModel);
  const wavelengths = pe.wavelengths(dModel, { base });
  const n = Math.max(1, Math.min(seqLen, MAX_POSITIONS));
  const wanted = n <= 1 ? 1 : Math.min(MAX_SAMPLES, (n - 1) * SAMPLES_PER_POSITION + 1);
  const affordable = Math.floor(SAMPLE_BUDGET / dModel);
  const samples = Math.min(wanted, affordable);
  const smooth = samples > n && dims.length > 0;
  const coarse = affordable <= n && wanted > n;
  let xs: Float64Array = Float64Array.from({ length: n }, (_, p) => p);
  let encoded: Matrix | undefined;
  if (smooth) {
    xs = Float64Array.from({ length: samples }, (_, s) => ((n - 1) * s) / (samples - 1));
    encoded = pe.encodePositions(xs, dModel, { base, layout });
  }
  const curves = dims.map((dim): Curve => {
    const { pair, fn } = pe.pairOfColumn(dim, dModel, { layout });
    const integers = !smooth || n <= DOT_LIMIT ? integerColumn(pe, inputs, n, dim) : undefined;
    return {
      dim,
      pair,
      fn,
      wavelength: wavelengths[pair]!,
      xs,
      ys: encoded ? columnValues(encoded, dim) : integers!,
      dots: n <= DOT_LIMIT ? integers : undefined,
    };
  });
  const notes: string[] = [];
  if (seqLen > MAX_POSITIONS) {
    notes.push(`Showing positions 0–${MAX_POSITIONS - 1} of ${grouped(seqLen)}.`);
  }
  if (coarse && curves.length > 0) {
    notes.push(
      `The curves join the integer positions only: sampling between them at d_model = ${dModel} would take too long.`,
    );
  }
  const dropped = inputs.dims.filter((d) => d >= dModel);
  if (dropped.length > 0) {
    notes.push(`Dimensions ${dropped.join(', ')} do not exist at d_model = ${dModel}.`);
  }
  return {
    dims,
    auto,
    positions: n,
    smooth,
    coarse,
    dModel,
    base,
    layout,
    curves,
    wavelengths,
    facts: factsOf(pe, wavelengths, inputs),
    notes,
  };
}

/** What deriveFrequencies is computed from: the model's state fields and the engine. */
export type FrequenciesPart = Part<FrequenciesInputs & { pe: PosEnc }, FrequenciesModel>;

/**
 * The view's model: the curves and the spectrum, or the engine's message
 * when an input is out of range. Given the previous one it is handed back
 * unchanged while the fields the curves come from stay the same (see
 * ui/derived-part.ts): selecting a pair, which only moves a marker, or
 * switching views recomputes nothing.
 */
export function derive(
  state: Readonly<State>,
  pe: PosEnc,
  previous?: FrequenciesPart,
): FrequenciesPart {
  const { seqLen, dModel, base, layout, dims } = state;
  return derivePart(previous, { pe, seqLen, dModel, base, layout, dims }, (i) =>
    deriveFrequencies(i, i.pe),
  );
}
