// How exports are built (export/menu.ts, export/actions.ts): in tasks of the
// page that leave it responsive, with progress once an export is slow, one
// export per file at a time, stopped by a view switch or the widget's
// removal. A slow export is made deterministic by holding the menu's
// file-building code until the test releases it; no test times anything.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { download, loadMenu, menu, pngSize } from './export-support.js';
import { expect, openLesson, pageIdle, watchErrors } from './support.js';

/**
 * Holds the export menu's file-building code (loaded on first use) until
 * `release()`: an export is then deterministically slow, for as long as the
 * test needs.
 */
async function holdExportCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/actions-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the heat map at 20 x 8 with the file-building code held, clicks the
 * menu's `button` and waits for it to be busy: an export being prepared.
 * Returns the release of the held code and the names of the files saved.
 */
async function startHeldExport(page: Page, button: string) {
  const release = await holdExportCode(page);
  await openLesson(page, 'seq_len=20&d_model=8');
  const downloads = watchDownloads(page);
  await menu(page).getByRole('button', { name: button }).click();
  await expect(menu(page).getByRole('button', { name: button })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  return { release, downloads };
}

/** The names of the files the page hands to the browser from now on. */
function watchDownloads(page: Page): string[] {
  const names: string[] = [];
  page.on('download', (file) => names.push(file.suggestedFilename()));
  return names;
}

test('a slow export shows Preparing… with a progress bar and the page stays usable', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const release = await holdExportCode(page);
  await openLesson(page, 'seq_len=20&d_model=8');
  const svg = menu(page).getByRole('button', { name: 'SVG' });
  await svg.click();
  await expect(svg).toHaveAttribute('aria-busy', 'true');
  // The menu's message line, a polite live region, says what is being prepared.
  const status = menu(page).locator('p.message[aria-live="polite"]');
  await expect(status).toHaveText('Preparing the SVG…');
  const bar = status.getByRole('progressbar', { name: 'Preparing the SVG' });
  await expect(bar).toBeVisible();
  // Another control works meanwhile.
  const input = page.getByRole('spinbutton', { name: 'Sequence length' });
  await input.fill('30');
  await input.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('positional-encoding-widget')!.getState().seqLen),
    )
    .toBe(30);
  release();
  await expect(status).toHaveText(/^Saved .*_heatmap\.svg/);
  await expect(bar).toHaveCount(0);
  await expect(svg).toHaveAttribute('aria-busy', 'false');
  expect(errors).toEqual([]);
});

test('a second click on a file being prepared starts no second export', async ({ page }) => {
  const release = await holdExportCode(page);
  await openLesson(page, 'seq_len=20&d_model=8');
  const downloads = watchDownloads(page);
  const csv = menu(page).getByRole('button', { name: 'CSV (visible)' });
  await csv.click();
  await expect(csv).toHaveAttribute('aria-busy', 'true');
  // A busy button is aria-disabled, which Playwright's click waits out; a user can still click it.
  await csv.click({ force: true });
  await csv.click({ force: true });
  release();
  await expect(page.getByText(/Saved 20 rows x 9 columns/)).toBeVisible();
  await expect(csv).toHaveAttribute('aria-busy', 'false');
  // A second export would have started at once and be as quick as the first.
  await pageIdle(page, 4);
  expect(downloads).toEqual(['positional-encoding_L20_d8_base10000_visible.csv']);
});

test('switching view while an export is prepared stops it: no file and no error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { release, downloads } = await startHeldExport(page, 'SVG');
  await page.getByRole('tab', { name: 'Worked example' }).click();
  release();
  await expect(menu(page).getByRole('button', { name: 'CSV (table)' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'SVG' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await pageIdle(page);
  expect(downloads).toEqual([]);
  expect((await menu(page).locator('.message').textContent())!.trim()).toBe('');
  expect(errors).toEqual([]);
});

test('removing the widget while an export is prepared throws nothing and saves nothing', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { release, downloads } = await startHeldExport(page, '.npy (encoding)');
  await page.evaluate(() => document.querySelector('positional-encoding-widget')!.remove());
  const loaded = page.waitForResponse(/\/actions-[\w-]+\.js$/);
  release();
  await loaded;
  await pageIdle(page);
  expect(downloads).toEqual([]);
  expect(errors).toEqual([]);
});

test('heat map 100 x 512: SVG, PNG 1x and PNG 2x of every cell', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=100&d_model=512');
  const svg = (await download(page, 'SVG')).bytes.toString('utf8');
  const cells = /<g class="cells" data-rows="(\d+)" data-cols="(\d+)"/.exec(svg);
  expect(cells?.slice(1)).toEqual(['100', '512']);
  const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
  const height = Number(/<svg[^>]* height="(\d+)"/.exec(svg)![1]);
  for (const scale of [1, 2] as const) {
    const png = await download(page, scale === 1 ? 'PNG 1×' : 'PNG 2×');
    expect(pngSize(png.bytes)).toEqual([width * scale, height * scale]);
  }
  expect(errors).toEqual([]);
});

/** Clicks `name` and says whether a timer set in the same task ran before the file was handed over. */
async function timerBeforeFile(
  page: Page,
  name: string,
): Promise<{ timer: boolean; file: number }> {
  return page.evaluate(async (label) => {
    const root = document.querySelector('positional-encoding-widget')!.shadowRoot!;
    const menuRoot = root.querySelector('pe-export-menu')!.shadowRoot!;
    const button = [...menuRoot.querySelectorAll('button')].find(
      (b) => b.textContent!.trim() === label,
    )!;
    const create = URL.createObjectURL;
    let timerAt: number | undefined;
    const file = new Promise<{ at: number; size: number }>((resolve) => {
      URL.createObjectURL = (blob: Blob) => {
        URL.createObjectURL = create;
        resolve({ at: performance.now(), size: blob.size });
        return create.call(URL, blob);
      };
    });
    button.click();
    setTimeout(() => (timerAt = performance.now()), 0);
    const { at, size } = await file;
    return { timer: timerAt !== undefined && timerAt < at, file: size };
  }, name);
}

test('a zoomed 1000 x 1000 window at d_model 8192 exports its figure and CSV, yielding to the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=1000000&d_model=8192&r0=500000&r1=501000&c0=7000&c1=8000');
  await expect(menu(page).getByRole('button', { name: 'CSV (visible)' })).toBeVisible();
  await loadMenu(page);
  // Each file is built in tasks: a timer set at the click runs before the file is ready.
  expect((await timerBeforeFile(page, 'CSV (visible)')).timer).toBe(true);
  await expect(page.getByText('Saved 1000 rows x 1001 columns')).toBeVisible();
  expect((await timerBeforeFile(page, 'SVG')).timer).toBe(true);
  await expect(page.getByText(/Saved .*_heatmap\.svg/)).toBeVisible();
  const count = await page.evaluate(
    () =>
      document
        .querySelector('positional-encoding-widget')!
        .shadowRoot!.querySelector('pe-export-menu')!.lastCount,
  );
  expect(count!.tasks).toBeGreaterThan(10);
  const csv = await download(page, 'CSV (visible)');
  const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(1001);
  expect(lines[0]!.split(',').slice(0, 2)).toEqual(['position', 'dim 7000']);
  expect(lines[0]!.split(',').at(-1)).toBe('dim 7999');
  expect(lines[1]!.split(',')).toHaveLength(1001);
  expect(lines[1]!.split(',')[0]).toBe('500000');
  expect(errors).toEqual([]);
});

test("the menu lists the view's files before anything of the export is downloaded; the pointer on it loads the export", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openLesson(page, 'seq_len=20&d_model=8');
  await expect(menu(page).getByRole('button', { name: 'SVG' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Copy as NumPy code' })).toBeVisible();
  await pageIdle(page);
  const exportCode = (path: string) => /\/assets\/(export|steps|actions)-[\w-]+\.js$/.test(path);
  expect(requests.filter(exportCode)).toEqual([]);
  const loaded = page.waitForResponse(/\/assets\/export-[\w-]+\.js$/);
  await menu(page).getByRole('button', { name: 'SVG' }).hover();
  await loaded;
  expect(errors).toEqual([]);
});

test('a click on a listed file before the export has loaded still saves that file', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=20&d_model=8');
  await pageIdle(page);
  // A keyboard click: no pointer ever entered the menu, so nothing was asked before it.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    menu(page).getByRole('button', { name: '.npy (encoding)' }).dispatchEvent('click'),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.npy$/);
  expect(errors).toEqual([]);
});

/** Holds the export menu's own code (loaded on the reader's intent) until `release()`. */
async function holdMenuCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/menu-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The lesson at 20 x 8 with the menu's code held back: its live room stands in. */
async function openWithMenuHeld(page: Page) {
  const errors = watchErrors(page);
  const release = await holdMenuCode(page);
  await openLesson(page, 'seq_len=20&d_model=8');
  return { errors, release, room: page.locator('pe-export-room[live]') };
}

/** The file "CSV (visible)" saves at 20 x 8. */
const VISIBLE_CSV = 'positional-encoding_L20_d8_base10000_visible.csv';

test("the menu's code loads only when the pointer enters the widget, and nothing moves when it replaces its room", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openLesson(page, 'seq_len=20&d_model=8');
  const room = page.locator('pe-export-room[live]');
  await expect(room.getByRole('button', { name: 'PNG 2×' })).toBeVisible();
  await pageIdle(page);
  expect(requests.filter((path) => /\/assets\/menu-[\w-]+\.js$/.test(path))).toEqual([]);
  const before = await room.boundingBox();
  const buttonsBefore = (await room.getByRole('button').allTextContents()).map((t) => t.trim());
  await loadMenu(page);
  await expect(room).toHaveCount(0);
  const real = page.locator('pe-export-menu');
  expect(await real.boundingBox()).toEqual(before);
  expect((await real.getByRole('button').allTextContents()).map((t) => t.trim())).toEqual(
    buttonsBefore,
  );
  expect(errors).toEqual([]);
});

test("a file clicked in the menu's room before the menu's code arrives is saved once it has", async ({
  page,
}) => {
  const { errors, release, room } = await openWithMenuHeld(page);
  const downloads = watchDownloads(page);
  await room.getByRole('button', { name: 'CSV (visible)' }).click();
  await pageIdle(page);
  expect(downloads).toEqual([]);
  const [file] = await Promise.all([page.waitForEvent('download'), release()]);
  expect(file.suggestedFilename()).toBe(VISIBLE_CSV);
  expect(errors).toEqual([]);
});

test("the menu's code arriving while a room button is held down still lets that press save its file", async ({
  page,
}) => {
  const { errors, release, room } = await openWithMenuHeld(page);
  const downloads = watchDownloads(page);
  await room.getByRole('button', { name: 'CSV (visible)' }).hover();
  await page.mouse.down();
  release();
  await page.waitForResponse(/\/assets\/menu-[\w-]+\.js$/);
  await pageIdle(page);
  // The room stays while the button is held, so the release is its click.
  await expect(room).toHaveCount(1);
  const [file] = await Promise.all([page.waitForEvent('download'), page.mouse.up()]);
  expect(file.suggestedFilename()).toBe(VISIBLE_CSV);
  await expect(page.locator('pe-export-menu')).toHaveCount(1);
  expect(downloads).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a button of the room focused from the keyboard hands its focus to the menu's twin", async ({
  page,
}) => {
  const { errors, release, room } = await openWithMenuHeld(page);
  await room.getByRole('button', { name: 'PNG 1×' }).focus();
  release();
  await expect(
    page.locator('pe-export-menu').getByRole('button', { name: 'PNG 1×' }),
  ).toBeFocused();
  await expect(room).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a click in the room while the menu's code cannot load says so, and the next click loads it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  let fail = true;
  await page.route(/\/assets\/menu-[\w-]+\.js$/, (route) =>
    fail ? route.abort('failed') : route.continue(),
  );
  await openLesson(page, 'seq_len=20&d_model=8');
  const room = page.locator('pe-export-room[live]');
  await room.getByRole('button', { name: 'SVG' }).click();
  await expect(room.locator('p.message')).toContainText('Export unavailable');
  fail = false;
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    room.getByRole('button', { name: 'SVG' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/_heatmap\.svg$/);
  // The aborted requests are the only errors.
  expect(errors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
});
