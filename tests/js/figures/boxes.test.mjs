// The figures' pure sizing functions (ui/figure-box.ts and each view's
// boxes.ts): heights from the inputs, the width and the font by the figure's
// construction, and modules that load alone (no Lit, no DOM, no engine).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { stackHeight } from '../../../dist/lib/ui/figure-box.js';
import * as comparison from '../../../dist/lib/views/comparison/boxes.js';
import * as heatmap from '../../../dist/lib/views/heatmap/boxes.js';
import * as frequencies from '../../../dist/lib/views/frequencies/boxes.js';
import * as order from '../../../dist/lib/views/order/boxes.js';
import * as relative from '../../../dist/lib/views/relative/boxes.js';
import * as worked from '../../../dist/lib/views/worked/boxes.js';
import { D_MODEL, POSITIONS } from '../../../dist/lib/views/worked/derive.js';
import * as cellMatrix from '../../../dist/lib/ui/cell-matrix-box.js';
import * as shaw from '../../../dist/lib/views/shaw/boxes.js';
import * as t5 from '../../../dist/lib/views/t5/boxes.js';
import * as alibi from '../../../dist/lib/views/alibi/boxes.js';
import * as nope from '../../../dist/lib/views/nope/boxes.js';
import * as chart from '../../../dist/lib/ui/chart-box.js';
import * as atlas from '../../../dist/lib/views/atlas/boxes.js';
import * as pitfalls from '../../../dist/lib/views/pitfalls/boxes.js';
import * as txl from '../../../dist/lib/views/transformer-xl/boxes.js';
import * as exercises from '../../../dist/lib/views/exercises/boxes.js';
import { BASES } from '../../../dist/lib/views/pitfalls/derive.js';
import { defaultBase, variantNames } from '../../../dist/lib/engine/facts.js';
import { profiles } from '../../../dist/lib/views/atlas/profiles.js';
import { loadSchemes, SCHEME_CURVES, SCHEME_ROWS } from '../../../dist/lib/views/atlas/schemes.js';
import { schemeRows } from '../../../dist/lib/views/atlas/table.js';
import { api } from '../util.mjs';
import * as drope from '../../../dist/lib/views/drope/boxes.js';
import * as precision from '../../../dist/lib/views/precision/boxes.js';
import * as ropeScaling from '../../../dist/lib/views/rope-scaling/boxes.js';

const sources = [
  'web/src/ui/figure-box.ts',
  // The box of the figure several views share (<pe-cell-matrix>), which their boxes.ts re-export.
  'web/src/ui/cell-matrix-box.ts',
  // A chart's box: the contract applied to a chart (<pe-chart-figure>).
  'web/src/ui/chart-box.ts',
  // The grid of score terms and its readout (attention, Transformer-XL).
  'web/src/ui/terms-grid-box.ts',
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
      // Only the contract, or a shared figure's box (itself one of `sources`):
      // the matrix figure's, a chart's (the contract applied to a chart), or
      // the grid of score terms'.
      const contract =
        name.endsWith('figure-box.js') ||
        name.endsWith('ui/cell-matrix-box.js') ||
        name.endsWith('ui/chart-box.js') ||
        name.endsWith('ui/terms-grid-box.js');
      assert.ok(contract, `${file} imports ${name}`);
    }
  }
});

describe('worked boxes', () => {
  test('the boxes count the example as it is drawn: d_model = 4 (two pairs), three positions', () => {
    assert.equal(worked.PAIRS * 2, D_MODEL);
    assert.equal(worked.POSITIONS, POSITIONS);
  });

  test('the divisors, the cells table and the map do not depend on the width', () => {
    for (const box of [worked.divisorsBox, worked.cellsBox, worked.mapBox]) {
      assert.equal(box(undefined, 320, 16), box(undefined, 1000, 16));
    }
  });

  test('the divisors are one line per pair, the gap between them and the scroll bar room', () => {
    assert.ok(
      Math.abs(worked.divisorsBox(undefined, 600, 16) - ((2 * 1.45 * 0.95 + 0.2) * 16 + 18)) < 1e-9,
    );
  });

  test('the sums table has a row per word, at most three', () => {
    const at = (words) => worked.sumsBox({ words }, 600, 16);
    assert.equal(at(2) - at(1), 2 * 16);
    assert.equal(at(3), at(8));
    assert.equal(at(1), (2 + 2) * 16 + 18);
  });

  test('the map is its caption lines, the column labels, three cells and the colour bar', () => {
    const line = (font) => 1.45 * font * 16;
    const expected = 2 * line(0.9) + line(0.75) + 3 * 44 + 2 + 0.3 * 16 + line(0.75);
    assert.ok(Math.abs(worked.mapBox(undefined, 600, 16) - expected) < 1e-9);
  });
});

describe('heatmap boxes', () => {
  test('the plot is 0.44 of the width, whole px, between 220 and 460 px', () => {
    assert.equal(heatmap.plotHeight(1000), 440);
    assert.equal(heatmap.plotHeight(333), 220);
    assert.equal(heatmap.plotHeight(2000), 460);
    assert.equal(heatmap.plotHeight(601), Math.round(0.44 * 601));
  });

  test('the map grows with its plot and not otherwise', () => {
    const at = (width) => heatmap.mapBox(undefined, width, 16);
    assert.equal(at(900) - at(800), heatmap.plotHeight(900) - heatmap.plotHeight(800));
    assert.equal(at(1200), at(1100));
  });

  test('at most NARROW_EM wide the axis label and each line under the map get two lines', () => {
    const font = 16;
    const narrow = heatmap.NARROW_EM * font;
    const line = 1.45 * 0.85 * font;
    const at = (width) => heatmap.mapBox(undefined, width, font);
    const plotted = (width) => at(width) - heatmap.plotHeight(width);
    assert.ok(Math.abs(plotted(narrow) - plotted(narrow + 1) - 3 * line) < 1e-9);
  });

  test('the readout is its head line and five rows, whatever is described', () => {
    const font = 16;
    const readout = 0.9 * font;
    const wide = heatmap.readoutBox(undefined, 800, font);
    assert.ok(Math.abs(wide - ((1.2 + 1.45 + 5 * 1.6) * readout + 2)) < 1e-9);
    assert.equal(heatmap.readoutBox(undefined, 1200, font), wide);
  });

  test('at most READOUT_NARROW_EM wide the names sit above their values, two lines each', () => {
    const font = 16;
    const narrow = heatmap.READOUT_NARROW_EM * font;
    assert.ok(heatmap.readoutStacked(narrow, font));
    assert.ok(!heatmap.readoutStacked(narrow + 1, font));
    const stacked = heatmap.readoutBox(undefined, narrow, font);
    assert.ok(Math.abs(stacked - ((1.2 + 1.45 + 5 * (0.25 + 3 * 1.45)) * 0.9 * font + 2)) < 1e-9);
  });
});

describe('cell matrix box (Shaw, T5, ALiBi, relative dot products)', () => {
  const font = 16;
  const at = (width) => cellMatrix.cellMatrixBox(undefined, width, font);
  const line = 1.45 * 0.85 * font;

  test('the Shaw, T5, ALiBi and dot-product matrices have the shared box', () => {
    for (const box of [shaw.matrixBox, t5.matrixBox, alibi.matrixBox, relative.dotsBox]) {
      assert.equal(box, cellMatrix.cellMatrixBox);
    }
  });

  test('stacked, the square follows the width up to MATRIX_EM', () => {
    assert.equal(at(400) - at(350), 50);
    const most = cellMatrix.MATRIX_EM * font;
    assert.equal(at(most + 20), at(most + 10));
  });

  test('at most NARROW_EM wide the note gets a third line and the readout six', () => {
    const narrow = cellMatrix.NARROW_EM * font;
    assert.ok(Math.abs(at(narrow) - at(narrow + 1) - line - 3 * 1.45 * font) < 1e-9);
  });

  test('from SIDE_BY_SIDE_EM the readout sits beside the square: the box is the taller column', () => {
    const wide = cellMatrix.SIDE_BY_SIDE_EM * font;
    assert.equal(cellMatrix.sideBySide(wide, font), true);
    assert.equal(cellMatrix.sideBySide(wide - 1, font), false);
    const square = cellMatrix.MATRIX_EM * font;
    const column = square + 2 * 0.3 * font + 3 * line;
    assert.ok(Math.abs(at(wide) - Math.max(column, cellMatrix.readoutPx(wide, font))) < 1e-9);
    assert.equal(at(wide), at(2 * wide));
    assert.ok(at(wide - 1) - at(wide) > cellMatrix.readoutPx(wide - 1, font));
  });

  test('without its readout (figure mode, no readout control) the box is the square, legend and note alone', () => {
    const bare = (width) => cellMatrix.cellMatrixBox({ readout: false }, width, font);
    for (const width of [
      300,
      cellMatrix.NARROW_EM * font,
      600,
      cellMatrix.SIDE_BY_SIDE_EM * font,
      1200,
    ]) {
      const square = Math.min(width, cellMatrix.MATRIX_EM * font);
      const notes = cellMatrix.noteLines(width, font);
      const column = square + 2 * 0.3 * font + (1 + notes) * line;
      assert.ok(Math.abs(bare(width) - column) < 1e-9, `at ${width} px`);
      assert.equal(cellMatrix.cellMatrixBox({ readout: true }, width, font), at(width));
      assert.ok(
        at(width) - bare(width) >=
          (cellMatrix.sideBySide(width, font) ? 0 : cellMatrix.readoutPx(width, font)),
      );
    }
  });
});

describe('NoPE box', () => {
  const font = 16;
  const at = (width) => nope.nopePanelsBox(undefined, width, font);

  test('side by side, the taller panel (the square matrix, up to MATRIX_EM) sets the height', () => {
    const width = 40 * font;
    const panel = nope.panelWidth(width, font);
    assert.equal(panel, (width - font) / 2);
    const caption = (1.45 + 0.3) * font;
    const readout = (0.3 + 3 * 1.45) * font;
    assert.ok(Math.abs(at(width) - (caption + panel + readout)) < 1e-9);
  });

  test('below SIDE_BY_SIDE_EM the panels stack: both captions and both plots', () => {
    const width = nope.SIDE_BY_SIDE_EM * font;
    assert.equal(nope.sideBySide(width - 1, font), false);
    assert.ok(at(width - 1) - at(width) > (nope.PLOT_HEIGHT / nope.PLOT_WIDTH) * (width / 2));
  });

  test('the readout takes five lines on a phone, three in a column, two from MID_EM', () => {
    assert.equal(nope.readoutLines(nope.NARROW_EM * font, font), 5);
    assert.equal(nope.readoutLines(nope.MID_EM * font, font), 3);
    assert.equal(nope.readoutLines(nope.MID_EM * font + 1, font), 2);
  });
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

describe('atlas boxes', async () => {
  const schemes = await loadSchemes();
  const curves = { curves: SCHEME_CURVES };

  test('the table has a row per scheme the atlas lists, and the header', () => {
    assert.equal(SCHEME_ROWS, schemeRows(api, schemes).length);
    assert.equal(atlas.atlasTableBox({ rows: SCHEME_ROWS }, 500, 16), (2 + 10 * 3.6) * 16 + 18);
  });

  test('the legend has a line for the distance and one per profile the plot draws', () => {
    assert.equal(atlas.legendLines(SCHEME_CURVES), 1 + profiles(api, 64, schemes).profiles.length);
  });

  test('stacked, the plot follows the width up to its largest size, the legend under it', () => {
    const legend = 11 * 1.45 * 0.85 * 16;
    const stacked = (width) => atlas.atlasPlotBox(curves, width, 16);
    // The two panels' viewBox (420 x 340 since the review's AT-3).
    const ratio = atlas.PLOT_VIEW_WIDTH / atlas.PLOT_VIEW_HEIGHT;
    assert.ok(Math.abs(stacked(350) - (350 / ratio + 0.8 * 16 + legend)) < 1e-9);
    assert.ok(!atlas.legendBeside(atlas.SIDE_BY_SIDE_EM * 16 - 1, 16));
  });

  test('beside the legend the plot takes what the legend column leaves, at most its largest size', () => {
    const font = 16;
    const from = atlas.SIDE_BY_SIDE_EM * font;
    assert.ok(atlas.legendBeside(from, font));
    const ratio = atlas.PLOT_VIEW_WIDTH / atlas.PLOT_VIEW_HEIGHT;
    const plot = (from - (atlas.LEGEND_COLUMN_EM + atlas.GAP_EM) * font) / ratio;
    const legend = 11 * 1.45 * 0.85 * font;
    assert.ok(Math.abs(atlas.atlasPlotBox(curves, from, font) - Math.max(plot, legend)) < 1e-9);
    assert.equal(atlas.atlasPlotBox(curves, 3000, font), atlas.atlasPlotBox(curves, 2000, font));
  });

  test('a scheme more is a table row and a legend line more', () => {
    const table = (rows) => atlas.atlasTableBox({ rows }, 500, 16);
    assert.ok(Math.abs(table(11) - table(10) - 3.6 * 16) < 1e-9);
    const plot = (n) => atlas.atlasPlotBox({ curves: n }, 350, 16);
    assert.ok(Math.abs(plot(11) - plot(10) - 1.45 * 0.85 * 16) < 1e-9);
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

// round 3a
describe('transformer-xl boxes', () => {
  test('the terms take as many equal columns as fit their least width, at most five', () => {
    const font = 16;
    const least = txl.TERM_MIN_EM * font;
    const gap = txl.TERM_GAP_EM * font;
    assert.equal(txl.termColumns(least - 1, font), 1);
    assert.equal(txl.termColumns(2 * least + gap, font), 2);
    assert.equal(txl.termColumns(2 * least + gap - 1, font), 1);
    assert.equal(txl.termColumns(100 * least, font), txl.TERM_COUNT);
  });

  test("the terms sit two by two in a 320 px page's figure (286 px) and in a 360 px window less a 12 px scroll bar (314 px)", () => {
    // One column there made the view about 1,250 px taller (Firefox at 360 px).
    assert.equal(txl.termColumns(286, 16), 2);
    assert.equal(txl.termColumns(314, 16), 2);
  });

  test('each row of terms is a square of its column width under fixed heading and formula lines', () => {
    const font = 16;
    // Two columns: three rows of squares of (width - gap) / 2.
    const width = 2 * txl.TERM_MIN_EM * font + txl.TERM_GAP_EM * font + 40;
    assert.equal(txl.termColumns(width, font), 2);
    const square = (width - txl.TERM_GAP_EM * font) / 2;
    const term = (2 * 1.2 * 0.95 + 1.45 * 0.85 + 2 * txl.TERM_PART_GAP_EM) * font + square;
    const expected = 3 * term + 2 * txl.TERM_GAP_EM * font + 2 * txl.TERMS_MARGIN_EM * font;
    assert.ok(Math.abs(txl.termsBox(undefined, width, font) - expected) < 1e-9);
  });

  test('the readout has a caption line, two on a phone, and a row per line of values', () => {
    const font = 16;
    const phone = txl.READOUT_NARROW_EM * font;
    const lines = (width) =>
      (txl.readoutBox(undefined, width, font) - 2 * txl.READOUT_MARGIN_EM * font) / (1.45 * font);
    // A phone's width: two caption lines, then two values side by side (three rows).
    assert.equal(txl.valueColumns(phone, font), 2);
    assert.ok(Math.abs(lines(phone) - (2 + 3)) < 1e-9);
    assert.ok(Math.abs(lines(phone + 1) - (1 + 3)) < 1e-9);
    // Wide enough for all five values: one caption line and one row.
    assert.ok(Math.abs(lines(2000) - 2) < 1e-9);
  });
});

describe('alibi boxes', () => {
  test('the head buttons take as many equal columns as fit, in rows of fixed height', () => {
    const font = 16;
    const rowPx = (alibi.SLOPE_ROW_EM + alibi.SLOPE_GAP_EM) * font;
    const width = 1000;
    const columns = alibi.slopeColumns(32, width, font);
    assert.ok(columns > 1);
    const one = alibi.slopesBox({ heads: columns }, width, font);
    assert.equal(alibi.slopesBox({ heads: 1 }, width, font), one);
    assert.ok(Math.abs(alibi.slopesBox({ heads: columns + 1 }, width, font) - one - rowPx) < 1e-9);
  });

  test('past the rows shown, more heads scroll and the box stays', () => {
    const at = (heads) => alibi.slopesBox({ heads }, 320, 16);
    assert.equal(alibi.slopeColumns(128, 320, 16), 1);
    assert.equal(at(100), at(128));
    assert.ok(at(2) < at(4));
  });

  test('a column is as wide as the longest label: short when every slope is a power of two', () => {
    // "h7: 2^-8" and "h127: 0.00276214".
    assert.equal(alibi.slopeLabelChars(8), 8);
    assert.equal(alibi.slopeLabelChars(128), 16);
    assert.equal(alibi.slopeLabelChars(12), 15);
    assert.ok(alibi.slopeColumns(8, 320, 16) >= 3);
  });

  test('a column is at least its label wide inside the padding', () => {
    const font = 16;
    const track = alibi.slopeMinEm(128) * font;
    const gap = alibi.SLOPE_GAP_EM * font;
    const two = 2 * track + gap + 2 * alibi.SLOPES_PAD_PX;
    assert.equal(alibi.slopeColumns(128, two - 1, font), 1);
    assert.equal(alibi.slopeColumns(128, two, font), 2);
  });
});

describe('heatmap boxes (round 3a)', () => {
  test('the toolbar is the zoom row and the sizes side by side on two lines, or one per row on a phone', () => {
    const font = 16;
    const wide = heatmap.toolbarBox({ showControls: true }, 1000, font);
    const preset = (lines) => (lines * 1.45 * 0.85 + 2 * 0.3) * font + 2;
    assert.ok(Math.abs(wide - (2.2 * font + 0.5 * font + preset(2))) < 1e-9);
    const phone = heatmap.TOOLBAR_NARROW_EM * font;
    const narrow = heatmap.toolbarBox({ showControls: true }, phone, font);
    assert.ok(Math.abs(narrow - (2.2 * font + 3 * (0.5 * font + preset(1)))) < 1e-9);
    assert.equal(heatmap.toolbarBox({ showControls: true }, phone + 1, font), wide);
  });

  test('without controls there is no toolbar', () => {
    assert.equal(heatmap.toolbarBox({ showControls: false }, 680, 16), 0);
  });

  test('the closed data table is its toggle; open, its rows up to the rows shown', () => {
    const font = 16;
    const closed = heatmap.tableFigureBox({ open: false, rows: 50 }, 680, font);
    assert.equal(closed, 2.2 * font);
    const open = (rows) => heatmap.tableFigureBox({ open: true, rows }, 680, font);
    const row = 1.8 * 0.8 * font;
    assert.ok(Math.abs(open(4) - open(3) - row) < 1e-9);
    assert.equal(open(heatmap.TABLE_ROWS_SHOWN), open(64));
    assert.ok(open(1) > closed);
  });

  test('the caption takes more lines on a narrower table', () => {
    assert.equal(heatmap.captionLines(1000, 16), 1);
    assert.equal(heatmap.captionLines(500, 16), 2);
    assert.equal(heatmap.captionLines(300, 16), 3);
  });

  test('the checks list: PE(0), PE(1) unless one row, PE(10) past ten rows, and the range and distinct rows up to CHECK_CELLS', () => {
    assert.deepEqual(heatmap.checkItems(64, 128), ['row0', 'row1', 'row10', 'range', 'unique']);
    assert.deepEqual(heatmap.checkItems(10, 128), ['row0', 'row1', 'range', 'unique']);
    assert.deepEqual(heatmap.checkItems(1, 2), ['row0', 'range', 'unique']);
    assert.deepEqual(heatmap.checkItems(1_000_000, 8192), ['row0', 'row1', 'row10', 'tooLarge']);
    assert.deepEqual(heatmap.checkItems(heatmap.CHECK_CELLS / 2, 2), [
      'row0',
      'row1',
      'row10',
      'range',
      'unique',
    ]);
  });

  test('an item takes more lines in a narrower list, and the split PE(1) at least as many', () => {
    const lines = (width) => heatmap.checkLines(heatmap.CHECK_CHARS.row1, width, 16);
    assert.ok(lines(320) > lines(1000));
    const at = (layout) => heatmap.checksBox({ seqLen: 64, dModel: 128, layout }, 320, 16);
    assert.ok(at('split') >= at('interleaved'));
  });
});

// round 3b
describe('pitfalls table boxes', () => {
  const rowPx = pitfalls.TABLE_ROW_EM * 16;
  const headerPx = pitfalls.TABLE_HEADER_EM * 16;
  // The body rows of a table box with a header (rows of `row` px).
  const rowsOf = (height, header = headerPx, row = rowPx) => {
    const gaps = (pitfalls.TABLE_GAP_ABOVE_EM + pitfalls.TABLE_GAP_BELOW_EM) * 16;
    const rows = (height - pitfalls.TABLE_GUTTER_PX - gaps - header) / row;
    // Whole rows, up to the rounding of the em sums.
    assert.ok(Math.abs(rows - Math.round(rows)) < 1e-9, `${rows} rows`);
    return Math.round(rows);
  };

  test('the scorecard is its header and a row per check', () => {
    assert.equal(rowsOf(pitfalls.scorecardBox(undefined, 600, 16)), pitfalls.SCORECARD_CHECKS);
  });

  test('the summary has a row per encoding the engine knows, and the header', () => {
    assert.equal(pitfalls.SUMMARY_ENCODINGS, variantNames.length);
    assert.equal(rowsOf(pitfalls.summaryBox(undefined, 1200, 16)), variantNames.length);
  });

  test("the summary's rows hold two lines of a name in a box up to 66 em wide (compact), one line past it", () => {
    const edge = pitfalls.TABLES_COMPACT_EM * 16;
    const compactRow = pitfalls.SUMMARY_COMPACT_ROW_EM * 16;
    for (const width of [320, 846, edge]) {
      assert.equal(pitfalls.compactTables(width, 16), true, `${width} px`);
      assert.equal(
        rowsOf(pitfalls.summaryBox(undefined, width, 16), headerPx, compactRow),
        variantNames.length,
      );
    }
    assert.equal(pitfalls.compactTables(edge + 1, 16), false);
    assert.equal(rowsOf(pitfalls.summaryBox(undefined, edge + 1, 16)), variantNames.length);
    // The step follows the font: 66 em at 20 px is 1,320 px.
    assert.equal(pitfalls.compactTables(1300, 20), true);
    // Two lines of the compact font (1.45 em), the button's padding and border fit a row.
    const font = pitfalls.SUMMARY_COMPACT_FONT_EM * 16;
    assert.ok(2 * pitfalls.SUMMARY_NAME_LINE_EM * font + 0.2 * font + 2 < compactRow);
  });

  test("the base table lists the paper's base over ten, itself and times ten", () => {
    assert.equal(pitfalls.PAPER_BASE, defaultBase);
    assert.deepEqual(pitfalls.LISTED_BASES, [...BASES]);
  });

  test('the base table gets a row more for a base that is not listed', () => {
    assert.equal(rowsOf(pitfalls.baseTableBox({ base: 10000 }, 600, 16)), 3);
    assert.equal(rowsOf(pitfalls.baseTableBox({ base: 2.5 }, 600, 16)), 4);
  });

  test('the second base table is empty when d_model is already 512', () => {
    assert.equal(pitfalls.baseTable512Box({ base: 10, dModel: 512 }, 600, 16), 0);
    assert.equal(
      pitfalls.baseTable512Box({ base: 10, dModel: 64 }, 600, 16),
      pitfalls.baseTableBox({ base: 10 }, 600, 16),
    );
  });

  test('the concatenation table is its two rows, with no header', () => {
    assert.equal(rowsOf(pitfalls.concatTableBox(undefined, 600, 16), 0), pitfalls.CONCAT_ROWS);
  });

  test('no table box but the summary depends on the width (a narrow box scrolls the table sideways)', () => {
    for (const box of [pitfalls.scorecardBox, pitfalls.concatTableBox]) {
      assert.equal(box(undefined, 320, 16), box(undefined, 1200, 16));
    }
    assert.equal(
      pitfalls.baseTableBox({ base: 7 }, 320, 16),
      pitfalls.baseTableBox({ base: 7 }, 1200, 16),
    );
  });
});

describe('exercises result map boxes', () => {
  const thumb = (rows, cols) => ({ rows, cols, size: 'thumb' });
  const error = (rows, cols) => ({ rows, cols, size: 'error' });
  const captionPx = (font) =>
    (exercises.CAPTION_GAP_EM +
      exercises.CAPTION_LINES * exercises.CAPTION_LINE_EM * exercises.CAPTION_FONT_EM) *
    font;

  test('the error map has square cells, at most 480 x 360 px', () => {
    assert.deepEqual(exercises.mapSize(error(3, 4)), { width: 160, height: 120 });
    assert.deepEqual(exercises.mapSize(error(50, 8)), { width: 58, height: 360 });
  });

  test('a thumb has square cells, at most 240 x 160 px, at least 1 px each', () => {
    assert.deepEqual(exercises.mapSize(thumb(3, 4)), { width: 96, height: 72 });
    assert.deepEqual(exercises.mapSize(thumb(50, 8)), { width: 26, height: 160 });
    assert.deepEqual(exercises.mapSize(thumb(1000, 1000)), { width: 1000, height: 1000 });
  });

  test('a thumb is its map and its caption lines; the error map has no caption', () => {
    assert.equal(exercises.exerciseMapBox(thumb(3, 4), 600, 16), 72 + captionPx(16));
    assert.equal(exercises.exerciseMapBox(error(3, 4), 600, 16), 120);
  });

  test('a thumb asks for room for its caption, however narrow its map', () => {
    assert.equal(exercises.mapFigureWidth(thumb(50, 8), 16), exercises.THUMB_MIN_EM * 16);
    assert.equal(exercises.mapFigureWidth(thumb(3, 4), 8), 96);
    assert.equal(exercises.mapFigureWidth(error(50, 8), 16), 58);
  });

  test('in a box narrower than the map, the map is scaled down to it, cells kept square', () => {
    assert.deepEqual(exercises.mapPlotSize(error(128, 128), 300), { width: 300, height: 300 });
    assert.equal(exercises.exerciseMapBox(error(64, 128), 240, 16), 120);
  });

  test('the box follows from the shape asked for alone', () => {
    assert.notEqual(
      exercises.exerciseMapBox(thumb(3, 4), 600, 16),
      exercises.exerciseMapBox(thumb(4, 3), 600, 16),
    );
    assert.equal(
      exercises.exerciseMapBox(thumb(20, 64), 320, 16),
      exercises.exerciseMapBox(thumb(20, 64), 1000, 16),
    );
  });
});
