// What the NoPE view exports: the attention heat map, the outputs against
// position, a CSV and the arrays. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { NopeModel, NopeValues } from './derive.js';

const ATTENTION_TITLE = 'NoPE: uniform causal attention';
const outputsTitle = (kind: NopeValues) => `NoPE: output by position (${kind} values)`;

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(nopeExport(...)).
 */
export function nopeExportShape(state: { readonly nopeValues: NopeValues }): ExportShape {
  return {
    figures: [ATTENTION_TITLE, outputsTitle(state.nopeValues)],
    tables: ['outputs'],
    arrays: ['attention', 'outputs'],
    code: false,
  };
}

export function nopeExport(model: NopeModel): ViewExport {
  const n = model.seqLen;
  const positions = Array.from({ length: n }, (_, t) => t);
  return {
    baseName: `nope_${model.kind}_L${n}`,
    figures: [
      {
        kind: 'heatmap',
        title: ATTENTION_TITLE,
        rows: n,
        cols: n,
        data: model.result.attention.data,
        xLabel: 'key n',
        yLabel: 'query t',
        cmap: 'sequential',
        range: [0, 1],
        colorbarLabel: 'attention weight',
      },
      {
        kind: 'lines',
        title: outputsTitle(model.kind),
        xLabel: 'position m',
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
