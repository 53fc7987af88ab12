// Claims of docs/embedding.md's script API that no other test named:
// unknown setState keys, getState's copy, and events heard on document.

import { test } from './shared-page.js';

import { expect, openLesson } from './support.js';

test('setState with an unknown key throws a TypeError naming it and changes nothing', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=12');
  const result = await page.evaluate(() => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const before = JSON.stringify(widget.getState());
    let error = 'none';
    try {
      widget.setState({ seqLen: 20, seqlen: 30 } as object);
    } catch (caught) {
      error = `${(caught as Error).name}: ${(caught as Error).message}`;
    }
    return { error, same: JSON.stringify(widget.getState()) === before };
  });
  expect(result.error).toMatch(/^TypeError: .*seqlen/);
  expect(result.same).toBe(true);
});

test('getState returns a copy: changing it changes nothing', async ({ page }) => {
  await openLesson(page, 'view=order&seq_len=12');
  const after = await page.evaluate(() => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const state = widget.getState();
    state.seqLen = 99;
    state.words.push('mutated');
    return widget.getState();
  });
  expect(after.seqLen).toBe(12);
  expect(after.words).not.toContain('mutated');
});

test('pe-change and pe-error reach a listener on document', async ({ page }) => {
  await openLesson(page);
  const heard = await page.evaluate(async () => {
    const codes: string[] = [];
    const listen = (event: Event) => codes.push(event.type);
    document.addEventListener('pe-change', listen);
    document.addEventListener('pe-error', listen);
    const widget = document.querySelector('positional-encoding-widget')!;
    widget.setState({ seqLen: 20 });
    widget.setState({ dModel: 7 });
    // Events of these changes are dispatched by the time two frames and an idle period pass.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
    return codes;
  });
  expect(heard).toContain('pe-change');
  expect(heard).toContain('pe-error');
});
