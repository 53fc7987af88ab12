// The rope-scaling view's exports: the two figures it draws and their numbers.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { RopeScalingModel } from './derive.js';

const pairsTitle = (type: string) => `RoPE wavelength per pair, ${type} scaling`;
const scoresTitle = (type: string) =>
  `RoPE score of q = k = ones against distance, ${type} scaling`;

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(ropeScalingExport(...)).
 */
export function ropeScalingExportShape(state: { readonly ropeScaling: string }): ExportShape {
  return {
    figures: [pairsTitle(state.ropeScaling), scoresTitle(state.ropeScaling)],
    tables: ['pairs', 'scores'],
    arrays: ['inv_freq', 'scores'],
    code: false,
  };
}

export function ropeScalingExport(m: RopeScalingModel): ViewExport {
  const type = m.scaling.type;
  const half = m.dModel / 2;
  const n = m.distances.length;
  const factor = 'factor' in m.scaling ? m.scaling.factor : 1;
  const pairsTable = Array.from({ length: half }, (_, i) => [
    i,
    m.before.invFreq[i]!,
    m.after.invFreq[i]!,
    m.before.wavelength[i]!,
    m.after.wavelength[i]!,
    m.after.interpolation[i]!,
  ]);
  const scoreTable = Array.from({ length: n }, (_, d) => [d, m.scoreBefore[d]!, m.scoreAfter[d]!]);
  const invFreq = new Float64Array(2 * half);
  invFreq.set(m.before.invFreq, 0);
  invFreq.set(m.after.invFreq, half);
  const scores = new Float64Array(2 * n);
  scores.set(m.scoreBefore, 0);
  scores.set(m.scoreAfter, n);
  return {
    baseName: `rope_${type}_f${factor}_L${m.original}_d${m.dModel}`,
    figures: [
      {
        kind: 'lines',
        title: pairsTitle(type),
        xLabel: 'pair index i',
        yLabel: 'wavelength (positions)',
        yScale: 'log',
        series: [
          { label: 'unscaled', x: m.pairs, y: m.before.wavelength },
          { label: type, x: m.pairs, y: m.after.wavelength },
        ],
      },
      {
        kind: 'lines',
        title: scoresTitle(type),
        xLabel: 'relative distance',
        yLabel: 'score',
        series: [
          { label: 'unscaled', x: m.distances, y: m.scoreBefore },
          { label: type, x: m.distances, y: m.scoreAfter },
        ],
      },
    ],
    tables: [
      {
        name: 'pairs',
        columns: [
          'pair',
          'inv_freq',
          'inv_freq_scaled',
          'wavelength',
          'wavelength_scaled',
          'interpolation',
        ],
        rows: pairsTable,
      },
      { name: 'scores', columns: ['distance', 'score', 'score_scaled'], rows: scoreTable },
    ],
    arrays: [
      { name: 'inv_freq', shape: [2, half], data: invFreq },
      { name: 'scores', shape: [2, n], data: scores },
    ],
  };
}
