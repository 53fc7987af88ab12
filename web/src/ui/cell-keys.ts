// The keyboard route to a matrix figure's cell readout, the same in every
// figure that reads out a cell under the pointer (ui/cell-matrix.ts, the
// pitfalls' two maps, the comparison's maps and RoPE scores): once the
// figure has focus, the first arrow press selects the start cell and later
// ones move it by one, Home and End select the first and the last cell, and
// Escape clears the selection. cellAfterKey is the rule (pure); CellCursor
// keeps a figure's hovered and selected cells and its focusable group.
import {
  html,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';

import { CursorReporter } from './cursor-event.js';

export interface Cell {
  row: number;
  col: number;
}

const moves: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The selection after `key` in a `rows` × `cols` matrix: `{ cell }` (the
 * new cell, or undefined once cleared), or undefined when the key is not
 * one of the route's (the figure leaves it to the page).
 */
export function cellAfterKey(
  key: string,
  selected: Cell | undefined,
  start: Cell,
  rows: number,
  cols: number,
): { cell: Cell | undefined } | undefined {
  if (rows < 1 || cols < 1) return undefined;
  if (key === 'Escape') return { cell: undefined };
  let { row, col } = selected ?? start;
  const move = moves[key];
  if (move !== undefined) {
    if (selected !== undefined) {
      row += move[0];
      col += move[1];
    }
  } else if (key === 'Home') {
    row = 0;
    col = 0;
  } else if (key === 'End') {
    row = rows - 1;
    col = cols - 1;
  } else {
    return undefined;
  }
  return {
    cell: { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) },
  };
}

/** The rows and columns a cursor moves over, and the cell its first arrow press selects. */
export interface CellGrid {
  readonly rows: number;
  readonly cols: number;
  readonly start?: Cell;
}

/**
 * A matrix figure's readout cursor (a Lit controller): the cell under the
 * pointer (from <pe-matrix>'s cell-hover) or the one the keys select in the
 * focused `group`, the pointer's first; each change re-renders the host.
 */
export class CellCursor implements ReactiveController {
  hover: Cell | undefined;
  selected: Cell | undefined;

  /** `grid()`: what the cursor moves over now (undefined before the figure's data). */
  /**
   * `figure()`: the figure's name in figure mode (views/<id>/figures.ts),
   * reported with its cell to the host page (pe-cursor, ui/cursor-event.ts;
   * the widget names the view).
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly grid: () => CellGrid | undefined,
    figure: () => string,
  ) {
    host.addController(this);
    new CursorReporter(host, () => {
      const cell = this.active;
      if (!cell) return null;
      const source = cell === this.hover ? 'pointer' : 'keyboard';
      return { view: '', figure: figure(), row: cell.row, col: cell.col, source };
    });
  }

  hostConnected(): void {}

  /** The cell to read out and mark: the hovered one, else the selected one, if inside the grid. */
  get active(): Cell | undefined {
    const g = this.grid();
    const inside = (c: Cell | undefined) =>
      g !== undefined && c !== undefined && c.row < g.rows && c.col < g.cols ? c : undefined;
    return inside(this.hover) ?? inside(this.selected);
  }

  readonly onHover = (event: CustomEvent<{ row: number; col: number } | null>): void => {
    const cell = event.detail;
    this.hover = cell ? { row: cell.row, col: cell.col } : undefined;
    this.host.requestUpdate();
  };

  readonly onKey = (event: KeyboardEvent): void => {
    const g = this.grid();
    if (g === undefined) return;
    const next = cellAfterKey(
      event.key,
      this.selected,
      g.start ?? { row: 0, col: 0 },
      g.rows,
      g.cols,
    );
    if (next === undefined) return;
    this.selected = next.cell;
    if (next.cell !== undefined) {
      event.preventDefault();
      this.hover = undefined;
    }
    this.host.requestUpdate();
  };

  readonly onBlur = (): void => {
    this.selected = undefined;
    this.host.requestUpdate();
  };

  /** `content` in the focusable group the keys move the cursor in, named `label`. */
  group(label: string, content: unknown, className = ''): TemplateResult {
    return html`<div
      class=${className}
      tabindex="0"
      role="group"
      aria-label=${`${label}; arrow keys move the read-out cell`}
      @keydown=${this.onKey}
      @blur=${this.onBlur}
    >
      ${content}
    </div>`;
  }
}
