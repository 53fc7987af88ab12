import { test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { expect, openLesson, watchErrors } from './support.js';

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
    page.getByRole('button', { name: '.npy' }).click(),
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

test('PNG export is 800 x 500 at 1x and 1600 x 1000 at 2x with the colours of the encoding', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  for (const [name, width, height] of [
    ['PNG 1×', 800, 500],
    ['PNG 2×', 1600, 1000],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect(bytes.readUInt32BE(16)).toBe(width);
    expect(bytes.readUInt32BE(20)).toBe(height);
    // Row 0 of the 3 x 4 matrix is (0, 1, 0, 1): white then dark blue in RdBu.
    const pixels = await page.evaluate(async (base64) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
      return [at(bitmap.width / 8, 5), at((3 * bitmap.width) / 8, 5)];
    }, bytes.toString('base64'));
    expect(pixels[0]).toEqual([247, 247, 247, 255]);
    expect(pixels[1]).toEqual([5, 48, 97, 255]);
  }
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
