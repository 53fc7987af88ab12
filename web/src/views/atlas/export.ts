// What the atlas exports: the plot's two panels (raw values, each in its units), the overview
// table as CSV, and the raw profiles as a (schemes, distances) array. Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { AtlasModel } from './derive.js';
import { citedText } from './table.js';
import { PANEL_TITLES } from './export-shape.js';

export { atlasExportShape } from './export-shape.js';

export function atlasExport(model: AtlasModel): ViewExport {
  const { plot } = model;
  const count = plot.distances.length;
  const raw = new Float64Array(plot.profiles.length * count);
  plot.profiles.forEach((p, k) => raw.set(p.values, k * count));
  return {
    baseName: `atlas_profiles_d${plot.dModel}_D${count - 1}`,
    figures: model.panels.map((panel) => ({
      kind: 'lines' as const,
      title: PANEL_TITLES[panel.id],
      xLabel: 'distance D = m − n',
      yLabel: panel.label,
      series: plot.profiles
        .filter((p) => p.panel === panel.id)
        .map((p) => ({ label: p.label, x: plot.distances, y: p.values })),
    })),
    tables: [
      {
        name: 'profiles',
        columns: ['distance', ...plot.profiles.map((p) => p.id)],
        rows: Array.from(plot.distances, (D, k) => [D, ...plot.profiles.map((p) => p.values[k]!)]),
      },
      {
        name: 'schemes',
        columns: [
          'scheme',
          'paper',
          'enters',
          'parameters',
          'counted_per',
          'kind',
          'beyond',
          'models',
          'sources',
          'view',
        ],
        rows: model.rows.map((r) => [
          r.name,
          citedText(r.paper, '; '),
          r.enters,
          r.parameters,
          r.per ?? '',
          r.kind,
          r.beyond,
          citedText(r.models),
          [...new Set([...r.paper, ...r.models].map((c) => c.ref))].join(' '),
          r.view,
        ]),
      },
    ],
    arrays: [{ name: 'profiles', shape: [plot.profiles.length, count], data: raw }],
  };
}
