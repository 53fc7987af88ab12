// The RoPE context extension, DroPE and precision views (issue 10): reachable
// by tab and by view=, numbers equal to the engine's, keyboard readout, 360 px
// in the dark theme.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, showView, watchErrors } from './support.js';

const widget = (page: Page) => page.locator('positional-encoding-widget');

/** Runs `body` with the engine the given view holds, in the page. */
async function withEngine<T, A>(
  page: Page,
  tag: string,
  body: (pe: any, arg: A) => T,
  arg: A,
): Promise<T> {
  return page.evaluate(
    ([t, source, a]) => {
      const view = document
        .querySelector('positional-encoding-widget')!
        .shadowRoot!.querySelector(t as string) as unknown as { pe: unknown };
      // eslint-disable-next-line no-new-func
      return new Function('pe', 'arg', `return (${source})(pe, arg);`)(view.pe, a);
    },
    [tag, body.toString(), arg] as const,
  ) as Promise<T>;
}

const toText = (v: number) => {
  // format.ts significant(v, 6), written again: up to 6 significant digits.
  const a = Math.abs(v);
  const t =
    a !== 0 && (a >= 1e9 || a < 1e-4) ? v.toExponential(5) : String(Number(v.toPrecision(6)));
  return t.replace('-', '−');
};

const atlasViews = [
  ['rope-scaling', 'RoPE context extension', 'pe-rope-scaling-view'],
  ['drope', 'DroPE', 'pe-drope-view'],
  ['precision', 'Precision', 'pe-precision-view'],
] as const;

test('the rope-scaling, drope and precision tabs open their views and put view=<id> in the URL', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page);
  for (const [id, title, tag] of atlasViews) {
    await widget(page)
      .getByRole('tab', { name: new RegExp(`^[A-Z]?\\d+\\. ${title}$`) })
      .click();
    await expect(widget(page).locator(tag).locator('h2'), id).toBeVisible();
    await expect(page, id).toHaveURL(new RegExp(`view=${id}`));
  }
  expect(errors).toEqual([]);
});

test('view=rope-scaling, drope and precision each open their view with its charts', async ({
  page,
}) => {
  const errors = watchErrors(page);
  for (const [id, , tag] of atlasViews) {
    await openLesson(page, `view=${id}`);
    await expect(widget(page).locator(tag).locator('pe-line-chart').first(), id).toBeVisible();
    await saveScreenshot(page, id);
  }
  expect(errors).toEqual([]);
});

test('rope-scaling: counts and readout equal the engine (YaRN, factor 4, L 2048)', async ({
  page,
}) => {
  await openLesson(
    page,
    'view=rope-scaling&d_model=128&rope_scaling=yarn&rope_factor=4&rope_original_max=2048',
  );
  const view = widget(page).locator('pe-rope-scaling-view');
  const engine = await withEngine(
    page,
    'pe-rope-scaling-view',
    (pe, _) => {
      const scaling = { type: 'yarn', factor: 4, originalMaxPosition: 2048 };
      const f = pe.ropeFrequencies(128, { scaling });
      const ones = new Float64Array(128).fill(1);
      const s = pe.ropeScoreProfile(ones, ones, 8192, { scaling }).scores;
      const interp = Array.from(f.interpolation as Float64Array);
      return {
        interpolated: interp.filter((v) => v >= 0.99).length,
        extrapolated: interp.filter((v) => v <= 0.01).length,
        af: f.attentionFactor,
        score2048: s[2048],
        score2049: s[2049],
        wavelength0: f.wavelength[0],
        wavelength1: f.wavelength[1],
      };
    },
    null,
  );
  await expect(view.locator('.count-interpolated')).toHaveText(String(engine.interpolated));
  await expect(view.locator('.count-extrapolated')).toHaveText(String(engine.extrapolated));
  await expect(view.locator('.summary')).toContainText(toText(engine.af));
  const readout = view.locator('.distance-readout');
  await expect(readout).toContainText('Distance 2,048');
  await expect(readout).toContainText(toText(engine.score2048));
  await view.locator('.score-chart svg').focus();
  await page.keyboard.press('ArrowRight');
  await expect(readout).toContainText('Distance 2,049');
  await expect(readout).toContainText(toText(engine.score2049));
  const pairs = view.locator('.pair-readout');
  await expect(pairs).toContainText('Pair 0');
  await view.locator('.pairs-chart svg').focus();
  await page.keyboard.press('ArrowRight');
  await expect(pairs).toContainText('Pair 1');
  await expect(pairs).toContainText(toText(engine.wavelength1));
});

test('rope-scaling: changing the method updates the URL and the counts', async ({ page }) => {
  await openLesson(page, 'view=rope-scaling&d_model=64');
  const view = widget(page).locator('pe-rope-scaling-view');
  await view.locator('#rope-method').selectOption('linear');
  await expect(page).toHaveURL(/rope_scaling=linear/);
  await expect(view.locator('.count-interpolated')).toHaveText('32');
  await view.locator('#rope-factor').fill('0.5');
  await view.locator('#rope-factor').press('Enter');
  await expect(view.getByRole('alert')).toContainText('Factor must be a number from 1 to 64');
});

test('drope: summary and readout equal the engine (L 64)', async ({ page }) => {
  await openLesson(page, 'view=drope&d_model=64&train_len=64');
  const view = widget(page).locator('pe-drope-view');
  const r = await withEngine(
    page,
    'pe-drope-view',
    (pe, _) => {
      const ones = new Float64Array(64).fill(1);
      const c = pe.dropeCompare(ones, ones, 256, 64);
      return {
        outside: c.outsideCount,
        unseen: c.unseenPairs,
        rope64: c.rope[64],
        rope65: c.rope[65],
      };
    },
    null,
  );
  await expect(view.locator('.outside-count')).toHaveText(String(r.outside));
  await expect(view.locator('.unseen-pairs')).toHaveText(String(r.unseen));
  const readout = view.locator('.readout');
  await expect(readout).toContainText('Distance 64');
  await expect(readout).toContainText(toText(r.rope64));
  await view.locator('pe-line-chart svg').focus();
  await page.keyboard.press('ArrowRight');
  await expect(readout).toContainText(toText(r.rope65));
  await expect(readout).toContainText('without 64');
});

test('precision: the table equals precisionStats and float16 overflows at 65,520', async ({
  page,
}) => {
  // 3 x 70,000 rows computed on load: allow for a busy shared machine.
  test.slow();
  await openLesson(page, 'view=precision&d_model=2&precision_len=70000&precision=float16');
  const view = widget(page).locator('pe-precision-view');
  const stats = await withEngine(
    page,
    'pe-precision-view',
    (pe, _) =>
      ['float32', 'float16', 'bfloat16'].map((p) => {
        const s = pe.precisionStats(70000, 2, { precision: p });
        return [s.distinctRows, s.firstCollision, s.firstNonFinite];
      }),
    null,
  );
  const grouped = (v: number) =>
    v < 0 ? 'none' : v.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  for (const [k, p] of ['float32', 'float16', 'bfloat16'].entries()) {
    const cells = view.locator(`tr[data-precision="${p}"] td`);
    await expect(cells.nth(0)).toHaveText(grouped(stats[k]![0]!));
    await expect(cells.nth(1)).toHaveText(grouped(stats[k]![1]!));
    await expect(cells.nth(2)).toHaveText(grouped(stats[k]![2]!));
  }
  await expect(view.locator('tr[data-precision="float16"] td').nth(1)).toHaveText('2,049');
  await expect(view.locator('tr[data-precision="float16"] td').nth(2)).toHaveText('65,520');
  await expect(view.locator('tr[data-precision="bfloat16"] td').nth(1)).toHaveText('257');
  await expect(view.locator('table.collision')).toContainText('2,048');
  const readout = view.locator('.readout');
  await expect(readout).toContainText('Position 2,049');
  await expect(readout.locator('.stored')).toHaveText('2048');
  await view.locator('pe-line-chart svg').focus();
  await page.keyboard.press('End');
  await expect(readout).toContainText('Position 69,999');
  await expect(readout.locator('.nan')).toHaveCount(1);
  await expect(readout.locator('.stored')).toHaveText('∞');
});

/** Types `text` into the number field labelled `label` of the view `tag` and commits it. */
async function enter(page: Page, tag: string, label: string, text: string) {
  const input = widget(page).locator(tag).getByLabel(label);
  await input.fill(text);
  await input.press('Enter');
  return input;
}

const alert = (page: Page, tag: string) => widget(page).locator(tag).getByRole('alert');

test('drope: a training length out of range is refused by name and range, the input shows L again', async ({
  page,
}) => {
  await openLesson(page, 'view=drope&d_model=64&train_len=64');
  const input = await enter(page, 'pe-drope-view', 'Training length L', '0');
  await expect(alert(page, 'pe-drope-view')).toContainText(
    'Training length must be a whole number from 1 to',
  );
  await expect(input).toHaveValue('64');
  await expect(page).toHaveURL(/train_len=64/);
});

test('precision: at 100,000 positions x 40 (the attacker link) the three rows fill in', async ({
  page,
}) => {
  // The selected type is computed with the view, the others one task each.
  test.slow();
  const errors = watchErrors(page);
  await openLesson(page, 'view=precision&d_model=40&precision_len=100000');
  const view = widget(page).locator('pe-precision-view');
  for (const p of ['float32', 'float16', 'bfloat16']) {
    await expect(view.locator(`tr[data-precision="${p}"] td`).first()).toHaveText(/^[\d,]+$/, {
      timeout: 60_000,
    });
  }
  await expect(view.locator('tr[data-precision="float32"] td').first()).toHaveText('100,000');
  await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(view.locator('pe-line-chart path.series, pe-line-chart path')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('precision: a valid length after a refused one clears the message and reaches the URL', async ({
  page,
}) => {
  await openLesson(page, 'view=precision&d_model=8&precision_len=100');
  await enter(page, 'pe-precision-view', 'Positions', '1');
  await expect(alert(page, 'pe-precision-view')).toContainText(
    'Positions must be a whole number from 2 to',
  );
  await enter(page, 'pe-precision-view', 'Positions', '300');
  await expect(page).toHaveURL(/precision_len=300/);
  await expect(alert(page, 'pe-precision-view')).toHaveCount(0);
});

test('at 360 px in the dark theme the rope-scaling, drope and precision views fit the screen width', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, `view=${atlasViews[0][0]}`);
  for (const [id, , tag] of atlasViews) {
    await showView(page, id);
    await expect(widget(page).locator(tag).locator('pe-line-chart').first(), id).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, id).toBeLessThanOrEqual(360);
    await saveScreenshot(page, `${id}-360-dark`);
  }
  expect(errors).toEqual([]);
});
