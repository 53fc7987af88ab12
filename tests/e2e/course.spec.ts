// The lesson as a course (issue 20): a bare visit starts at chapter 1; Next
// at each chapter's end walks the whole course in the registry's order and
// Previous walks back; every chapter link is a real link that opens its
// chapter with the learner's state (the lesson page, embed.html, a host
// page's lesson-url) or, on a host page that names no lesson page, a button
// that switches in place; the contents marks chapters visited and completed
// across a reload and survives corrupt or full storage; the skip link is the
// first Tab stop and takes the keyboard to the chapter's first figure; on a
// 360 x 740 phone every chapter's first figure starts on the first screen;
// axe finds nothing on the new parts in light and dark.
import { createRequire } from 'node:module';

import { test as freshPageTest, type Locator, type Page } from '@playwright/test';

import { test } from './shared-page.js';

import { chapters } from '../../web/src/course/chapters.js';
import { openHost } from './embed-support.js';
import { expect, openLesson, pageIdle, showView, watchErrors } from './support.js';

const widgetOf = (page: Page) => page.locator('positional-encoding-widget').first();

/** The state of the page's (first) widget. */
const stateOf = (page: Page) =>
  page.evaluate(() => document.querySelector('positional-encoding-widget')!.getState());

/** The view the page's (first) widget shows. */
const shownView = (page: Page) =>
  page.evaluate(() => document.querySelector('positional-encoding-widget')!.getState().view);

/**
 * Waits until the page's (first) widget is ready and shows `view`'s chapter
 * (its tab selected, its view or frame in the panel); with `inAddress`, also
 * until the page's address names it. One wait in the page, not a round trip
 * per condition: the walks below make dozens.
 */
async function expectChapter(page: Page, view: string, inAddress = false): Promise<void> {
  await page.waitForFunction(
    ([id, address]) => {
      const widget = document.querySelector('positional-encoding-widget');
      return (
        widget?.status === 'ready' &&
        !!widget.shadowRoot?.querySelector(`#panel[aria-labelledby="tab-${id}"]`) &&
        (!address || new URL(location.href).searchParams.get('view') === id)
      );
    },
    [view, inAddress] as const,
  );
}

test('a visit with no query starts at chapter 1, word order, which motivates before its first figure', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page);
  const widget = widgetOf(page);
  await expectChapter(page, chapters[0]!.id);
  expect(chapters[0]!.id).toBe('order');
  // The address says where the learner is (links write view= always).
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('order');
  // The chapter's first block after its title is prose, not a figure.
  const first = await widget.locator('#panel').evaluate((panel) => {
    const title = panel.shadowRoot!.querySelector('.title')!;
    const next = title.nextElementSibling!;
    return {
      title: title.textContent!.trim(),
      tag: next.localName,
      text: next.textContent!.trim(),
    };
  });
  expect(first.title).toContain('Word order');
  expect(first.tag).toBe('p');
  expect(first.text).toMatch(/^Self-attention/);
  expect(errors).toEqual([]);
});

test('a link without view= still opens the heat map', async ({ page }) => {
  await openLesson(page, 'seq_len=20');
  await expectChapter(page, 'heatmap');
});

// A page of its own: it counts history entries, and Chromium keeps at most 50
// of them (the shared page's history is full after a few tests; a full CI run
// saw history.length stay at 50 here).
freshPageTest(
  'Next from chapter 1 walks every chapter in order to the last, Previous walks back, each a history entry',
  async ({ page }) => {
    freshPageTest.setTimeout(180_000);
    const errors = watchErrors(page);
    await openLesson(page);
    const widget = widgetOf(page);
    const start = await page.evaluate(() => history.length);
    const next = widget.locator('.chapter-nav a.next');
    for (let k = 1; k < chapters.length; k++) {
      // The link's chapter and its text, read together (one round trip).
      await expect
        .poll(() =>
          next.evaluate((a) => ({ view: a.getAttribute('data-view'), text: a.textContent! })),
        )
        .toMatchObject({
          view: chapters[k]!.id,
          text: expect.stringContaining(chapters[k]!.title),
        });
      await next.click();
      await expectChapter(page, chapters[k]!.id, true);
    }
    // The last chapter has no Next.
    await expect(widget.locator('.chapter-nav a.next')).toHaveCount(0);
    expect(await page.evaluate(() => history.length)).toBe(start + chapters.length - 1);
    for (let k = chapters.length - 2; k >= 0; k--) {
      await widget.locator('.chapter-nav a.previous').click();
      await expectChapter(page, chapters[k]!.id);
    }
    await expect(widget.locator('.chapter-nav a.previous')).toHaveCount(0);
    // Back returns to the chapter before (the page's own history).
    await page.goBack();
    await expectChapter(page, chapters[1]!.id);
    expect(errors).toEqual([]);
  },
);

test('a chapter switched by Next puts the widget top in view and the focus on the new tab', async ({
  page,
}) => {
  await openLesson(page, 'view=worked');
  const widget = widgetOf(page);
  const next = widget.locator('.chapter-nav a.next');
  await next.scrollIntoViewIfNeeded();
  await next.focus();
  await page.keyboard.press('Enter');
  await expectChapter(page, 'heatmap');
  await expect(widget.locator('#tab-heatmap')).toBeFocused();
  const top = await widget.evaluate((w) => w.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(-1);
});

test("every chapter link of the lesson page is a real link that opens its chapter with the learner's state", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLesson(page, 'view=relative&seq_len=40&d_model=16');
  const widget = widgetOf(page);
  await widget.locator('.contents-toggle:visible').click();
  const entries = widget.locator('#contents a.entry');
  await expect(entries).toHaveCount(chapters.length);
  const links = await entries.evaluateAll((list) =>
    list.map((a) => ({ view: a.getAttribute('data-view')!, href: a.getAttribute('href')! })),
  );
  expect(links.map((l) => l.view)).toEqual(chapters.map((c) => c.id));
  // Next and Previous are the same links.
  await widget.locator('.contents-toggle:visible').click();
  const next = new URL(
    (await widget.locator('.chapter-nav a.next').getAttribute('href'))!,
    page.url(),
  );
  const after = chapters[chapters.findIndex((c) => c.id === 'relative') + 1]!.id;
  expect(Object.fromEntries(next.searchParams)).toEqual({
    view: after,
    seq_len: '40',
    d_model: '16',
  });
  // Each link followed as a new tab would: a load of its address (in this
  // page, whose links are all read).
  const lesson = page.url();
  for (const { view, href } of links) {
    const url = new URL(href, lesson);
    expect(url.pathname, view).toBe('/');
    expect(url.searchParams.get('view'), view).toBe(view);
    expect(url.searchParams.get('seq_len'), view).toBe('40');
    await page.goto(url.href);
    await expectChapter(page, view);
    const state = await stateOf(page);
    expect([state.seqLen, state.dModel], view).toEqual([40, 16]);
  }
});

test('a click with a modifier leaves the link to the browser: Ctrl+click opens the chapter in a new tab', async ({
  page,
  context,
}) => {
  await openLesson(page, 'view=worked');
  const widget = widgetOf(page);
  const opened = context.waitForEvent('page');
  await widget.locator('.chapter-nav a.next').click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  await expectChapter(tab, 'heatmap');
  // The page with the link stays where it was.
  expect(await shownView(page)).toBe('worked');
});

test('in embed.html the chapter links open embed.html with the state and its own options', async ({
  page,
}) => {
  await page.goto('/embed.html?view=worked&theme=dark&controls=view,base');
  const widget = widgetOf(page);
  await expectChapter(page, 'worked');
  const href = await widget.locator('.chapter-nav a.next').getAttribute('href');
  const url = new URL(href!, page.url());
  expect(url.pathname).toBe('/embed.html');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    theme: 'dark',
    controls: 'view,base',
    view: 'heatmap',
  });
  await widget.locator('.chapter-nav a.next').click();
  await expectChapter(page, 'heatmap');
  expect(new URL(page.url()).pathname).toBe('/embed.html');
});

test("on a host page the chapter links switch in place and never take the reader off the host's page", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openHost(
    page,
    '<positional-encoding-widget id="w" view="order"></positional-encoding-widget>',
  );
  const url = page.url();
  const widget = widgetOf(page);
  await expectChapter(page, 'order');
  // No page reads the links here: buttons, no href anywhere.
  await expect(widget.locator('.chapter-nav a')).toHaveCount(0);
  for (let k = 1; k < chapters.length; k++) {
    await widget.locator('.chapter-nav button.next').click();
    await expectChapter(page, chapters[k]!.id);
  }
  await widget.locator('.contents-toggle:visible').click();
  await expect(widget.locator('#contents a')).toHaveCount(0);
  await widget.locator('#contents button.entry[data-view="worked"]').click();
  await expectChapter(page, 'worked');
  expect(page.url()).toBe(url);
  expect(errors).toEqual([]);
});

test("a host page's lesson-url makes the links real, pointing at that lesson page", async ({
  page,
}) => {
  await openHost(
    page,
    '<positional-encoding-widget view="order" seq-len="12" lesson-url="/?ignored=1#x"></positional-encoding-widget>',
  );
  const widget = widgetOf(page);
  await expectChapter(page, 'order');
  const href = await widget.locator('.chapter-nav a.next').getAttribute('href');
  expect(href).toBe('/?ignored=1&view=worked&seq_len=12');
  await page.goto(href!);
  await expectChapter(page, 'worked');
  expect((await stateOf(page)).seqLen).toBe(12);
});

test('a lesson-url that is not a web page gives no href (and the link still switches in place)', async ({
  page,
}) => {
  await openHost(
    page,
    '<positional-encoding-widget view="order" lesson-url="javascript:alert(1)"></positional-encoding-widget>',
  );
  const widget = widgetOf(page);
  await expectChapter(page, 'order');
  const next = widget.locator('.chapter-nav a.next');
  await expect(next).not.toHaveAttribute('href', /./);
  await next.click();
  await expectChapter(page, 'worked');
});

/** The contents' mark of each chapter, by view id. */
async function marks(widget: Locator): Promise<Record<string, string>> {
  if ((await widget.locator('#contents').count()) === 0) {
    await widget.locator('.contents-toggle:visible').click();
  }
  return widget
    .locator('#contents li')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((li) => [li.querySelector('.entry')!.getAttribute('data-view'), li.className]),
      ),
    );
}

test('the contents marks chapters visited and completed, and keeps them across a reload', async ({
  page,
}) => {
  await openLesson(page);
  const widget = widgetOf(page);
  expect(await marks(widget)).toMatchObject({ order: 'visited', worked: 'new', heatmap: 'new' });
  await widget.locator('.contents-toggle:visible').click();
  await widget.locator('.chapter-nav a.next').click();
  await expectChapter(page, 'worked');
  // A tab is a visit, not a completion.
  await widget.getByRole('tab', { name: 'Frequencies' }).click();
  await expectChapter(page, 'frequencies');
  await openLesson(page);
  expect(await marks(widget)).toMatchObject({
    order: 'completed',
    worked: 'visited',
    heatmap: 'new',
    frequencies: 'visited',
  });
  // The contents says what the marks mean, and can forget them.
  await expect(widget.locator('#contents')).toContainText('pressed Next');
  await widget.locator('#contents .forget').click();
  expect(await marks(widget)).toMatchObject({ order: 'visited', worked: 'new' });
});

test('the last chapter is completed by Finish; the exercises by every item, not by Next', async ({
  page,
}) => {
  const last = chapters.filter((c) => c.part.part !== 'appendix').at(-1)!;
  await openLesson(page, `view=${last.id}`);
  const widget = widgetOf(page);
  if (chapters.at(-1) === last) {
    await widget.locator('.chapter-nav .finish').click();
    await expect(widget.locator('.chapter-nav .finish')).toContainText('Completed');
  } else {
    await widget.locator('.chapter-nav a.next').click();
  }
  await page.evaluate(() => {
    const w = document.querySelector('positional-encoding-widget')!;
    w.setState({ view: 'exercises' });
  });
  await expectChapter(page, 'exercises');
  await widget.locator('.chapter-nav a.next').click();
  expect(await marks(widget)).toMatchObject({ [last.id]: 'completed', exercises: 'visited' });
});

test('corrupt or full storage never breaks the course: marks are kept for the page instead', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('positional-encoding-widget:course:v1:/', '{"version":1,"visited":[');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.includes(':course:')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await openLesson(page);
  const widget = widgetOf(page);
  await widget.locator('.chapter-nav a.next').click();
  await expectChapter(page, 'worked');
  expect(await marks(widget)).toMatchObject({ order: 'completed', worked: 'visited' });
  expect(errors).toEqual([]);
});

/** The deep active element: its tag, whether it is a figure of the panel, and whether it is on screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    const path: string[] = [];
    while (el?.shadowRoot?.activeElement) {
      path.push(el.localName);
      el = el.shadowRoot.activeElement;
    }
    const r = el?.getBoundingClientRect();
    return {
      tag: el?.localName ?? '',
      path,
      figure: !!el && 'boxPx' in el,
      onScreen: !!r && r.top < innerHeight && r.bottom > 0,
    };
  });
}

// Four kinds of first figure (an order demo, a canvas, a table view, the
// atlas's cards), one page: the views are switched in place, as the tabs
// do; nothing here depends on the page's first load.
const skipViews = ['order', 'heatmap', 'relative', 'atlas'];
test(`the skip link is the first Tab stop, visible when focused, and moves focus to the first figure (${skipViews.join(', ')})`, async ({
  page,
}) => {
  await openLesson(page, `view=${skipViews[0]}`);
  const widget = widgetOf(page);
  const skip = widget.locator('.skip-link');
  for (const view of skipViews) {
    await showView(page, view);
    await page.evaluate(() => scrollTo(0, 0));
    await pageIdle(page);
    // From the page's last control before the widget (the Share button).
    await page.locator('#share button').first().focus();
    await page.keyboard.press('Tab');
    await expect(skip, view).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.width, view).toBeGreaterThan(100);
    expect(box.height, view).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    const now = await focused(page);
    expect(now.figure, `${view}: ${JSON.stringify(now)}`).toBe(true);
    expect(now.path, view).toContain('positional-encoding-widget');
    // The focused figure is the panel's first figure, on screen.
    expect(now.onScreen, view).toBe(true);
    // Unfocused, it takes no room and shows nothing.
    await page.keyboard.press('Tab');
    expect((await skip.boundingBox())!.width, view).toBeLessThanOrEqual(1);
  }
});

test('at 360 x 740 every chapter opened from a bare visit has its first figure on the first screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page);
  const widget = widgetOf(page);
  // The page's top of the first figure in two senses, and the page's width:
  // `skip` as the skip link finds it (widget/skip-link.ts): the panel's
  // first figure element, else its first drawing, table or editor; `drawing`
  // the first drawing or table (canvas, SVG plot, matrix, editor or table)
  // more than 20 px tall (this was learner.spec's check, over the same views
  // in the same order, the page opened at ?view= of the first; one walk
  // serves both).
  const firstFigures = () =>
    widget.evaluate((w) => {
      const panel = w.shadowRoot!.querySelector('#panel')!;
      const search = (
        root: ParentNode,
        match: (el: Element) => boolean,
        minHeight: number,
      ): Element | undefined => {
        for (const el of root.querySelectorAll('*')) {
          if (match(el) && el.getBoundingClientRect().height > minHeight) return el;
          if (el.shadowRoot) {
            const found = search(el.shadowRoot, match, minHeight);
            if (found) return found;
          }
        }
        return undefined;
      };
      const root = panel.shadowRoot!;
      const top = (el: Element | undefined) =>
        el ? el.getBoundingClientRect().top + scrollY : Infinity;
      const skip =
        search(root, (el) => 'boxPx' in el, 0) ??
        search(root, (el) => el.matches('canvas, svg, table, textarea, [role="textbox"]'), 0);
      const drawing = search(
        panel.shadowRoot ?? panel,
        (el) => el.matches('canvas, svg, pe-matrix, .cm-editor, textarea, table'),
        20,
      );
      return {
        skip: top(skip),
        drawing: top(drawing),
        width: document.documentElement.scrollWidth,
      };
    });
  // The appendix (the glossary) is text only: it has no figure to reach.
  for (const chapter of chapters.filter((c) => c.part.part !== 'appendix')) {
    await showView(page, chapter.id);
    await page.evaluate(() => scrollTo(0, 0));
    // Polled: a figure's code (the exercises' editor) may arrive after the panel.
    let seen = await firstFigures();
    await expect
      .poll(
        async () => {
          seen = await firstFigures();
          return Math.max(seen.skip, seen.drawing);
        },
        { message: `${chapter.id}: the lower of the two first figures`, timeout: 10_000 },
      )
      .toBeLessThan(740);
    expect(seen.skip, `${chapter.id}: the skip link's first figure`).toBeLessThan(740);
    expect(seen.drawing, `${chapter.id}: the first drawing or table`).toBeLessThan(740);
    expect(seen.width, chapter.id).toBeLessThanOrEqual(360);
  }
});

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's violations in the widget's own parts (a11y.spec.ts checks every view). */
function courseViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: object,
            options: object,
          ): Promise<{
            violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    // The widget without its view.
    const result = await axe.run(
      {
        include: ['positional-encoding-widget'],
        exclude: [{ fromShadowDom: ['positional-encoding-widget', '#panel'] }],
      },
      { resultTypes: ['violations'] },
    );
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${v.help} at ${JSON.stringify(n.target)}`),
    );
  });
}

// One page per width, light then dark: the scheme is a media query the
// widget's styles follow in place (the view, whose canvases are coloured
// when drawn, is left out here), so the dark check needs no load of its own.
for (const width of [360, 1280]) {
  test(`axe finds no violation in the course's parts (light and dark, ${width} px): tabs, contents, settings, skip link, Next and Previous`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await openLesson(page, 'view=worked');
    const widget = widgetOf(page);
    await widget.locator('.contents-toggle:visible').click();
    if (width === 360) await widget.locator('.settings-toggle').click();
    await widget.locator('.chapter-nav a.next').scrollIntoViewIfNeeded();
    await page.locator('#share button').first().focus();
    await page.keyboard.press('Tab'); // The skip link, shown.
    await page.addScriptTag({ path: axePath });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(
        await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
        scheme,
      ).toBe(scheme === 'dark');
      await expect(widget.locator('.skip-link'), scheme).toBeFocused();
      await expect(widget.locator('#contents'), scheme).toBeVisible();
      expect(await courseViolations(page), scheme).toEqual([]);
    }
  });
}

test('the Contents button names the list it controls only while the list is there', async ({
  page,
}) => {
  await openLesson(page, 'view=worked');
  const widget = widgetOf(page);
  const toggle = widget.locator('.contents-toggle:visible');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).not.toHaveAttribute('aria-controls');
  await expect(widget.locator('#contents')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('aria-controls', 'contents');
  await expect(widget.locator('#contents')).toHaveCount(1);
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-controls');
});
