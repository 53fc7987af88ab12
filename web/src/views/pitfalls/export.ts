// What the pitfalls lesson exports: the correct encoding and the selected
// pitfall's as figures and .npy (the L x d matrices the view compares), and
// every variant's scores as CSV. Pure, from the model.
import type { HeatmapFigure, ViewExport } from '../../export/figure/spec.js';
import type { Colormap } from '../state.js';
import type { Pitfall, Score, Scores } from './derive.js';
import { arrayName, mapTitle } from './export-shape.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
}

function figure(score: Score, scores: Scores, cmap: Colormap): HeatmapFigure {
  return {
    kind: 'heatmap',
    name: score.variant,
    title: mapTitle(score.variant, scores.L, scores.d, scores.base),
    rows: score.matrix.rows,
    cols: score.matrix.cols,
    data: score.matrix.data,
    xLabel: 'dimension',
    yLabel: 'position',
    cmap,
    range: [-1, 1],
    colorbarLabel: 'PE value',
  };
}

/** The NumPy definition of every variant (as tests/reference/generate.py). */
const VARIANTS_CODE = [
  'def encode(L, d, base, variant="correct"):',
  '    i = np.arange(d // 2)',
  '    with np.errstate(divide="ignore"):',
  '        exponent = {"exponent-i-over-d": i / d, "exponent-2i-times-d": (2 * i * d).astype(float),',
  '                    "exponent-d-over-2i": d / (2 * i)}.get(variant, 2 * i / d)',
  '    pos = np.arange(L, dtype=float)[:, None] + (1 if variant == "one-indexed" else 0)',
  '    angle = pos / (base ** exponent)[None, :]',
  '    s, c = np.sin(angle), np.cos(angle)',
  '    P = np.zeros((L, d))',
  '    P[:, 0::2] = c if variant in ("cosine-only", "swapped") else s',
  '    P[:, 1::2] = s if variant in ("sine-only", "swapped") else c',
  '    return P',
];

export function exportPitfalls(scores: Scores, selected: Pitfall, cmap: Colormap): ViewExport {
  const correct = scores.scores.get('correct')!;
  const pitfall = scores.scores.get(selected)!;
  return {
    baseName: `pitfalls_L${scores.L}_d${scores.d}_base${scores.base}`,
    figures: [figure(correct, scores, cmap), figure(pitfall, scores, cmap)],
    tables: [
      {
        name: 'scores',
        columns: [
          'variant',
          'unique_rows',
          'min',
          'max',
          'rotation_error',
          'row0_is_anchor',
          'frozen_columns',
          'closest_rows_distance',
        ],
        rows: [...scores.scores.values()].map((s) => [
          s.variant,
          s.unique,
          s.min,
          s.max,
          s.rotation ?? '',
          s.anchor ? 'yes' : 'no',
          s.frozen,
          s.closest?.distance ?? '',
        ]),
      },
    ],
    arrays: [
      { name: arrayName('correct'), shape: [scores.L, scores.d], data: correct.matrix.data },
      { name: arrayName(selected), shape: [scores.L, scores.d], data: pitfall.matrix.data },
    ],
    code: [
      'import numpy as np',
      '',
      ...VARIANTS_CODE,
      '',
      `L, d, base = ${scores.L}, ${scores.d}, ${baseText(scores.base)}`,
      'correct = encode(L, d, base)',
      `${arrayName(selected)} = encode(L, d, base, "${selected}")`,
      `print(np.abs(${arrayName(selected)} - correct).max())`,
      '',
    ].join('\n'),
  };
}
