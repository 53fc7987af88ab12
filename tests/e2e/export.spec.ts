import type { Page } from '@playwright/test';

import { test } from './shared-page.js';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { download, menu, pngSize } from './export-support.js';
import { expect, openLesson, showView, watchErrors } from './support.js';

/** The heat-map cells the SVG draws: origin, cell size, count and the first row's colours. */
function svgCells(svg: string) {
  const group =
    /<g class="cells" data-rows="(\d+)" data-cols="(\d+)" data-cell-width="(\d+)" data-cell-height="(\d+)" transform="translate\((\d+) (\d+)\)"[^>]*>(.*?)<\/g>/s.exec(
      svg,
    );
  if (!group) return undefined;
  const [, rows, cols, cellW, cellH, x, y, body] = group;
  const firstRow: string[] = [];
  for (const m of body!.matchAll(
    /<rect x="(\d+)" y="0" width="(\d+)" height="\d+" fill="(#[0-9a-f]{6})"\/>/g,
  )) {
    for (let k = 0; k < Number(m[2]) / Number(cellW); k++) firstRow.push(m[3]!);
  }
  return {
    rows: Number(rows),
    cols: Number(cols),
    cellW: Number(cellW),
    cellH: Number(cellH),
    x: Number(x),
    y: Number(y),
    firstRow,
  };
}

/** The colours (#rrggbb) of one pixel row of a PNG, decoded by the browser. */
async function pngRow(page: Page, bytes: Buffer, y: number): Promise<string[]> {
  return page.evaluate(
    async ([base64, row]) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, row as number, bitmap.width, 1).data;
      const out: string[] = [];
      for (let k = 0; k < data.length; k += 4) {
        out.push(
          `#${[data[k]!, data[k + 1]!, data[k + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
        );
      }
      return out;
    },
    [bytes.toString('base64'), y] as const,
  );
}

/** Runs Python with NumPy on `script`; returns its stdout. */
function numpy(script: string, ...args: string[]): string {
  const run = spawnSync('/usr/bin/python3', ['-c', script, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
}

const reference = `
import sys, numpy as np
L, d, base = int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
pos = np.arange(L)[:, None]; i = np.arange(d // 2)[None, :]
P = np.zeros((L, d)); P[:, 0::2] = np.sin(pos / base ** (2 * i / d)); P[:, 1::2] = np.cos(pos / base ** (2 * i / d))
`;

test('.npy export loads in numpy.load with the shape and the values of the encoding', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=50&d_model=16&base=100');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu(page).getByRole('button', { name: '.npy (encoding)' }).click(),
  ]);
  const file = await download.path();
  const out = numpy(
    `${reference}
A = np.load(sys.argv[1])
print(A.dtype, A.shape, float(np.max(np.abs(A - P))))`,
    file,
    '50',
    '16',
    '100',
  );
  const [dtype, ...rest] = out.split(' ');
  expect(dtype).toBe('float64');
  expect(rest.slice(0, 2).join(' ')).toBe('(50, 16)');
  expect(Number(rest[2])).toBeLessThan(1e-13);
  expect(errors).toEqual([]);
});

test('CSV export holds the visible window with position and dimension headers', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=30&d_model=8&r0=10&r1=20&c0=2&c1=6');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV (visible)' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('position,dim 2,dim 3,dim 4,dim 5');
  expect(lines).toHaveLength(11);
  const values = lines.slice(1).map((line) => line.split(',').map(Number));
  const out = numpy(
    `${reference}
import json
V = np.array(json.loads(sys.argv[5]))
print(float(np.max(np.abs(V[:, 1:] - P[10:20, 2:6]))), list(V[:, 0]) == list(range(10, 20)))`,
    '',
    '30',
    '8',
    '10000',
    JSON.stringify(values),
  );
  const [maxError, positionsOk] = out.split(' ');
  expect(Number(maxError)).toBeLessThan(1e-13);
  expect(positionsOk).toBe('True');
});

test('copy as NumPy code reproduces the configuration', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLesson(page, 'seq_len=12&d_model=6&base=500&layout=split');
  await page.getByRole('button', { name: 'Copy as NumPy code' }).click();
  await expect(page.getByText('Copied NumPy code')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain('seq_len, d_model, base = 12, 6, 500.0');
  const out = numpy(`${code}\nprint(P.shape)`);
  expect(out.split('\n').at(-1)).toBe('(12, 6)');
});

test('a matrix too large for .npy gets a clear message and the widget keeps working', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=1000000&d_model=8192');
  await page.getByRole('button', { name: '.npy' }).click();
  await expect(
    page.getByText(/\.npy export failed: seqLen \* dModel must be at most 16777216/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'CSV (visible)' }).click();
  await expect(page.getByText(/CSV export failed: .*zoom in first/)).toBeVisible();
  const input = page.getByRole('spinbutton', { name: 'Sequence length' });
  await input.fill('10');
  await input.press('Enter');
  await page.getByRole('button', { name: '.npy' }).click();
  await expect(page.getByText('Saved the full (10, 8192) float64 matrix')).toBeVisible();
});

const exportingViews = [
  'heatmap',
  'order',
  'worked',
  'frequencies',
  'relative',
  'pitfalls',
  'comparison',
] as const;

test('every view exports its own figure and data: the downloads differ by view', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const seen = new Map<string, string>();
  const titles = new Set<string>();
  // One page: each view in turn, in place (its exports are the view's own).
  await openLesson(page, `view=${exportingViews[0]}&seq_len=24&d_model=16`);
  for (const view of exportingViews) {
    await showView(page, view);
    const svg = await download(page, 'SVG');
    const text = svg.bytes.toString('utf8');
    const title = /<title>(.*?)<\/title>/.exec(text)![1]!;
    expect(seen.has(svg.name), `${view}: ${svg.name}`).toBe(false);
    seen.set(svg.name, view);
    titles.add(title);
    // Text as text: the title, and axis titles and tick labels in <text> elements.
    const texts = [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts, view).toContain(title);
    expect(texts.length, view).toBeGreaterThan(8);
    // Data: every view offers files of its own.
    const data = menu(page).getByRole('button', { name: /^(CSV|\.npy) \(/ });
    expect(await data.count(), view).toBeGreaterThan(0);
    const file = await download(page, (await data.first().textContent())!.trim());
    expect(seen.has(file.name), `${view}: ${file.name}`).toBe(false);
    seen.set(file.name, view);
  }
  expect(titles.size).toBe(exportingViews.length);
  expect(errors).toEqual([]);
});

test('the SVG of a heat map names its axes and colour bar in text elements', async ({ page }) => {
  await openLesson(page, 'seq_len=20&d_model=8');
  const svg = (await download(page, 'SVG')).bytes.toString('utf8');
  for (const label of ['position', 'dimension', 'PE value', '0', '10']) {
    expect(svg).toMatch(new RegExp(`<text[^>]*>${label}</text>`));
  }
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  writeFileSync('tests/e2e/screenshots/export-heatmap.svg', svg);
});

test("every view's PNG at 1x and 2x has its SVG's size, doubled, and every cell the same width", async ({
  page,
}) => {
  // One page: each view in turn, in place; failures name the view.
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await openLesson(page, `view=${exportingViews[0]}&seq_len=24&d_model=16`);
  for (const view of exportingViews) {
    await showView(page, view);
    const svg = (await download(page, 'SVG')).bytes.toString('utf8');
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
    const height = Number(/<svg[^>]* height="(\d+)"/.exec(svg)![1]);
    const cells = svgCells(svg);
    for (const scale of [1, 2] as const) {
      const png = await download(page, scale === 1 ? 'PNG 1×' : 'PNG 2×');
      expect(png.name, view).toMatch(scale === 2 ? /@2x\.png$/ : /[^x]\.png$/);
      expect(pngSize(png.bytes), `${view} at ${scale}x`).toEqual([width * scale, height * scale]);
      if (scale === 2) writeFileSync(`tests/e2e/screenshots/export-${view}@2x.png`, png.bytes);
      if (!cells) continue; // A line figure: no cells.
      // One pixel row through the first row of cells: each cell is exactly
      // cellW * scale pixels of the colour the SVG gives it.
      const row = await pngRow(page, png.bytes, (cells.y + cells.cellH / 2) * scale);
      const cw = cells.cellW * scale;
      for (let c = 0; c < cells.cols; c++) {
        const start = (cells.x + c * cells.cellW) * scale;
        const pixels = row.slice(start, start + cw);
        expect(new Set(pixels), `${view} cell ${c} at ${scale}x`).toEqual(
          new Set([cells.firstRow[c]]),
        );
      }
    }
  }
});

test('a view with nothing to export hides the menu', async ({ page }) => {
  await openLesson(page, 'view=exercises');
  await expect(page.locator('positional-encoding-widget')).toBeVisible();
  await expect(menu(page).getByRole('button')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Heat map' }).click();
  await expect(menu(page).getByRole('button', { name: 'SVG' })).toBeVisible();
});

test('a view with several figures offers SVG and PNG for each', async ({ page }) => {
  await openLesson(page, 'view=order');
  await expect(menu(page).getByRole('button', { name: 'SVG' })).toHaveCount(2);
  const first = await download(page, 'SVG', 0);
  const second = await download(page, 'SVG', 1);
  expect(first.name).toMatch(/weights-without-pe\.svg$/);
  expect(second.name).toMatch(/weights-with-pe\.svg$/);
});
