// What the comparison exports: the sinusoidal and learned heat maps around
// the training length and the RoPE scores as figures and .npy, plus the
// RoPE query and key (so NumPy can recompute the scores). Pure, from the model.
import type { DataArray, FigureSpec, ViewExport } from '../../export/figure/spec.js';
import type { Colormap } from '../state.js';
import type { Figures, Rope } from './derive.js';
import { learnedTitle, ropeTitle, sinusoidalTitle } from './export-shape.js';

export { comparisonExportShape } from './export-shape.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
}

export function exportComparison(
  figures: Figures | undefined,
  rope: Rope | undefined,
  state: { base: number; trainLen: number; cmap: Colormap },
): ViewExport | undefined {
  if (!figures && !rope) return undefined;
  const specs: FigureSpec[] = [];
  const arrays: DataArray[] = [];
  const baseName = `comparison_L${figures?.Ls ?? rope?.L}_base${state.base}_train${state.trainLen}`;
  const code = ['import numpy as np', '', `base = ${baseText(state.base)}`];
  if (figures) {
    const { Ls, dc } = figures;
    specs.push(
      {
        kind: 'heatmap',
        name: 'sinusoidal',
        title: sinusoidalTitle(Ls, dc, state.base),
        rows: Ls,
        cols: dc,
        data: figures.sinusoidal.data,
        xLabel: 'dimension',
        yLabel: 'position',
        cmap: state.cmap,
        range: [-1, 1],
        colorbarLabel: 'PE value',
      },
      {
        kind: 'heatmap',
        name: 'learned',
        title: learnedTitle(state.trainLen),
        rows: Ls,
        cols: dc,
        data: figures.learned.data,
        xLabel: 'dimension',
        yLabel: 'position',
        cmap: state.cmap,
        range: [-figures.learnedScale, figures.learnedScale],
        colorbarLabel: 'table value',
      },
    );
    arrays.push(
      { name: 'sinusoidal', shape: [Ls, dc], data: figures.sinusoidal.data },
      {
        name: 'learned',
        shape: [figures.learnedRows, dc],
        data: figures.learned.data.slice(0, figures.learnedRows * dc),
      },
    );
    code.push(
      '',
      `L, d = ${Ls}, ${dc}`,
      'pos, i = np.arange(L)[:, None], np.arange(d // 2)[None, :]',
      'sinusoidal = np.zeros((L, d))',
      'sinusoidal[:, 0::2] = np.sin(pos / base ** (2 * i / d))',
      'sinusoidal[:, 1::2] = np.cos(pos / base ** (2 * i / d))',
      '# learned: random N(0, 0.02^2) rows for positions < train length only (no formula)',
    );
  }
  if (rope) {
    specs.push({
      kind: 'heatmap',
      name: 'rope-scores',
      title: ropeTitle(rope.L),
      rows: rope.L,
      cols: rope.L,
      data: rope.scores.data,
      xLabel: 'key position n',
      yLabel: 'query position m',
      cmap: state.cmap,
      range: [-rope.scale, rope.scale],
      colorbarLabel: 'score',
    });
    arrays.push(
      { name: 'rope_scores', shape: [rope.L, rope.L], data: rope.scores.data },
      { name: 'rope_q', shape: [rope.q.length], data: rope.q },
      { name: 'rope_k', shape: [rope.k.length], data: rope.k },
    );
    code.push(
      '',
      'def rope(x, pos):',
      '    theta = pos / base ** (2 * np.arange(x.size // 2) / x.size)',
      '    c, s = np.cos(theta), np.sin(theta)',
      '    out = np.empty(x.size)',
      '    out[0::2] = x[0::2] * c - x[1::2] * s',
      '    out[1::2] = x[0::2] * s + x[1::2] * c',
      '    return out',
      '',
      '# q and k: the exported rope_q.npy and rope_k.npy',
      `q, k = np.load("${baseName}_rope_q.npy"), np.load("${baseName}_rope_k.npy")`,
      `rope_scores = np.array([[rope(q, m) @ rope(k, n) for n in range(${rope.L})] for m in range(${rope.L})])`,
    );
  }
  code.push('');
  return {
    baseName,
    figures: specs,
    tables: [],
    arrays,
    code: code.join('\n'),
  };
}
