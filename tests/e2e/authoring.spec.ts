// Authoring for any host (issue 21): the widget follows the host page's
// colour scheme (and the iframe its host's), every pe-change says what
// caused it, the heat map reports its cursor (every figure's name:
// cursor-figures.spec.ts), the docs' scrollytelling recipe works as written,
// a second copy of the script changes nothing, and the Share dialog's iframe
// snippet has the height of the view it embeds.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { scrollytellingRecipe } from './doc-snippets.js';
import { events, openHost, recordEvents, serveHtml, waitForStatus } from './embed-support.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

/** The scheme the widget uses (its scheme attribute) and its background token. */
async function scheme(page: Page, selector = '#w') {
  return page.locator(selector).evaluate((element) => ({
    scheme: element.getAttribute('scheme'),
    bg: getComputedStyle(element).getPropertyValue('--pe-bg').trim(),
  }));
}

const LIGHT = { scheme: 'light', bg: '#ffffff' };
const DARK = { scheme: 'dark', bg: '#16171b' };

/** Docusaurus's switch: a data-theme attribute on <html> that sets color-scheme. */
const DOCUSAURUS_STYLE = `<style>
  html[data-theme='light'] { color-scheme: light; background: #fff; }
  html[data-theme='dark'] { color-scheme: dark; background: #1b1b1d; color: #e3e3e3; }
</style>`;

test.describe('the host page theme', () => {
  test('theme="auto" follows the host page when its color-scheme flips on <html>', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="worked"></positional-encoding-widget>`,
      { head: DOCUSAURUS_STYLE },
    );
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await waitForStatus(page, '#w', 'ready');
    await expect.poll(() => scheme(page)).toEqual(DARK);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(() => scheme(page)).toEqual(LIGHT);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => scheme(page)).toEqual(DARK);
    await saveScreenshot(page, 'host-theme-dark');
  });

  test('a light host page on a dark system gives a light widget; a host that states nothing, the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHost(
      page,
      `<div style="color-scheme: light"><positional-encoding-widget id="w" view="worked"></positional-encoding-widget></div>
      <positional-encoding-widget id="plain" view="worked"></positional-encoding-widget>`,
    );
    await expect.poll(() => scheme(page)).toEqual(LIGHT);
    await expect.poll(() => scheme(page, '#plain')).toEqual(DARK);
    // The system switches: only the widget whose host states nothing follows it.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => scheme(page, '#plain')).toEqual(LIGHT);
    expect(await scheme(page)).toEqual(LIGHT);
  });

  test("MkDocs Material's slate scheme on <body> gives a dark widget on a light system; theme='light' overrides it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHost(
      page,
      `<script>document.body.setAttribute('data-md-color-scheme', 'slate')</script>
      <positional-encoding-widget id="w" view="worked"></positional-encoding-widget>
      <positional-encoding-widget id="light" theme="light" view="worked"></positional-encoding-widget>`,
      {
        head: `<style>[data-md-color-scheme='default'] { color-scheme: light }
          [data-md-color-scheme='slate'] { color-scheme: dark }</style>`,
      },
    );
    await expect.poll(() => scheme(page)).toEqual(DARK);
    expect(await scheme(page, '#light')).toEqual(LIGHT);
    await page.evaluate(() => document.body.setAttribute('data-md-color-scheme', 'default'));
    await expect.poll(() => scheme(page)).toEqual(LIGHT);
  });

  test('the first render already has the host scheme (no flash of the other theme)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="worked"></positional-encoding-widget>`,
      {
        head: `<style>html { color-scheme: dark }</style><script type="module">
          customElements.whenDefined('positional-encoding-widget').then(() => {
            const w = document.querySelector('#w');
            window.__firstScheme = w.getAttribute('scheme');
          });
        </script>`,
      },
    );
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __firstScheme?: string }).__firstScheme),
      )
      .toBe('dark');
  });
});

test.describe('the iframe theme', () => {
  /** A host page with two frames of embed.html and the resizer, in Docusaurus's dark scheme. */
  async function openFrames(page: Page) {
    await serveHtml(
      page,
      '/__embed-test/themed-frames.html',
      `<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8"><title>Themed host</title>
      ${DOCUSAURUS_STYLE}
      </head><body>
      <iframe id="f" src="/embed.html?view=worked&amp;seq_len=8&amp;d_model=8" data-pe-embed title="Positional encoding" width="100%" height="600"></iframe>
      <iframe id="g" src="/embed.html?view=worked&amp;theme=light" data-pe-embed title="Positional encoding, light" width="100%" height="600"></iframe>
      <script src="/embed-resizer.js"></script>
      </body></html>`,
    );
    await page.goto('/__embed-test/themed-frames.html');
  }

  function frameScheme(page: Page, id: string) {
    return page
      .frameLocator(`#${id}`)
      .locator('positional-encoding-widget')
      .evaluate((element) => element.getAttribute('scheme'));
  }

  test('the frame takes the host page scheme from the resizer, and follows it when it flips', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await openFrames(page);
    await expect.poll(() => frameScheme(page, 'f')).toBe('dark');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(() => frameScheme(page, 'f')).toBe('light');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => frameScheme(page, 'f')).toBe('dark');
    // A frame whose URL names its theme keeps it.
    expect(await frameScheme(page, 'g')).toBe('light');
    expect(errors).toEqual([]);
  });

  test("the host's own script changes the frame's theme after load", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openFrames(page);
    await expect.poll(() => frameScheme(page, 'g')).toBe('light');
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('#g')!;
      frame.contentWindow!.postMessage({ type: 'pe-embed-theme', theme: 'dark' }, location.origin);
    });
    await expect.poll(() => frameScheme(page, 'g')).toBe('dark');
  });
});

test.describe('events with a cause', () => {
  test('every pe-change says its cause: attribute, api, user', async ({ page }) => {
    await recordEvents(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="relative" seq-len="20" d-model="8"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    await widget.evaluate((element) => element.setAttribute('seq-len', '30'));
    await widget.evaluate((element) =>
      (element as unknown as { setState(p: object): void }).setState({ seqLen: 40 }),
    );
    await widget.locator('#control-seq-len').fill('24');
    await widget.locator('#control-seq-len').press('Enter');
    await widget.getByRole('tab', { name: 'Worked example' }).click();
    await widget.evaluate((element) => element.removeAttribute('d-model'));
    await widget.evaluate((element) => (element as unknown as { reset(): void }).reset());
    await expect.poll(async () => (await events(page, 'pe-change', 'w')).length).toBe(6);
    const log = await events(page, 'pe-change', 'w');
    expect(log.map((event) => [event.cause, event.detail.seqLen, event.detail.view])).toEqual([
      ['attribute', 30, 'relative'],
      ['api', 40, 'relative'],
      ['user', 24, 'relative'],
      ['user', 24, 'worked'],
      ['attribute', 24, 'worked'],
      ['api', 30, 'relative'],
    ]);
  });

  test("Back on the lesson page is the cause 'history'", async ({ page }) => {
    await recordEvents(page);
    await openLesson(page, 'view=relative&seq_len=12&d_model=8');
    const widget = page.locator('#lesson');
    await widget.getByRole('tab', { name: 'Worked example' }).click();
    await expect(page).toHaveURL(/view=worked/);
    await page.goBack();
    await expect(page).toHaveURL(/view=relative/);
    await expect
      .poll(async () => (await events(page, 'pe-change')).map((e) => e.cause))
      .toEqual(['user', 'history']);
  });

  test('a host mirroring the state both ways needs no guard of its own: its setState comes back as api', async ({
    page,
  }) => {
    await openHost(
      page,
      `<input id="len" type="number" value="20">
      <positional-encoding-widget id="w" view="relative" seq-len="20" d-model="8"></positional-encoding-widget>
      <script type="module">
        const w = document.getElementById('w');
        const input = document.getElementById('len');
        window.__mirrored = 0;
        input.addEventListener('change', () => w.setState({ seqLen: Number(input.value) }));
        w.addEventListener('pe-change', (event) => {
          if (event.cause === 'api') return;
          input.value = String(event.detail.seqLen);
          window.__mirrored++;
        });
      </script>`,
    );
    await waitForStatus(page, '#w', 'ready');
    await page.locator('#len').fill('33');
    await page.locator('#len').press('Enter');
    await expect
      .poll(() => page.locator('#w').evaluate((w) => w.getAttribute('seq-len')))
      .toBe('20');
    await expect
      .poll(() =>
        page
          .locator('#w')
          .evaluate((w) => (w as unknown as { getState(): { seqLen: number } }).getState().seqLen),
      )
      .toBe(33);
    await page.locator('#w').locator('#control-seq-len').fill('44');
    await page.locator('#w').locator('#control-seq-len').press('Enter');
    await expect(page.locator('#len')).toHaveValue('44');
    expect(
      await page.evaluate(() => (window as unknown as { __mirrored: number }).__mirrored),
    ).toBe(1);
  });
});

test.describe('the heat map cursor', () => {
  test('hover and arrow keys fire pe-cursor with the position and dimension the readout shows', async ({
    page,
  }) => {
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="heatmap" seq-len="16" d-model="8"></positional-encoding-widget>
      <script type="module">
        window.__cursor = [];
        document.addEventListener('pe-cursor', (event) =>
          window.__cursor.push({ id: event.target.id, detail: event.detail }),
        );
      </script>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const canvas = page.locator('#w pe-heatmap-view canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const log = () =>
      page.evaluate(
        () => (window as unknown as { __cursor: { id: string; detail: unknown }[] }).__cursor,
      );
    // Row 16 * 0.6 = 9.6 -> position 9; column 8 * 0.3 = 2.4 -> dimension 2.
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
    await expect
      .poll(async () => (await log()).at(-1))
      .toEqual({
        id: 'w',
        detail: {
          view: 'heatmap',
          figure: 'map',
          row: 9,
          col: 2,
          position: 9,
          dimension: 2,
          source: 'pointer',
        },
      });
    await expect(page.locator('#w pe-heatmap-readout')).toContainText('pos 9, dim 2');
    // Moving within the same cell fires nothing more.
    const count = (await log()).length;
    await page.mouse.move(box.x + box.width * 0.31, box.y + box.height * 0.61);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await log()).at(-1)?.detail).toBe(null);
    expect((await log()).length).toBe(count + 1);
    // The keyboard cursor: focus, then one row down.
    await canvas.focus();
    await canvas.press('ArrowDown');
    const last = (await log()).at(-1)!.detail as { position: number; source: string };
    expect(last.source).toBe('keyboard');
    await expect(page.locator('#w pe-heatmap-readout')).toContainText(`pos ${last.position},`);
    // Not state: the cursor fired no pe-change.
    expect(
      await page
        .locator('#w')
        .evaluate((w) => Object.keys((w as unknown as { getState(): object }).getState())),
    ).not.toContain('cursor');
  });
});

// The two plots whose readout is not a line chart's: the pair or distance
// reported is the one the readout then shows.
const plotCursors = [
  {
    view: 'frequencies',
    figure: 'pe-wavelength-plot',
    name: 'wavelengths',
    readout: '.readout',
    shows: (n: number) => `Selected pair ${n}`,
  },
  {
    view: 'atlas',
    figure: 'pe-atlas-plot',
    name: 'plot',
    readout: '.legend',
    shows: (n: number) => `D = ${n}`,
  },
] as const;

for (const { view, figure, name, readout, shows } of plotCursors) {
  test(`the ${view} view's plot reports the point its readout shows, from the keyboard`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="${view}" mode="figure" controls="readout"></positional-encoding-widget>
      <script type="module">
        window.__cursor = [];
        document.addEventListener('pe-cursor', (event) => window.__cursor.push(event.detail));
      </script>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const plot = page.locator(`#w ${figure}`);
    const svg = plot.locator('svg[tabindex="0"]');
    await svg.focus();
    const cursor = () =>
      page.evaluate(() => (window as unknown as { __cursor: unknown[] }).__cursor);
    // Read where it starts, then one step right, then End.
    const start = Number(/\d+/.exec((await plot.locator(readout).innerText()).split('\n')[0]!)![0]);
    await svg.press('ArrowRight');
    await expect(plot.locator(readout)).toContainText(shows(start + 1));
    await expect
      .poll(cursor)
      .toEqual([{ view, figure: name, index: start + 1, x: start + 1, source: 'keyboard' }]);
    // A key that does not move it (Home twice) fires once.
    await svg.press('Home');
    await svg.press('Home');
    await expect(plot.locator(readout)).toContainText(shows(0));
    await expect.poll(cursor).toHaveLength(2);
    expect((await cursor()).at(-1)).toEqual({
      view,
      figure: name,
      index: 0,
      x: 0,
      source: 'keyboard',
    });
    expect(errors).toEqual([]);
  });
}

test('the scrollytelling recipe of docs/embedding.md sets each step state as it scrolls by', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const recipe = scrollytellingRecipe().replace(
    'https://cdn.jsdelivr.net/npm/positional-encoding-widget@0.1.0/dist/cdn/',
    '/',
  );
  await serveHtml(
    page,
    '/__embed-test/scrolly.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A story</title></head><body>
    <h1>A story told by scrolling</h1>${recipe}<p style="height: 100vh">The end.</p></body></html>`,
  );
  await recordEvents(page);
  await page.goto('/__embed-test/scrolly.html');
  const state = () =>
    page.locator('#story').evaluate((w) => {
      const s = (
        w as unknown as { getState(): { view: string; seqLen: number; dModel: number } }
      ).getState();
      return { view: s.view, seqLen: s.seqLen, dModel: s.dModel };
    });
  await waitForStatus(page, '#story', 'ready');
  expect((await state()).view).toBe('worked');
  const steps = page.locator('.scrolly .step');
  for (const [index, want] of [
    [1, { view: 'relative', seqLen: 32, dModel: 64 }],
    [2, { view: 'heatmap', seqLen: 100, dModel: 128 }],
    [0, { view: 'worked', seqLen: 100, dModel: 128 }],
  ] as const) {
    // The step's top at the middle of the viewport.
    await steps
      .nth(index)
      .evaluate((step) =>
        scrollTo(0, step.getBoundingClientRect().top + scrollY - innerHeight / 2 + 40),
      );
    await expect.poll(state).toEqual(want);
  }
  const changes = await events(page, 'pe-change', 'story');
  expect(changes.length).toBeGreaterThanOrEqual(3);
  expect(new Set(changes.map((event) => event.cause))).toEqual(new Set(['api']));
  expect(errors).toEqual([]);
});

test('a second copy of the element script (two bundles, HMR) keeps the first definition and logs nothing', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await serveHtml(
    page,
    '/__embed-test/two-copies.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two copies</title>
    <script type="module" src="/positional-encoding-widget.js"></script>
    <script type="module">window.__first = customElements.get('positional-encoding-widget');</script>
    <script type="module" src="/positional-encoding-widget.js?second-bundle"></script>
    </head><body>
    <positional-encoding-widget id="w" view="worked"></positional-encoding-widget>
    </body></html>`,
  );
  await page.goto('/__embed-test/two-copies.html');
  await waitForStatus(page, '#w', 'ready');
  const first = () =>
    page.evaluate(
      () =>
        customElements.get('positional-encoding-widget') ===
          (window as unknown as { __first?: unknown }).__first &&
        document.querySelector('#w') instanceof
          (window as unknown as { __first: CustomElementConstructor }).__first,
    );
  expect(await first()).toBe(true);
  // Instant navigation: the page's body is replaced and the classic script runs again.
  await page.evaluate(async () => {
    document.body.innerHTML =
      '<positional-encoding-widget id="w" view="relative"></positional-encoding-widget>';
    const script = document.createElement('script');
    script.src = '/positional-encoding-widget.classic.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  });
  await waitForStatus(page, '#w', 'ready');
  expect(await first()).toBe(true);
  expect(messages).toEqual([]);
});

test.describe('the Share dialog iframe snippet', () => {
  test("the relative view's snippet height is within 4 px of the iframe's content height at the chosen width", async ({
    page,
  }) => {
    await openLesson(page, 'view=relative&seq_len=32&d_model=64');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view' });
    const width = dialog.getByRole('spinbutton', { name: 'Frame width on your page' });
    await expect(width).toHaveValue('680');
    await width.fill('560');
    await width.press('Enter');
    await page.waitForFunction(
      () => (document.querySelector('#share') as unknown as { heightReady?: boolean }).heightReady,
    );
    const snippet = await dialog
      .getByRole('textbox', { name: 'Embed with an iframe' })
      .inputValue();
    const height = Number(/height="(\d+)"/.exec(snippet)![1]);
    expect(height).toBeGreaterThan(1000);
    // The snippet pasted without its resizer (a host that strips scripts), in a 560 px column.
    const frameOnly = snippet.replace(/<script[\s\S]*<\/script>/, '');
    await serveHtml(
      page,
      '/__embed-test/snippet-height.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title>
      <style>body { margin: 0 } main { width: 560px } iframe { display: block }</style></head>
      <body><main>${frameOnly}</main></body></html>`,
    );
    await page.goto('/__embed-test/snippet-height.html');
    const frame = page.frameLocator('iframe');
    await expect
      .poll(() =>
        frame
          .locator('positional-encoding-widget')
          .evaluate((w) => (w as unknown as { status: string }).status),
      )
      .toBe('ready');
    const content = await frame
      .locator('#embed')
      .evaluate((main) => Math.ceil(main.getBoundingClientRect().height));
    expect(Math.abs(content - height)).toBeLessThanOrEqual(4);
    expect(await page.locator('iframe').evaluate((f) => f.getBoundingClientRect().height)).toBe(
      height,
    );
  });
});
