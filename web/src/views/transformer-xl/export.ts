// What the Transformer-XL view exports: one heat map per term, a CSV of
// every (query, key) cell and the (5, L, L) array. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { Colormap } from '../state.js';
import { TERMS, type TxlModel } from './derive.js';

/** A term's figure title (the first-paint frame's export room lists them too). */
function termTitle(t: { readonly letter: string; readonly title: string }): string {
  return `Transformer-XL term ${t.letter}: ${t.title}`;
}

/**
 * What the export lists whatever the state when nothing failed (the
 * first-paint frame keeps the menu's room with it); tests/js checks it
 * against exportShape(txlExport(...)).
 */
export function txlExportShape(): ExportShape {
  return { figures: TERMS.map(termTitle), tables: ['terms'], arrays: ['terms'], code: false };
}

export function txlExport(model: TxlModel, cmap: Colormap): ViewExport {
  const { seqLen: n, dModel } = model;
  const stacked = new Float64Array(model.terms.length * n * n);
  model.terms.forEach((t, k) => stacked.set(t.data, k * n * n));
  const rows: number[][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) rows.push([i, j, ...model.terms.map((t) => t.data[i * n + j]!)]);
  }
  return {
    baseName: `transformer_xl_L${n}_d${dModel}`,
    figures: model.terms.map((t) => ({
      kind: 'heatmap' as const,
      title: termTitle(t),
      rows: n,
      cols: n,
      data: t.data,
      xLabel: 'key n',
      yLabel: 'query m',
      cmap,
      range: [-t.limit, t.limit] as const,
      colorbarLabel: 'score term',
    })),
    tables: [
      {
        name: 'terms',
        columns: ['query', 'key', ...model.terms.map((t) => t.key)],
        rows,
      },
    ],
    arrays: [{ name: 'terms', shape: [model.terms.length, n, n], data: stacked }],
  };
}
