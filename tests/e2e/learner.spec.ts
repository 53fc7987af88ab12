// The learner's path (issue 11): presets that reproduce the sources' numbers,
// only the controls that apply, and verdicts that read without colour (the
// first figure on the first phone screen: course.spec.ts, see below).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { views } from '../../web/src/views/registry.js';
import { expect, openLesson, saveScreenshot, showView, watchErrors } from './support.js';

const widget = (page: Page) => page.locator('positional-encoding-widget');

async function preset(page: Page, id: string): Promise<void> {
  await widget(page).locator(`[data-preset="${id}"]`).click();
  await expect(widget(page).locator(`[data-preset="${id}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test("the tutorial's heat-map preset shows 100 x 512, PE[1, :4] and wavelengths 6.2832 to 60611.5", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=7&d_model=6&base=100&r0=1&r1=3');
  await preset(page, 'tutorial-heatmap');
  const heatmap = page.locator('pe-heatmap-view');
  await expect(heatmap.locator('#window')).toHaveText(
    'Positions 0–99 of 100, dimensions 0–511 of 512',
  );
  const lesson = heatmap.locator('p', { hasText: 'whose wavelength grows' });
  await expect(lesson).toContainText('6.2832 positions');
  await expect(lesson.locator('[data-value="longest"]')).toHaveText('60611.5');
  await expect(lesson.locator('[data-source="tutorial-wavelengths"]')).toContainText(
    "the tutorial's check, at d_model = 512",
  );
  await expect(lesson.locator('[data-away]')).toHaveCount(0);
  await expect(heatmap.locator('.checks')).toContainText('[0.8415, 0.5403, 0.8219, 0.5697');
  expect(errors).toEqual([]);
});

test("the tutorial's dot-product preset shows PE5·PE8 = PE20·PE23 = 211.7494, labelled as the tutorial's", async ({
  page,
}) => {
  await openLesson(page);
  await preset(page, 'tutorial-dots');
  const seed = page.locator('pe-relative-view [data-value="seed"]');
  await expect(seed).toContainText('PE5·PE8 = 211.7494 and PE20·PE23 = 211.7494');
  await expect(seed.locator('[data-source="tutorial-dots"]')).toHaveText(
    "This is the tutorial's check (its pe(50, 512)).",
  );
  await expect(seed.locator('[data-away]')).toHaveCount(0);
  await expect(seed).not.toContainText("course's");
});

test("the course's uniqueness preset shows 50 distinct rows out of 50 at 50 x 8", async ({
  page,
}) => {
  await openLesson(page, 'view=order');
  await preset(page, 'course-unique');
  const heatmap = page.locator('pe-heatmap-view');
  await expect(heatmap.locator('#window')).toHaveText('Positions 0–49 of 50, dimensions 0–7 of 8');
  const unique = heatmap.locator('.checks li', { hasText: 'rows are distinct' });
  await expect(unique.locator('[data-value="unique"]')).toHaveText('50 of 50 rows are distinct');
  await expect(unique.locator('[data-source="course-unique"]')).toContainText(
    "the course's check, at 50 × 8",
  );
});

test("the course's rotation preset shows its k = 5 table for pair 0", async ({ page }) => {
  await openLesson(page, 'view=relative&k=2&pos=40');
  await preset(page, 'course-rotation');
  const rows = page.locator('pe-relative-view .scroll tbody tr');
  // The course's printed table: actual PE(pos + 5), pair 0, at pos 0, 3, 7, 12, 20.
  const expected = [
    ['0', '[−0.9589  0.2837]'],
    ['3', '[0.9894  −0.1455]'],
    ['7', '[−0.5366  0.8439]'],
    ['12', '[−0.9614  −0.2752]'],
    ['20', '[−0.1324  0.9912]'],
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [r, [pos, actual]] of expected.entries()) {
    await expect(rows.nth(r).locator('td').nth(0)).toHaveText(pos!);
    await expect(rows.nth(r).locator('td').nth(2)).toHaveText(actual!);
    await expect(rows.nth(r).locator('td').nth(3)).toHaveText(actual!);
  }
  await expect(page.locator('pe-relative-view [data-source="course-rotation"]')).toContainText(
    "This is the course's table",
  );
});

test('the worked-example preset shows the d_model = 4 table of the tutorial and the problem page', async ({
  page,
}) => {
  await openLesson(page, 'base=100');
  await preset(page, 'worked');
  const worked = page.locator('pe-worked-view');
  for (const value of ['0.8415', '0.5403', '0.0100', '0.9999', '0.9093', '−0.4161', '0.0200'])
    await expect(worked).toContainText(value);
  await expect(worked.locator('[data-source="worked-hand"]')).toBeVisible();
  await expect(worked.locator('[data-away]')).toHaveCount(0);
});

test("away from a source's state its labels say where the check is, and the preset named there shows it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=heatmap'); // At 64 x 128: neither source's d_model.
  const heatmap = page.locator('pe-heatmap-view');
  const lesson = heatmap.locator('p', { hasText: 'whose wavelength grows' });
  await expect(lesson.locator('[data-source]')).toHaveCount(0);
  const away = lesson.locator('[data-away="tutorial-wavelengths"]');
  await expect(away).toContainText("(the tutorial's check is at d_model = 512: Tutorial");
  const row1 = heatmap.locator('.checks li.check-row1');
  await expect(row1.locator('[data-source]')).toHaveCount(0);
  await expect(row1.locator('[data-away]')).toContainText(
    'the tutorial checks it at d_model = 512, the course at 8',
  );
  // The preset named in the prose, from the keyboard.
  await away.locator('[role="button"]').focus();
  await page.keyboard.press('Enter');
  await expect(heatmap.locator('#window')).toHaveText(
    'Positions 0–99 of 100, dimensions 0–511 of 512',
  );
  await expect(lesson.locator('[data-source="tutorial-wavelengths"]')).toBeVisible();
  await expect(lesson.locator('[data-away]')).toHaveCount(0);
  await expect(row1.locator('[data-source="tutorial-row1"]')).toBeVisible();
  await expect(row1.locator('[data-away]')).toHaveCount(0);
  // The relative view at k = 3: the course's table is elsewhere; a click shows it.
  await showView(page, 'relative');
  const table = page.locator('pe-relative-view [data-away="course-rotation"]');
  await expect(table).toContainText('is at pair 0, k = 5, dmodel = 8');
  await table.locator('[role="button"]').click();
  await expect(page.locator('pe-relative-view [data-source="course-rotation"]')).toBeVisible();
  await expect(page.locator('pe-relative-view [data-away="course-rotation"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** What installShowView() puts on the page's window. */
type ShowWindow = Window & { peShowView(id: string): Promise<void> };

/**
 * Gives the page window.peShowView(id): shows view `id` in the lesson widget
 * through its setState and resolves once its panel is that view's and has
 * rendered, then an animation frame (showView's wait, done in the page: the
 * walks below read every view in one evaluate, not a few round trips each).
 */
async function installShowView(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as ShowWindow).peShowView = async (id: string) => {
      const w = document.querySelector('positional-encoding-widget')!;
      w.setState({ view: id as never });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const deadline = performance.now() + 10_000;
      for (;;) {
        await (w as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        const panel = w.shadowRoot!.querySelector('#panel') as
          (Element & { updateComplete?: Promise<unknown> }) | null;
        if (panel?.getAttribute('aria-labelledby') === `tab-${id}`) {
          await panel.updateComplete;
          break;
        }
        if (performance.now() > deadline) throw new Error(`view ${id} not shown in 10 s`);
        await frame();
      }
      await frame();
    };
  });
}

test('every view shows exactly the shared controls its registry entry names', async ({ page }) => {
  await openLesson(page);
  await installShowView(page);
  const shown = await page.evaluate(
    async (ids) => {
      const result: Record<string, string[]> = {};
      for (const id of ids) {
        await (window as unknown as ShowWindow).peShowView(id);
        const root = document.querySelector('positional-encoding-widget')!.shadowRoot!;
        result[id] = [...root.querySelectorAll('.bar input, .bar select')].map((input) =>
          input.id.replace('control-', ''),
        );
      }
      return result;
    },
    views.map((entry) => entry.id),
  );
  expect(shown).toEqual(Object.fromEntries(views.map((entry) => [entry.id, [...entry.controls]])));
});

// That the first figure of every view starts within the first screen of a
// 360 x 740 phone is checked by course.spec.ts ("at 360 x 740 every chapter
// opened from a bare visit ..."), with this spec's figure rule (the first
// drawing or table more than 20 px tall) beside the skip link's: one walk over
// the views serves both.

test('at 360 px every control label, control and selected option is shown whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page);
  // A phone folds the controls behind one button; opened, they stay open.
  await widget(page).locator('.settings-toggle').click();
  await installShowView(page);
  const cut = await page.evaluate(
    async (ids) => {
      const result: Record<string, string[]> = {};
      for (const id of ids) {
        await (window as unknown as ShowWindow).peShowView(id);
        const w = document.querySelector('positional-encoding-widget')!;
        const root = w.shadowRoot!;
        const found: string[] = [];
        const context = document.createElement('canvas').getContext('2d')!;
        for (const label of root.querySelectorAll<HTMLElement>(
          '.bar label, .view-select label:not(.visually-hidden)',
        ))
          if (label.scrollWidth > label.clientWidth + 1) found.push(`label ${label.textContent}`);
        for (const select of root.querySelectorAll<HTMLSelectElement>(
          '.bar select, .view-select select',
        )) {
          const style = getComputedStyle(select);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]?.textContent?.trim() ?? '';
          // The text plus the select's padding and its arrow (about 1.5em).
          const needed =
            context.measureText(text).width +
            parseFloat(style.paddingLeft) +
            parseFloat(style.paddingRight) +
            1.5 * parseFloat(style.fontSize);
          if (select.getBoundingClientRect().width < needed) found.push(`select ${text}`);
        }
        const right = w.getBoundingClientRect().right;
        for (const control of root.querySelectorAll('.bar input, .bar select, .view-select select'))
          if (control.getBoundingClientRect().right > right) found.push(`control ${control.id}`);
        result[id] = found;
      }
      return result;
    },
    views.map((entry) => entry.id),
  );
  expect(cut).toEqual(Object.fromEntries(views.map((entry) => [entry.id, []])));
  await saveScreenshot(page, 'learner-360-controls');
});

test('at 360 px the lesson select replaces the tabs and switches views', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page);
  await expect(widget(page).getByRole('tab').first()).toBeHidden();
  await widget(page).getByLabel('Lesson', { exact: true }).selectOption('relative');
  await expect(page.locator('pe-relative-view')).toBeVisible();
  await saveScreenshot(page, 'learner-360-light');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the verdicts "same" and "different" differ in colour, weight and sign (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openLesson(page, 'view=order');
    const order = page.locator('pe-order-view');
    const look = (result: string) =>
      order.locator(`.result[data-result="${result}"]`).evaluate((el) => {
        const strong = el.querySelector('strong')!;
        return {
          color: getComputedStyle(el).color,
          weight: getComputedStyle(strong).fontWeight,
          sign: el.querySelector('.icon')!.textContent,
          word: strong.textContent,
        };
      });
    const same = await look('same');
    const different = await look('different');
    expect(same.word).toBe('same');
    expect(different.word).toBe('different');
    expect(same.color).not.toBe(different.color);
    expect(Number(different.weight) - Number(same.weight)).toBeGreaterThanOrEqual(300);
    expect([same.sign, different.sign]).toEqual(['=', '≠']);
    await saveScreenshot(page, `order-verdicts-${scheme}`);
  });
}

test('at 360 px the sources are a select in the settings, and choosing one applies it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page);
  await expect(widget(page).locator('.presets[aria-label="Reproduce a source"]')).toBeHidden();
  await widget(page).locator('.settings-toggle').click();
  await widget(page).getByLabel('Reproduce a source').first().selectOption('tutorial-dots');
  await expect(page.locator('pe-relative-view [data-value="seed"]')).toContainText(
    'PE5·PE8 = 211.7494 and PE20·PE23 = 211.7494',
  );
  await expect(widget(page).locator('#preset-select')).toHaveValue('');
});
