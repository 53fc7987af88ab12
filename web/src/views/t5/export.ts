// What the T5 view exports (figure/spec.ts): the bucket matrix as a heat
// map, CSVs of the pairs and of the bucket ranges, and a .npy array. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import { optionsOf, type T5Model } from './derive.js';
import type { State } from '../state.js';
import type { T5Options } from '../../engine/index.js';

/** The matrix figure's title (the first-paint frame's export room shows it too). */
function t5Title({ bidirectional, numBuckets, maxDistance }: Required<T5Options>): string {
  const direction = bidirectional ? 'bidirectional' : 'causal';
  return `T5 relative-position buckets (${direction}, ${numBuckets} buckets, max distance ${maxDistance})`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(t5Export(...)).
 */
export function t5ExportShape(state: State): ExportShape {
  return {
    figures: [t5Title(optionsOf(state))],
    tables: ['buckets', 'ranges'],
    arrays: ['buckets'],
    code: true,
  };
}

export function t5Export(model: T5Model): ViewExport {
  const { n, matrix, options } = model;
  const direction = options.bidirectional ? 'bidirectional' : 'causal';
  const pairs: (readonly number[])[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) pairs.push([i, j, j - i, matrix.data[i * n + j]!]);
  }
  return {
    baseName: `t5_${direction}_b${options.numBuckets}_d${options.maxDistance}_L${n}`,
    figures: [
      {
        kind: 'heatmap',
        title: t5Title(options),
        rows: n,
        cols: n,
        data: matrix.data,
        xLabel: 'key n',
        yLabel: 'query m',
        cmap: 'sequential',
        range: [0, Math.max(1, model.top)],
        colorbarLabel: 'bucket',
      },
    ],
    tables: [
      { name: 'buckets', columns: ['query', 'key', 'j_minus_i', 'bucket'], rows: pairs },
      {
        name: 'ranges',
        columns: ['bucket', 'from', 'to', 'open_ended'],
        rows: model.ranges.map((r) => [r.bucket, r.from, r.to, r.open ? 1 : 0]),
      },
    ],
    arrays: [{ name: 'buckets', shape: [n, n], data: matrix.data }],
    code: `import math
import numpy as np

def bucket(rel, bidirectional=True, num_buckets=32, max_distance=128):
    # transformers modeling_t5.py _relative_position_bucket, in NumPy (float32 log)
    out = np.zeros_like(rel)
    if bidirectional:
        num_buckets //= 2
        out += (rel > 0) * num_buckets
        rel = np.abs(rel)
    else:
        rel = -np.minimum(rel, 0)
    max_exact = num_buckets // 2
    with np.errstate(divide="ignore"):
        large = np.log(rel.astype(np.float32) / np.float32(max_exact))
    large = large / np.float32(math.log(max_distance / max_exact)) * np.float32(num_buckets - max_exact)
    large = np.minimum(max_exact + np.where(rel < max_exact, 0, large).astype(np.int64), num_buckets - 1)
    return out + np.where(rel < max_exact, rel, large)

i, j = np.arange(${n})[:, None], np.arange(${n})[None, :]
buckets = bucket(j - i, ${options.bidirectional ? 'True' : 'False'}, ${options.numBuckets}, ${options.maxDistance})
`,
  };
}
