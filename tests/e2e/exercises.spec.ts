// The exercises view: the learner's positionalEncoding runs in a sandboxed
// worker and is checked against the engine; questions are checked by the engine.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { STRICT_CSP } from './embed-support.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';
import { exercisesView as view, setCode } from './exercises-support.js';

async function run(page: Page): Promise<void> {
  await view(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(view(page).locator('.result')).not.toContainText('Running…', { timeout: 5000 });
}

/** A JavaScript implementation; the options reproduce the classic mistakes. */
function impl(
  opts: {
    exp?: string;
    sin?: 'both' | 'sine';
    start?: number;
    base?: number;
    split?: boolean;
  } = {},
): string {
  const exp = opts.exp ?? '(2 * i) / d';
  const base = opts.base ?? 10000;
  const start = opts.start ?? 0;
  const cos = opts.sin === 'sine' ? 'Math.sin' : 'Math.cos';
  const cols = opts.split ? ['i', 'd / 2 + i'] : ['2 * i', '2 * i + 1'];
  return `function positionalEncoding(n, d) {
const rows = [];
for (let p = 0; p < n; p++) {
const row = new Array(d).fill(0);
for (let i = 0; i < d / 2; i++) {
const a = (p + ${start}) / Math.pow(${base}, ${exp});
row[${cols[0]}] = Math.sin(a);
row[${cols[1]}] = ${cos}(a);
}
rows.push(row);
}
return rows;
}`;
}

test.beforeEach(async ({ page }) => {
  await openLesson(page, 'view=exercises');
  await expect(view(page).locator('.cm-content')).toBeVisible();
});

test('a correct solution passes every shape', async ({ page }) => {
  const errors = watchErrors(page);
  await setCode(page, impl());
  await run(page);
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
  await expect(view(page).locator('.result td.bad')).toHaveCount(0);
  await saveScreenshot(page, 'exercises');
  expect(errors).toEqual([]);
});

const pitfallCases: [string, Parameters<typeof impl>[0], RegExp][] = [
  ['i/d exponent', { exp: 'i / d' }, /i\/d_model instead of 2i\/d_model/],
  ['sine only', { sin: 'sine' }, /sine in every column/],
  ['one-indexed', { start: 1 }, /positions counted from 1/],
  ['split halves', { split: true }, /split into two halves/],
  ['base 1000', { base: 1000 }, /base 1,000 instead of 10000/],
  ['2i·d exponent', { exp: '2 * i * d' }, /2i·d_model instead of 2i\/d_model/],
  ['d/(2i) exponent', { exp: 'd / (2 * i)' }, /d_model\/\(2i\) instead of 2i\/d_model/],
];
// One page runs every case in turn (each Run replaces the result).
test('each classic pitfall is named, with its heat maps', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [name, opts, feedback] of pitfallCases) {
    await setCode(page, impl(opts));
    await run(page);
    await expect(view(page).locator('.pitfall'), name).toContainText(feedback);
    await expect(
      view(page).locator('pe-exercise-result .heat pe-matrix').first(),
      name,
    ).toBeVisible();
  }
});

// A few diagnoses through the real sandbox (every one is unit-tested in
// tests/js/views/exercises-checker.test.mjs with the same harness code).
const diagnosisCases: [string, string, RegExp][] = [
  [
    'swapped sin/cos',
    impl()
      .replace('row[2 * i] = Math.sin(a);', 'row[2 * i] = Math.cos(a);')
      .replace('row[2 * i + 1] = Math.cos(a);', 'row[2 * i + 1] = Math.sin(a);'),
    /Sine and cosine swapped: sine and cosine are swapped/,
  ],
  [
    'Float32Array output',
    impl().replace('return rows;', 'return Float32Array.from(rows.flat());'),
    /Float32 output: .*tolerance of 1e-9.*float64/,
  ],
  [
    'transposed rows',
    impl().replace(
      'return rows;',
      'return Array.from({ length: d }, (_, c) => rows.map((r) => r[c]));',
    ),
    /Transposed output: expected shape \(3, 4\), received \(4, 3\)/,
  ],
  [
    'NaN from an undefined base',
    impl({ base: 10000 })
      .replace('positionalEncoding(n, d)', 'positionalEncoding(n, d, base)')
      .replace('Math.pow(10000,', 'Math.pow(base,'),
    /NaN in the output: the value at row 0, column 2 is NaN/,
  ],
  [
    'cosines forgotten',
    impl().replace('row[2 * i + 1] = Math.cos(a);', ''),
    /Cosine columns empty: every odd column \(2i\+1\) is 0/,
  ],
  [
    'integer division in the exponent',
    impl({ exp: 'Math.floor((2 * i) / d)' }),
    /Integer exponent: 2i\/d_model was rounded down to 0/,
  ],
  [
    'float32 angles',
    impl().replace(
      'const a = (p + 0) / Math.pow(10000, (2 * i) / d);',
      'const a = Math.fround((p + 0) / Math.pow(10000, (2 * i) / d));',
    ),
    /Float32 angles: the angles .* are float32/,
  ],
];
test('the checker names each diagnosis case', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [name, code, message] of diagnosisCases) {
    await setCode(page, code);
    await run(page);
    await expect(view(page).locator('.pitfall'), name).toContainText(message);
  }
});

test('above the editor the exercise says it is JavaScript, not Python', async ({ page }) => {
  const note = view(page).locator('section[aria-labelledby="ex-code"] p').first();
  await expect(note).toContainText('The exercise is JavaScript, not Python');
  const noteBox = (await note.boundingBox())!;
  const editorBox = (await view(page).locator('pe-code-editor').boundingBox())!;
  expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(editorBox.y);
});

test("pasting the tutorial's NumPy shows the NumPy-to-JavaScript sheet, not a bare SyntaxError", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await setCode(
    page,
    [
      'import numpy as np',
      '',
      'def pe(n, d):',
      '    pos, i = np.arange(n)[:, None], np.arange(d // 2)[None, :]',
      '    P = np.zeros((n, d))',
      '    P[:, 0::2] = np.sin(pos / 10000 ** (2 * i / d))',
      '    P[:, 1::2] = np.cos(pos / 10000 ** (2 * i / d))',
      '    return P',
    ].join('\n'),
  );
  await run(page);
  const sheet = view(page).locator('.python-sheet');
  await expect(sheet.getByRole('alert')).toContainText(
    'This looks like Python (line 1: import numpy as np; line 3: def pe(n, d):; line 4:',
  );
  await expect(sheet.getByRole('heading', { name: 'From NumPy to JavaScript' })).toBeVisible();
  await expect(sheet.locator('dt', { hasText: 'P[:, 0::2] = np.sin' })).toBeVisible();
  await expect(
    sheet.locator('dd', { hasText: 'new Float64Array(seqLength * dModel)' }),
  ).toBeVisible();
  await expect(sheet).toContainText(
    'What JavaScript said: Your code could not be loaded: SyntaxError',
  );
  await saveScreenshot(page, 'exercises-python');
  // JavaScript with a syntax error gets the bare error.
  await setCode(page, 'function positionalEncoding(n, d) { return [; }');
  await run(page);
  await expect(view(page).locator('.python-sheet')).toHaveCount(0);
  await expect(view(page).locator('.result [role="alert"]')).toContainText(
    'Your code could not be loaded: SyntaxError',
  );
  expect(errors).toEqual([]);
});

test('every shape checked gets your heat map beside the engine’s and their difference', async ({
  page,
}) => {
  await setCode(page, impl({ start: 1 }));
  await run(page);
  // The rows' shapes, then every figure's shape and heat-map labels, each
  // read in one round trip (not a few per shape).
  const rows = await view(page)
    .locator('table[aria-label="Results per shape"] tbody tr')
    .evaluateAll((trs) => trs.map((tr) => (tr.querySelector('td') as HTMLElement).innerText));
  expect(rows.length).toBeGreaterThanOrEqual(4);
  await expect
    .poll(() =>
      view(page)
        .locator('pe-exercise-result .shape')
        .evaluateAll((shapes) =>
          shapes.map((shape) => {
            const matrices = (root: ParentNode): Element[] => [
              ...root.querySelectorAll('pe-matrix'),
              ...[...root.querySelectorAll('*')].flatMap((el) =>
                el.shadowRoot ? matrices(el.shadowRoot) : [],
              ),
            ];
            return {
              shape: shape.getAttribute('data-shape'),
              labels: matrices(shape).map((matrix) => matrix.getAttribute('label')),
            };
          }),
        ),
    )
    .toEqual(
      rows.map((row) => ({
        shape: row.replace(/[() ]/g, '').replace(',', 'x'),
        labels: [
          expect.stringMatching(/^Your output/),
          expect.stringMatching(/^Engine/),
          expect.stringMatching(/^\|yours − engine\|/),
        ],
      })),
    );
  await saveScreenshot(page, 'exercises-shapes');
});

test('the failing-shape heat map names the worst cell', async ({ page }) => {
  await setCode(page, impl({ start: 1 }));
  await run(page);
  await expect(view(page).locator('.result')).toContainText('Worst cell: position');
  await saveScreenshot(page, 'exercises-pitfall');
});

test('an infinite loop is stopped by the time limit and Run works again', async ({ page }) => {
  await setCode(page, 'function positionalEncoding(n, d) { while (true) {} }');
  await view(page).getByRole('button', { name: 'Run', exact: true }).click();
  // The page stays responsive while the loop spins in the worker.
  await view(page).getByRole('button', { name: 'Reveal answer' }).first().click();
  await expect(view(page).getByText('Answer:', { exact: true })).toBeVisible();
  await expect(view(page).locator('.result')).toContainText('Running…');
  await expect(view(page).locator('.result')).toContainText('Time limit', { timeout: 6000 });
  // The page stayed responsive and a new run works.
  await setCode(page, impl());
  await run(page);
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
});

// Each run replaces the result: one page runs every case in turn.
const rejectedCases: [name: string, code: string, messages: string[]][] = [
  [
    'a 10 MB output',
    'function positionalEncoding(n, d) { return new Array(2e6).fill(0); }',
    ['Output too large'],
  ],
  [
    'touching document',
    'function positionalEncoding(n, d) { document.title = "x"; return []; }',
    ['ReferenceError', 'no document'],
  ],
  [
    'calling fetch',
    'function positionalEncoding(n, d) { fetch("/"); return []; }',
    ['network is unavailable'],
  ],
  ['a wrong shape', 'function positionalEncoding(n, d) { return [[1, 2]]; }', ['Wrong shape']],
  [
    'a non-number',
    `function positionalEncoding(n, d) { const a = new Array(n * d).fill(0); a[5] = "x"; return a; }`,
    ['Not a number at index 5'],
  ],
];
test(`each rejected output or forbidden API gets its message: ${rejectedCases.map(([name]) => name).join(', ')}`, async ({
  page,
}) => {
  for (const [name, code, messages] of rejectedCases) {
    await setCode(page, code);
    await run(page);
    for (const message of messages)
      await expect(view(page).locator('.result'), name).toContainText(message);
  }
});

test('the solution is shown only after confirmation', async ({ page }) => {
  await view(page).getByRole('button', { name: 'Show a solution' }).click();
  await expect(view(page).locator('pre.solution')).toHaveCount(0);
  await view(page).getByRole('button', { name: 'Yes, show the solution' }).click();
  await expect(view(page).locator('pre.solution')).toContainText('Math.sin');
  await view(page).getByRole('button', { name: 'Copy into the editor' }).click();
  await run(page);
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
});

test('the share button puts code= in the URL and a reload restores it', async ({ page }) => {
  const code = impl({ start: 1 });
  await setCode(page, code);
  expect(page.url()).not.toContain('code=');
  await view(page).getByRole('button', { name: 'Put my code in the share link' }).click();
  await expect.poll(() => page.url()).toContain('code=');
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  const text = await view(page)
    .locator('.cm-content')
    .evaluate((el) => (el as HTMLElement).innerText);
  expect(text.replace(/\s+/g, '')).toBe(code.replace(/\s+/g, ''));
});

/** The editor's whole text (CodeMirror leaves parts of very long lines out of the DOM). */
function editorText(page: Page): Promise<string> {
  return view(page)
    .locator('pe-code-editor')
    .evaluate((el) => (el as unknown as { text: string }).text);
}

/** Puts long code in the editor and waits until all of it is there. */
async function setLongCode(page: Page, code: string): Promise<void> {
  await view(page).locator('.cm-content').fill(code);
  await expect.poll(() => editorText(page)).toBe(code);
}

/** `n` letters that deflate does not shrink much (xorshift32). */
function noise(n: number): string {
  let x = 2463534242;
  let out = '';
  for (let k = 0; k < n; k++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out += String.fromCharCode(97 + ((x >>> 0) % 26));
  }
  return out;
}

test('long code that fits in a link comes back whole after a reload', async ({ page }) => {
  const code = `// ${noise(7000)}\n${impl()}`;
  await setLongCode(page, code);
  await view(page).getByRole('button', { name: 'Put my code in the share link' }).click();
  await expect.poll(() => page.url()).toContain('code=');
  expect(new URL(page.url()).search.length).toBeGreaterThan(5000);
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await expect.poll(() => editorText(page)).toBe(code);
});

test('code too long for a link is refused with a notice and the link is unchanged', async ({
  page,
}) => {
  await setLongCode(page, `// ${noise(19500)}\n${impl()}`);
  await view(page).getByRole('button', { name: 'Put my code in the share link' }).click();
  await expect(view(page).getByRole('alert')).toContainText('Your code is too long for a link');
  await expect(view(page).getByRole('alert')).toContainText('reads at most 14,336');
  expect(page.url()).not.toContain('code=');
});

test('Reset restores the starter code', async ({ page }) => {
  await setCode(page, impl());
  await view(page).getByRole('button', { name: 'Reset to starter code' }).click();
  await expect(view(page).locator('.cm-content')).toContainText('Hint 1');
});

test('Reset drops code= from the share link', async ({ page }) => {
  await setCode(page, impl());
  await view(page).getByRole('button', { name: 'Put my code in the share link' }).click();
  await expect.poll(() => page.url()).toContain('code=');
  await view(page).getByRole('button', { name: 'Reset to starter code' }).click();
  await expect.poll(() => page.url()).not.toContain('code=');
});

test('predict-then-reveal items show the answer on request', async ({ page }) => {
  const shown = view(page).getByText("the course's table: 50 of 50");
  await expect(shown).toHaveCount(0);
  await view(page).getByLabel('Your prediction (kept in this browser)').nth(1).fill('rows differ');
  await view(page).getByRole('button', { name: 'Reveal answer' }).nth(1).click();
  await expect(shown).toBeVisible();
  await expect(view(page).getByRole('button', { name: 'Reveal answer' })).toHaveCount(5);
});

test('a revealed answer is self-checked from the keyboard: "I had it" or "Not yet", kept after a reload', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const quiz = view(page).locator('pe-exercise-quiz');
  await quiz.getByLabel('Your prediction (kept in this browser)').nth(2).fill('a rotation');
  await quiz.getByRole('button', { name: 'Reveal answer' }).nth(2).focus();
  await page.keyboard.press('Enter');
  // Focus is on the answer; the self-check comes next in the tab order.
  await expect(quiz.locator('#a-q3')).toBeFocused();
  const group = quiz.getByRole('group', { name: 'Compared with your answer:' });
  const had = group.getByRole('button', { name: 'I had it', exact: true });
  const notYet = group.getByRole('button', { name: 'Not yet', exact: true });
  await expect(had).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Tab');
  await expect(had).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(had).toHaveAttribute('aria-pressed', 'true');
  await expect(quiz.getByRole('status').filter({ hasText: 'Marked' })).toHaveText(
    'Marked: you had it (your own mark, counted in your results).',
  );
  await page.keyboard.press('Tab');
  await expect(notYet).toBeFocused();
  await page.keyboard.press('Space');
  await expect(notYet).toHaveAttribute('aria-pressed', 'true');
  await expect(had).toHaveAttribute('aria-pressed', 'false');
  await saveScreenshot(page, 'exercises-self-check');
  await page.reload();
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await expect(
    view(page).locator('pe-exercise-quiz').getByRole('button', { name: 'Not yet', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

// The three questions of one page, answered in turn, each with its own input and verdict (the
// pair first: its verdict is located as the only numeric item's status).
test('each numeric question is checked right and wrong: the longest-wavelength pair (256 and 511 each with its hint), PE(0) at d_model = 8, the dot products (with both values)', async ({
  page,
}) => {
  // The longest-wavelength pair.
  const input = view(page).getByLabel(/longest wavelength/);
  const check = view(page).getByRole('button', { name: 'Check pair' });
  const verdict = view(page).locator('pe-exercise-numeric [role="status"]');
  await input.fill('0');
  await check.click();
  await expect(view(page).getByText(/^Not quite\. The wavelength/)).toBeVisible();
  await input.fill('256');
  await check.click();
  await expect(verdict).toContainText('Not quite: off by one.');
  await input.fill('511');
  await check.click();
  await expect(verdict).toContainText('511 is a dimension (the cos of pair 255), not a pair index');
  await input.fill('255');
  await view(page).getByRole('button', { name: 'Check pair' }).click();
  await expect(view(page).getByText(/^Correct: pair 255/)).toBeVisible();

  // PE(0) at d_model = 8.
  const pe0 = view(page).getByLabel(/What is PE\(0\)/);
  await pe0.fill('1 0 1 0 1 0 1 0');
  await view(page).getByRole('button', { name: 'Check PE(0)' }).click();
  await expect(view(page).locator('#ex-num ~ .item .bad').first()).toContainText('Not quite');
  await pe0.fill('0, 1, 0, 1, 0, 1, 0, 1');
  await view(page).getByRole('button', { name: 'Check PE(0)' }).click();
  await expect(view(page).getByText(/^Correct: position 0/)).toBeVisible();

  // The dot products.
  const group = view(page).getByRole('group', { name: /PE5·PE8/ });
  await group.getByLabel('No').check();
  await group.getByRole('button', { name: 'Check dot products' }).click();
  await expect(group.locator('.bad')).toContainText('PE10·PE13 =');
  await group.getByLabel('Yes').check();
  await group.getByRole('button', { name: 'Check dot products' }).click();
  await expect(group.locator('.good')).toContainText('PE5·PE8 =');
});

test('guided exercises 1 to 3 are verified by the engine', async ({ page }) => {
  await view(page).locator('input[name="e1p"]').first().check();
  await view(page).getByRole('button', { name: 'Verify exercise 1' }).click();
  await expect(view(page).locator('.ex1-result')).toContainText('50 of 50 rows are distinct');
  await expect(view(page).locator('.ex1-result')).toContainText('inside [−1, 1]');
  await expect(view(page).locator('.ex1-result')).toContainText('right');
  await view(page).getByLabel('pair i', { exact: true }).fill('3');
  await view(page).getByLabel('offset k').fill('7');
  await view(page).getByLabel('offset k').blur();
  await view(page).getByRole('button', { name: 'Verify exercise 2' }).click();
  await expect(view(page).locator('.ex2-result')).toContainText('one rotation');
  await view(page)
    .getByLabel(/Dimension B/)
    .check();
  await view(page).getByRole('button', { name: 'Verify exercise 3' }).click();
  await expect(view(page).locator('.ex3-result')).toContainText('Not quite');
  await view(page)
    .getByLabel(/Dimension A \(/)
    .check();
  await view(page).getByRole('button', { name: 'Verify exercise 3' }).click();
  await expect(view(page).locator('.ex3-result')).toContainText('Right');
  await expect(view(page).locator('.ex3-result')).toContainText('Dimension 2 oscillates faster');
  // One pair's two dimensions: only "Same rate" is right.
  await view(page).locator('#e3-a').fill('40');
  await view(page).locator('#e3-a').dispatchEvent('change');
  await view(page).locator('#e3-b').fill('41');
  await view(page).locator('#e3-b').dispatchEvent('change');
  await view(page)
    .getByLabel(/Dimension A \(/)
    .check();
  await view(page).getByRole('button', { name: 'Verify exercise 3' }).click();
  await expect(view(page).locator('.ex3-result')).toContainText('Not quite.');
  await expect(view(page).locator('.ex3-result')).toContainText(
    'Both are in pair 20: one frequency, so they oscillate at the same rate.',
  );
  await view(page).getByLabel('Same rate').check();
  await view(page).getByRole('button', { name: 'Verify exercise 3' }).click();
  await expect(view(page).locator('.ex3-result')).toContainText('Right.');
  await saveScreenshot(page, 'exercises-guided');
});

test('a CSP that blocks the sandbox frame gets a clear message', async ({ page }) => {
  // Learner code runs in a sandboxed frame with its own policy; all a host
  // page's policy can block is the frame itself (frame-src).
  await page.route('**/?view=exercises', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy': `${STRICT_CSP}; frame-src 'none'`,
      },
    });
  });
  await openLesson(page, 'view=exercises');
  await setCode(page, impl());
  await run(page);
  await expect(view(page).locator('.result')).toContainText(
    'Running your code needs a sandbox frame from',
  );
  await expect(view(page).locator('.result')).toContainText(
    "which this page's Content-Security-Policy blocks (frame-src)",
  );
});

test('the one-line embed loaded from another origin runs learner code too', async ({ page }) => {
  // The element script comes from a second origin (localhost vs 127.0.0.1);
  // browsers refuse a cross-origin worker URL, so the runner starts it
  // through a same-origin blob module.
  const base = new URL(test.info().project.use.baseURL!);
  const other = `http://localhost:${base.port}`;
  await page.route(`${other}/**`, async (route) =>
    route.fulfill({ response: await route.fetch() }),
  );
  await page.route('**/__exercise-host.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
        <script type="module" src="${other}/positional-encoding-widget.js"></script></head>
        <body><positional-encoding-widget view="exercises"></positional-encoding-widget></body></html>`,
    }),
  );
  const errors = watchErrors(page);
  await page.goto('/__exercise-host.html');
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await setCode(page, impl());
  await run(page);
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
  expect(errors).toEqual([]);
});
