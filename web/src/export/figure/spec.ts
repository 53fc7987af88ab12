// What a view exports: figures (drawn to SVG and PNG by the shared figure
// renderer) and the numbers behind them (CSV tables and .npy arrays).
//
// Pure data, no DOM: a view builds its ViewExport in a pure module of its
// own folder (usually export.ts, unit-tested in Node) from the model it
// already derived, so an exported file always shows exactly what the view
// computed with the engine. The renderer and the export menu know nothing
// about any particular view; a view knows nothing about file formats.
import type { Colormap } from '../../views/state.js';
import type { Steps } from './steps.js';

/**
 * A figure's data, a table's rows or an array's data may be a getter that
 * computes them on first read and keeps them (each file reads a getter
 * once). When that is long, `prepare` does the same computation in steps:
 * the export menu runs it in tasks of the page before it reads the value,
 * which is then at hand. `release` forgets what was computed: the menu
 * calls it once the file is built, so a large matrix is not kept.
 */
export interface Deferred {
  readonly prepare?: () => Steps<unknown>;
  readonly release?: () => void;
}

/** A matrix drawn as coloured cells, every cell the same size. */
export interface HeatmapFigure extends Deferred {
  readonly kind: 'heatmap';
  readonly title: string;
  /** File-name suffix (default: the title in kebab case). */
  readonly name?: string;
  readonly rows: number;
  readonly cols: number;
  /** rows x cols values, row-major; row 0 is drawn at the top. */
  readonly data: Float64Array | Int32Array;
  /** Axis titles, e.g. 'position' and 'dimension'. */
  readonly xLabel: string;
  readonly yLabel: string;
  /** The number of the first row and column (tick labels count from here). */
  readonly rowStart?: number;
  readonly colStart?: number;
  /**
   * How many rows (columns) the cells cover, when each cell is the mean of
   * several (a window too large to draw one cell per row); default: rows (cols).
   */
  readonly rowSpan?: number;
  readonly colSpan?: number;
  /** Names of the rows (columns), e.g. the words of a sentence: shown as tick labels. */
  readonly rowLabels?: readonly string[];
  readonly colLabels?: readonly string[];
  /** Colour scale: the values mapped to the ends of the colour map. */
  readonly cmap: Colormap;
  readonly range: readonly [number, number];
  /** The colour bar's title, e.g. 'PE value' or 'bias'. */
  readonly colorbarLabel: string;
}

/** One or more curves on shared axes, with a legend. */
export interface LineFigure extends Deferred {
  readonly kind: 'lines';
  readonly title: string;
  /** File-name suffix (default: the title in kebab case). */
  readonly name?: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly xScale?: 'linear' | 'log';
  readonly yScale?: 'linear' | 'log';
  readonly series: readonly {
    readonly label: string;
    readonly x: ArrayLike<number>;
    readonly y: ArrayLike<number>;
  }[];
}

export type FigureSpec = HeatmapFigure | LineFigure;

/** A CSV file: a header row, then one row per record. */
export interface DataTable extends Deferred {
  /** File-name suffix, e.g. 'weights' (the file is `<baseName>_<name>.csv`). */
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (number | string)[])[];
}

/**
 * A .npy file: C order, little-endian; dtype '<f8' for Float64Array, '<i4' for Int32Array.
 * `data` (like a table's rows or a figure's data) may be a getter that computes on demand
 * ({@link Deferred}): the menu reads it only when the file is asked for, and shows its error
 * if it throws.
 */
export interface DataArray extends Deferred {
  /** File-name suffix (the file is `<baseName>_<name>.npy`). */
  readonly name: string;
  readonly shape: readonly number[];
  readonly data: Float64Array | Int32Array;
}

export interface ViewExport {
  /** File base name that says what and for which state, e.g. 'alibi_heads8_L64'. */
  readonly baseName: string;
  readonly figures: readonly FigureSpec[];
  readonly tables: readonly DataTable[];
  readonly arrays: readonly DataArray[];
  /** Optional Python (NumPy) that reproduces the arrays from the definitions. */
  readonly code?: string;
}
