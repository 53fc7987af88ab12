// What the relative-position lesson exports: the dot products PE(p)·PE(q)
// as a figure and .npy, and the rotation table (PE(pos), R_k PE(pos) and
// PE(pos + k) for the chosen pair) as CSV. Pure, from the model.
import type { DataTable, FigureSpec, ViewExport } from '../../export/figure/spec.js';
import type { Dots, Rotation } from './derive.js';
import { dotsTitle } from './export-shape.js';

export { relativeExportShape } from './export-shape.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
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
