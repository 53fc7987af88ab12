// File formats for exporting what the widget shows. Pure functions: the
// numbers come from the engine; these only serialise them.
import type { Matrix } from './engine.js';
import type { State } from './state.js';

/** CSV with a header row of dimension numbers and a first column of positions. */
export function toCsv(matrix: Matrix, firstRow = 0, firstCol = 0): string {
  const lines: string[] = [];
  const header = ['position'];
  for (let c = 0; c < matrix.cols; c++) header.push(`dim ${firstCol + c}`);
  lines.push(header.join(','));
  for (let r = 0; r < matrix.rows; r++) {
    const cells = [String(firstRow + r)];
    for (let c = 0; c < matrix.cols; c++) {
      // Shortest text that reads back as the same double.
      cells.push(String(matrix.data[r * matrix.cols + c]));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * NumPy .npy (format version 1.0): little-endian float64, C order, shape
 * (rows, cols); numpy.load reads it as the same array.
 */
export function toNpy(matrix: Matrix): Uint8Array<ArrayBuffer> {
  const dict = `{'descr': '<f8', 'fortran_order': False, 'shape': (${matrix.rows}, ${matrix.cols}), }`;
  // Magic (6) + version (2) + header length (2) + header, padded with spaces
  // and a final newline to a multiple of 64 bytes so the data is aligned.
  const unpadded = 10 + dict.length + 1;
  const total = Math.ceil(unpadded / 64) * 64;
  const header = dict + ' '.repeat(total - unpadded) + '\n';
  const bytes = new Uint8Array(total + matrix.data.length * 8);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  const view = new DataView(bytes.buffer);
  view.setUint16(8, header.length, true);
  for (let k = 0; k < header.length; k++) bytes[10 + k] = header.charCodeAt(k);
  for (let k = 0; k < matrix.data.length; k++)
    view.setFloat64(total + k * 8, matrix.data[k]!, true);
  return bytes;
}

/** Python that reproduces the current configuration with NumPy (the seed's formula). */
export function numpyCode(state: Readonly<State>): string {
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
