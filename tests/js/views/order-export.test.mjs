// The word-order export (views/order/export.ts): the attention weights with
// and without PE, checked against NumPy's softmax(X X^T / sqrt(d)).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { deriveOrder } from '../../../dist/lib/views/order/derive.js';
import { exportOrder, orderExportShape } from '../../../dist/lib/views/order/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const state = { ...defaultState, order: [2, 0, 1], base: 10000 };
const model = deriveOrder(state, api);
const data = exportOrder(model, state);

test('word order .npy weights without and with PE equal NumPy self-attention', () => {
  checkWithNumpy(
    data,
    `
E = np.array(${JSON.stringify(state.emb)})
orders = [[0, 1, 2], [2, 0, 1]]
P = generate.encode(3, E.shape[1], 10000.0)
check("weights_without_pe", [generate.self_attention(E[o])[1] for o in orders], 1e-15)
check("weights_with_pe", [generate.self_attention(E[o] + P)[1] for o in orders], 1e-15)
`,
  );
});

test('word order NumPy code reproduces both exported weight arrays', () => {
  runCode(
    data,
    `check("weights_without_pe", weights_without_pe, 1e-15)
check("weights_with_pe", weights_with_pe, 1e-15)`,
  );
});

test('word order figures show the reordered sentence with its words as tick labels', () => {
  assert.equal(data.figures.length, 2);
  const [plain, withPe] = data.figures;
  assert.deepEqual(plain.rowLabels, [state.words[2], state.words[0], state.words[1]]);
  assert.match(plain.title, /without PE/);
  assert.match(withPe.title, /with PE/);
  assert.notDeepEqual(Array.from(plain.data), Array.from(withPe.data));
});

test('word order CSV has every weight of the four runs', () => {
  const [table] = data.tables;
  assert.equal(table.rows.length, 4 * 9);
  const weight = table.rows.find(
    (r) => r[0] === 'with' && r[1] === 'reordered' && r[2] === 1 && r[4] === 2,
  )[6];
  assert.equal(weight, model.withPe.runs[1].weights.data[1 * 3 + 2]);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { order: [2, 0, 1] },
    {
      words: ['a', 'b'],
      emb: [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
      order: [1, 0],
      follow: 1,
    },
  ]) {
    const s = { ...defaultState, view: 'order', ...partial };
    const listed = exportShape(exportOrder(deriveOrder(s, api), s));
    assert.deepEqual(orderExportShape(s), listed, JSON.stringify(partial));
  }
});
