// The order of the element's events, as a listener registered before the
// script runs sees them: pe-ready once, before any pe-change, and every
// pe-change with a complete, consistent state.

import { test } from './shared-page.js';

import { events, openHost, recordEvents, waitForStatus } from './embed-support.js';
import { expect, pageIdle } from './support.js';

/** A host page that creates an element by script and changes it before the engine has loaded. */
const busyHost = `<positional-encoding-widget id="a" seq-len="50" d-model="128" view="relative"></positional-encoding-widget>
<script type="module">
  const b = document.createElement('positional-encoding-widget');
  b.id = 'b';
  b.setAttribute('seq-len', '50');
  document.body.append(b);
  b.setAttribute('d-model', '128');
  b.setState({ base: 500 });
  document.getElementById('a').setAttribute('seq-len', '40');
</script>`;

test('pe-ready comes once per element, before any pe-change, with every change made before it', async ({
  page,
}) => {
  await recordEvents(page);
  await openHost(page, busyHost);
  await waitForStatus(page, '#a', 'ready');
  // #a keeps its view's full height from the start (no layout shift), so #b
  // sits below the fold and loads only when scrolled near, like any element.
  await page.locator('#b').scrollIntoViewIfNeeded();
  await waitForStatus(page, '#b', 'ready');
  // A pe-change fired by the start-up would have been dispatched by then.
  await pageIdle(page);
  for (const id of ['a', 'b']) {
    const log = await events(page, undefined, id);
    expect(log.map((event) => event.type)).toEqual(['pe-ready']);
  }
  expect((await events(page, 'pe-ready', 'a'))[0]!.detail).toMatchObject({
    seqLen: 40,
    dModel: 128,
    view: 'relative',
  });
  expect((await events(page, 'pe-ready', 'b'))[0]!.detail).toMatchObject({
    seqLen: 50,
    dModel: 128,
    base: 500,
  });
});

test('after pe-ready each change fires one pe-change carrying the whole state', async ({
  page,
}) => {
  await recordEvents(page);
  await openHost(
    page,
    `<positional-encoding-widget id="w" seq-len="50" d-model="128"></positional-encoding-widget>`,
  );
  await waitForStatus(page, '#w', 'ready');
  await page.locator('#w').evaluate((element) => {
    element.setAttribute('d-model', '64');
    (element as unknown as { setState(p: object): void }).setState({ seqLen: 20, base: 100 });
  });
  const log = await events(page, undefined, 'w');
  expect(log.map((event) => event.type)).toEqual(['pe-ready', 'pe-change', 'pe-change']);
  const state = await page
    .locator('#w')
    .evaluate((element) => (element as unknown as { getState(): object }).getState());
  // Complete: every field of the state, not only the changed ones.
  for (const change of log.slice(1)) {
    expect(Object.keys(change.detail).sort()).toEqual(Object.keys(state).sort());
  }
  expect(log[1]!.detail).toMatchObject({ seqLen: 50, dModel: 64, base: 10000 });
  expect(log[2]!.detail).toMatchObject({ seqLen: 20, dModel: 64, base: 100 });
  expect(log[2]!.detail).toEqual(state);
});
