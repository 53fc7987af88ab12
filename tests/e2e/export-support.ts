// Helpers of the export specs (export.spec.ts: the files' content;
// export-tasks.spec.ts: how they are built): the export menu, a download
// from it, a PNG's size.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export const menu = (page: Page) => page.locator('pe-export-menu');

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
