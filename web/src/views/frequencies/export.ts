// What the frequencies lesson exports: the chosen dimensions' curves
// PE(pos, dim) and the wavelength of every pair as figures, both as CSV, and
// the wavelengths as .npy. Pure, from the model.
import type { FigureSpec, ViewExport } from '../../export/figure/spec.js';
import type { FrequenciesModel } from './derive.js';
import { curvesTitle, wavelengthsTitle } from './export-shape.js';

function baseText(base: number): string {
  return Number.isInteger(base) ? `${base}.0` : String(base);
}

export { frequenciesExportShape } from './export-shape.js';

export function exportFrequencies(model: FrequenciesModel): ViewExport {
  const { dModel, base, layout, curves } = model;
  const pairs = Float64Array.from(model.wavelengths, (_, i) => i);
  const figures: FigureSpec[] = [];
  if (curves.length > 0) {
    figures.push({
      kind: 'lines',
      name: 'curves',
      title: curvesTitle(model),
      xLabel: 'position',
      yLabel: 'PE value',
      series: curves.map((c) => ({
        label: `dim ${c.dim} (${c.fn}, pair ${c.pair})`,
        x: c.xs,
        y: c.ys,
      })),
    });
  }
  figures.push({
    kind: 'lines',
    name: 'wavelengths',
    title: wavelengthsTitle(model),
    xLabel: 'pair i',
    yLabel: 'wavelength (positions)',
    yScale: 'log',
    series: [{ label: '2\u03c0 \u00b7 base^(2i/d_model)', x: pairs, y: model.wavelengths }],
  });
  const xs = curves[0]?.xs ?? [];
  return {
    baseName: `frequencies_L${model.positions}_d${dModel}_base${base}${layout === 'split' ? '_split' : ''}`,
    figures,
    tables: [
      ...(curves.length > 0
        ? [
            {
              name: 'curves',
              columns: ['position', ...curves.map((c) => `dim ${c.dim} (${c.fn} pair ${c.pair})`)],
              rows: Array.from({ length: xs.length }, (_, k) => [
                xs[k]!,
                ...curves.map((c) => c.ys[k]!),
              ]),
            },
          ]
        : []),
      {
        name: 'wavelengths',
        columns: ['pair', 'wavelength'],
        rows: Array.from(model.wavelengths, (w, i) => [i, w]),
      },
    ],
    arrays: [{ name: 'wavelengths', shape: [model.wavelengths.length], data: model.wavelengths }],
    code: [
      'import numpy as np',
      '',
      `d_model, base = ${dModel}, ${baseText(base)}`,
      'i = np.arange(d_model // 2)',
      'wavelengths = 2 * np.pi * base ** (2 * i / d_model)',
      'print(wavelengths[:4], wavelengths[-1])',
      '',
    ].join('\n'),
  };
}
