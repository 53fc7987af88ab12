// The precision view's exports: the error figure, the summary table and the
// per-position errors.
import type { ViewExport } from '../../export/figure/spec.js';
import type { ExportShape } from '../../export/shape.js';
import { allReports, reducedPrecisions, type PrecisionModel } from './derive.js';

const CHART_TITLE = 'Largest error of each encoding row against float64';

/**
 * What the export lists (the same at every state when nothing failed; the
 * first-paint frame keeps the menu's room with it); tests/js checks it
 * against exportShape(precisionExport(...)).
 */
export function precisionExportShape(): ExportShape {
  return {
    figures: [CHART_TITLE],
    tables: ['summary', 'max_error'],
    arrays: ['max_error'],
    code: false,
  };
}

export function precisionExport(m: PrecisionModel): ViewExport {
  const n = m.seqLen;
  const reports = allReports(m);
  const errors = new Float64Array(reducedPrecisions.length * n);
  reducedPrecisions.forEach((p, k) => errors.set(reports[p].maxError, k * n));
  return {
    baseName: `precision_n${n}_d${m.dModel}`,
    figures: [
      {
        kind: 'lines',
        title: CHART_TITLE,
        xLabel: 'position',
        yLabel: 'max |error|',
        yScale: 'log',
        series: reducedPrecisions.map((p) => ({
          label: p,
          x: m.positions,
          y: reports[p].maxError,
        })),
      },
    ],
    tables: [
      {
        name: 'summary',
        columns: [
          'precision',
          'distinct_rows',
          'first_collision',
          'first_non_finite',
          'largest_exact_integer',
        ],
        rows: reducedPrecisions.map((p) => {
          const r = reports[p];
          return [p, r.distinctRows, r.firstCollision, r.firstNonFinite, r.largestExactInteger];
        }),
      },
      {
        name: 'max_error',
        columns: ['position', ...reducedPrecisions],
        rows: Array.from({ length: n }, (_, k) => [
          k,
          ...reducedPrecisions.map((p) => reports[p].maxError[k]!),
        ]),
      },
    ],
    arrays: [{ name: 'max_error', shape: [reducedPrecisions.length, n], data: errors }],
  };
}
