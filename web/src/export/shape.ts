// What a view's export menu lists, without the data: its figures' titles and
// its tables' and arrays' names. Pure (Node's tests check a view's
// first-paint frame against its export with it): the frame keeps the room
// the menu's rows will take (export/menu-layout.ts). In figure mode the menu
// offers only the figure's part of it (offeredShape).
import type { FigureExports } from '../ui/figure-mode.js';
import type { ViewExport } from './figure/spec.js';

/** What the menu lists, without the data: what its rows and buttons say. */
export interface ExportShape {
  /** The figures' titles. */
  readonly figures: readonly string[];
  /** The CSV tables' and .npy arrays' names. */
  readonly tables: readonly string[];
  readonly arrays: readonly string[];
  /** Whether there is NumPy code to copy. */
  readonly code: boolean;
}

/**
 * What the menu offers of an export: its shape with the items left out as
 * null, so that every item keeps its index in the view's export (the file a
 * button builds: export/menu.ts).
 */
export interface MenuShape {
  readonly figures: readonly (string | null)[];
  readonly tables: readonly (string | null)[];
  readonly arrays: readonly (string | null)[];
  readonly code: boolean;
}

/** The shape of a view's export. */
export function exportShape(data: ViewExport): ExportShape {
  return {
    figures: data.figures.map((figure) => figure.title),
    tables: data.tables.map((table) => table.name),
    arrays: data.arrays.map((array) => array.name),
    code: data.code !== undefined,
  };
}

/**
 * What the menu offers of `shape` for a figure that exports `exports` (figure
 * mode: ui/figure-mode.ts): the items whose title or name starts with one of
 * its strings; all of it for undefined (the whole chapter, or a view's only
 * figure). Undefined when it offers nothing: no menu shows.
 */
export function offeredShape(
  shape: ExportShape | undefined,
  exports: FigureExports | undefined,
): MenuShape | undefined {
  if (!shape || !exports) return shape;
  const keep = (list: readonly string[], starts: readonly string[] = []) =>
    list.map((name) => (starts.some((start) => name.startsWith(start)) ? name : null));
  const offered = {
    figures: keep(shape.figures, exports.figures),
    tables: keep(shape.tables, exports.tables),
    arrays: keep(shape.arrays, exports.arrays),
    code: shape.code && !!exports.code,
  };
  const { figures, tables, arrays, code } = offered;
  return code || [...figures, ...tables, ...arrays].some((name) => name !== null)
    ? offered
    : undefined;
}
