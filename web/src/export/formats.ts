// File formats for exporting what the widget shows. Pure functions: the
// numbers come from the engine; these only serialise them.
import type { DataArray, DataTable } from './figure/spec.js';
import { finish, inChunks, type Steps } from './figure/steps.js';

function csvCell(value: number | string): string {
  // Numbers: the shortest text that reads back as the same double.
  if (typeof value === 'number') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV cells formatted per step (a number's shortest text takes 1 to 3 microseconds). */
export const CSV_STEP_CELLS = 2048;

/** A DataTable as CSV (RFC 4180: CRLF line ends, quoted text where needed). */
export function tableToCsv(table: DataTable): string {
  return finish(tableToCsvSteps(table)).join('');
}

/**
 * A DataTable as CSV, in steps: the pieces of its text, in order. The
 * table's `columns` and `rows` are read once (either may be a getter).
 */
export function* tableToCsvSteps(table: DataTable): Steps<string[]> {
  const { name, columns, rows } = table;
  const width = columns.length;
  const pieces = [`${columns.map(csvCell).join(',')}\r\n`];
  yield* inChunks(rows.length, CSV_STEP_CELLS / Math.max(1, width), (first, last) => {
    const lines: string[] = [];
    for (let r = first; r < last; r++) {
      const row = rows[r]!;
      if (row.length !== width) {
        throw new RangeError(`table "${name}": a row has ${row.length} cells for ${width} columns`);
      }
      lines.push(row.map(csvCell).join(','));
    }
    pieces.push(`${lines.join('\r\n')}\r\n`);
  });
  return pieces;
}

/** Whether this platform stores numbers little-endian (every browser's does): then .npy data is a plain copy. */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * NumPy .npy (format version 1.0) of an array as its two parts: the header
 * and the data bytes (C order, little-endian, dtype '<f8' for Float64Array
 * or '<i4' for Int32Array, any shape). The data part is a view of the
 * array's own bytes where the platform is little-endian, so a Blob of the
 * two copies the values once. `data` is read once (it may be a getter).
 */
export function npyParts(array: DataArray): [Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>] {
  const { name, shape, data } = array;
  const count = shape.reduce((n, d) => n * d, 1);
  if (shape.some((d) => !Number.isInteger(d) || d < 0) || count !== data.length) {
    throw new RangeError(
      `array "${name}": shape (${shape.join(', ')}) does not hold ${data.length} values`,
    );
  }
  const isFloat = data instanceof Float64Array;
  const tuple = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
  const dict = `{'descr': '${isFloat ? '<f8' : '<i4'}', 'fortran_order': False, 'shape': ${tuple}, }`;
  // Magic (6) + version (2) + header length (2) + header, padded with spaces
  // and a final newline to a multiple of 64 bytes so the data is aligned.
  const unpadded = 10 + dict.length + 1;
  const total = Math.ceil(unpadded / 64) * 64;
  const text = dict + ' '.repeat(total - unpadded) + '\n';
  const header = new Uint8Array(total);
  header.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  new DataView(header.buffer).setUint16(8, text.length, true);
  for (let k = 0; k < text.length; k++) header[10 + k] = text.charCodeAt(k);
  const { buffer } = data;
  if (littleEndian && buffer instanceof ArrayBuffer) {
    return [header, new Uint8Array(buffer, data.byteOffset, data.byteLength)];
  }
  // Big-endian platforms (and shared memory, which a Blob cannot take): value by value.
  const body = new Uint8Array(data.byteLength);
  const view = new DataView(body.buffer);
  if (isFloat) {
    for (let k = 0; k < data.length; k++) view.setFloat64(k * 8, data[k]!, true);
  } else {
    for (let k = 0; k < data.length; k++) view.setInt32(k * 4, data[k]!, true);
  }
  return [header, body];
}

/** NumPy .npy (format version 1.0) of an array, as one byte array; numpy.load reads it back as the same array. */
export function arrayToNpy(array: DataArray): Uint8Array<ArrayBuffer> {
  const [header, body] = npyParts(array);
  const bytes = new Uint8Array(header.length + body.length);
  bytes.set(header);
  bytes.set(body, header.length);
  return bytes;
}

/** Most characters or bytes added to a Blob per step (each is copied, strings encoded as UTF-8). */
export const BLOB_STEP = 1 << 20;

/**
 * A Blob of `parts` (text pieces and byte arrays), built a megabyte at a
 * time: each step makes a Blob of the one before and the next parts, which
 * browsers join by reference, so a file of any size is never copied in one
 * task. Byte arrays larger than a step are taken as views of a step each.
 */
export function* blobSteps(
  parts: readonly (string | Uint8Array<ArrayBuffer>)[],
  type: string,
): Steps<Blob> {
  let blob = new Blob([], { type });
  let batch: (string | Uint8Array<ArrayBuffer>)[] = [];
  let size = 0;
  const total = parts.reduce((n, part) => n + part.length, 0);
  let done = 0;
  const add = (part: string | Uint8Array<ArrayBuffer>) => {
    batch.push(part);
    size += part.length;
    done += part.length;
    if (size < BLOB_STEP) return false;
    blob = new Blob([blob, ...batch], { type });
    batch = [];
    size = 0;
    return true;
  };
  for (const part of parts) {
    if (typeof part === 'string' || part.length <= BLOB_STEP) {
      if (add(part)) yield done / total;
      continue;
    }
    for (let k = 0; k < part.length; k += BLOB_STEP) {
      if (add(part.subarray(k, k + BLOB_STEP))) yield done / total;
    }
  }
  return batch.length > 0 ? new Blob([blob, ...batch], { type }) : blob;
}
