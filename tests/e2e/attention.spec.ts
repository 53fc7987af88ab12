// The attention chapter (view=attention): where its tab sits, the readout of
// one cell by pointer and by keyboard equal to the engine's numbers (loaded
// here in Node), reordering moving the content term and not the position
// term, the projections, a new sentence, the way on to Transformer-XL, and
// the matrices within the first screen of a phone.
import { test } from '@playwright/test';

import { openHost } from './embed-support.js';
import { expect, openLesson, pageIdle, saveScreenshot, watchErrors } from './support.js';

async function engine() {
  const { createPosEnc } = await import('positional-encoding-widget');
  return createPosEnc();
}

/** The engine's terms for the words at positions 0 .. N − 1, as the view asks for them. */
async function terms(
  words: readonly string[],
  options: { randomProjections?: boolean; seed?: number } = {},
) {
  const { tokenId } = await import('../../dist/lib/views/attention/derive.js');
  const pe = await engine();
  return pe.attentionTerms(
    words.map(tokenId),
    words.map((_, m) => m),
    64,
    options,
  );
}

/** The readout's text for a value (format.ts's significant, 6 digits). */
async function formatted(value: number): Promise<string> {
  const { significant } = await import('../../dist/lib/ui/format.js');
  return significant(value, 6);
}

const written = ['the', 'cat', 'sat', 'on', 'the', 'mat'];

test('its tab follows Relative position, and ?view=attention opens it', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page);
  // Without their chapter numbers ("6. Position in attention").
  const tabs = (await page.getByRole('tab').allTextContents()).map((t) =>
    t.trim().replace(/^[A-Z]?\d+\.\s*/, ''),
  );
  const at = tabs.findIndex((t) => t === 'Position in attention');
  expect(at).toBeGreaterThan(0);
  expect(tabs[at - 1]).toBe('Relative position');
  await page.getByRole('tab', { name: /^\d+\. Position in attention$/ }).click();
  await expect(page.locator('pe-attention-view figure.term')).toHaveCount(5);
  await openLesson(page, 'view=attention');
  await expect(page.locator('pe-attention-view h2')).toHaveText('How position enters attention');
  expect(errors).toEqual([]);
});

test('the readout shows the engine’s four terms, their sum and the score for the hovered and keyed cell', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=attention');
  const view = page.locator('pe-attention-view');
  const t = await terms(written);
  const value = (key: string) => view.locator(`pe-attention-readout dd[data-term="${key}"]`);
  const caption = view.locator('pe-attention-readout .caption');
  // Hover cell (query 4, key 1) of the position-position matrix.
  const matrix = view.locator('figure.term[data-term="positionPosition"] pe-matrix');
  const box = (await matrix.boundingBox())!;
  await matrix.hover({ position: { x: (1.5 / 6) * box.width, y: (4.5 / 6) * box.height } });
  await expect(caption).toHaveText('query m = 4 (“the”), key n = 1 (“cat”), m − n = 3');
  const at = 4 * 6 + 1;
  await expect(value('contentContent')).toHaveText(await formatted(t.contentContent.data[at]!));
  await expect(value('positionPosition')).toHaveText(await formatted(t.positionPosition.data[at]!));
  await expect(value('score')).toHaveText(await formatted(t.score.data[at]!));
  // The keyboard: focus the matrices, then down and right.
  await view.locator('pe-attention-terms .cells').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(caption).toHaveText('query m = 5 (“mat”), key n = 2 (“sat”), m − n = 3');
  const keyed = 5 * 6 + 2;
  await expect(value('contentPosition')).toHaveText(
    await formatted(t.contentPosition.data[keyed]!),
  );
  await expect(value('positionContent')).toHaveText(
    await formatted(t.positionContent.data[keyed]!),
  );
  const sum = [t.contentContent, t.contentPosition, t.positionContent, t.positionPosition].reduce(
    (s, m) => s + m.data[keyed]!,
    0,
  );
  await expect(value('sum')).toHaveText(await formatted(sum));
  expect(errors).toEqual([]);
});

test('Reverse moves the content-content values with the words and leaves position-position', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=attention');
  const view = page.locator('pe-attention-view');
  const t = await terms(written);
  const value = (key: string) => view.locator(`pe-attention-readout dd[data-term="${key}"]`);
  await expect(view.locator('p[data-value="moved"]')).toHaveCount(0);
  await view.getByRole('button', { name: 'Reverse' }).click();
  await expect(view.locator('.sentence .word')).toHaveText([...written].reverse());
  // Cell (1, 2): "the" (written 4) against "on" (written 3).
  await view.locator('pe-attention-terms .cells').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(view.locator('pe-attention-readout .caption')).toHaveText(
    'query m = 1 (“the”), key n = 2 (“on”), m − n = −1',
  );
  await expect(value('contentContent')).toHaveText(
    await formatted(t.contentContent.data[4 * 6 + 3]!),
  );
  await expect(value('positionPosition')).toHaveText(
    await formatted(t.positionPosition.data[1 * 6 + 2]!),
  );
  const moved = view.locator('p[data-value="moved"] .num');
  await expect(moved.nth(0)).toHaveText('0.0e+00');
  await expect(moved.nth(2)).toHaveText('0.0e+00');
  await view.getByRole('button', { name: 'As written' }).click();
  await expect(view.locator('.sentence .word')).toHaveText(written);
  expect(errors).toEqual([]);
});

test('random projections: the engine’s terms for the seed, and the spread says so', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=attention');
  const view = page.locator('pe-attention-view');
  await view.locator('#attn-projections').selectOption('random');
  await view.locator('#attn-seed').fill('7');
  await view.locator('#attn-seed').press('Enter');
  await expect(page).toHaveURL(/attn_projections=random/);
  await expect(page).toHaveURL(/attn_seed=7/);
  const t = await terms(written, { randomProjections: true, seed: 7 });
  await expect(view.locator('pe-attention-readout dd[data-term="positionPosition"]')).toHaveText(
    await formatted(t.positionPosition.data[0]!),
  );
  await expect(view.locator('p[data-value="spread"]')).toContainText(
    'not a function of m − n alone',
  );
  await saveScreenshot(page, 'attention-random');
  expect(errors).toEqual([]);
});

test('a new sentence replaces the words; a bad one is refused with a message', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=attention');
  const view = page.locator('pe-attention-view');
  const input = view.locator('#attn-words');
  await input.fill('dogs chase cats');
  await input.press('Enter');
  await expect(view.locator('.sentence .word')).toHaveText(['dogs', 'chase', 'cats']);
  await expect(page).toHaveURL(/attn_words=dogs(%2C|,)chase(%2C|,)cats/);
  await input.fill('one <two>');
  await input.press('Enter');
  await expect(view.getByRole('alert')).toContainText('“<two>” is not a word');
  await expect(input).toHaveValue('dogs chase cats');
  expect(errors).toEqual([]);
});

test('the button after the Transformer-XL paragraph opens that chapter', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=attention');
  await page.locator('pe-attention-view button[data-view="transformer-xl"]').click();
  await expect(page.locator('pe-transformer-xl-view figure.term')).toHaveCount(5);
  await expect(page).toHaveURL(/view=transformer-xl/);
  expect(errors).toEqual([]);
});

test('on a 360 × 740 phone the matrices start within the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, 'view=attention');
  const top = await page
    .locator('pe-attention-terms')
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(740);
});

test('away from the defaults (8 words reordered, random W, d_model 256) the frame is the view: every block stays, every slot fills', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await openHost(
    page,
    `<positional-encoding-widget view="attention" attn-words="a,quick,brown,fox,jumps,over,lazy,dogs"
      attn-order="7,6,5,4,3,2,1,0" attn-projections="random" attn-seed="12" attn-d-model="256"></positional-encoding-widget>`,
  );
  const widget = page.locator('positional-encoding-widget');
  await widget.locator('pe-view-frame').waitFor({ state: 'attached' });
  await pageIdle(page);
  /** Each block of the frame's or the view's chapter: its top and height. */
  const blocks = () =>
    page.evaluate(() => {
      const host = document.querySelector('positional-encoding-widget')!;
      const view = host.shadowRoot!.querySelector('pe-view-frame, #panel')!;
      // The frame, or the view itself (the panel).
      const top = host.getBoundingClientRect().top;
      return [...view.shadowRoot!.children].map((e) => {
        const box = e.getBoundingClientRect();
        return { name: e.localName, top: box.top - top, height: box.height };
      });
    });
  const before = await blocks();
  const slots = widget.locator('pe-view-frame p[data-value="moved"] .num');
  await expect(slots).toHaveCount(3);
  release();
  await expect(widget).toHaveJSProperty('status', 'ready');
  await pageIdle(page);
  const after = await blocks();
  expect(after.length).toBe(before.length);
  after.forEach((block, i) => {
    expect
      .soft(Math.abs(block.top - before[i]!.top), `${block.name} #${i} top`)
      .toBeLessThanOrEqual(1);
    expect
      .soft(Math.abs(block.height - before[i]!.height), `${block.name} #${i} height`)
      .toBeLessThanOrEqual(1);
  });
  // The four measurements: each slot as wide as its number (no gap, no overflow).
  const slotsAfter = widget.locator('pe-attention-view span.slot');
  await expect(slotsAfter).toHaveCount(4);
  for (const slot of await slotsAfter.all()) {
    const [box, text, content] = await slot.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return [e.getBoundingClientRect().width, e.textContent!, range.getBoundingClientRect().width];
    });
    expect(text.trim()).toMatch(/^−?\d\.\de[+−]\d\d$/);
    expect(Math.abs(box - (content as number)), text).toBeLessThanOrEqual(1);
  }
  expect(errors).toEqual([]);
});
