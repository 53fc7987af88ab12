// Figure mode (the element's mode="figure"): one figure of a view alone, with
// its caption and export control, and no lesson text. A view names its
// figures once, in its folder's figures.ts (pure data, read by its
// first-paint frame and by the docs' table of figure names); the chapter
// renderer (ui/chapter.ts) then shows only the chapter figures they list.

/** One figure of a view, as figure mode shows it (a view's figures.ts lists them). */
export interface FigureDescription {
  /** Its name in the `figure` attribute: stable, lower case, unique within the view. */
  readonly name: string;
  /** What it shows: figure mode's caption, and its line in the docs. */
  readonly title: string;
  /** The chapter's figures it is made of, with its axes and legend (content/<view>.ts). */
  readonly parts: readonly string[];
  /** Shown too with the `lesson` control: the figure's own inputs. */
  readonly controls?: readonly string[];
  /** Shown too with the `readout` control: what describes the cell under the cursor. */
  readonly readout?: readonly string[];
  /** Shown too with the `data` control: a data table, the checks of the numbers. */
  readonly data?: readonly string[];
  /**
   * What its export control offers of the view's export (export/shape.ts
   * offeredShape); none: all of it (a view with one figure). A view with
   * several figures says it for each (tests/js/figure-exports.test.mjs).
   */
  readonly exports?: FigureExports;
}

/**
 * The part of a view's export that is one figure's: its figures by the start
 * of their titles (a title names the state), its tables and arrays by the
 * start of their names (a name may name the state too: ALiBi's
 * `head0_bias`), '' for every one; `code` whether the view's NumPy code is
 * offered too (it computes this figure's arrays). Left out: not offered.
 */
export interface FigureExports {
  readonly figures?: readonly string[];
  readonly tables?: readonly string[];
  readonly arrays?: readonly string[];
  readonly code?: boolean;
}

/** Declares a view's figures (the identity at run time); the first is figure mode's default. */
export function defineFigures(figures: readonly FigureDescription[]): readonly FigureDescription[] {
  return figures;
}

/**
 * In the set figureParts gives, the token that shows the readout a chapter
 * figure carries inside itself (<pe-cell-matrix>'s card beside its matrix):
 * with the `readout` control, like a figure's `readout` parts. Not a chapter
 * figure's name (those are identifiers), so it never names one.
 */
export const OWN_READOUT = '#readout';

/** What of a figure the `controls` attribute adds to it. */
export interface FigureExtras {
  readonly controls: boolean;
  readonly readout: boolean;
  readonly data: boolean;
}

/** The chapter figures a render shows for `figure` with `extras`. */
export function figureParts(figure: FigureDescription, extras: FigureExtras): ReadonlySet<string> {
  return new Set([
    ...(extras.controls ? (figure.controls ?? []) : []),
    ...figure.parts,
    ...(extras.readout ? [...(figure.readout ?? []), OWN_READOUT] : []),
    ...(extras.data ? (figure.data ?? []) : []),
  ]);
}

/**
 * The figure `name` picks among `figures` (the first for null or ''), and a
 * notice naming the parameter and the allowed names when it picks none.
 */
export function pickFigure(
  view: string,
  figures: readonly FigureDescription[],
  name: string | null,
): { figure: FigureDescription | undefined; notice?: string } {
  const first = figures[0];
  if (first === undefined) {
    return {
      figure: undefined,
      notice: `mode="figure": the ${view} view has no figure; showing its chapter.`,
    };
  }
  if (name === null || name.trim() === '') return { figure: first };
  const wanted = name.trim().toLowerCase();
  const figure = figures.find((f) => f.name === wanted);
  if (figure) return { figure };
  const names = figures.map((f) => `"${f.name}"`).join(', ');
  return {
    figure: first,
    notice: `figure "${name.slice(0, 40)}" is not a figure of the ${view} view (${names}); showing "${first.name}".`,
  };
}
