// The Open edX JSInput page (dist/cdn/edx.html, web/public/edx.html and
// edx-jsinput.js), in an iframe of a host page of the same origin, called the
// way a JSInput problem calls it: getGrade(), getState() and setState(string)
// on the frame's window. No Open edX here: the host page is a stand-in for the
// problem's page (the iframe's sandbox attribute is JSInput's).
import type { Frame, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { serveHtml } from './embed-support.js';
import { exercisesView, runAndWait, setCode, SOLUTION } from './exercises-support.js';
import { expect, watchErrors } from './support.js';

const HOST = '/__edx-test/problem.html';

interface Results {
  items: { kind: string; id: string; correct: boolean | null; summary: string }[];
  text: string;
}

/** The course page with the JSInput frame on edx.html; resolves to the frame once its widget is ready. */
async function openProblem(page: Page): Promise<Frame> {
  await serveHtml(
    page,
    HOST,
    `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>A course unit</title></head>
  <body>
    <h1>Problem 1</h1>
    <iframe id="problem" title="Exercises" src="/edx.html" width="900" height="800"
      sandbox="allow-scripts allow-popups allow-same-origin allow-forms"></iframe>
  </body>
</html>`,
  );
  await page.goto(HOST);
  return ready(page);
}

async function ready(page: Page): Promise<Frame> {
  const frame = page.frame({ url: /\/edx\.html$/ });
  if (!frame) throw new Error('no edx.html frame');
  await frame.waitForFunction(
    () =>
      (document.querySelector('positional-encoding-widget') as { status?: string } | null)
        ?.status === 'ready',
  );
  return frame;
}

/** Calls a JSInput function on the frame's window from the host page, as the platform does. */
function call(page: Page, name: 'getGrade' | 'getState' | 'setState', arg?: string) {
  return page.evaluate(
    ([name, arg]) => {
      const win = (document.getElementById('problem') as HTMLIFrameElement).contentWindow as
        (Window & Record<string, (value?: string) => string | undefined>) | null;
      return win![name!]!(arg);
    },
    [name, arg] as const,
  );
}

const grade = async (page: Page) => JSON.parse((await call(page, 'getGrade'))!) as Results;

test("getGrade, getState and setState carry the learner's results and state through a fresh frame", async ({
  page,
}) => {
  const errors = watchErrors(page);
  let frame = await openProblem(page);
  expect((await grade(page)).items).toEqual([]);

  // The learner solves the coding exercise and changes the widget's state.
  const inFrame = frame as unknown as Page;
  await setCode(inFrame, SOLUTION);
  await runAndWait(inFrame);
  await frame.evaluate(() =>
    (
      document.querySelector('positional-encoding-widget') as HTMLElement & {
        setState(s: object): void;
      }
    ).setState({ seqLen: 33 }),
  );
  const graded = await grade(page);
  expect(graded.items).toContainEqual(expect.objectContaining({ kind: 'exercise', correct: true }));
  const saved = (await call(page, 'getState'))!;
  expect(JSON.parse(saved)).toMatchObject({ version: 1, state: { seqLen: 33, view: 'exercises' } });

  // The learner comes back: a new frame starts with no work of its own ...
  await page.evaluate(() => {
    const frame = document.getElementById('problem') as HTMLIFrameElement;
    frame.src = '/edx.html?again';
  });
  await expect.poll(() => page.frame({ url: /\/edx\.html\?again$/ }) !== null).toBe(true);
  frame = page.frame({ url: /\/edx\.html\?again$/ })!;
  await frame.waitForFunction(
    () =>
      (document.querySelector('positional-encoding-widget') as { status?: string } | null)
        ?.status === 'ready',
  );
  expect((await grade(page)).items).toEqual([]);

  // ... and the platform's setState(string) puts the learner's back.
  await call(page, 'setState', saved);
  await frame.waitForFunction(
    () =>
      (document.querySelector('positional-encoding-widget') as { status?: string } | null)
        ?.status === 'ready',
  );
  expect(await grade(page)).toEqual(graded);
  expect(JSON.parse((await call(page, 'getState'))!)).toEqual(JSON.parse(saved));
  // The restored exercise shows its result and the learner's code.
  await expect(exercisesView(frame as unknown as Page).locator('pe-code-editor')).toBeVisible();
  expect(errors).toEqual([]);
});

test('setState refuses a string this page did not write, naming the version', async ({ page }) => {
  await openProblem(page);
  const message = await page.evaluate(() => {
    const win = (document.getElementById('problem') as HTMLIFrameElement)
      .contentWindow as Window & {
      setState(value: string): void;
    };
    try {
      win.setState('{"answer": 1}');
      return 'no error';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  expect(message).toBe('TypeError: setState: not a state this page wrote (version 1)');
});
