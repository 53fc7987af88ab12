// The DroPE view's exports: the score figure and its numbers.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { DropeModel } from './derive.js';

const dropeTitle = (trainLen: number) =>
  `Score of q = k = ones with and without RoPE (training length ${trainLen})`;

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(dropeExport(...)).
 */
export function dropeExportShape(state: { readonly trainLen: number }): ExportShape {
  return {
    figures: [dropeTitle(state.trainLen)],
    tables: ['scores'],
    arrays: ['scores'],
    code: false,
  };
}

export function dropeExport(m: DropeModel): ViewExport {
  const n = m.distances.length;
  const scores = new Float64Array(2 * n);
  scores.set(m.result.rope, 0);
  scores.set(m.result.nope, n);
  return {
    baseName: `drope_L${m.trainLen}_d${m.dModel}`,
    figures: [
      {
        kind: 'lines',
        title: dropeTitle(m.trainLen),
        xLabel: 'relative distance',
        yLabel: 'score',
        series: [
          { label: 'with RoPE', x: m.distances, y: m.result.rope },
          { label: 'RoPE dropped (DroPE)', x: m.distances, y: m.result.nope },
        ],
      },
    ],
    tables: [
      {
        name: 'scores',
        columns: ['distance', 'rope', 'drope', 'past_training_length'],
        rows: Array.from({ length: n }, (_, d) => [
          d,
          m.result.rope[d]!,
          m.result.nope[d]!,
          d >= m.trainLen ? 1 : 0,
        ]),
      },
    ],
    arrays: [{ name: 'scores', shape: [2, n], data: scores }],
  };
}
