// Figure mode's export control (export/shape.ts offeredShape, views/<id>/figures.ts
// `exports`): each figure offers its own part of the view's export, and
// every file of a view's export is some figure's, at the states checked.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { figureLists } from '../../scripts/gen-figure-docs.mjs';

const lib = new URL('../../dist/lib/', import.meta.url);
const { offeredShape } = await import(new URL('export/shape.js', lib).href);
const { frameLoaders } = await import(new URL('views/frames.js', lib).href);
const { defaultState, applyValues } = await import(new URL('views/state.js', lib).href);

const shape = {
  figures: ['Correct encoding (N = 8)', 'Pitfall (N = 8)', 'RoPE scores'],
  tables: ['scores', 'head3_bias'],
  arrays: ['correct', 'rope_q'],
  code: true,
};

test('offeredShape keeps the items whose title or name starts with a string given, each at its index', () => {
  assert.deepEqual(
    offeredShape(shape, {
      figures: ['Pitfall', 'RoPE scores'],
      tables: ['head'],
      arrays: ['rope_q'],
      code: true,
    }),
    {
      figures: [null, 'Pitfall (N = 8)', 'RoPE scores'],
      tables: [null, 'head3_bias'],
      arrays: [null, 'rope_q'],
      code: true,
    },
  );
});

test("offeredShape: '' starts every name, and the code is offered only when asked", () => {
  assert.deepEqual(offeredShape(shape, { figures: [''], tables: ['scores'] }), {
    figures: shape.figures,
    tables: ['scores', null],
    arrays: [null, null],
    code: false,
  });
});

test('offeredShape offers all of the export without a figure, and nothing as undefined', () => {
  assert.equal(offeredShape(shape, undefined), shape);
  assert.equal(offeredShape(undefined, { tables: [''] }), undefined);
  assert.equal(offeredShape(shape, {}), undefined);
  assert.equal(offeredShape(shape, { figures: ['Nothing'], tables: ['none'] }), undefined);
  assert.equal(offeredShape({ ...shape, code: false }, { code: true }), undefined);
});

/** Each view's frame (its export's shape) and figures. */
async function views() {
  const out = [];
  for (const { id, figures } of await figureLists()) {
    const loader = frameLoaders[id];
    if (loader) out.push({ id, figures, frame: (await loader()).default });
  }
  return out;
}

/** The state at the view `id`, with `values` applied. */
function stateAt(id, values = {}) {
  const { state, notices } = applyValues({ ...values, view: id }, defaultState);
  assert.deepEqual(notices, [], `${id}: ${JSON.stringify(values)}`);
  return state;
}

test('a view with several figures says what each of them exports', async () => {
  for (const { id, figures } of await views()) {
    if (figures.length < 2) continue;
    for (const f of figures) assert.ok(f.exports, `${id}/${f.name}: no exports`);
  }
});

// Another state for each view whose export's names follow the state.
const otherStates = [
  { view: 'alibi', alibiHead: 3, alibiHeads: 4 },
  { view: 'frequencies', dModel: 8, dims: [40] },
  { view: 'pitfalls', variant: 'one-indexed' },
  { view: 'comparison', seqLen: 16, dModel: 8 },
];

test("every file of a view's export is offered by one of its figures", async () => {
  for (const { id, figures, frame } of await views()) {
    for (const values of [{}, ...otherStates.filter((s) => s.view === id)]) {
      const all = frame.exportShape(stateAt(id, values));
      if (!all || figures.length === 0) continue;
      const offered = figures.map((f) => offeredShape(all, f.exports));
      const at = JSON.stringify(values);
      for (const kind of ['figures', 'tables', 'arrays']) {
        all[kind].forEach((name, k) =>
          assert.ok(
            offered.some((o) => o?.[kind][k] === name),
            `${id}: ${kind} "${name}" is no figure's at ${at}`,
          ),
        );
      }
      if (all.code)
        assert.ok(
          offered.some((o) => o?.code),
          `${id}: the code is no figure's`,
        );
    }
  }
});

test("every pattern of a figure's exports names something at the default state", async () => {
  for (const { id, figures, frame } of await views()) {
    const all = frame.exportShape(stateAt(id));
    for (const f of figures) {
      for (const kind of ['figures', 'tables', 'arrays']) {
        for (const pattern of f.exports?.[kind] ?? []) {
          const one = offeredShape(all, { [kind]: [pattern] });
          assert.ok(one, `${id}/${f.name}: ${kind} "${pattern}" names nothing`);
        }
      }
      if (f.exports?.code) assert.ok(all?.code, `${id}/${f.name}: the view has no code`);
    }
  }
});
