// Hostile input at the element (issue 18, the attacker review's state
// bullets): setState values that are huge, Proxies or throwing getters,
// re-entrant setState from a getter, pe-state events from the host page and
// an oversized code attribute. None throws out of the widget; each refused
// value is a notice, shown and fired as pe-error 'invalid-input'.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { events, openHost, recordEvents, waitForStatus } from './embed-support.js';
import { expect, watchErrors } from './support.js';

const widget = 'positional-encoding-widget';

/** A ready widget #w on a host page whose events are recorded; resolves to the page's errors. */
async function openWidget(page: Page, attributes = '', children = ''): Promise<string[]> {
  const errors = watchErrors(page);
  await recordEvents(page);
  await openHost(page, `<${widget} id="w" ${attributes}>${children}</${widget}>`);
  await waitForStatus(page, '#w', 'ready');
  return errors;
}

const notices = (page: Page) =>
  page.locator('#w').getByRole('status').filter({ hasText: 'adjusted' });

/** The widget's state. */
async function stateOf(page: Page): Promise<Record<string, unknown>> {
  return page
    .locator('#w')
    .evaluate((element) =>
      (element as unknown as { getState(): Record<string, unknown> }).getState(),
    );
}

/** The last invalid-input message fired by #w. */
async function lastInvalidInput(page: Page): Promise<string> {
  const fired = (await events(page, 'pe-error', 'w')).filter(
    (event) => event.detail.code === 'invalid-input',
  );
  return String(fired.at(-1)?.detail.message ?? '');
}

// Each hostile partial is built in the page (Proxies and getters do not cross
// to Playwright): [what, source of a function returning the partial, notice].
const hostile: [string, string, string][] = [
  [
    'new Array(2^32 - 1) for dims',
    '() => ({ dims: new Array(2 ** 32 - 1) })',
    'dims has 4294967295 items; keeping the first 8.',
  ],
  [
    'a Proxy list whose length getter throws',
    "() => ({ words: new Proxy([], { get(t, k) { if (k === 'length') throw new Error('no'); return Reflect.get(t, k); } }) })",
    'words: reading the value threw Error "no"; ignored.',
  ],
  [
    'a revoked Proxy for emb',
    '() => { const r = Proxy.revocable([], {}); r.revoke(); return { emb: r.proxy }; }',
    'emb: reading the value threw TypeError',
  ],
  [
    'a getter that throws',
    "() => ({ get seqLen() { throw new RangeError('bad'); } })",
    'seqLen: reading the value threw RangeError "bad"; ignored.',
  ],
  [
    'an object whose keys cannot be listed',
    "() => new Proxy({}, { ownKeys() { throw new Error('keys'); } })",
    'The object\'s keys could not be listed (it threw Error "keys"); ignored.',
  ],
  [
    'a word of 10^8 characters',
    "() => ({ words: ['The', 'x'.repeat(1e8)] })",
    'words: a text of 100000000 characters is too long',
  ],
  [
    'code of 10^8 characters',
    "() => ({ code: 'x'.repeat(1e8) })",
    'code is 100000000 characters long, more than 20000',
  ],
];

test('setState with each hostile value returns, shows a notice and fires pe-error', async ({
  page,
}) => {
  // One page for every case, one after the other: each is refused, so the
  // state each starts from is the first; failures name the case.
  const errors = await openWidget(page);
  const before = await stateOf(page);
  for (const [what, source, notice] of hostile) {
    const outcome = await page.locator('#w').evaluate((element, code) => {
      const partial = (0, eval)(code)();
      try {
        (element as unknown as { setState(p: unknown): void }).setState(partial);
        return 'returned';
      } catch (error) {
        return `threw ${String(error)}`;
      }
    }, source);
    expect(outcome, what).toBe('returned');
    await expect(notices(page), what).toContainText(notice);
    expect(await lastInvalidInput(page), what).toContain(notice);
    expect(await stateOf(page), what).toEqual(before);
  }
  expect(errors).toEqual([]);
});

test('setState reads a Proxy list of length 10^8 at 8 indices at most', async ({ page }) => {
  await openWidget(page);
  const touched = await page.locator('#w').evaluate((element) => {
    const seen = new Set<string>();
    const dims = new Proxy([] as number[], {
      get(target, key) {
        if (key === 'length') return 1e8;
        if (typeof key === 'string' && /^\d+$/.test(key)) {
          seen.add(key);
          return 3;
        }
        return Reflect.get(target, key);
      },
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) {
          seen.add(key);
          return { value: 3, writable: true, enumerable: true, configurable: true };
        }
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    (element as unknown as { setState(p: unknown): void }).setState({ dims });
    return [...seen].map(Number);
  });
  expect(touched.length).toBeLessThanOrEqual(8);
  expect(Math.max(...touched)).toBeLessThan(8);
  expect((await stateOf(page)).dims).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  await expect(notices(page)).toContainText('dims has 100000000 items; keeping the first 8.');
});

test('a getter that calls setState: its change applies first, the outer values on top', async ({
  page,
}) => {
  await openWidget(page);
  await page.locator('#w').evaluate((element) => {
    const w = element as unknown as { setState(p: unknown): void };
    w.setState({
      get seqLen() {
        w.setState({ dModel: 16, seqLen: 7 });
        return 40;
      },
    });
  });
  expect(await stateOf(page)).toMatchObject({ seqLen: 40, dModel: 16 });
});

test('a getter that calls setState with its own object stops at 4 nested calls with a notice', async ({
  page,
}) => {
  const errors = await openWidget(page);
  const outcome = await page.locator('#w').evaluate((element) => {
    const w = element as unknown as { setState(p: unknown): void };
    let calls = 0;
    const partial = {
      get seqLen() {
        calls += 1;
        w.setState(partial);
        return 40;
      },
    };
    try {
      w.setState(partial);
      return calls;
    } catch (error) {
      return String(error);
    }
  });
  expect(outcome).toBe(4);
  expect((await stateOf(page)).seqLen).toBe(40);
  await expect(notices(page)).toContainText('at most 4 nest, so this call was ignored.');
  expect(errors).toEqual([]);
});

test('a pe-state event from a light-DOM child is left to the host page', async ({ page }) => {
  const errors = await openWidget(page, '', '<span id="child"></span>');
  const before = await stateOf(page);
  const reached = await page.evaluate(() => {
    let heard = 0;
    document.addEventListener('pe-state', () => (heard += 1));
    const child = document.querySelector('#child')!;
    for (const detail of [{ seqLen: 5 }, { bogus: 1 }, null]) {
      child.dispatchEvent(new CustomEvent('pe-state', { detail, bubbles: true, composed: true }));
    }
    return heard;
  });
  // Not stopped at the widget, not applied, no notice, no error.
  expect(reached).toBe(3);
  expect(await stateOf(page)).toEqual(before);
  await expect(notices(page)).toHaveCount(0);
  expect(await events(page, 'pe-error', 'w')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a pe-state event dispatched on the widget itself changes nothing', async ({ page }) => {
  await openWidget(page);
  const before = await stateOf(page);
  await page.locator('#w').evaluate((element) => {
    element.dispatchEvent(
      new CustomEvent('pe-state', { detail: { seqLen: 5 }, bubbles: true, composed: true }),
    );
  });
  expect(await stateOf(page)).toEqual(before);
});

test('a pe-state event from inside the shadow root with an unknown key is a notice', async ({
  page,
}) => {
  const errors = await openWidget(page);
  await page.locator('#w').evaluate((element) => {
    const panel = element.shadowRoot!.querySelector('#panel')!;
    panel.dispatchEvent(
      new CustomEvent('pe-state', {
        detail: { seqLen: 20, bogus: 1 },
        bubbles: true,
        composed: true,
      }),
    );
  });
  expect((await stateOf(page)).seqLen).toBe(20);
  await expect(notices(page)).toContainText(
    'A view asked for "bogus", which is not a state field; ignored.',
  );
  expect(errors).toEqual([]);
});

test('a code attribute longer than any shared exercise is refused unread, with a notice', async ({
  page,
}) => {
  const errors = await openWidget(page);
  await page.locator('#w').evaluate((element) => {
    element.setAttribute('code', `c.${'A'.repeat(1e7)}`);
  });
  await expect(notices(page)).toContainText(
    'code is 10000002 characters long, more than any shared exercise',
  );
  expect((await stateOf(page)).code).toBeNull();
  expect(errors).toEqual([]);
});

test('removing t5-bidirectional while t5-buckets="2" lifts the buckets to 4, with a notice', async ({
  page,
}) => {
  const errors = await openWidget(page, 'view="t5" t5-buckets="2" t5-bidirectional="false"');
  expect(await stateOf(page)).toMatchObject({ t5Buckets: 2, t5Bidirectional: false });
  await page.locator('#w').evaluate((element) => element.removeAttribute('t5-bidirectional'));
  expect(await stateOf(page)).toMatchObject({ t5Buckets: 4, t5Bidirectional: true });
  await expect(notices(page)).toContainText(
    't5-buckets=2 is below 4, the fewest buckets when t5-bidirectional=true; using 4.',
  );
  await expect(page.locator('#w pe-t5-view pe-cell-matrix')).toBeVisible();
  await expect(page.locator('#w pe-t5-view').getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a controls attribute of 10^7 characters is refused with a notice; every control shows', async ({
  page,
}) => {
  const errors = await openWidget(page, 'controls="seq-len"');
  await expect(page.locator('#w').getByRole('tab')).toHaveCount(0);
  await page.locator('#w').evaluate((element) => {
    element.setAttribute('controls', 'seq-len,'.repeat(1_250_000));
  });
  await expect(notices(page)).toContainText(
    'controls is longer than 400 characters; showing every control.',
  );
  await expect(page.locator('#w').getByRole('tab').first()).toBeVisible();
  expect(errors).toEqual([]);
});
