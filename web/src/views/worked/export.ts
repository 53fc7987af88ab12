// What the worked example exports: its 3 x 4 encoding as a figure, the
// table of every cell (position, dimension, pair, function, angle, value) and
// the word + PE sums as CSV, and the encoding as .npy. Pure, from the model.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { Colormap } from '../state.js';
import { D_MODEL, POSITIONS, type WorkedModel } from './derive.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
}

/** The encoding's figure title at `base`. */
function title(base: number): string {
  return `Worked example: PE for positions 0\u2013${POSITIONS - 1}, d = ${D_MODEL}, base ${base}`;
}

/**
 * What the export lists at `state` (the first-paint frame keeps the menu's
 * room with it); tests/js checks it against exportShape(exportWorked(...)).
 */
export function workedExportShape(state: { readonly base: number }): ExportShape {
  return {
    figures: [title(state.base)],
    tables: ['table', 'sums'],
    arrays: ['encoding'],
    code: true,
  };
}

export function exportWorked(model: WorkedModel, cmap: Colormap): ViewExport {
  const cells = model.cells.flat();
  return {
    baseName: `worked-example_base${model.base}`,
    figures: [
      {
        kind: 'heatmap',
        name: 'encoding',
        title: title(model.base),
        rows: model.encoding.rows,
        cols: model.encoding.cols,
        data: model.encoding.data,
        xLabel: 'dimension',
        yLabel: 'position',
        cmap,
        range: [-1, 1],
        colorbarLabel: 'PE value',
      },
    ],
    tables: [
      {
        name: 'table',
        columns: ['position', 'dimension', 'pair', 'function', 'divisor', 'angle', 'value'],
        rows: cells.map((c) => [
          c.pos,
          c.dim,
          c.pair,
          c.fn,
          model.divisors[c.pair]!,
          c.angle,
          c.value,
        ]),
      },
      {
        name: 'sums',
        columns: ['position', 'word', 'dimension', 'embedding', 'pe', 'sum'],
        rows: model.sums.flatMap((s) =>
          s.sum.map((v, j) => [s.pos, s.word, j, s.embedding[j]!, s.pe[j]!, v]),
        ),
      },
    ],
    arrays: [
      {
        name: 'encoding',
        shape: [model.encoding.rows, model.encoding.cols],
        data: model.encoding.data,
      },
    ],
    code: [
      'import numpy as np',
      '',
      `base, d_model = ${baseText(model.base)}, ${D_MODEL}`,
      `pos = np.arange(${POSITIONS})[:, None]`,
      'i = np.arange(d_model // 2)[None, :]',
      'angle = pos / base ** (2 * i / d_model)',
      `P = np.zeros((${POSITIONS}, d_model))`,
      'P[:, 0::2] = np.sin(angle)',
      'P[:, 1::2] = np.cos(angle)',
      'print(np.round(P, 4))',
      '',
    ].join('\n'),
  };
}
