// Helpers of the export specs (export.spec.ts: the files' content;
// export-tasks.spec.ts: how they are built): the export menu, a download
// from it, a PNG's size.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * The export menu, or its live room (the same buttons, drawn until the
 * menu's code loads on the reader's intent: a press there is pressed again
 * on the menu).
 */
export const menu = (page: Page) => page.locator('pe-export-menu, pe-export-room[live]');

/** The pointer enters the (first) widget, which loads the menu's code: waits until it has. */
export async function loadMenu(page: Page): Promise<void> {
  await page
    .locator('positional-encoding-widget')
    .first()
    .hover({ position: { x: 4, y: 4 } });
  await page.locator('pe-export-menu').first().waitFor({ state: 'attached' });
}

/** Clicks a button of the export menu and returns the download's name and bytes. */
export async function download(page: Page, name: string, nth = 0) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    menu(page).getByRole('button', { name }).nth(nth).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** Width and height of a PNG from its header. */
export function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}
