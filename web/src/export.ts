// File formats for exporting what the widget shows. Pure functions: the
// numbers come from the engine; these only serialise them.
import type { Matrix } from './engine.js';
import type { DataArray, DataTable } from './figure/spec.js';
import type { State } from './state.js';

function csvCell(value: number | string): string {
  // Numbers: the shortest text that reads back as the same double.
  if (typeof value === 'number') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A DataTable as CSV (RFC 4180: CRLF line ends, quoted text where needed). */
export function tableToCsv(table: DataTable): string {
  const lines = [table.columns.map(csvCell).join(',')];
  for (const row of table.rows) {
    if (row.length !== table.columns.length) {
      throw new RangeError(
        `table "${table.name}": a row has ${row.length} cells for ${table.columns.length} columns`,
      );
    }
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A matrix as a table: a first column of positions, then one column per dimension. */
export function matrixTable(
  name: string,
  matrix: Matrix,
  firstRow = 0,
  firstCol = 0,
  rowTitle = 'position',
  colTitle = 'dim',
): DataTable {
  const columns = [rowTitle];
  for (let c = 0; c < matrix.cols; c++) columns.push(`${colTitle} ${firstCol + c}`);
  const rows: number[][] = [];
  for (let r = 0; r < matrix.rows; r++) {
    rows.push([firstRow + r, ...matrix.data.subarray(r * matrix.cols, (r + 1) * matrix.cols)]);
  }
  return { name, columns, rows };
}

/** CSV with a header row of dimension numbers and a first column of positions. */
export function toCsv(matrix: Matrix, firstRow = 0, firstCol = 0): string {
  return tableToCsv(matrixTable('matrix', matrix, firstRow, firstCol));
}

/**
 * NumPy .npy (format version 1.0) of an array: C order, little-endian,
 * dtype '<f8' (Float64Array) or '<i4' (Int32Array), any shape; numpy.load
 * reads it back as the same array.
 */
export function arrayToNpy(array: DataArray): Uint8Array<ArrayBuffer> {
  const { shape, data } = array;
  const count = shape.reduce((n, d) => n * d, 1);
  if (shape.some((d) => !Number.isInteger(d) || d < 0) || count !== data.length) {
    throw new RangeError(
      `array "${array.name}": shape (${shape.join(', ')}) does not hold ${data.length} values`,
    );
  }
  const isFloat = data instanceof Float64Array;
  const itemSize = isFloat ? 8 : 4;
  const tuple = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
  const dict = `{'descr': '${isFloat ? '<f8' : '<i4'}', 'fortran_order': False, 'shape': ${tuple}, }`;
  // Magic (6) + version (2) + header length (2) + header, padded with spaces
  // and a final newline to a multiple of 64 bytes so the data is aligned.
  const unpadded = 10 + dict.length + 1;
  const total = Math.ceil(unpadded / 64) * 64;
  const header = dict + ' '.repeat(total - unpadded) + '\n';
  const bytes = new Uint8Array(total + data.length * itemSize);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  const view = new DataView(bytes.buffer);
  view.setUint16(8, header.length, true);
  for (let k = 0; k < header.length; k++) bytes[10 + k] = header.charCodeAt(k);
  if (isFloat) {
    for (let k = 0; k < data.length; k++) view.setFloat64(total + k * 8, data[k]!, true);
  } else {
    for (let k = 0; k < data.length; k++) view.setInt32(total + k * 4, data[k]!, true);
  }
  return bytes;
}

/** A matrix as .npy: float64, shape (rows, cols). */
export function toNpy(matrix: Matrix): Uint8Array<ArrayBuffer> {
  return arrayToNpy({ name: 'matrix', shape: [matrix.rows, matrix.cols], data: matrix.data });
}

/** Python that reproduces the current configuration with NumPy (the seed's formula). */
export function numpyCode(
  state: Readonly<Pick<State, 'seqLen' | 'dModel' | 'base' | 'layout'>>,
): string {
  const split = state.layout === 'split';
  return [
    'import numpy as np',
    '',
    `seq_len, d_model, base = ${state.seqLen}, ${state.dModel}, ${Number.isInteger(state.base) ? `${state.base}.0` : state.base}`,
    'pos = np.arange(seq_len)[:, None]             # positions 0 .. seq_len-1',
    'i = np.arange(d_model // 2)[None, :]          # pair index',
    'angle = pos / base ** (2 * i / d_model)',
    'P = np.zeros((seq_len, d_model))',
    split
      ? 'P[:, : d_model // 2] = np.sin(angle)           # split layout: all sines first'
      : 'P[:, 0::2] = np.sin(angle)                    # even dimensions 2i',
    split
      ? 'P[:, d_model // 2 :] = np.cos(angle)           # then all cosines'
      : 'P[:, 1::2] = np.cos(angle)                    # odd dimensions 2i + 1',
    'print(P.shape, P.min(), P.max())',
    '',
  ].join('\n');
}
