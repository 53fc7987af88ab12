// The figure modules: tick and cell-size maths (figure/ticks.ts), the
// layout both renderers draw (figure/layout.ts), the SVG writer, the PNG
// encoder, and the .npy / CSV writers (export.ts), checked with NumPy.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { crc32, inflateSync } from 'node:zlib';

import { arrayToNpy, tableToCsv } from '../../dist/lib/export/formats.js';
import { figureName, layoutFigure } from '../../dist/lib/export/figure/layout.js';
import { encodePng } from '../../dist/lib/export/figure/png-encode.js';
import { heatmapSpec } from './figure-support.mjs';
import { MAX_RECT_CELLS, renderSvg } from '../../dist/lib/export/figure/svg.js';
import {
  cellSize,
  indexTicks,
  linearTicks,
  logTicks,
  niceExtent,
  niceStep,
  tickLabel,
} from '../../dist/lib/export/figure/ticks.js';

const heatmap = (rows, cols, extra = {}) => heatmapSpec(rows, cols, extra);

describe('ticks and cell sizes', () => {
  test('cellSize gives every cell the same whole number of pixels (512 columns in 640: 1 each)', () => {
    assert.equal(cellSize(512, 640), 1);
    assert.equal(cellSize(128, 640), 5);
    assert.equal(cellSize(3, 640), 48);
    assert.equal(cellSize(2048, 640), 1);
  });

  test('cellSize rejects counts a figure cannot draw, naming the range', () => {
    assert.throws(() => cellSize(0, 640), /1 to 2048 columns; got 0/);
    assert.throws(() => cellSize(5000, 640, 'rows'), /1 to 2048 rows; got 5000: zoom in/);
    assert.throws(() => cellSize(2.5, 640), RangeError);
  });

  test('niceStep picks 1, 2 or 5 times a power of ten', () => {
    assert.equal(niceStep(10, 5), 2);
    assert.equal(niceStep(1, 4), 0.5);
    assert.equal(niceStep(63, 6), 20);
    assert.equal(niceStep(2, 4), 0.5);
  });

  test('linearTicks are the step multiples inside the range', () => {
    assert.deepEqual(linearTicks(-1, 1, 4), [-1, -0.5, 0, 0.5, 1]);
    assert.deepEqual(linearTicks(0.3, 2.2, 4), [0.5, 1, 1.5, 2]);
    assert.deepEqual(linearTicks(3, 3), [3]);
  });

  test('niceExtent widens a range outward to whole steps', () => {
    assert.deepEqual(niceExtent(-0.93, 0.97, 6), [-1, 1]);
    assert.deepEqual(niceExtent(2, 2), [1, 3]);
  });

  test('logTicks are the powers of ten inside the range', () => {
    assert.deepEqual(logTicks(1, 100000), [1, 10, 100, 1000, 10000, 100000]);
    assert.deepEqual(logTicks(1, 1e12, 4), [1, 1e4, 1e8, 1e12]);
  });

  test('indexTicks are whole multiples of a nice step within the cells', () => {
    assert.deepEqual(indexTicks(0, 64, 7), [0, 10, 20, 30, 40, 50, 60]);
    assert.deepEqual(indexTicks(10, 10, 5), [10, 12, 14, 16, 18]);
    assert.deepEqual(indexTicks(7, 1, 5), [7]);
    assert.deepEqual(indexTicks(0, 3, 10), [0, 1, 2]);
  });

  test('tickLabel shows the decimals the step needs and a true minus sign', () => {
    assert.equal(tickLabel(-0.5, 0.5), '\u22120.5');
    assert.equal(tickLabel(0.25, 0.25), '0.25');
    assert.equal(tickLabel(1000, 200), '1000');
    assert.equal(tickLabel(-1e-7, 1e-7), '\u22121e\u22127');
    assert.equal(tickLabel(2e6, 1e6), '2e6');
    assert.equal(tickLabel(0, 0.2), '0');
    assert.equal(tickLabel(1, 0.2), '1.0');
  });
});

describe('layout', () => {
  test('heat-map cells start on whole pixels and have whole-pixel sizes', () => {
    for (const [rows, cols] of [
      [64, 128],
      [3, 4],
      [10, 512],
      [1024, 1024],
      [7, 13],
    ]) {
      const scene = layoutFigure(heatmap(rows, cols));
      const cells = scene.shapes.find((s) => s.kind === 'cells');
      for (const v of [cells.x, cells.y, cells.cellW, cells.cellH, scene.width, scene.height]) {
        assert.ok(Number.isInteger(v), `${rows} x ${cols}: ${v} is not whole`);
      }
      assert.ok(cells.cellW >= 1 && cells.cellH >= 1);
      assert.ok(cells.x + cols * cells.cellW < scene.width, 'the plot fits in the figure');
    }
  });

  test('a square matrix gets square cells', () => {
    const cells = layoutFigure(heatmap(40, 40)).shapes.find((s) => s.kind === 'cells');
    assert.equal(cells.cellW, cells.cellH);
  });

  test('heat-map layout has the title, both axis titles, tick labels and the colour bar', () => {
    const scene = layoutFigure(heatmap(64, 128, { rowStart: 100 }));
    const texts = scene.shapes.filter((s) => s.kind === 'text').map((s) => s.text);
    for (const t of [
      'A test map',
      'dimension',
      'position',
      'PE value',
      '100',
      '120',
      '0',
      '\u22121.0',
    ]) {
      assert.ok(texts.includes(t), `missing "${t}" in ${texts.join(' | ')}`);
    }
    assert.ok(scene.shapes.some((s) => s.kind === 'colorbar'));
  });

  test('named rows and columns label every cell', () => {
    const scene = layoutFigure(
      heatmap(2, 3, { rowLabels: ['the', 'cat'], colLabels: ['a', 'b', 'c'] }),
    );
    const texts = scene.shapes.filter((s) => s.kind === 'text').map((s) => s.text);
    for (const t of ['the', 'cat', 'a', 'b', 'c']) assert.ok(texts.includes(t), t);
  });

  test('averaged cells put index ticks where those indices fall', () => {
    const scene = layoutFigure(heatmap(100, 8, { rowSpan: 1000 }));
    const cells = scene.shapes.find((s) => s.kind === 'cells');
    const tick = scene.shapes.find((s) => s.kind === 'text' && s.text === '500');
    assert.ok(tick, 'a tick labelled 500');
    const plotH = 100 * cells.cellH;
    const y = cells.y + (500.5 / 1000) * plotH;
    assert.ok(Math.abs(tick.y - y) < 6, `tick at ${tick.y}, index 500 at ${y}`);
  });

  test('line layout draws one path and one legend entry per series, breaking at NaN', () => {
    const scene = layoutFigure({
      kind: 'lines',
      title: 'Curves',
      xLabel: 'position',
      yLabel: 'value',
      series: [
        { label: 'first', x: [0, 1, 2, 3], y: [0, 1, NaN, 3] },
        { label: 'second', x: [0, 3], y: [1, 2] },
      ],
    });
    const paths = scene.shapes.filter((s) => s.kind === 'path');
    assert.equal(paths.length, 2);
    assert.equal(paths[0].segments.length, 2);
    assert.notEqual(paths[0].stroke, paths[1].stroke);
    const texts = scene.shapes.filter((s) => s.kind === 'text').map((s) => s.text);
    for (const t of ['Curves', 'position', 'value', 'first', 'second'])
      assert.ok(texts.includes(t));
  });

  test('a log axis rejects nothing but leaves non-positive values out of the line', () => {
    const scene = layoutFigure({
      kind: 'lines',
      title: 'Log',
      xLabel: 'i',
      yLabel: 'w',
      yScale: 'log',
      series: [{ label: 'w', x: [0, 1, 2], y: [10, 0, 1000] }],
    });
    const path = scene.shapes.find((s) => s.kind === 'path');
    assert.equal(path.segments.length, 2);
    const texts = scene.shapes.filter((s) => s.kind === 'text').map((s) => s.text);
    assert.ok(texts.includes('10') && texts.includes('1000'));
  });

  test('figures whose data do not match their size fail with a clear message', () => {
    assert.throws(
      () => layoutFigure({ ...heatmap(2, 2), data: new Float64Array(3) }),
      /data has 3 values, rows \* cols is 4/,
    );
    assert.throws(
      () =>
        layoutFigure({
          kind: 'lines',
          title: 't',
          xLabel: 'x',
          yLabel: 'y',
          series: [{ label: 's', x: [1, 2], y: [1] }],
        }),
      /2 x values but 1 y values/,
    );
  });

  test('figureName is the given name or the title in kebab case', () => {
    assert.equal(figureName(heatmap(1, 1)), 'a-test-map');
    assert.equal(figureName(heatmap(1, 1, { name: 'dots' })), 'dots');
  });
});

describe('SVG', () => {
  test('SVG keeps text as text: title, axis titles, ticks and colour-bar label', () => {
    const svg = renderSvg(heatmap(8, 6));
    assert.match(svg, /<title>A test map<\/title>/);
    for (const t of ['A test map', 'dimension', 'position', 'PE value']) {
      assert.match(svg, new RegExp(`<text[^>]*>${t}</text>`));
    }
    assert.match(svg, /<linearGradient/);
  });

  test('SVG cells are rects whose widths are whole multiples of one cell width', () => {
    const svg = renderSvg(heatmap(8, 6));
    const cellW = Number(/data-cell-width="(\d+)"/.exec(svg)[1]);
    const group = /<g class="cells"[^>]*>(.*?)<\/g>/s.exec(svg)[1];
    const widths = [...group.matchAll(/width="(\d+)"/g)].map((m) => Number(m[1]));
    const xs = [...group.matchAll(/ x="(\d+)"/g)].map((m) => Number(m[1]));
    assert.ok(widths.length >= 8);
    for (const w of widths) assert.equal(w % cellW, 0);
    for (const x of xs) assert.equal(x % cellW, 0);
    const covered = widths.reduce((a, b) => a + b, 0);
    assert.equal(covered, 8 * 6 * cellW);
  });

  test('SVG escapes text', () => {
    assert.match(
      renderSvg(heatmap(1, 1, { title: 'a < b & "c"' })),
      /a &lt; b &amp; &quot;c&quot;/,
    );
  });

  test('a large heat map embeds its cells as one exact image (a PNG of one pixel per cell)', () => {
    const svg = renderSvg(heatmap(300, 200));
    assert.ok(300 * 200 > MAX_RECT_CELLS);
    assert.match(svg, /<image width="\d+" height="\d+"[^>]*image-rendering="pixelated"/);
    const png = Buffer.from(/base64,([A-Za-z0-9+/=]+)/.exec(svg)[1], 'base64');
    assert.equal(png.readUInt32BE(16), 200);
    assert.equal(png.readUInt32BE(20), 300);
  });
});

describe('PNG encoder', () => {
  test('encodePng writes valid chunks whose pixels inflate back to the input', () => {
    const rgb = new Uint8Array(5 * 3 * 3).map((_, k) => (k * 37) % 256);
    const png = Buffer.from(encodePng(5, 3, rgb));
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let o = 8;
    const chunks = {};
    while (o < png.length) {
      const length = png.readUInt32BE(o);
      const type = png.toString('latin1', o + 4, o + 8);
      const body = png.subarray(o + 8, o + 8 + length);
      assert.equal(
        png.readUInt32BE(o + 8 + length),
        crc32(png.subarray(o + 4, o + 8 + length)),
        type,
      );
      chunks[type] = body;
      o += 12 + length;
    }
    assert.deepEqual(Object.keys(chunks), ['IHDR', 'IDAT', 'IEND']);
    const raw = inflateSync(chunks.IDAT);
    assert.equal(raw.length, 3 * (1 + 15));
    for (let y = 0; y < 3; y++) {
      assert.equal(raw[y * 16], 0);
      assert.deepEqual(
        [...raw.subarray(y * 16 + 1, y * 16 + 16)],
        [...rgb.subarray(y * 15, y * 15 + 15)],
      );
    }
  });

  test('encodePng splits large images into several stored blocks', () => {
    const rgb = new Uint8Array(200 * 200 * 3).fill(7);
    const png = Buffer.from(encodePng(200, 200, rgb));
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    assert.equal(raw.length, 200 * 601);
  });
});

describe('.npy and CSV writers', () => {
  test('.npy files of float64 and int32 arrays of any shape load in NumPy as the same arrays', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pe-npy-'));
    try {
      const cases = {
        f1: { shape: [5], data: Float64Array.from([0.1, -2, 1e300, -0, Math.PI]) },
        f3: { shape: [2, 3, 4], data: Float64Array.from({ length: 24 }, (_, k) => k / 7) },
        i2: { shape: [3, 2], data: Int32Array.from([0, -1, 2147483647, -2147483648, 5, 6]) },
        scalar: { shape: [], data: Float64Array.from([42.5]) },
        empty: { shape: [0, 3], data: new Float64Array(0) },
      };
      const files = {};
      for (const [name, c] of Object.entries(cases)) {
        files[name] = join(dir, `${name}.npy`);
        writeFileSync(files[name], arrayToNpy({ name, ...c }));
      }
      const script = `
import json, sys, numpy as np
files = json.loads(sys.argv[1]); cases = json.loads(sys.argv[2])
for name, path in files.items():
    a = np.load(path)
    c = cases[name]
    expected = np.array(c["data"], dtype=np.float64 if c["float"] else np.int32).reshape(c["shape"])
    assert a.dtype == expected.dtype, (name, a.dtype)
    assert a.shape == tuple(c["shape"]), (name, a.shape)
    assert np.array_equal(a, expected), name
    print(name, a.dtype, a.shape)
`;
      const json = Object.fromEntries(
        Object.entries(cases).map(([n, c]) => [
          n,
          { shape: c.shape, data: Array.from(c.data), float: c.data instanceof Float64Array },
        ]),
      );
      const run = spawnSync(
        '/usr/bin/python3',
        ['-c', script, JSON.stringify(files), JSON.stringify(json)],
        { encoding: 'utf8' },
      );
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout.trim().split('\n').length, 5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('.npy header is padded so the data starts at a multiple of 64 bytes', () => {
    const bytes = arrayToNpy({ name: 'a', shape: [2, 2], data: new Float64Array(4) });
    const headerLength = bytes[8] + 256 * bytes[9];
    assert.equal((10 + headerLength) % 64, 0);
    assert.equal(bytes.length, 10 + headerLength + 32);
  });

  test('.npy rejects a shape that does not hold the data', () => {
    assert.throws(
      () => arrayToNpy({ name: 'w', shape: [2, 3], data: new Float64Array(5) }),
      /array "w": shape \(2, 3\) does not hold 5 values/,
    );
  });

  test('CSV quotes text that holds commas, quotes or line breaks and keeps numbers exact', () => {
    const csv = tableToCsv({
      name: 't',
      columns: ['word', 'value'],
      rows: [
        ['a,b', 0.1 + 0.2],
        ['say "hi"', -0],
        ['plain', 1e-300],
      ],
    });
    assert.equal(
      csv,
      'word,value\r\n"a,b",0.30000000000000004\r\n"say ""hi""",0\r\nplain,1e-300\r\n',
    );
  });

  test('CSV rejects a row whose length differs from the header', () => {
    assert.throws(
      () => tableToCsv({ name: 't', columns: ['a', 'b'], rows: [[1]] }),
      /table "t": a row has 1 cells for 2 columns/,
    );
  });
});
