// What the relative-position lesson exports: the dot products PE(p)·PE(q)
// as a figure and .npy, and the rotation table (PE(pos), R_k PE(pos) and
// PE(pos + k) for the chosen pair) as CSV. Pure, from the model.
import type { DataTable, FigureSpec, ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import { dotSize, type Dots, type Rotation } from './derive.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
}

/** The dot products' figure title (the first-paint frame's export room shows it too). */
export function dotsTitle(n: number, dModel: number, base: number): string {
  return `PE(p)\u00b7PE(q) for p, q < ${n} (d = ${dModel}, base ${base})`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(exportRelative(...)).
 */
export function relativeExportShape(state: {
  seqLen: number;
  dModel: number;
  base: number;
}): ExportShape {
  return {
    figures: [dotsTitle(dotSize(state.seqLen, state.dModel), state.dModel, state.base)],
    tables: ['rotation'],
    arrays: ['dot_products'],
    code: true,
  };
}

export function exportRelative(
  dots: Dots | undefined,
  rotation: Rotation | undefined,
  state: { base: number; k: number },
): ViewExport | undefined {
  if (!dots && !rotation) return undefined;
  const figures: FigureSpec[] = [];
  const tables: DataTable[] = [];
  if (dots) {
    figures.push({
      kind: 'heatmap',
      name: 'dot-products',
      title: dotsTitle(dots.n, dots.dModel, state.base),
      rows: dots.n,
      cols: dots.n,
      data: dots.matrix.data,
      xLabel: 'position q',
      yLabel: 'position p',
      cmap: 'sequential',
      range: [dots.min, dots.max],
      colorbarLabel: 'PE(p)\u00b7PE(q)',
    });
  }
  if (rotation) {
    tables.push({
      name: 'rotation',
      columns: [
        'pos',
        'k',
        'pair',
        'pe_sin',
        'pe_cos',
        'rotated_sin',
        'rotated_cos',
        'pe_pos_plus_k_sin',
        'pe_pos_plus_k_cos',
        'pair_error',
        'vector_error',
      ],
      rows: rotation.rows.map((r) => [
        r.pos,
        state.k,
        rotation.pair,
        ...r.current,
        ...r.predicted,
        ...r.actual,
        r.pairError,
        r.vectorError,
      ]),
    });
  }
  const n = dots?.n ?? 0;
  const d = dots?.dModel ?? 0;
  return {
    baseName: `relative-position_n${n}_d${d}_base${state.base}`,
    figures,
    tables,
    arrays: dots ? [{ name: 'dot_products', shape: [n, n], data: dots.matrix.data }] : [],
    code: dots
      ? [
          'import numpy as np',
          '',
          `n, d_model, base = ${n}, ${d}, ${baseText(state.base)}`,
          'pos, i = np.arange(n)[:, None], np.arange(d_model // 2)[None, :]',
          'P = np.zeros((n, d_model))',
          'P[:, 0::2] = np.sin(pos / base ** (2 * i / d_model))',
          'P[:, 1::2] = np.cos(pos / base ** (2 * i / d_model))',
          'dot_products = P @ P.T   # depends on p - q only (up to rounding)',
          'print(dot_products[5, 8], dot_products[20, 23])',
          '',
        ].join('\n')
      : undefined,
  };
}
