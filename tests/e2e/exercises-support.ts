// Shared by the specs that drive the exercises view's editor.
import type { Page } from '@playwright/test';

import { expect } from './support.js';

export const exercisesView = (page: Page) => page.locator('pe-exercises-view');

/** A correct positionalEncoding (the view's own reference solution). */
export { SOLUTION_CODE as SOLUTION } from '../../web/src/views/exercises/sandbox/questions.js';

/** Presses Run and waits until the run has ended. */
export async function runAndWait(page: Page, timeout = 15_000): Promise<void> {
  await exercisesView(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(exercisesView(page).locator('.result')).not.toContainText('Running…', { timeout });
}

/**
 * Replaces the editor's code and waits until CodeMirror holds it (whitespace
 * aside). Read from the editor's document, not its lines on screen: the
 * editor's box is fixed, so CodeMirror draws only the lines near its view.
 */
export async function setCode(page: Page, code: string): Promise<void> {
  const content = exercisesView(page).locator('.cm-content');
  await content.fill(code);
  const editor = exercisesView(page).locator('pe-code-editor');
  await expect
    .poll(async () =>
      (await editor.evaluate((el) => (el as HTMLElement & { text: string }).text)).replace(
        /\s+/g,
        '',
      ),
    )
    .toBe(code.replace(/\s+/g, ''));
}

/** What the page received on its message ports, summed over every message. */
export interface ReceivedSizes {
  messages: number;
  /** Bytes of every ArrayBuffer behind a typed array received (whole buffers). */
  bufferBytes: number;
  /** The longest string received. */
  longestString: number;
  /** Objects and arrays received (not typed arrays). */
  objects: number;
}

/**
 * An init script that records the size of each message the page's ports
 * deliver (the sandbox's replies), before the page's own handler sees it.
 */
export async function recordReceived(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sizes = { messages: 0, bufferBytes: 0, longestString: 0, objects: 0 };
    (window as unknown as { __received: typeof sizes }).__received = sizes;
    const walk = (value: unknown, depth: number): void => {
      if (typeof value === 'string') {
        sizes.longestString = Math.max(sizes.longestString, value.length);
      } else if (ArrayBuffer.isView(value)) {
        sizes.bufferBytes += value.buffer.byteLength;
      } else if (typeof value === 'object' && value !== null && depth < 8) {
        sizes.objects++;
        for (const key of Object.keys(value))
          walk((value as Record<string, unknown>)[key], depth + 1);
      }
    };
    const own = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      configurable: true,
      get() {
        return own.get!.call(this);
      },
      set(handler: ((event: MessageEvent) => void) | null) {
        own.set!.call(
          this,
          handler &&
            function (this: MessagePort, event: MessageEvent) {
              sizes.messages++;
              walk(event.data, 0);
              handler.call(this, event);
            },
        );
      },
    });
  });
}

export async function receivedSizes(page: Page): Promise<ReceivedSizes> {
  return page.evaluate(() => (window as unknown as { __received: ReceivedSizes }).__received);
}
