// Shared helpers for the browser tests.
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

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
