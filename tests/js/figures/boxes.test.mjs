// The figures' pure sizing functions (ui/figure-box.ts and each view's
// boxes.ts): heights from the inputs, the width and the font by the figure's
// construction, and modules that load alone (no Lit, no DOM, no engine).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { stackHeight } from '../../../dist/lib/ui/figure-box.js';
import * as comparison from '../../../dist/lib/views/comparison/boxes.js';
import * as frequencies from '../../../dist/lib/views/frequencies/boxes.js';
import * as order from '../../../dist/lib/views/order/boxes.js';
import * as relative from '../../../dist/lib/views/relative/boxes.js';
import * as chart from '../../../dist/lib/ui/chart-box.js';
import * as atlas from '../../../dist/lib/views/atlas/boxes.js';
import * as pitfalls from '../../../dist/lib/views/pitfalls/boxes.js';
import { profiles } from '../../../dist/lib/views/atlas/profiles.js';
import { schemeRows } from '../../../dist/lib/views/atlas/table.js';
import { api } from '../util.mjs';
import * as drope from '../../../dist/lib/views/drope/boxes.js';
import * as precision from '../../../dist/lib/views/precision/boxes.js';
import * as ropeScaling from '../../../dist/lib/views/rope-scaling/boxes.js';

const sources = [
  'web/src/ui/figure-box.ts',
  'web/src/ui/chart-box.ts',
  ...readdirSync('web/src/views')
    .map((id) => `web/src/views/${id}/boxes.ts`)
    .filter((file) => existsSync(file)),
];

describe('stackHeight', () => {
  test('adds em parts at the font size and px parts as they are', () => {
    assert.equal(stackHeight([{ em: 2 }, { px: 18 }, { em: 0.5 }], 500, 16), 2 * 16 + 18 + 8);
  });

  test('an aspect part is the width over its ratio', () => {
    assert.equal(stackHeight([{ ratio: 2 }], 300, 16), 150);
  });

  test('an aspect part stops growing at its largest width', () => {
    assert.equal(stackHeight([{ ratio: 1, maxPx: 320 }], 1000, 16), 320);
    assert.equal(stackHeight([{ ratio: 1, maxPx: 320 }], 200, 16), 200);
  });
});

describe('relative boxes', () => {
  test('the circle is its square and four caption lines at any width', () => {
    const at = (width, font) => relative.circleBox(undefined, width, font);
    assert.equal(at(300, 16), 250 + 4 * 1.45 * 0.9 * 16);
    assert.equal(at(300, 16), at(1000, 16));
    assert.equal(at(300, 20), 250 + 4 * 1.45 * 0.9 * 20);
  });

  test('the shift table has a row per course position, and one more for another position', () => {
    const rows = (pos) => (relative.shiftTableBox({ pos }, 600, 16) - 18) / (2 * 16);
    assert.equal(rows(7), 1 + relative.TABLE_POSITIONS.length);
    assert.equal(rows(8), 2 + relative.TABLE_POSITIONS.length);
  });

  test('the shift table does not depend on the width', () => {
    assert.equal(
      relative.shiftTableBox({ pos: 3 }, 320, 16),
      relative.shiftTableBox({ pos: 3 }, 1000, 16),
    );
  });
});

describe('frequencies boxes', () => {
  test('at most NARROW_EM wide each caption and readout line gets two lines', () => {
    const font = 16;
    const narrow = frequencies.NARROW_EM * font;
    const line = 1.45 * 0.92 * font;
    const curve = (width) => frequencies.curveBox(undefined, width, font);
    assert.ok(Math.abs(curve(narrow) - curve(narrow + 1) - 2 * line) < 1e-9);
    const plot = (width) => frequencies.wavelengthPlotBox({ showControls: false }, width, font);
    assert.ok(Math.abs(plot(narrow) - plot(narrow + 1) - 3 * line) < 1e-9);
  });
  test('a small multiple is its caption lines, the plot and the gap, at any width', () => {
    const h = frequencies.curveBox(undefined, 500, 16);
    assert.equal(h, 2 * 1.45 * 0.92 * 16 + frequencies.CURVE_HEIGHT + 0.5 * 16);
    assert.equal(frequencies.curveBox(undefined, 1000, 16), h);
  });

  test("the wavelength plot's button row is there only with the lesson's controls", () => {
    const withControls = frequencies.wavelengthPlotBox({ showControls: true }, 600, 16);
    const without = frequencies.wavelengthPlotBox({ showControls: false }, 600, 16);
    assert.ok(Math.abs(withControls - without - frequencies.BUTTON_ROW_EM * 16) < 1e-9);
  });
});

describe('comparison boxes', () => {
  test('the RoPE square follows the width up to its largest size', () => {
    const at = (width) => comparison.ropeScoresBox(undefined, width, 16);
    assert.equal(at(300) - at(200), 100);
    assert.equal(at(1000), at(comparison.ROPE_MAX_PX));
  });

  test('the two maps stack below the side-by-side width, and sit in one row from it', () => {
    const threshold = comparison.MAPS_SIDE_BY_SIDE_EM * 16;
    assert.equal(comparison.mapRows(threshold - 1, 16), 2);
    assert.equal(comparison.mapRows(threshold, 16), 1);
    const stacked = comparison.extrapolationMapsBox(undefined, threshold - 1, 16);
    const row = comparison.extrapolationMapsBox(undefined, threshold, 16);
    assert.ok(stacked - row > comparison.MAP_PLOT_PX);
  });
});

describe('order boxes', () => {
  test('the attention map grows with the words by their cells', () => {
    const at = (words) => order.attentionMapBox({ words }, 400, 16);
    assert.equal(at(4) - at(3), 42);
    assert.equal(at(8) - at(0), 8 * 26);
    assert.equal(order.attentionMapWidth(3, 16), 5.5 * 0.75 * 16 + 3 * 42);
  });
});

test('a box module imports only the sizing contract (it loads before the figure code)', () => {
  assert.ok(sources.length > 1);
  for (const file of sources) {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const name of imports) {
      // A chart's box (ui/chart-box.ts) is itself only the contract applied to a chart.
      const contract = name.endsWith('figure-box.js') || name.endsWith('ui/chart-box.js');
      assert.ok(contract, `${file} imports ${name}`);
    }
  }
});

// pitfalls, precision, rope-scaling, drope, atlas
describe('chart boxes', () => {
  const line = 1.45;
  const font = 16;
  const wide = (chart.CHART_NARROW_EM + 1) * font;
  const narrow = chart.CHART_NARROW_EM * font;

  test('a chart is its caption line, the plot, the legend line, the readout lines and the gaps', () => {
    const h = chart.chartBox({ captionLines: 1, readoutLines: 2 }, wide, font);
    const em = line * 1 + 0.25 + line * 0.85 + 0.3 + 2 * line * 0.92 + 0.8;
    assert.ok(Math.abs(h - (chart.CHART_PLOT_PX + em * font)) < 1e-9);
  });

  test('each readout or caption line adds its line height', () => {
    const at = (captionLines, readoutLines) =>
      chart.chartBox({ captionLines, readoutLines }, wide, font);
    assert.ok(Math.abs(at(1, 3) - at(1, 2) - line * 0.92 * font) < 1e-9);
    assert.ok(Math.abs(at(2, 2) - at(1, 2) - line * font) < 1e-9);
  });

  test('at most CHART_NARROW_EM wide every text line gets two lines', () => {
    const inputs = { captionLines: 1, readoutLines: 2 };
    const text = (line * 1 + line * 0.85 + 2 * line * 0.92) * font;
    const grown = chart.chartBox(inputs, narrow, font) - chart.chartBox(inputs, narrow + 1, font);
    assert.ok(Math.abs(grown - text) < 1e-9);
  });

  test('above the narrow width the box does not depend on the width', () => {
    const inputs = { captionLines: 1, readoutLines: 2 };
    assert.equal(chart.chartBox(inputs, wide, font), chart.chartBox(inputs, 2000, font));
  });

  test("the views' charts give their own line counts", () => {
    const at = (readoutLines, captionLines = 1) =>
      chart.chartBox({ captionLines, readoutLines }, 700, font);
    assert.equal(ropeScaling.pairsChartBox(undefined, 700, font), at(3));
    assert.equal(ropeScaling.scoreChartBox(undefined, 700, font), at(2));
    assert.equal(drope.chartFigureBox(undefined, 700, font), at(2));
    assert.equal(precision.chartFigureBox(undefined, 700, font), at(2, 2));
  });
});

describe('precision boxes', () => {
  test('the summary table is its header and a row per reduced type, and the scroll bar', () => {
    assert.equal(precision.summaryTableBox(undefined, 700, 16), 4 * 2 * 16 + 18);
    assert.equal(precision.summaryTableBox(undefined, 320, 16), 4 * 2 * 16 + 18);
  });

  test("the collision table's caption gets a third line at most NARROW_EM wide", () => {
    const narrow = precision.NARROW_EM * 16;
    const grown =
      precision.collisionTableBox(undefined, narrow, 16) -
      precision.collisionTableBox(undefined, narrow + 1, 16);
    assert.ok(Math.abs(grown - 1.45 * 16) < 1e-9);
  });
});

describe('atlas boxes', () => {
  test('the table has a row per scheme the atlas lists, and the header', () => {
    assert.equal(atlas.SCHEME_ROWS, schemeRows(api).length);
    assert.equal(atlas.atlasTableBox(undefined, 500, 16), (2 + 10 * 3.6) * 16 + 18);
  });

  test('the legend has a line for the distance and one per profile the plot draws', () => {
    assert.equal(atlas.LEGEND_LINES, 1 + profiles(api, 64).profiles.length);
  });

  test('stacked, the plot follows the width up to its largest size, the legend under it', () => {
    const legend = 11 * 1.45 * 0.85 * 16;
    const stacked = (width) => atlas.atlasPlotBox(undefined, width, 16);
    assert.ok(Math.abs(stacked(350) - (350 / 1.75 + 0.8 * 16 + legend)) < 1e-9);
    assert.ok(!atlas.legendBeside(atlas.SIDE_BY_SIDE_EM * 16 - 1, 16));
  });

  test('beside the legend the plot takes what the legend column leaves, at most its largest size', () => {
    const font = 16;
    const from = atlas.SIDE_BY_SIDE_EM * font;
    assert.ok(atlas.legendBeside(from, font));
    const plot = (from - (atlas.LEGEND_COLUMN_EM + atlas.GAP_EM) * font) / 1.75;
    const legend = 11 * 1.45 * 0.85 * font;
    assert.ok(Math.abs(atlas.atlasPlotBox(undefined, from, font) - Math.max(plot, legend)) < 1e-9);
    assert.equal(
      atlas.atlasPlotBox(undefined, 3000, font),
      atlas.atlasPlotBox(undefined, 2000, font),
    );
  });
});

describe('pitfalls boxes', () => {
  test('the two maps stack below the side-by-side width, and sit in one row from it', () => {
    const threshold = pitfalls.MAPS_SIDE_BY_SIDE_EM * 16;
    assert.equal(pitfalls.mapRows(threshold - 1, 16), 2);
    assert.equal(pitfalls.mapRows(threshold, 16), 1);
    const stacked = pitfalls.pitfallMapsBox(undefined, threshold - 1, 16);
    const row = pitfalls.pitfallMapsBox(undefined, threshold, 16);
    assert.ok(stacked - row > pitfalls.MAP_PLOT_PX);
  });

  test('side by side the maps do not depend on the width', () => {
    assert.equal(
      pitfalls.pitfallMapsBox(undefined, 600, 16),
      pitfalls.pitfallMapsBox(undefined, 1200, 16),
    );
  });
});
