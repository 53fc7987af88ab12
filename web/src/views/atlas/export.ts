// What the atlas exports: the shared plot (scaled and raw), the overview
// table as CSV, and the raw profiles as a (schemes, distances) array. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { AtlasModel } from './derive.js';
import { PLOT_TITLE } from './export-shape.js';

export { atlasExportShape } from './export-shape.js';

export function atlasExport(model: AtlasModel): ViewExport {
  const { plot } = model;
  const count = plot.distances.length;
  const raw = new Float64Array(plot.profiles.length * count);
  plot.profiles.forEach((p, k) => raw.set(p.values, k * count));
  return {
    baseName: `atlas_profiles_d${plot.dModel}_D${count - 1}`,
    figures: [
      {
        kind: 'lines',
        title: PLOT_TITLE,
        xLabel: 'distance D = i − j',
        yLabel: 'contribution / max |contribution|',
        series: plot.profiles.map((p, k) => ({
          label: p.label,
          x: plot.distances,
          y: model.scaled[k]!,
        })),
      },
    ],
    tables: [
      {
        name: 'profiles',
        columns: ['distance', ...plot.profiles.map((p) => p.id)],
        rows: Array.from(plot.distances, (D, k) => [D, ...plot.profiles.map((p) => p.values[k]!)]),
      },
      {
        name: 'schemes',
        columns: ['scheme', 'paper', 'enters', 'parameters', 'kind', 'beyond', 'models', 'view'],
        rows: model.rows.map((r) => [
          r.name,
          r.paper,
          r.enters,
          r.parameters,
          r.kind,
          r.beyond,
          r.models,
          r.view,
        ]),
      },
    ],
    arrays: [{ name: 'profiles', shape: [plot.profiles.length, count], data: raw }],
  };
}
