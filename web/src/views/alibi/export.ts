// What the ALiBi view exports (figure/spec.ts): the drawn head's bias as a
// heat map, CSVs of the slopes and of the drawn head's pairs, and .npy
// arrays of the slopes and of every head's matrix. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import type { State } from '../state.js';
import { shownHead, type AlibiModel } from './derive.js';

/**
 * The bias figure's title, from the state alone (the first-paint frame's
 * export room shows it too): the head's slope is in the slopes' CSV and
 * .npy, not here, since the frame has no engine to compute it.
 */
function alibiTitle(head: number, heads: number): string {
  return `ALiBi bias of head ${head} of ${heads}`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(alibiExport(...)).
 */
export function alibiExportShape(state: Pick<State, 'alibiHead' | 'alibiHeads'>): ExportShape {
  return {
    figures: [alibiTitle(shownHead(state), state.alibiHeads)],
    tables: ['slopes', `head${shownHead(state)}_bias`],
    arrays: ['slopes', 'bias'],
    code: true,
  };
}

export function alibiExport(model: AlibiModel): ViewExport {
  const { n, heads, head, slopes, bias } = model;
  const pairs: (readonly (number | string)[])[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const v = bias.data[(head * n + i) * n + j]!;
      pairs.push([i, j, v === -Infinity ? '-inf' : v]);
    }
  }
  return {
    baseName: `alibi_heads${heads}_head${head}_L${n}`,
    figures: [
      {
        kind: 'heatmap',
        title: alibiTitle(head, heads),
        rows: n,
        cols: n,
        data: model.display.data,
        xLabel: 'key n',
        yLabel: 'query m',
        cmap: 'sequential',
        range: [model.lowest < 0 ? model.lowest : -1, 0],
        colorbarLabel: 'bias -m (i - j); blank: masked',
      },
    ],
    tables: [
      {
        name: 'slopes',
        columns: ['head', 'slope'],
        rows: Array.from(slopes, (m, h) => [h, m]),
      },
      { name: `head${head}_bias`, columns: ['query', 'key', 'bias'], rows: pairs },
    ],
    arrays: [
      { name: 'slopes', shape: [heads], data: slopes },
      { name: 'bias', shape: [heads, n, n], data: bias.data },
    ],
    code: `import math
import numpy as np

def get_slopes(n):  # ofirpress/attention_with_linear_biases
    def power_of_2(n):
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        return [start * start**i for i in range(n)]
    if math.log2(n).is_integer():
        return power_of_2(n)
    p = 2 ** math.floor(math.log2(n))
    return power_of_2(p) + get_slopes(2 * p)[0::2][: n - p]

slopes = np.array(get_slopes(${heads}))
i, j = np.arange(${n})[:, None], np.arange(${n})[None, :]
bias = np.where(j <= i, -slopes[:, None, None] * (i - j), -np.inf) + 0.0  # (heads, query, key)
`,
  };
}
