// The Transformer-XL, NoPE and atlas views (issue 10): reachable by tab and
// by ?view=, numbers equal to the engine's (loaded here in Node), hover and
// keyboard readouts, 360 px and the dark theme.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, showView, watchErrors } from './support.js';

async function engine() {
  const { createPosEnc } = await import('positional-encoding-widget');
  return createPosEnc();
}

/** The readout's text for a value (format.ts's significant, 6 digits). */
async function formatted(_page: Page, value: number): Promise<string> {
  const { significant } = await import('../../dist/lib/ui/format.js');
  return significant(value, 6);
}

const atlasViews = [
  ['transformer-xl', 'Transformer-XL', 'pe-transformer-xl-view'],
  ['nope', 'NoPE', 'pe-nope-view'],
  ['atlas', 'Atlas', 'pe-atlas-view'],
] as const;

test('the transformer-xl, nope and atlas views are reachable by their tabs', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page);
  for (const [id, title, tag] of atlasViews) {
    await page.getByRole('tab', { name: new RegExp(`^[A-Z]?\\d+\\. ${title}$`) }).click();
    await expect(page.locator(tag), id).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the transformer-xl, nope and atlas views are reachable by ?view=', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [id, , tag] of atlasViews) {
    await openLesson(page, `view=${id}`);
    await expect(page.locator(tag).locator('h2'), id).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('transformer-xl: the readout shows the engine’s terms for the hovered and keyed cell', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=transformer-xl&seq_len=8&d_model=16');
  const view = page.locator('pe-transformer-xl-view');
  await expect(view.locator('figure.term')).toHaveCount(5);
  const pe = await engine();
  const t = pe.transformerXlTerms(8, 16);
  const cells = view.locator('.readout dd');
  // Hover cell (row 5, col 2) of the first matrix.
  const m = view.locator('figure.term pe-matrix').first();
  const box = (await m.boundingBox())!;
  await m.hover({ position: { x: (2.5 / 8) * box.width, y: (5.5 / 8) * box.height } });
  await expect(view.locator('.readout .caption')).toContainText('query m = 5, key n = 2');
  const at = 5 * 8 + 2;
  await expect(cells.nth(0)).toHaveText(await formatted(page, t.contentContent[at]!));
  await expect(cells.nth(3)).toHaveText(await formatted(page, t.positionBias[at]!));
  await expect(cells.nth(4)).toHaveText(await formatted(page, t.total[at]!));
  // Keyboard: focus the group, move right and up.
  await view.locator('.cells').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(view.locator('.readout .caption')).toContainText('query m = 4, key n = 3');
  await expect(cells.nth(1)).toHaveText(await formatted(page, t.contentPosition[4 * 8 + 3]!));
  await saveScreenshot(page, 'transformer-xl');
  expect(errors).toEqual([]);
});

test('nope: outputs are the engine’s 1 / (m + 1) and the keyboard moves the readout', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=nope&seq_len=10');
  const view = page.locator('pe-nope-view');
  const pe = await engine();
  const outputs = pe.nopeCausalMean([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]).outputs;
  await expect(view.locator('rect.bar')).toHaveCount(10);
  await view.locator('svg.plot').focus();
  await page.keyboard.press('End');
  const readout = view.locator('.readout');
  await expect(readout).toContainText('position m = 9');
  await expect(readout).toContainText(`output ${await formatted(page, outputs[9]!)}`);
  await expect(readout).toContainText('Every output is distinct');
  await page.keyboard.press('ArrowLeft');
  await expect(readout).toContainText('position m = 8');
  await view.locator('select').selectOption('constant');
  await expect(readout).toContainText('position is not recoverable');
  await saveScreenshot(page, 'nope');
  expect(errors).toEqual([]);
});

test('atlas: ten schemes, engine parameter counts, and the readout equals the engine', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=atlas&d_model=64');
  const view = page.locator('pe-atlas-view');
  await expect(view.locator('table.schemes tbody tr')).toHaveCount(10);
  const pe = await engine();
  await expect(view.locator('td[data-parameters]').nth(1)).toHaveAttribute(
    'data-parameters',
    String(pe.learnedParameterCount(512, 768)),
  );
  // Shaw: two tables of 2K + 1 vectors, one head wide (review 20, AT-1).
  await expect(view.locator('tr[data-scheme="Shaw relative"] td[data-parameters]')).toHaveAttribute(
    'data-parameters',
    String(2 * 33 * (768 / 12)),
  );
  // Every "Used by" name links to its source in the glossary.
  const usedBy = view.locator('.models a[data-ref]');
  expect(await usedBy.count()).toBeGreaterThanOrEqual(10);
  await expect(view.locator('.models a[data-ref="mpt-7b"]')).toHaveAttribute(
    'href',
    '/?view=glossary&d_model=64#ref-mpt-7b', // the learner's state kept
  );
  // Two panels, each in its own units: the three ALiBi heads are three lines.
  await expect(view.locator('svg.plot g[data-panel]')).toHaveCount(2);
  const alibiPaths = await view
    .locator('g[data-panel="score"] path[data-profile^="alibi-"]')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
  expect(new Set(alibiPaths).size).toBe(3);
  await view.locator('svg.plot').focus();
  await page.keyboard.press('Home');
  for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowRight');
  const legend = view.locator('ul.legend');
  await expect(legend).toContainText('D = 5');
  const slopes = pe.alibiSlopes(8);
  await expect(legend.locator('li[data-profile="alibi-0"] .value')).toHaveText(
    await formatted(page, -slopes[0]! * 5),
  );
  const rope = pe.ropeScoreProfile(new Float64Array(64).fill(1), new Float64Array(64).fill(1), 63);
  await expect(legend.locator('li[data-profile="rope"] .value')).toHaveText(
    await formatted(page, rope.scores[5]!),
  );
  await saveScreenshot(page, 'atlas');
  // A row's button switches to its view.
  await view.locator('button[data-view="nope"]').click();
  await expect(page.locator('pe-nope-view')).toBeVisible();
  expect(errors).toEqual([]);
});

test("atlas: a scheme's rows that fail to load are said in the view, and Retry recovers", async ({
  page,
}) => {
  // NoPE's atlas.ts is a chunk of its own (views/nope/atlas.ts), told apart
  // from the other schemes' by its text.
  let fail = true;
  let failed = 0;
  await page.route('**/assets/atlas-*.js', async (route) => {
    const response = await route.fetch();
    if (fail && (await response.text()).includes('Kazemnejad et al. 2023')) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.fulfill({ response });
    }
  });
  await openLesson(page, 'view=atlas');
  const view = page.locator('pe-atlas-view');
  const alert = view.getByRole('alert');
  await expect(alert).toContainText("The atlas's schemes could not be loaded");
  expect(failed).toBeGreaterThan(0);
  fail = false;
  await view.getByRole('button', { name: 'Retry' }).click();
  await expect(view.locator('table.schemes tbody tr[data-scheme="NoPE"]')).toHaveCount(1);
  await expect(view.locator('ul.legend li[data-profile="nope"]')).toHaveCount(1);
  await expect(alert).toHaveCount(0);
});

test('the transformer-xl, nope and atlas views fit 360 px in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, `view=${atlasViews[0][0]}`);
  for (const [id, , tag] of atlasViews) {
    await showView(page, id);
    await expect(page.locator(`${tag} h2`), id).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, id).toBeLessThanOrEqual(360);
    await saveScreenshot(page, `${id}-360-dark`);
  }
});

for (const width of [1280, 360]) {
  test(`the atlas table's text is never cut at ${width} px, and at 1280 px it fits without scrolling sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openLesson(page, 'view=atlas');
    const table = page.locator('pe-atlas-table');
    await table.locator('tbody tr').first().waitFor();
    const measured = await table.evaluate((element) => {
      const root = element.shadowRoot!;
      const wrap = root.querySelector<HTMLElement>('.table-wrap')!;
      const cut = [...root.querySelectorAll<HTMLElement>('.text, .small, thead th')]
        .filter((cell) => cell.scrollHeight > cell.clientHeight + 1)
        .map((cell) => cell.textContent!.trim());
      const rows = [...root.querySelectorAll<HTMLElement>('tbody tr')].map(
        (row) => row.getBoundingClientRect().height,
      );
      return { scroll: wrap.scrollWidth, client: wrap.clientWidth, cut, rows };
    });
    expect(measured.cut).toEqual([]);
    // Every row is the height the box function gives it (ROW_EM): no cell grew its row.
    expect(new Set(measured.rows.map((h) => Math.round(h))).size).toBe(1);
    if (width === 1280) expect(measured.scroll).toBeLessThanOrEqual(measured.client);
  });
}
