// What the word-order lesson exports: the attention weights of the
// reordered sentence without and with PE as figures, every weight of the
// four runs as CSV, and the weights as .npy (without PE and with PE, each
// shaped (2, n, n): the sentence as written, then reordered). Pure.
import type { DataArray, HeatmapFigure, ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import { EMBEDDING_SIZE } from './view.js';
import { type State } from '../state.js';
import { sentenceText, type Comparison, type OrderModel, type Run } from './derive.js';

function words(state: Pick<State, 'words'>, run: Run): string[] {
  return run.order.map((w) => state.words[w] ?? String(w));
}

/** A figure's title: the weights of the sentence `text`, with or without PE. */
function title(text: string, withPe: boolean): string {
  return `Attention weights ${withPe ? 'with' : 'without'} PE: \u201c${text}\u201d`;
}

/**
 * What the export lists at `state` (the first-paint frame keeps the menu's
 * room with it); tests/js checks it against exportShape(exportOrder(...)).
 */
export function orderExportShape(state: Pick<State, 'words' | 'order'>): ExportShape {
  const text = sentenceText(state.words, state.order);
  return {
    figures: [title(text, false), title(text, true)],
    tables: ['weights'],
    arrays: ['weights_without_pe', 'weights_with_pe'],
    code: true,
  };
}

function figure(state: Pick<State, 'words'>, run: Run, withPe: boolean): HeatmapFigure {
  const labels = words(state, run);
  return {
    kind: 'heatmap',
    name: withPe ? 'weights-with-pe' : 'weights-without-pe',
    title: title(run.text, withPe),
    rows: run.weights.rows,
    cols: run.weights.cols,
    data: run.weights.data,
    xLabel: 'attended token (key)',
    yLabel: 'attending token (query)',
    rowLabels: labels,
    colLabels: labels,
    cmap: 'sequential',
    range: [0, 1],
    colorbarLabel: 'attention weight',
  };
}

function stacked(name: string, comparison: Comparison): DataArray {
  const [a, b] = comparison.runs;
  const n = a.weights.rows;
  const data = new Float64Array(2 * n * n);
  data.set(a.weights.data, 0);
  data.set(b.weights.data, n * n);
  return { name, shape: [2, n, n], data };
}

export function exportOrder(
  model: OrderModel,
  state: Pick<State, 'words' | 'base' | 'emb'>,
): ViewExport {
  const rows: (number | string)[][] = [];
  for (const [pe, comparison] of [
    ['without', model.plain],
    ['with', model.withPe],
  ] as const) {
    comparison.runs.forEach((run, sentence) => {
      const labels = words(state, run);
      const n = run.weights.rows;
      for (let q = 0; q < n; q++) {
        for (let k = 0; k < n; k++) {
          rows.push([
            pe,
            sentence === 0 ? 'as written' : 'reordered',
            q,
            labels[q]!,
            k,
            labels[k]!,
            run.weights.data[q * n + k]!,
          ]);
        }
      }
    });
  }
  const second = model.plain.runs[1];
  return {
    baseName: `word-order_n${second.order.length}_base${state.base}`,
    figures: [figure(state, second, false), figure(state, model.withPe.runs[1], true)],
    tables: [
      {
        name: 'weights',
        columns: [
          'pe',
          'sentence',
          'query_position',
          'query_word',
          'key_position',
          'key_word',
          'weight',
        ],
        rows,
      },
    ],
    arrays: [stacked('weights_without_pe', model.plain), stacked('weights_with_pe', model.withPe)],
    code: [
      'import numpy as np',
      '',
      '# X: one row per token (its embedding, plus PE(position) in the runs with PE)',
      'def self_attention(X):',
      '    s = X @ X.T / np.sqrt(X.shape[1])',
      '    w = np.exp(s) / np.exp(s).sum(axis=1, keepdims=True)',
      '    return w @ X, w',
      '',
      `d_model, base = ${EMBEDDING_SIZE}, ${state.base}`,
      'def pe(n):',
      '    pos, i = np.arange(n)[:, None], np.arange(d_model // 2)[None, :]',
      '    P = np.zeros((n, d_model))',
      '    P[:, 0::2] = np.sin(pos / base ** (2 * i / d_model))',
      '    P[:, 1::2] = np.cos(pos / base ** (2 * i / d_model))',
      '    return P',
      '',
      `E = np.array(${JSON.stringify(state.emb)})  # one embedding per word as written`,
      `orders = [${JSON.stringify(model.first)}, ${JSON.stringify(second.order)}]`,
      'weights_without_pe = np.stack([self_attention(E[o])[1] for o in orders])',
      'weights_with_pe = np.stack([self_attention(E[o] + pe(len(o)))[1] for o in orders])',
      'print(weights_without_pe.shape, weights_with_pe.shape)',
      '',
    ].join('\n'),
  };
}
