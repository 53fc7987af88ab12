// Shared helpers for the browser tests.
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

import { viewEntry, viewIds } from '../../web/src/views/registry.js';

/** Each view's element name (its registry entry's tag): what the widget shows as #panel. */
const viewTags: Record<string, string> = Object.fromEntries(
  viewIds.map((id) => [id, viewEntry(id)!.tag]),
);

/** Collects console errors and page errors; assert it is empty at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the lesson page with `query` and waits until the engine is ready. */
export async function openLesson(page: Page, query = ''): Promise<void> {
  await page.goto(query ? `/?${query}` : '/');
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
}

/**
 * Switches the lesson widget (the page's first) to view `id` in place, through
 * its setState, and waits until the panel shows that view and has rendered:
 * one page serves a loop over every view instead of one page load per view.
 */
export async function showView(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (view) =>
      document.querySelector('positional-encoding-widget')!.setState({ view: view as never }),
    id,
  );
  await expect(page.locator('positional-encoding-widget').locator('#panel')).toHaveAttribute(
    'aria-labelledby',
    `tab-${id}`,
  );
  await page.evaluate(async () => {
    const widget = document.querySelector('positional-encoding-widget')!;
    await (widget as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const panel = widget.shadowRoot!.querySelector('#panel') as unknown as {
      updateComplete?: Promise<unknown>;
    };
    await panel.updateComplete;
  });
}

/**
 * Resolves once the page (or frame) has nothing left to do: two animation
 * frames, then an idle period of its main thread (requestIdleCallback runs
 * only when no task is queued), `rounds` times. Whatever a test checks did not
 * happen (a second event, a download, a resize, a request) would have been
 * queued by then: the condition to wait for instead of a fixed sleep.
 */
export async function pageIdle(target: Page | Frame, rounds = 2): Promise<void> {
  await target.evaluate(idleRounds, rounds);
}

/** Waits until `widget` (any frame) and its view have rendered, then until its page is idle. */
export async function viewSettled(widget: Locator, rounds = 2): Promise<void> {
  await widget.evaluate(async (element, n) => {
    type Updating = { updateComplete?: Promise<unknown> };
    await (element as unknown as Updating).updateComplete;
    await (element.shadowRoot?.querySelector('#panel') as unknown as Updating | null)
      ?.updateComplete;
    for (let k = 0; k < n; k++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => requestIdleCallback(resolve));
    }
  }, rounds);
}

/**
 * Sets `attributes` on `widget` in place (null removes one: back to its
 * default) and waits until it shows its view again, rendered and settled:
 * the engine ready, the view's element as #panel (after a view switch, once
 * its code and frame have arrived), then viewSettled. A loop over views,
 * figures, modes or controls then needs one page, not one page per case,
 * where what it checks does not depend on a first load.
 */
export async function switchWidget(
  widget: Locator,
  attributes: Readonly<Record<string, string | null>>,
  rounds = 2,
): Promise<void> {
  await widget.evaluate(
    async (element, [changes, tags]) => {
      type Widget = HTMLElement & {
        status: string;
        updateComplete: Promise<unknown>;
        getState(): { view: string };
      };
      const w = element as Widget;
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) w.removeAttribute(name);
        else w.setAttribute(name, value);
      }
      await w.updateComplete;
      if (changes.view != null && w.getState().view !== changes.view)
        throw new Error(`view="${changes.view}" was not applied: ${w.getState().view} shows`);
      const root = w.shadowRoot!;
      const shown = () =>
        w.status === 'ready' && root.querySelector('#panel')?.localName === tags[w.getState().view];
      // Every step of a switch (the view's code, its frame, a larger engine)
      // ends in a render of the shadow root: checked on each of its mutations.
      if (!shown())
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(root, { childList: true, subtree: true });
        });
    },
    [attributes, viewTags] as const,
  );
  await viewSettled(widget, rounds);
}

async function idleRounds(n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
  }
}

/** RGBA of the canvas pixel at (x, y) in CSS pixels of `selector` inside the widget's view. */
export async function pixelAt(
  page: Page,
  canvasLocator: string,
  x: number,
  y: number,
): Promise<number[]> {
  return page.locator(canvasLocator).evaluate(
    (canvas: HTMLCanvasElement, [px, py]) => {
      const box = canvas.getBoundingClientRect();
      const sx = Math.floor((px! / box.width) * canvas.width);
      const sy = Math.floor((py! / box.height) * canvas.height);
      const data = canvas.getContext('2d')!.getImageData(sx, sy, 1, 1).data;
      return Array.from(data);
    },
    [x, y],
  );
}

/** Saves a screenshot for review under tests/e2e/screenshots/. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}

export { expect };
