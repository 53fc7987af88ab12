// The glossary view (views/glossary/): an appendix that needs no engine (no
// .wasm is fetched for it), opened at an entry by a link in a chapter or in
// the glossary itself (ui/lesson-link.ts) or by a page's #fragment, the entry
// focused; Back returns to the chapter. axe for it runs in a11y.spec.ts with
// every other view.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { openHost } from './embed-support.js';
import { expect, openLesson, pageIdle, showView, viewSettled, watchErrors } from './support.js';

const widget = (page: Page) => page.locator('positional-encoding-widget');
const glossary = (page: Page) => page.locator('pe-glossary-view');

/** The id of the element that has the focus, through the widget's and the view's shadow roots. */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.id ?? '';
  });
}

/** Records every .wasm the page asks for. */
function wasmRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.wasm')) urls.push(request.url());
  });
  return urls;
}

test('the glossary opens with no .wasm fetched, and lists its terms, notation and references', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const wasm = wasmRequests(page);
  await openLesson(page, 'view=glossary');
  await expect(glossary(page).locator('dl.terms dt').first()).toBeVisible();
  await pageIdle(page);
  expect(wasm).toEqual([]);
  // Nor preloaded (web/public/engine-preload.js: only a view that uses the core is).
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
  await expect(widget(page)).toHaveJSProperty('status', 'ready');
  // Alphabetical, each entry with its anchor, definition and sources.
  const names = await glossary(page)
    .locator('dl.terms dt')
    .evaluateAll((dts) => dts.map((dt) => dt.textContent!.trim().toLowerCase()));
  expect(names.length).toBeGreaterThan(40);
  expect(names).toEqual([...names].sort());
  const query = glossary(page).locator('#term-query');
  await expect(query).toHaveText('query');
  await expect(query.locator('xpath=following-sibling::dd[1]')).toContainText(
    'First used in Word order',
  );
  await expect(glossary(page).locator('table.notation #sym-omega')).toContainText('ω');
  await expect(glossary(page).locator('#ref-vaswani2017 a.url')).toHaveAttribute(
    'href',
    'https://arxiv.org/abs/1706.03762',
  );
  await expect(glossary(page).locator('#ref-seed-course')).toContainText(
    'Module 10: Sinusoidal Positional Encoding',
  );
  expect(errors).toEqual([]);
});

test('switching from the glossary to a chapter loads the engine it needs then', async ({
  page,
}) => {
  const wasm = wasmRequests(page);
  await openLesson(page, 'view=glossary');
  await pageIdle(page);
  expect(wasm).toEqual([]);
  await widget(page).locator('#tab-heatmap').click();
  await expect(page.locator('pe-heatmap-view [data-value="longest"]')).not.toHaveText('');
  expect(wasm.length).toBeGreaterThan(0);
});

test('a citation in a chapter opens its reference in the glossary, focused, and Back returns', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=heatmap');
  const cite = page.locator('pe-heatmap-view p [data-away="tutorial-wavelengths"] cite a');
  // The lesson page reads its links (lesson-url is its own path): a real link, with the state.
  await expect(cite).toHaveAttribute('href', '/?view=glossary#ref-seed-tutorial');
  // The widget switches in place: the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await cite.click();
  await expect(glossary(page)).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('ref-seed-tutorial');
  await expect(glossary(page).locator('#ref-seed-tutorial')).toBeInViewport();
  expect(new URL(page.url()).searchParams.get('view')).toBe('glossary');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.goBack();
  await expect(page.locator('pe-heatmap-view')).toBeVisible();
  // The page writes the view it shows into its address (links name their view).
  expect(new URL(page.url()).searchParams.get('view')).toBe('heatmap');
  expect(errors).toEqual([]);
});

test("a term link opens the term's entry and focuses it; from the keyboard too", async ({
  page,
}) => {
  await openLesson(page, 'view=glossary');
  // The definition of "score" links "query"; the notation links the terms too.
  const link = glossary(page).locator('#term-score + dd a.term[data-term="query"]');
  await expect(link).toHaveAttribute('href', '/?view=glossary#term-query');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await link.click();
  await expect.poll(() => focusedId(page)).toBe('term-query');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(glossary(page).locator('#term-query')).toBeInViewport();
  const symbol = glossary(page).locator('#sym-omega a.term[data-term="frequency"]');
  await symbol.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedId(page)).toBe('term-frequency');
  // A modified click is the browser's: the link itself is a real one.
  await expect(symbol).toHaveAttribute('href', '/?view=glossary#term-frequency');
});

test('a page opened at ?view=glossary#term-softmax shows that entry, focused', async ({ page }) => {
  await openLesson(page, 'view=glossary#term-softmax');
  await expect.poll(() => focusedId(page)).toBe('term-softmax');
  await expect(glossary(page).locator('#term-softmax')).toBeInViewport();
});

test("an entry's first use links to its chapter, shown at its title", async ({ page }) => {
  await openLesson(page, 'view=glossary');
  const first = glossary(page).locator('#term-rope + dd .meta a[data-lesson="comparison"]');
  await expect(first).toHaveAttribute('href', '/?view=comparison');
  await first.click();
  await expect(page.locator('pe-comparison-view')).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('');
  const focusedClass = await page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.className ?? '';
  });
  expect(focusedClass).toContain('title');
});

test('in an element on any page a citation switches the element in place; the page stays', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const wasm = wasmRequests(page);
  const path = await openHost(
    page,
    '<positional-encoding-widget view="worked" base="100"></positional-encoding-widget>',
  );
  await expect(widget(page)).toHaveJSProperty('status', 'ready');
  const cite = page.locator('pe-worked-view [data-away="worked-hand"] cite a').first();
  await cite.click();
  await expect(glossary(page)).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('ref-seed-tutorial');
  expect(new URL(page.url()).pathname).toBe(path);
  expect(new URL(page.url()).search).toBe('');
  expect(wasm.length).toBeGreaterThan(0); // The worked view's engine, before.
  expect(errors).toEqual([]);
});

test("on a host page with lesson-url, terms, citations and the glossary's links point at that page with the state", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openHost(
    page,
    '<positional-encoding-widget view="worked" base="100" lesson-url="/?ignored=1#x"></positional-encoding-widget>',
  );
  await expect(widget(page)).toHaveJSProperty('status', 'ready');
  const view = page.locator('pe-worked-view');
  // As the chapter links (course.spec.ts): lesson-url's own query kept, the state's written, the anchor last.
  const cite = view.locator('[data-away="worked-hand"] cite a').first();
  await expect(cite).toHaveAttribute(
    'href',
    '/?ignored=1&view=glossary&base=100#ref-seed-tutorial',
  );
  const term = view.locator('a.term[data-term="pair"]').first();
  await expect(term).toHaveAttribute('href', '/?ignored=1&view=glossary&base=100#term-pair');
  // A new state rewrites them.
  await page.evaluate(() =>
    document.querySelector('positional-encoding-widget')!.setState({ base: 1000 }),
  );
  await expect(term).toHaveAttribute('href', '/?ignored=1&view=glossary&base=1000#term-pair');
  const href = (await term.getAttribute('href'))!;
  // A plain click still switches in place; the glossary's own links point at that page too.
  await term.click();
  await expect(glossary(page)).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('term-pair');
  await expect(glossary(page).locator('#term-query + dd a.term[data-term="key"]')).toHaveAttribute(
    'href',
    '/?ignored=1&view=glossary&base=1000#term-key',
  );
  await expect(
    glossary(page).locator('#term-rope + dd .meta a[data-lesson="comparison"]'),
  ).toHaveAttribute('href', '/?ignored=1&view=comparison&base=1000');
  // Followed (as a new tab would), the link opens the lesson page at the entry, with the state.
  await page.goto(href);
  await expect.poll(() => focusedId(page)).toBe('term-pair');
  expect(
    await page.evaluate(
      () => document.querySelector('positional-encoding-widget')!.getState().base,
    ),
  ).toBe(1000);
  expect(errors).toEqual([]);
});

test('on a host page without lesson-url a term link has no href, and Enter switches in place', async ({
  page,
}) => {
  const path = await openHost(
    page,
    '<positional-encoding-widget view="worked"></positional-encoding-widget>',
  );
  await expect(widget(page)).toHaveJSProperty('status', 'ready');
  const term = page.locator('pe-worked-view a.term[data-term="pair"]').first();
  await expect(term).toHaveAttribute('data-lesson', 'glossary#term-pair');
  await expect(term).not.toHaveAttribute('href', /./);
  await expect(term).toHaveAttribute('role', 'link');
  await term.focus();
  await page.keyboard.press('Enter');
  await expect(glossary(page)).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('term-pair');
  expect(new URL(page.url()).pathname).toBe(path);
});

test('every chapter links the terms first used in it, and every term and citation link it shows resolves in the glossary', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { terms } = await import('../../dist/lib/content/glossary.js');
  const { references } = await import('../../dist/lib/content/references.js');
  const { views } = await import('../../dist/lib/views/registry.js');
  const termIds = new Set(terms.map((term) => term.id));
  const refIds = new Set(references.map((reference) => reference.id));
  await openLesson(page, 'view=order');
  const missing: string[] = [];
  const unknown: string[] = [];
  const anchors = new Set<string>();
  // A chapter whose first use of a term is in a phrase of another state: that state too.
  const alsoAt: Record<string, Record<string, unknown>> = {
    // ∞ and float64: pair 1's divisor overflows when the exponent multiplies.
    pitfalls: { variant: 'exponent-2i-times-d' },
  };
  const shown = async (tag: string) => {
    // The view itself, drawn (not its first-paint frame), so its `when` blocks are shown.
    await expect(widget(page).locator('#panel')).toHaveJSProperty('localName', tag);
    await viewSettled(widget(page));
    return widget(page)
      .locator('#panel')
      .evaluate((panel) => {
        const found: { term?: string; ref?: string; lesson: string | null }[] = [];
        const walk = (root: ParentNode) => {
          for (const a of root.querySelectorAll('a[data-term], a[data-ref]')) {
            found.push({
              term: a.getAttribute('data-term') ?? undefined,
              ref: a.getAttribute('data-ref') ?? undefined,
              lesson: a.getAttribute('data-lesson'),
            });
          }
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(panel.shadowRoot ?? panel);
        return found;
      });
  };
  for (const entry of views) {
    if (entry.id === 'glossary') continue;
    await showView(page, entry.id);
    const links = await shown(entry.tag);
    const other = alsoAt[entry.id];
    if (other) {
      await page.evaluate(
        (state) => document.querySelector('positional-encoding-widget')!.setState(state),
        other,
      );
      links.push(...(await shown(entry.tag)));
    }
    for (const link of links) {
      const id = link.term ?? link.ref!;
      const known = link.term !== undefined ? termIds.has(id) : refIds.has(id);
      const anchor = `${link.term !== undefined ? 'term' : 'ref'}-${id}`;
      if (!known || link.lesson !== `glossary#${anchor}`) unknown.push(`${entry.id}: ${anchor}`);
      anchors.add(anchor);
    }
    const linked = new Set(links.flatMap((link) => (link.term ? [link.term] : [])));
    for (const term of terms) {
      if (term.firstUsed === entry.id && !linked.has(term.id))
        missing.push(`${entry.id}: ${term.id}`);
    }
  }
  expect(unknown).toEqual([]);
  expect(missing).toEqual([]);
  // Each anchor a chapter links to is an entry of the glossary.
  await showView(page, 'glossary');
  await expect(glossary(page).locator('dl.terms dt').first()).toBeVisible();
  const ids = await glossary(page).evaluate((view) =>
    [...view.shadowRoot!.querySelectorAll('[id]')].map((element) => element.id),
  );
  expect([...anchors].filter((anchor) => !ids.includes(anchor))).toEqual([]);
});
