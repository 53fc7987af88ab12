// What the Shaw view exports (figure/spec.ts): the index matrix as a heat
// map, a CSV of every pair and a .npy array. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { ShawModel } from './derive.js';

/** The matrix figure's title (the first-paint frame's export room shows it too). */
function shawTitle(k: number): string {
  return `Shaw et al. relative index clip(j - i, ${-k}, ${k}) + ${k}`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(shawExport(...)).
 */
export function shawExportShape(state: { readonly shawK: number }): ExportShape {
  return {
    figures: [shawTitle(state.shawK)],
    tables: ['indices'],
    arrays: ['indices'],
    code: true,
  };
}

export function shawExport(model: ShawModel): ViewExport {
  const { n, k, indices } = model;
  const rows: (readonly number[])[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) rows.push([i, j, j - i, indices.data[i * n + j]!]);
  }
  return {
    baseName: `shaw_k${k}_L${n}`,
    figures: [
      {
        kind: 'heatmap',
        title: shawTitle(k),
        rows: n,
        cols: n,
        data: indices.data,
        xLabel: 'key n',
        yLabel: 'query m',
        cmap: 'sequential',
        range: [0, 2 * k],
        colorbarLabel: 'index of the learned vector',
      },
    ],
    tables: [{ name: 'indices', columns: ['query', 'key', 'j_minus_i', 'index'], rows }],
    arrays: [{ name: 'indices', shape: [n, n], data: indices.data }],
    code: `import numpy as np
n, k = ${n}, ${k}
i, j = np.arange(n)[:, None], np.arange(n)[None, :]
indices = np.clip(j - i, -k, k) + k  # (query, key): row of the (2k + 1)-row table
`,
  };
}
