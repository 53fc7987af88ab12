// What the NoPE view exports: the attention heat map, the outputs against
// position, a CSV and the arrays. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { NopeModel } from './derive.js';

export function nopeExport(model: NopeModel): ViewExport {
  const n = model.seqLen;
  const positions = Array.from({ length: n }, (_, t) => t);
  return {
    baseName: `nope_${model.kind}_L${n}`,
    figures: [
      {
        kind: 'heatmap',
        title: 'NoPE: uniform causal attention',
        rows: n,
        cols: n,
        data: model.result.attention.data,
        xLabel: 'key j',
        yLabel: 'query t',
        cmap: 'sequential',
        range: [0, 1],
        colorbarLabel: 'attention weight',
      },
      {
        kind: 'lines',
        title: `NoPE: output by position (${model.kind} values)`,
        xLabel: 'position t',
        yLabel: 'output',
        series: [{ label: 'mean of values[0..t]', x: positions, y: model.result.outputs }],
      },
    ],
    tables: [
      {
        name: 'outputs',
        columns: ['position', 'value', 'output'],
        rows: positions.map((t) => [t, model.values[t]!, model.result.outputs[t]!]),
      },
    ],
    arrays: [
      { name: 'attention', shape: [n, n], data: model.result.attention.data },
      { name: 'outputs', shape: [n], data: model.result.outputs },
    ],
  };
}
