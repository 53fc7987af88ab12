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
import { type State } from '../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';
import { autoDimsOf, curveNotes, dimsShown, sampling } from './plotted.js';

export {
  addDim,
  AUTO_DIMS,
  dimsShown,
  MAX_POSITIONS,
  MAX_SAMPLES,
  SAMPLE_BUDGET,
  SAMPLES_PER_POSITION,
} from './plotted.js';
export { cyclesText, lengthText } from './length.js';

/** Dots at the integer positions up to this many positions. */
export const DOT_LIMIT = 100;
/** Columns either side of a pair when it is opened in the heat map. */
export const HEATMAP_MARGIN = 6;

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

/**
 * The dimensions plotted when none are chosen (plotted.ts's autoDimsOf),
 * with the engine's rule of which column holds a pair's sin
 * (columnsOfPair).
 */
export function autoDims(pe: PosEnc, dModel: number, layout: Layout): number[] {
  return autoDimsOf(dModel, (pair) => pe.columnsOfPair(pair, dModel, { layout }));
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
  const { dModel, base, layout } = inputs;
  const auto = inputs.dims.length === 0;
  const dims = auto ? autoDims(pe, dModel, layout) : dimsShown(inputs.dims, dModel);
  const wavelengths = pe.wavelengths(dModel, { base });
  const { positions: n, samples, smooth, coarse } = sampling(inputs, dims.length);
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
  const notes = curveNotes(inputs, curves.length);
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
