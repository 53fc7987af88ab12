// pe-cursor: the cell a figure's readout describes, reported to the host
// page so its prose can follow the reader's pointer or keyboard cursor.
//
// An event, not state: the cursor changes at the pointer's pace and belongs
// to this moment only, so it is neither in a link nor in history, and a
// hover fires no pe-change (which a host may mirror into its own state or
// its URL). It fires once per change of cell (not per pointer move), from
// the figure's view; it bubbles and is composed, so the host sees it on the
// widget element (or on document). `null`: no cell is described any more
// (the pointer left, and the keyboard cursor was never shown).

/**
 * `pe-cursor`'s detail: the cell or point a figure's readout describes. A
 * matrix figure (the heat map, a query-by-key matrix) gives its `row` and
 * `col`; a chart its point's `index` and `x`. Which figures report it:
 * docs/embedding.md ("A figure's cursor").
 */
export interface CursorDetail {
  /** The view whose figure it is (`heatmap`, `shaw`, ...). */
  view: string;
  /**
   * The figure, by its name in figure mode: the value its `figure`
   * attribute takes (`map`, `dots`, `chart`, ...: the view's figures.ts,
   * docs/embedding.md's table), whichever mode shows it.
   */
  figure: string;
  /** A matrix's row and column (0-based): the heat map's position and dimension, a query's and a key's position. */
  row?: number;
  col?: number;
  /** The heat map's row, a position (0-based): `row`, by its name. */
  position?: number;
  /** The heat map's column, a dimension of the encoding (0-based, in the state's layout): `col`. */
  dimension?: number;
  /** A chart's point: its index in the plotted series and its x value (a distance, a position, a pair). */
  index?: number;
  x?: number | undefined;
  /** What moved it: the pointer (hover) or the keyboard (arrow keys, Home, End...). */
  source: 'pointer' | 'keyboard';
}

/**
 * A Lit element, as far as the reporter needs it. (No Lit types here: this
 * file's detail type is in the package's public declarations, which name no
 * other package.)
 */
interface Host extends HTMLElement {
  addController(controller: { hostUpdated(): void }): void;
}

/** Fires pe-cursor after an update whenever `read()` names another cell than last time. */
export class CursorReporter {
  private last = 'none';

  constructor(
    private readonly host: Host,
    private readonly read: () => CursorDetail | null,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const detail = this.read();
    const key = detail
      ? `${detail.view} ${detail.figure} ${detail.row} ${detail.col} ${detail.source}`
      : 'none';
    if (key === this.last) return;
    this.last = key;
    this.host.dispatchEvent(
      new CustomEvent('pe-cursor', { detail, bubbles: true, composed: true }),
    );
  }
}

/**
 * Fires pe-cursor from `target` now: for a figure that moves its cursor in its
 * own event handlers (a chart's point), which calls it once per change of point.
 */
export function fireCursor(target: Element, detail: CursorDetail | null): void {
  target.dispatchEvent(new CustomEvent('pe-cursor', { detail, bubbles: true, composed: true }));
}
