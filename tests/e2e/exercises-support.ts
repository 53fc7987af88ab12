// Shared by the specs that drive the exercises view's editor.
import type { Page } from '@playwright/test';

import { expect } from './support.js';

export const exercisesView = (page: Page) => page.locator('pe-exercises-view');

/** Replaces the editor's code and waits until CodeMirror shows it (whitespace aside). */
export async function setCode(page: Page, code: string): Promise<void> {
  const content = exercisesView(page).locator('.cm-content');
  await content.fill(code);
  await expect
    .poll(async () =>
      (await content.evaluate((el) => (el as HTMLElement).innerText)).replace(/\s+/g, ''),
    )
    .toBe(code.replace(/\s+/g, ''));
}
