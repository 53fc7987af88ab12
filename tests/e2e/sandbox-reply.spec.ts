// What the exercise sandbox sends the page is small whatever the learner's
// code does: an error with a 2^24-character message, an uncaught one in a
// timer, replaced globals (Float64Array, Array.isArray, JSON,
// String.prototype.slice), a million numbers for every shape. Each test
// records what the page's ports received (recordReceived) and checks its
// size, not only the verdict shown.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import {
  MAX_MESSAGE_LENGTH,
  RECEIVED_FACTOR,
} from '../../web/src/views/exercises/sandbox/protocol.js';
import { defaultState } from '../../web/src/views/state.js';
import { runShapes } from '../../web/src/views/exercises/derive.js';
import { expect, openLesson } from './support.js';
import {
  SOLUTION,
  exercisesView as view,
  receivedSizes,
  recordReceived,
  runAndWait as run,
  setCode,
} from './exercises-support.js';

test.describe('what the sandbox sends the page is bounded', () => {
  // The shapes a Run asks for in the default lesson state.
  const asked = runShapes(defaultState.seqLen, defaultState.dModel).reduce(
    (sum, [s, d]) => sum + s * d,
    0,
  );
  const maxBufferBytes = RECEIVED_FACTOR * asked * 8;

  test.beforeEach(async ({ page }) => {
    await recordReceived(page);
    await openLesson(page, 'view=exercises');
    await expect(view(page).locator('.cm-content')).toBeVisible();
  });

  /** Runs `code` and expects its error shown cut, with its full `length`, in a small reply. */
  async function expectCut(page: Page, code: string, length: string): Promise<void> {
    await setCode(page, code);
    await run(page);
    await expect(view(page).locator('.result')).toContainText(`cut: ${length} characters in all`);
    expect((await receivedSizes(page)).longestString).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  }

  test('an error with a 2^24-character message arrives cut, saying so', async ({ page }) => {
    await expectCut(
      page,
      // 2^24 characters: 8,000 times the reply's cap. 2^28 (near V8's longest
      // string) once ran past the sandbox's 2 s time limit on a loaded CI
      // machine; the cut of a 2^28-character message itself is checked in
      // Node (tests/js, the sandbox protocol).
      `function positionalEncoding(n, d) { throw new Error('x'.repeat(2 ** 24)); }`,
      '16,777,216',
    );
  });

  test('an uncaught error in a timer with a huge message arrives cut', async ({ page }) => {
    await expectCut(
      page,
      // 2^22 characters: 2,000 times the reply's cap, and quick to build and
      // report on a loaded machine (2^27 once ran past the 2 s time limit in CI).
      `setTimeout(() => { throw new Error('y'.repeat(2 ** 22)); }, 0);
await new Promise((resolve) => setTimeout(resolve, 0)); // after the throwing timer
function positionalEncoding(n, d) { return []; }`,
      '4,194,304',
    );
  });

  test('replacing Float64Array cannot put a million objects in the reply', async ({ page }) => {
    await setCode(
      page,
      `const objects = [];
for (let i = 0; i < 1e6; i++) objects.push({ i });
self.Float64Array = function () { return objects; };
${SOLUTION}`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('shapes match the engine');
    const sizes = await receivedSizes(page);
    expect(sizes.bufferBytes).toBeLessThanOrEqual(maxBufferBytes);
    expect(sizes.objects).toBeLessThan(100);
  });

  test('replacing Array.isArray, JSON and String.prototype.slice changes no verdict', async ({
    page,
  }) => {
    await setCode(
      page,
      `${SOLUTION}
Array.isArray = () => false;
JSON.stringify = () => 'z'.repeat(1e7);
String.prototype.slice = function () { return 'z'.repeat(1e7); };
Number.prototype.toLocaleString = function () { return 'z'.repeat(1e7); };`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('shapes match the engine');
    expect((await receivedSizes(page)).longestString).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });

  test('a million numbers for every shape cross as at most twice the numbers asked for', async ({
    page,
  }) => {
    await setCode(
      page,
      `function positionalEncoding(n, d) { return Array.from({ length: 1000 }, () => new Array(1000).fill(0)); }`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('Wrong shape');
    expect((await receivedSizes(page)).bufferBytes).toBeLessThanOrEqual(maxBufferBytes);
  });
});
