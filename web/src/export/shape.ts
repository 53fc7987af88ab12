// What a view's export menu lists, without the data: its figures' titles and
// its tables' and arrays' names. Pure (Node's tests check a view's
// first-paint frame against its export with it): the frame keeps the room
// the menu's rows will take (export/menu-layout.ts).
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

/** The shape of a view's export. */
export function exportShape(data: ViewExport): ExportShape {
  return {
    figures: data.figures.map((figure) => figure.title),
    tables: data.tables.map((table) => table.name),
    arrays: data.arrays.map((array) => array.name),
    code: data.code !== undefined,
  };
}
