// <pe-heatmap-view>: the (seqLen, dModel) encoding as a zoomable heat map.
//
// The canvas never holds more numbers than it has device pixels: every
// pixel is the exact mean of the cells it covers (pe.averageGrid), computed
// in bands over tasks for huge windows (renderer.ts, driven by
// draw-controller.ts). Input becomes windows in gestures.ts, loaded on the
// reader's first intent (gesture-input.ts).
//
// Data flows one way. The window lives in state r0, r1, c0, c1 (cells): a
// pan or zoom is drawn locally at once and requested debounced. When a new
// state arrives, the window it implies is compared, as numbers, with the
// one on screen: the view's own request comes back equal (within rounding)
// and changes nothing; a window set from outside (a link, the back button,
// setState) replaces it. Hover, the keyboard cursor and the zoom-axis
// choice are transient and stay local.
//
// The first frame carries only what it shows: the whole-matrix checks run
// in a task after the canvas is drawn (afterFrame), and the data table and
// the export load as chunks of their own on first use (lazy.ts). The
// chapter's figures that the view fills are templates of their own
// (chapter-figures.ts: toolbar, map, readout, data table; parts.ts: the
// smaller parts).
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { Matrix, PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { CanvasError } from '../../ui/scratch-canvas.js';
import type { State } from '../state.js';
import { DrawFailure, drawFailureStyles, figureName } from '../../ui/draw-failure.js';
import { CursorReporter } from '../../ui/cursor-event.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/heatmap.js';
import {
  cellLabelRange,
  cursorAnnouncement,
  derive,
  describeCell,
  encodedRows,
  figure,
  windowAnnouncement,
  withChecks,
  type Box,
  type HeatmapModel,
} from './derive.js';
import { DrawController, type Frame } from './draw-controller.js';
import { GestureInput } from './gesture-input.js';
import type { Hover, ZoomAxes } from './gestures.js';
import { checksError, checksList, lessonParts } from './lesson.js';
import { cellLabels } from './parts.js';
import { mapFigure, readoutFigure, tableFigure, toolbarFigure } from './chapter-figures.js';
import { loadExporter, loadTable } from './lazy.js';
import './map.js';
import './readout.js';
import './slotted.js';
import { slottedStyles } from './slotted-styles.js';
import { heatmapStyles, partStyles } from './styles.js';
import {
  ROUNDING_TOLERANCE,
  cellInView,
  clampViewport,
  firstVisibleCell,
  isFit,
  refit,
  revealCell,
  roundedViewport,
  sameViewport,
  sameWindowFields,
  viewportFromState,
  windowUnset,
  type Cell,
  type Extent,
  type Viewport,
} from './viewport.js';

/** How long a wheel, key or button zoom waits before the state (and URL) follows. */
const COMMIT_DELAY_MS = 250;

/** The rows the cell labels print: first and end row, dModel, base, layout. */
type LabelKey = [number, number, number, number, string];

export class HeatmapView extends ViewElement<HeatmapModel> {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    view: { state: true },
    cursor: { state: true },
    cursorShown: { state: true },
    hover: { state: true },
    axes: { state: true },
    tableOpen: { state: true },
    tableError: { state: true },
    gestureError: { state: true },
    live: { state: true },
    error: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    heatmapStyles,
    slottedStyles,
    partStyles,
    drawFailureStyles,
  ];

  /** The window on screen (local; mirrored to state r0..c1 debounced). */
  declare view: Viewport;
  declare cursor: Cell;
  declare cursorShown: boolean;
  declare hover: Hover | undefined;
  declare axes: ZoomAxes;
  declare tableOpen: boolean;
  /** Why the data table's code did not load (opening it again retries). */
  declare tableError: string;
  /** Why the gesture code did not load (the next input retries). */
  declare gestureError: string;
  declare live: string;
  declare error: string;

  /** The matrix size of the current state. */
  extent: Extent | undefined;
  private commitTimer: ReturnType<typeof setTimeout> | undefined;
  private checksTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly drawing = new DrawController(this);
  readonly gestures = new GestureInput(this, (message) => (this.gestureError = message));
  readonly failure = new DrawFailure(this);
  // The cell the readout describes, for the host page (pe-cursor).
  private readonly cursorReport = new CursorReporter(this, () => {
    const cell = this.hover ?? (this.cursorShown ? this.cursor : undefined);
    if (!cell) return null;
    const source = this.hover ? 'pointer' : 'keyboard';
    return {
      view: 'heatmap',
      figure: 'map',
      row: cell.row,
      col: cell.col,
      position: cell.row,
      dimension: cell.col,
      source,
    };
  });
  /** The rows the cell labels print, kept while the same rows of the same matrix are visible. */
  private labelRows: { key: LabelKey; m: Matrix } | undefined;

  constructor() {
    super();
    this.view = { r0: 0, r1: 1, c0: 0, c1: 2 };
    this.cursor = { row: 0, col: 0 };
    this.cursorShown = false;
    this.hover = undefined;
    this.axes = 'both';
    this.tableOpen = false;
    this.tableError = '';
    this.gestureError = '';
    this.live = '';
    this.error = '';
    // The draw controller announces every finished frame on the host.
    this.addEventListener('pe-rendered', () => this.afterFrame());
  }

  /**
   * Redraws the whole window now and resolves with the time it took in
   * milliseconds (also reported by a `pe-rendered` event, detail {ms, tasks, bands, width, height}).
   */
  redraw(): Promise<number> {
    return this.drawing.redraw();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.commitTimer);
    this.commitTimer = undefined;
    clearTimeout(this.checksTimer);
    this.checksTimer = undefined;
  }

  /** The whole-matrix checks wait for the frame (see {@link afterFrame}). */
  protected override derive(state: State, pe: PosEnc): HeatmapModel {
    return derive(state, pe, this.model, { checks: false });
  }

  /**
   * Runs the whole-matrix checks the model still lacks, in a task after the
   * canvas has drawn the frame for it (or the engine refused the window):
   * the browser paints that frame first. Until then the checks list says
   * what it is checking.
   */
  private afterFrame(): void {
    if (this.checksTimer !== undefined || !this.model || this.model.checkPart) return;
    this.checksTimer = setTimeout(() => {
      this.checksTimer = undefined;
      const model = this.model;
      if (!model || model.checkPart || !this.pe || !this.isConnected) return;
      this.model = withChecks(model, this.pe);
      this.requestUpdate();
    });
  }

  /** The export's code loads on the first call (the export menu asks once it is shown). */
  override async exportData(): Promise<ViewExport | undefined> {
    const { state, pe } = this;
    if (!state || !pe) return undefined;
    const exportHeatmap = await loadExporter();
    return exportHeatmap(state, pe);
  }

  // ---- what the controllers read and ask ------------------------------------

  get box(): Box {
    return this.drawing.box;
  }

  get canvas(): HTMLCanvasElement | null {
    return this.renderRoot.querySelector('canvas');
  }

  frame(): Frame | undefined {
    const s = this.state;
    if (!s || !this.pe || !this.extent) return undefined;
    const { seqLen, dModel, base, layout, cmap } = s;
    return { pe: this.pe, seqLen, dModel, base, layout, cmap, view: this.view };
  }

  drawError(message: string): void {
    if (this.error !== message) this.error = message;
    if (message) this.afterFrame();
  }

  canvasFailed(error: CanvasError | undefined): void {
    if (!error) {
      this.failure.clear();
      return;
    }
    this.failure.fail(figureName(this.canvas?.getAttribute('aria-label') ?? 'heat map'), error);
    // The checks are the engine's numbers: they do not wait for a frame that cannot come.
    this.afterFrame();
  }

  setHover(hover: Hover | undefined): void {
    const h = this.hover;
    if (h === hover) return;
    if (
      h &&
      hover &&
      h.row === hover.row &&
      h.col === hover.col &&
      h.px === hover.px &&
      h.py === hover.py
    )
      return;
    this.hover = hover;
  }

  placeCursor(cell: Cell): void {
    this.cursor = cell;
    this.cursorShown = true;
  }

  moveCursor(row: number, col: number): void {
    this.placeCursor({ row, col });
    this.hover = undefined;
    this.setView(revealCell(this.view, this.extent!, row, col));
    const wavelengths = this.model?.wavelengths;
    try {
      this.live = wavelengths
        ? cursorAnnouncement(describeCell(this.state, this.pe, wavelengths, row, col))
        : '';
    } catch {
      this.live = '';
    }
  }

  announceWindow(): void {
    this.live = windowAnnouncement(this.view);
  }

  /** Shows `next` at once; the state follows after `delay` ms. */
  setView(next: Viewport, delay = COMMIT_DELAY_MS): void {
    if (!this.extent) return;
    const v = clampViewport(next, this.extent);
    if (!sameViewport(v, this.view)) this.view = v;
    clearTimeout(this.commitTimer);
    if (!this.isConnected) return;
    this.commitTimer = setTimeout(() => this.commit(), delay);
  }

  /** Asks for the window on screen, rounded, unless the state already holds it. */
  commit(): void {
    clearTimeout(this.commitTimer);
    this.commitTimer = undefined;
    const s = this.state;
    if (!s || !this.extent) return;
    if (windowUnset(s) && isFit(this.view, this.extent)) return;
    const v = roundedViewport(this.view);
    if (sameWindowFields(v, s)) return;
    this.request(v);
  }

  // ---- state -> window --------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!changed.has('state') || !this.state) return;
    const s = this.state;
    const before = changed.get('state') as State | undefined;
    const extent = { rows: s.seqLen, cols: s.dModel };
    const previous = this.extent;
    this.extent = extent;
    const implied = viewportFromState(s, extent);
    const windowChanged = !before || !sameWindowFields(before, s);
    if (!previous || (windowChanged && !sameViewport(implied, this.view, ROUNDING_TOLERANCE))) {
      // The first state, or a window set from outside (a link, the back button).
      this.view = implied;
      this.cursor = firstVisibleCell(implied, extent);
    } else if (previous.rows !== extent.rows || previous.cols !== extent.cols) {
      this.view = refit(this.view, previous, extent);
      if (!windowUnset(s)) this.commit();
    } else {
      this.view = clampViewport(this.view, extent);
    }
    this.cursor = {
      row: Math.min(this.cursor.row, extent.rows - 1),
      col: Math.min(this.cursor.col, extent.cols - 1),
    };
    if (this.hover && (this.hover.row >= extent.rows || this.hover.col >= extent.cols))
      this.hover = undefined;
  }

  /** A size of the toolbar's examples, shown whole. */
  preset(seqLen: number, dModel: number): void {
    const partial: Partial<State> = { seqLen, dModel };
    if (!windowUnset(this.state)) Object.assign(partial, { r0: 0, r1: seqLen, c0: 0, c1: dModel });
    this.request(partial);
  }

  readonly toggleTable = () => {
    this.tableOpen = !this.tableOpen;
    if (!this.tableOpen) return;
    this.tableError = '';
    loadTable().catch((error: unknown) => {
      this.tableError = `The data table could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
    });
  };

  readonly onFocus = () => {
    this.gestures.want();
    this.cursorShown = true;
    if (this.extent && !cellInView(this.view, this.cursor))
      this.cursor = firstVisibleCell(this.view, this.extent);
  };

  // ---- template (the figures the view fills: chapter-figures.ts) ------------------

  /** The engine's values in the cells, when cells are large enough to print them. */
  renderCellLabels() {
    const cells = cellLabelRange(this.view, this.box);
    if (!cells) return nothing;
    const s = this.state;
    const key: LabelKey = [cells.r0, cells.r1, s.dModel, s.base, s.layout];
    const kept = this.labelRows;
    if (!kept || !kept.key.every((value, k) => value === key[k])) {
      try {
        this.labelRows = { key, m: encodedRows(s, this.pe, cells.r0, cells.r1) };
      } catch {
        return nothing;
      }
    }
    return cellLabels(this.view, this.box, s.cmap, cells, this.labelRows!.m);
  }

  override render() {
    const model = this.model;
    if (!model) return html`<p class="error" role="alert">${this.modelError ?? ''}</p>`;
    const s = this.state;
    const f = figure(model, this.pe, this.view, this.box);
    const cell = this.hover ?? this.cursor;
    const mean = this.hover ? this.drawing.valueAt(this.hover.px, this.hover.py) : Number.NaN;
    const lesson = lessonParts(model, s.cmap, f.blur);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      state: s,
      flags: lesson.flags,
      values: lesson.values,
      figures: {
        toolbar: () => (this.showControls ? toolbarFigure(this, s) : nothing),
        map: () => mapFigure(this, model, f, s),
        error: () => {
          const message = this.error || this.gestureError;
          return message ? html`<p class="error" role="alert">${message}</p>` : nothing;
        },
        readout: () => readoutFigure(this, model, s, cell, mean),
        table: () => tableFigure(this, f, s),
        checks: () =>
          html`<pe-heatmap-checks ready .seqLen=${s.seqLen} .dModel=${s.dModel} .layout=${s.layout}
            >${checksList(model, lesson.say)}</pe-heatmap-checks
          >`,
        checksError: () => checksError(model),
      },
    });
  }
}

define('pe-heatmap-view', HeatmapView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-view': HeatmapView;
  }
}
