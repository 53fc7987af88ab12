// Embedding: the one-line custom element on a host page, the iframe embed
// with its resizer, and the Share dialog that hands out both snippets.
import { test as freshPageTest, type Locator, type Page } from '@playwright/test';

import { test } from './shared-page.js';

import { events, openHost, recordEvents, serveHtml, waitForStatus } from './embed-support.js';
import { viewNames, viewTitles } from '../../web/src/views/state.js';
import { viewEntry } from '../../web/src/views/registry.js';
import {
  expect,
  openLesson,
  pageIdle,
  saveScreenshot,
  viewSettled,
  watchErrors,
} from './support.js';

/** .wasm requests: how many in all, and how many of each file (the core and the full module). */
function countWasm(page: Page): { count: number; byFile: Map<string, number> } {
  const counter = { count: 0, byFile: new Map<string, number>() };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.wasm')) return;
    counter.count += 1;
    counter.byFile.set(path, (counter.byFile.get(path) ?? 0) + 1);
  });
  return counter;
}

async function state(widget: Locator): Promise<Record<string, unknown>> {
  return widget.evaluate((element) =>
    (element as unknown as { getState(): Record<string, unknown> }).getState(),
  );
}

// The widget's own common controls are located by id (#control-seq-len,
// #control-d-model, ...): some views have inputs with the same labels.
test.describe('the custom element', () => {
  test('one script tag registers the element, which reaches ready on a plain host page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await recordEvents(page);
    await openHost(
      page,
      `<h1>My tutorial</h1>
      <p>Some text before the figure.</p>
      <positional-encoding-widget id="w" view="worked" seq-len="8" d-model="8"></positional-encoding-widget>
      <p>Some text after the figure.</p>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    expect(
      await page.evaluate(() => customElements.get('positional-encoding-widget') !== undefined),
    ).toBe(true);
    await expect(widget.getByRole('tab', { name: 'Worked example' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await state(widget)).toMatchObject({ seqLen: 8, dModel: 8 });
    // The worked example's own controls (registry: base, cmap), and only those.
    await expect(widget.locator('#control-base')).toHaveValue('10000');
    await expect(widget.locator('#control-seq-len')).toHaveCount(0);
    await viewSettled(widget);
    await saveScreenshot(page, 'embed-host');
    expect(errors).toEqual([]);
  });

  test('the element bundle is one self-contained module with the wasm under assets/', async ({
    request,
  }) => {
    const response = await request.get('/positional-encoding-widget.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    const code = await response.text();
    // No static imports of other chunks: the file works on its own. (A
    // bundled module's import declarations come first in the file.)
    expect(code.slice(0, 300)).not.toMatch(/^\s*import\s*[\s{*"'`]/);
    expect(code).toContain('customElements');
    const wasm = code.match(/assets\/posenc-wasm-[\w-]+\.wasm/);
    expect(wasm).not.toBeNull();
    const binary = await request.get(`/${wasm![0]}`);
    expect(binary.ok()).toBe(true);
    expect(Buffer.from(await binary.body()).subarray(0, 4)).toEqual(
      Buffer.from([0, 0x61, 0x73, 0x6d]),
    );
  });

  test('pe-ready fires once per element with its state', async ({ page }) => {
    await recordEvents(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" seq-len="12" view="relative"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    // A second pe-ready would have been dispatched by then.
    await pageIdle(page);
    const ready = await events(page, 'pe-ready', 'w');
    expect(ready).toHaveLength(1);
    expect(ready[0]!.detail.seqLen).toBe(12);
    expect(ready[0]!.detail.view).toBe('relative');
  });

  test('twenty elements share one download per engine module and each renders its own state', async ({
    page,
  }) => {
    const wasm = countWasm(page);
    await recordEvents(page);
    const specs = Array.from({ length: 20 }, (_, i) => ({
      id: `w${i}`,
      view: viewNames[i % viewNames.length]!,
      seqLen: 4 + i,
      dModel: 4 + 2 * i,
      base: i % 2 === 0 ? 10000 : 100 + i,
    }));
    await openHost(
      page,
      specs
        .map(
          (s) =>
            `<positional-encoding-widget id="${s.id}" view="${s.view}" seq-len="${s.seqLen}" d-model="${s.dModel}" base="${s.base}"></positional-encoding-widget>`,
        )
        .join('\n'),
    );
    // Each scrolled near in turn (an element loads when near the viewport)
    // and waited for, in the page: one round trip for the twenty.
    await page.evaluate(
      async (ids) => {
        for (const id of ids) {
          const element = document.getElementById(id)!;
          element.scrollIntoView({ block: 'nearest' });
          const deadline = performance.now() + 30_000;
          while ((element as unknown as { status: string }).status !== 'ready') {
            if (performance.now() > deadline) throw new Error(`#${id} not ready in 30 s`);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        }
      },
      specs.map((s) => s.id),
    );
    // The heat map runs on the core module, every other view on the full one:
    // each is fetched once for all twenty elements.
    expect([...wasm.byFile.values()]).toEqual([1, 1]);
    // Each element's state, its shared controls (those its registry entry
    // names, with its values; null where absent), its selected tab (shown)
    // and its panel, read for the twenty in one evaluate.
    const read = () =>
      page.evaluate(
        (ids) => {
          const read: Record<string, unknown> = {};
          for (const id of ids) {
            const element = document.getElementById(id) as HTMLElement & {
              getState(): Record<string, unknown>;
            };
            const root = element.shadowRoot!;
            const { view, seqLen, dModel, base } = element.getState();
            const control = (name: string) =>
              (root.querySelector(`#control-${name}`) as HTMLInputElement | null)?.value ?? null;
            read[id] = {
              state: { view, seqLen, dModel, base },
              controls: {
                'seq-len': control('seq-len'),
                'd-model': control('d-model'),
                base: control('base'),
              },
              selectedTabs: [
                ...root.querySelectorAll<HTMLElement>(
                  '[role="tablist"][aria-label="Lessons"] [role="tab"][aria-selected="true"]',
                ),
              ]
                .filter((tab) => tab.checkVisibility())
                .map((tab) => tab.textContent!.replace(/\s+/g, ' ').trim()),
              panel: root.querySelector('#panel')?.localName,
            };
          }
          return read;
        },
        specs.map((s) => s.id),
      );
    await expect.poll(read).toEqual(
      Object.fromEntries(
        specs.map((s) => {
          const own = viewEntry(s.view)!.controls as readonly string[];
          const value = (control: string, v: number) => (own.includes(control) ? String(v) : null);
          return [
            s.id,
            {
              state: { view: s.view, seqLen: s.seqLen, dModel: s.dModel, base: s.base },
              controls: {
                'seq-len': value('seq-len', s.seqLen),
                'd-model': value('d-model', s.dModel),
                base: value('base', s.base),
              },
              selectedTabs: [expect.stringContaining(viewTitles[s.view]!)],
              panel: `pe-${s.view}-view`,
            },
          ];
        }),
      ),
    );
    expect(await events(page, 'pe-ready')).toHaveLength(20);
    // Changing one leaves the others alone.
    await page
      .locator('#w3')
      .evaluate((element) =>
        (element as unknown as { setState(p: object): void }).setState({ seqLen: 99 }),
      );
    expect((await state(page.locator('#w3'))).seqLen).toBe(99);
    expect((await state(page.locator('#w4'))).seqLen).toBe(specs[4]!.seqLen);
    const changes = await events(page, 'pe-change');
    expect(changes.filter((event) => event.detail.seqLen === 99).map((event) => event.id)).toEqual([
      'w3',
    ]);
    expect(wasm.count).toBe(2);
  });

  test('an element far below the fold loads the engine only when scrolled near', async ({
    page,
  }) => {
    const wasm = countWasm(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await openHost(
      page,
      `<div id="spacer"></div><positional-encoding-widget id="far"></positional-encoding-widget>`,
      { head: '<style>#spacer { height: 5000px; }</style>' },
    );
    // Once the browser has reported where #far is (to an observer of ours,
    // as to the element's own), a start it caused would be under way.
    await page.locator('#far').evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await pageIdle(page);
    expect(
      await page
        .locator('#far')
        .evaluate((element) => (element as unknown as { status: string }).status),
    ).toBe('idle');
    expect(wasm.count).toBe(0);
    await page.locator('#far').scrollIntoViewIfNeeded();
    await waitForStatus(page, '#far', 'ready');
    expect(wasm.count).toBe(1);
  });

  test('attribute changes update the element and fire pe-change', async ({ page }) => {
    await recordEvents(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" seq-len="10"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    await widget.evaluate((element) => {
      element.setAttribute('seq-len', '33');
      element.setAttribute('view', 'worked');
    });
    await expect(widget.getByRole('tab', { name: 'Worked example' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await state(widget)).toMatchObject({ seqLen: 33, view: 'worked' });
    await widget.evaluate((element) => element.setAttribute('view', 'heatmap'));
    await expect(widget.locator('#control-seq-len')).toHaveValue('33');
    const changes = await events(page, 'pe-change', 'w');
    expect(changes.some((event) => event.detail.seqLen === 33)).toBe(true);
    expect(changes.some((event) => event.detail.view === 'worked')).toBe(true);
    // Removing an attribute restores that field's default.
    await widget.evaluate((element) => element.removeAttribute('seq-len'));
    await expect(widget.locator('#control-seq-len')).toHaveValue('64');
    expect((await events(page, 'pe-change', 'w')).at(-1)!.detail.seqLen).toBe(64);
  });

  test('setState changes update the element and fire pe-change; reset returns to the attributes', async ({
    page,
  }) => {
    await recordEvents(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" seq-len="10"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    await widget.evaluate((element) =>
      (element as unknown as { setState(p: object): void }).setState({
        dModel: 16,
        layout: 'split',
      }),
    );
    await expect(widget.locator('#control-d-model')).toHaveValue('16');
    await expect(widget.locator('#control-layout')).toHaveValue('split');
    const last = (await events(page, 'pe-change', 'w')).at(-1)!;
    expect(last.detail).toMatchObject({ dModel: 16, layout: 'split', seqLen: 10 });
    // Unknown fields are refused with a TypeError that names them.
    const message = await widget.evaluate((element) => {
      try {
        (element as unknown as { setState(p: object): void }).setState({ colour: 'red' });
        return 'no error';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    });
    expect(message).toMatch(/^TypeError: .*colour/);
    await widget.evaluate((element) => (element as unknown as { reset(): void }).reset());
    expect(await state(widget)).toMatchObject({ dModel: 128, layout: 'interleaved', seqLen: 10 });
  });

  test('an out-of-range attribute is clamped, shown as a notice and reported with pe-error', async ({
    page,
  }) => {
    await recordEvents(page);
    await openHost(
      page,
      `<positional-encoding-widget id="w" d-model="7" seq-len="abc"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    await expect(widget.locator('#control-d-model')).toHaveValue('8');
    await widget.evaluate((element) => element.setAttribute('seq-len', '5000000'));
    await expect(widget.getByRole('status').filter({ hasText: 'adjusted' })).toContainText(
      'above 1000000',
    );
    const errors = await events(page, 'pe-error', 'w');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.at(-1)!.detail.code).toBe('invalid-input');
    expect((await state(widget)).seqLen).toBe(1000000);
  });

  test('controls="none" shows no controls', async ({ page }) => {
    await openHost(
      page,
      `<positional-encoding-widget id="bare" controls="none" view="heatmap" seq-len="16" d-model="16"></positional-encoding-widget>
       <positional-encoding-widget id="full" view="heatmap" seq-len="16" d-model="16"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#bare', 'ready');
    const bare = page.locator('#bare');
    await expect(bare.getByRole('tab')).toHaveCount(0);
    await expect(bare.getByRole('tablist')).toHaveCount(0);
    await expect(bare.getByRole('spinbutton')).toHaveCount(0);
    await expect(bare.getByRole('combobox')).toHaveCount(0);
    expect(
      await bare.evaluate(
        (element) =>
          (element.shadowRoot!.querySelector('#panel') as unknown as { showControls: boolean })
            .showControls,
      ),
    ).toBe(false);
    // The same element without the attribute has them.
    await page.locator('#full').scrollIntoViewIfNeeded();
    await waitForStatus(page, '#full', 'ready');
    await expect(
      page.locator('#full').getByRole('tablist', { name: 'Lessons' }).getByRole('tab'),
    ).toHaveCount(viewNames.length);
    await expect(page.locator('#full').locator('#control-seq-len')).toBeVisible();
  });

  test('a list in controls shows only those controls', async ({ page }) => {
    await openHost(
      page,
      `<positional-encoding-widget id="w" controls="seq-len base"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    await expect(widget.locator('#control-seq-len')).toBeVisible();
    await expect(widget.locator('#control-base')).toBeVisible();
    await expect(widget.locator('#control-d-model')).toHaveCount(0);
    await expect(widget.getByRole('tab')).toHaveCount(0);
  });

  test('theme="dark" changes the computed --pe-bg', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHost(
      page,
      `<positional-encoding-widget id="light" theme="light" controls="none" seq-len="4" d-model="4"></positional-encoding-widget>
       <positional-encoding-widget id="dark" theme="dark" controls="none" seq-len="4" d-model="4"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#dark', 'ready');
    const bg = (id: string) =>
      page
        .locator(id)
        .evaluate((element) => getComputedStyle(element).getPropertyValue('--pe-bg').trim());
    const light = await bg('#light');
    const dark = await bg('#dark');
    expect(light).toBe('#ffffff');
    expect(dark).not.toBe(light);
    // Switching the attribute switches the theme.
    await page.locator('#dark').evaluate((element) => element.setAttribute('theme', 'light'));
    expect(await bg('#dark')).toBe(light);
  });

  test('host page CSS does not leak into the widget', async ({ page }) => {
    await openHost(
      page,
      `<positional-encoding-widget id="w" view="worked" seq-len="8" d-model="8"></positional-encoding-widget>`,
      {
        head: `<style>
          * { color: red !important; font-size: 40px; }
          button { display: none; }
          input, select { display: none !important; }
          label, p, h2, table, td, th, canvas { visibility: hidden !important; }
          .controls, .field, .card, .muted { display: none !important; }
        </style>`,
      },
    );
    await waitForStatus(page, '#w', 'ready');
    const widget = page.locator('#w');
    const tab = widget.getByRole('tab', { name: 'Worked example' });
    await expect(tab).toBeVisible();
    await expect(widget.locator('#control-base')).toBeVisible();
    const style = await tab.evaluate((element) => {
      const s = getComputedStyle(element);
      return { color: s.color, fontSize: s.fontSize, display: s.display };
    });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.display).not.toBe('none');
    expect(parseFloat(style.fontSize)).toBeLessThan(24);
    const label = await widget.locator('label[for="control-base"]').evaluate((element) => ({
      color: getComputedStyle(element).color,
      fontSize: getComputedStyle(element).fontSize,
    }));
    expect(label.color).not.toBe('rgb(255, 0, 0)');
    // Sizes inside the widget must not follow the host's root font size (rem).
    expect(parseFloat(label.fontSize)).toBeLessThan(24);
    await saveScreenshot(page, 'embed-host-hostile-css');
  });

  test('widget styles do not leak out to the host page', async ({ page }) => {
    await openHost(
      page,
      `<div class="controls" id="c"><button class="primary" id="b">Host button</button></div>
       <table id="t"><tr><td id="td">1</td></tr></table>
       <p class="muted" id="m">host text</p>
       <positional-encoding-widget id="w"></positional-encoding-widget>`,
    );
    await waitForStatus(page, '#w', 'ready');
    const read = (id: string, property: string) =>
      page
        .locator(id)
        .evaluate((element, p) => getComputedStyle(element).getPropertyValue(p), property);
    expect(await read('#c', 'display')).toBe('block');
    expect(await read('#b', 'background-color')).not.toBe('rgb(31, 95, 191)');
    expect(await read('#t', 'border-collapse')).toBe('separate');
    expect(await read('#td', 'border-top-style')).toBe('none');
    expect(await read('#m', 'color')).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain(
      'system-ui',
    );
  });
});

test.describe('engine loading failures', () => {
  for (const [name, failure, view, tab] of [
    ['a 404', 'status', 'worked', 'Worked example'],
    ['a network error', 'abort', 'worked', 'Worked example'],
    // The heat map's engine is the core module (its C ABI, engine/core-abi.ts).
    ['a 404', 'status', 'heatmap', 'Heat map'],
  ] as const) {
    // A page of its own: page.clock cannot be uninstalled from a shared page.
    freshPageTest(
      `${name} for the .wasm (${view}) shows an error with Retry, and Retry recovers`,
      async ({ page }) => {
        await recordEvents(page);
        // The page runs on Playwright's clock: "a while later" below is jumped to.
        await page.clock.install();
        let attempts = 0;
        await page.route('**/*.wasm', (route) => {
          attempts++;
          return failure === 'status'
            ? route.fulfill({ status: 404, body: 'not found' })
            : route.abort('failed');
        });
        await openHost(
          page,
          `<positional-encoding-widget id="w" view="${view}"></positional-encoding-widget>`,
        );
        await waitForStatus(page, '#w', 'error');
        const widget = page.locator('#w');
        const alert = widget.getByRole('alert');
        await expect(alert).toContainText('could not be loaded');
        await expect(alert).toContainText(
          failure === 'status'
            ? /the engine file \/.*posenc-wasm.*\.wasm could not be downloaded \(HTTP 404\)/
            : /the engine file \/.*posenc-wasm.*\.wasm could not be downloaded/,
        );
        const retry = widget.getByRole('button', { name: 'Retry' });
        await expect(retry).toBeVisible();
        await expect(widget.locator('[aria-busy="true"]')).toHaveCount(0);
        const errors = await events(page, 'pe-error', 'w');
        expect(errors).toHaveLength(1);
        expect(errors[0]!.detail.code).toBe('load-failed');
        expect(String(errors[0]!.detail.message)).toContain('could not be loaded');
        expect(await events(page, 'pe-ready', 'w')).toHaveLength(0);
        // Still an error a while later: no endless spinner, no silent retry loop.
        const attemptsBefore = attempts;
        await page.clock.fastForward(30_000);
        await pageIdle(page);
        await expect(alert).toBeVisible();
        expect(attempts).toBe(attemptsBefore);
        expect(await events(page, 'pe-error', 'w')).toHaveLength(1);

        await page.unroute('**/*.wasm');
        await retry.click();
        await waitForStatus(page, '#w', 'ready');
        await expect(widget.getByRole('alert')).toHaveCount(0);
        await expect(widget.getByRole('tab', { name: tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(await events(page, 'pe-ready', 'w')).toHaveLength(1);
      },
    );
  }

  test('a slow .wasm download shows the loading state, then the lesson', async ({ page }) => {
    // The download is held until the test releases it (however slow the
    // machine): the engine request leaves as soon as the element script runs,
    // before the loading state is drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = 0;
    let released = false;
    await page.route('**/*.wasm', async (route) => {
      requested++;
      await held;
      await route.continue();
    });
    await openHost(page, `<positional-encoding-widget id="w"></positional-encoding-widget>`);
    const widget = page.locator('#w');
    await expect(widget.getByText('Loading the engine')).toBeVisible();
    await expect(widget.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect.poll(() => requested).toBeGreaterThan(0);
    await pageIdle(page);
    expect(
      await widget.evaluate((element) => (element as unknown as { status: string }).status),
    ).toBe('loading');
    released = true;
    release();
    await waitForStatus(page, '#w', 'ready');
    expect(released).toBe(true);
    await expect(widget.getByText('Loading the engine')).toHaveCount(0);
    await expect(widget.locator('#panel')).toBeAttached();
    await expect(widget.getByRole('tab', { name: 'Heat map' })).toBeVisible();
  });
});

test.describe('the iframe embed', () => {
  // The frame comes from a second origin (localhost vs 127.0.0.1, same server).
  async function openFrameHost(page: Page, query: string, extra = ''): Promise<{ other: string }> {
    const base = new URL(test.info().project.use.baseURL!);
    const other = `http://localhost:${base.port}`;
    await serveHtml(
      page,
      '/__embed-test/iframe-host.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Iframe host</title>
      <style>body { font-family: serif; max-width: 900px; margin: 1rem auto; } iframe { width: 100%; border: 0; display: block; }</style>
      </head><body>
      <h1>A blog post</h1><p>The figure below is an iframe from another origin.</p>
      <iframe id="f" src="${other}/embed.html?${query}" data-pe-embed title="Positional encoding" height="150"></iframe>
      ${extra}
      <p>Text after the figure.</p>
      <script src="/embed-resizer.js"></script>
      </body></html>`,
    );
    // Chromium's local-network checks block a routed (address-less) page from
    // framing a loopback origin; routing the frame document too avoids that.
    await page.route(`${other}/embed.html*`, async (route) =>
      route.fulfill({ response: await route.fetch() }),
    );
    await page.goto('/__embed-test/iframe-host.html');
    return { other };
  }

  async function frameReady(page: Page, id = 'f') {
    const frame = (await page.locator(`#${id}`).elementHandle())!;
    const content = (await frame.contentFrame())!;
    await content.waitForFunction(
      () =>
        (document.querySelector('positional-encoding-widget') as unknown as { status?: string })
          ?.status === 'ready',
    );
    return content;
  }

  async function heights(page: Page, id = 'f') {
    const content = await frameReady(page, id);
    const inner = await content.evaluate(() =>
      Math.ceil(document.querySelector('#embed')!.getBoundingClientRect().height),
    );
    const outer = await page
      .locator(`#${id}`)
      .evaluate((element) => element.getBoundingClientRect().height);
    return { inner, outer };
  }

  /**
   * The frame's height once it has stopped changing: after the widget inside
   * has its export menu (loaded when the page is idle, after ready), until
   * three readings 250 ms apart agree.
   */
  async function settledOuter(page: Page): Promise<number> {
    const content = await frameReady(page);
    await content.waitForFunction(
      () =>
        !!document
          .querySelector('positional-encoding-widget')
          ?.shadowRoot?.querySelector('pe-export-menu, pe-export-room[live]'),
    );
    let readings: number[] = [];
    await expect
      .poll(
        async () => {
          readings = [...readings, (await heights(page)).outer].slice(-3);
          return readings.length === 3 && readings.every((h) => h === readings[0]);
        },
        { intervals: [250], timeout: 15_000 },
      )
      .toBe(true);
    return readings[0]!;
  }

  test('the resizer fits the iframe to the embed content', async ({ page }) => {
    const errors = watchErrors(page);
    await openFrameHost(page, 'view=worked&seq_len=8&d_model=8');
    await frameReady(page);
    await expect.poll(async () => (await heights(page)).outer).toBeGreaterThan(300);
    await expect
      .poll(async () => {
        const h = await heights(page);
        return Math.abs(h.outer - h.inner);
      })
      .toBeLessThanOrEqual(1);
    const content = await frameReady(page);
    // No page chrome: the only h1 is the screen-reader title (1 px, clipped).
    expect(await content.evaluate(() => document.querySelector('header'))).toBeNull();
    expect(
      await content.evaluate(() =>
        [...document.querySelectorAll('h1')].map((h) => h.getBoundingClientRect().height),
      ),
    ).toEqual([1]);
    // A change inside the frame that changes the height is followed.
    const before = (await heights(page)).outer;
    await content
      .locator('positional-encoding-widget')
      .evaluate((element) =>
        (element as unknown as { setState(p: object): void }).setState({ view: 'heatmap' }),
      );
    await expect
      .poll(async () => {
        const h = await heights(page);
        return Math.abs(h.outer - h.inner) <= 1 && h.inner !== before;
      })
      .toBe(true);
    // Chromium leaves cross-origin frames blank in a resized full-page
    // capture, so make the viewport as tall as the page first.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1100, height: pageHeight });
    // Wait for the frame's height to settle, not for the frame to be idle: a
    // cross-origin frame's animation frames may be throttled while the
    // viewport changes, and an idle wait inside it once never returned (CI, stop 27).
    await settledOuter(page);
    await pageIdle(page);
    await saveScreenshot(page, 'embed-iframe');
    expect(errors).toEqual([]);
    expect(new URL(page.url()).origin).not.toBe(new URL(content.url()).origin);
  });

  test('the embed page applies the query state and shows notices for bad values', async ({
    page,
  }) => {
    await openFrameHost(page, 'view=relative&seq_len=abc&d_model=12&theme=dark&controls=seq-len');
    const content = await frameReady(page);
    const widget = content.locator('positional-encoding-widget');
    expect(await state(widget)).toMatchObject({ view: 'relative', seqLen: 64, dModel: 12 });
    await expect(widget.getByRole('status').filter({ hasText: 'adjusted' })).toContainText(
      'seq_len',
    );
    await expect(widget).toHaveAttribute('theme', 'dark');
    await expect(widget.locator('#control-seq-len')).toBeVisible();
    await expect(widget.locator('#control-d-model')).toHaveCount(0);
    const link = content.getByRole('link', { name: /full lesson/ });
    await expect(link).toHaveAttribute('href', /\?view=relative&d_model=12$/);
  });

  test('the resizer ignores height messages posted by the host window itself', async ({ page }) => {
    await openFrameHost(page, 'view=worked&seq_len=8&d_model=8');
    await expect.poll(async () => (await heights(page)).outer).toBeGreaterThan(300);
    const before = await settledOuter(page);
    await page.evaluate(() =>
      window.postMessage({ type: 'pe-embed-height', height: 33, ready: true }, '*'),
    );
    // The message is a task of the page: handled (or ignored) once the page is idle.
    await pageIdle(page);
    expect((await heights(page)).outer).toBe(before);
  });

  test('the resizer ignores height messages from the frame window when it is on another origin', async ({
    page,
  }) => {
    await openFrameHost(page, 'view=worked&seq_len=8&d_model=8');
    await expect.poll(async () => (await heights(page)).outer).toBeGreaterThan(300);
    const before = await settledOuter(page);
    // The frame's window navigates to a page of the host's origin that forges
    // a message: same event.source, wrong event.origin.
    await serveHtml(
      page,
      '/__embed-test/forger.html',
      `<!doctype html><title>forger</title><script>
        parent.postMessage({ type: 'pe-embed-height', height: 33, ready: true }, '*');
        setTimeout(() => { document.title = 'sent'; }, 0);
      </script>`,
    );
    const forger = `${new URL(page.url()).origin}/__embed-test/forger.html`;
    await page
      .locator('#f')
      .evaluate(
        (element: HTMLIFrameElement, url) => element.contentWindow!.location.replace(url),
        forger,
      );
    await expect
      .poll(async () => {
        const frame = page.frames().find((f) => f.url() === forger);
        return frame ? frame.evaluate(() => document.title).catch(() => '') : '';
      })
      .toBe('sent');
    expect(await page.locator('#f').getAttribute('src')).toMatch(/^http:\/\/localhost:/);
    await pageIdle(page);
    const outer = await page
      .locator('#f')
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(outer).toBe(before);
  });

  test('an iframe without data-pe-embed is left alone', async ({ page }) => {
    const base = new URL(test.info().project.use.baseURL!);
    await openFrameHost(
      page,
      'view=worked&seq_len=8&d_model=8',
      `<iframe id="plain" src="http://localhost:${base.port}/embed.html?view=worked" title="plain" height="150"></iframe>`,
    );
    await expect.poll(async () => (await heights(page)).outer).toBeGreaterThan(300);
    // What the plain frame posted up to its ready has been handled once the
    // page is idle (the frame itself may be off screen, where frames stop).
    await frameReady(page, 'plain');
    await pageIdle(page);
    expect(
      await page.locator('#plain').evaluate((element) => element.getBoundingClientRect().height),
    ).toBe(150);
  });
});

test.describe('the Share dialog', () => {
  const query = 'view=worked&seq_len=12&d_model=8';

  async function openDialog(page: Page) {
    await openLesson(page, query);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the link is the current URL with the current state', async ({ page }) => {
    // A view whose control bar has the sequence length (the worked example's has not).
    await openLesson(page, 'view=relative&seq_len=12&d_model=8');
    // Change the state after loading: the dialog shows the state now, not the one loaded.
    await page.locator('#control-seq-len').fill('20');
    await page.locator('#control-seq-len').press('Enter');
    await expect(page).toHaveURL(/seq_len=20/);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this view' });
    const link = dialog.getByRole('textbox', { name: 'Link to this view' });
    await expect(link).toHaveValue(page.url());
    await expect(link).toHaveValue(/view=relative&seq_len=20&d_model=8$/);
    await expect(link).toHaveAttribute('readonly', '');
  });

  test('the iframe snippet points to embed.html with the state and loads the resizer', async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    const origin = new URL(page.url()).origin;
    const snippet = await dialog
      .getByRole('textbox', { name: 'Embed with an iframe' })
      .inputValue();
    expect(snippet).toContain(
      `<iframe src="${origin}/embed.html?view=worked&amp;seq_len=12&amp;d_model=8"`,
    );
    expect(snippet).toContain('data-pe-embed');
    expect(snippet).toContain(`<script src="${origin}/embed-resizer.js"></script>`);
  });

  test("the element snippet has the classic script tag, the view's frame script and the non-default state as attributes", async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    const origin = new URL(page.url()).origin;
    const snippet = await dialog
      .getByRole('textbox', { name: 'Embed as a custom element' })
      .inputValue();
    expect(snippet).toBe(
      `<script src="${origin}/positional-encoding-widget.classic.js"></script>\n` +
        `<script src="${origin}/frames/worked.classic.js"></script>\n` +
        `<positional-encoding-widget view="worked" seq-len="12" d-model="8"></positional-encoding-widget>`,
    );
    await pageIdle(page);
    await saveScreenshot(page, 'share-dialog');
  });

  test('Copy puts the snippet on the clipboard and announces it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openDialog(page);
    for (const name of ['Link to this view', 'Embed with an iframe', 'Embed as a custom element']) {
      await dialog.getByRole('button', { name: `Copy ${name.toLowerCase()}` }).click();
      await expect(dialog.getByRole('status')).toHaveText(`Copied: ${name.toLowerCase()}.`);
      await expect(
        dialog.getByRole('button', { name: `Copied ${name.toLowerCase()}` }),
      ).toBeVisible();
      const expected = await dialog.getByRole('textbox', { name }).inputValue();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
  });

  test('without clipboard access Copy selects the text', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Copy embed with an iframe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/Copied|Ctrl\+C/);
    const area = dialog.getByRole('textbox', { name: 'Embed with an iframe' });
    await expect(area).toBeFocused();
    const selection = await area.evaluate((element: HTMLTextAreaElement) => [
      element.selectionStart,
      element.selectionEnd,
      element.value.length,
    ]);
    expect(selection[0]).toBe(0);
    expect(selection[1]).toBe(selection[2]);
  });

  test('Escape closes the dialog and returns focus to the Share button', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeFocused();
  });

  test('the copied element snippet works on another page', async ({ page }) => {
    const dialog = await openDialog(page);
    const snippet = await dialog
      .getByRole('textbox', { name: 'Embed as a custom element' })
      .inputValue();
    await serveHtml(
      page,
      '/__embed-test/pasted.html',
      `<!doctype html><meta charset="utf-8"><title>Pasted</title>${snippet}`,
    );
    await page.goto('/__embed-test/pasted.html');
    await waitForStatus(page, 'positional-encoding-widget', 'ready');
    expect(await state(page.locator('positional-encoding-widget'))).toMatchObject({
      view: 'worked',
      seqLen: 12,
      dModel: 8,
    });
  });

  test('the copied iframe snippet works on another page', async ({ page }) => {
    const dialog = await openDialog(page);
    const snippet = await dialog
      .getByRole('textbox', { name: 'Embed with an iframe' })
      .inputValue();
    await serveHtml(
      page,
      '/__embed-test/pasted-frame.html',
      `<!doctype html><meta charset="utf-8"><title>Pasted</title>${snippet}`,
    );
    await page.goto('/__embed-test/pasted-frame.html');
    // A frame locator, found again at each try (a handle taken while the
    // iframe still held its first about:blank document can go stale).
    const widget = page.frameLocator('iframe').locator('positional-encoding-widget');
    await expect
      .poll(() => widget.evaluate((w) => (w as unknown as { status?: string }).status))
      .toBe('ready');
    expect(await state(widget)).toMatchObject({
      view: 'worked',
      seqLen: 12,
      dModel: 8,
    });
    await expect
      .poll(() =>
        page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height),
      )
      .not.toBe(720);
  });
});
