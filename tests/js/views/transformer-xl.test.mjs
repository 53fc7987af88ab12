// The Transformer-XL view's derive and export modules, checked against the
// NumPy reference (tests/reference/transformer_xl_nope.py).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  absMax,
  cellValues,
  derive,
  moveCell,
  TXL_MAX_SEQ_LEN,
} from '../../../dist/lib/views/transformer-xl/derive.js';
import { txlExport, txlExportShape } from '../../../dist/lib/views/transformer-xl/export.js';
import { txlValues } from '../../../dist/lib/views/transformer-xl/values.js';
import chapter from '../../../dist/lib/content/transformer-xl.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference();
const state = (changes) => ({ ...defaultState, view: 'transformer-xl', ...changes });

describe('transformer-xl derive', () => {
  test('the terms equal the NumPy reference (seqLen 8, dModel 16)', () => {
    const r = ref.transformerXlTerms.find((c) => c.seqLen === 8 && c.dModel === 16);
    const model = derive(state({ seqLen: 8, dModel: 16 }), api);
    model.terms.forEach((t, k) =>
      assertClose(t.data, r.data.subarray(k * 64, (k + 1) * 64), 1e-11),
    );
  });

  test('long sequences are shown for the first TXL_MAX_SEQ_LEN positions', () => {
    const model = derive(state({ seqLen: 200, dModel: 16 }), api);
    assert.equal(model.seqLen, TXL_MAX_SEQ_LEN);
    assert.equal(model.asked, 200);
    assert.equal(model.terms[0].data.length, TXL_MAX_SEQ_LEN ** 2);
  });

  test('each term is coloured over ± its largest |value|', () => {
    const model = derive(state({ seqLen: 6, dModel: 8 }), api);
    for (const t of model.terms) assert.equal(t.limit, absMax(t.data));
  });

  test('the readout lists the five values of one cell', () => {
    const model = derive(state({ seqLen: 6, dModel: 8 }), api);
    const values = cellValues(model, { row: 4, col: 2 });
    assert.deepEqual(
      values.map((v) => v.value),
      model.terms.map((t) => t.data[4 * 6 + 2]),
    );
  });
});

describe('transformer-xl keyboard cursor', () => {
  test('arrows move one cell and stop at the edges', () => {
    assert.deepEqual(moveCell({ row: 0, col: 0 }, 'ArrowUp', 5), { row: 0, col: 0 });
    assert.deepEqual(moveCell({ row: 0, col: 0 }, 'ArrowDown', 5), { row: 1, col: 0 });
    assert.deepEqual(moveCell({ row: 2, col: 4 }, 'ArrowRight', 5), { row: 2, col: 4 });
    assert.deepEqual(moveCell({ row: 2, col: 4 }, 'Home', 5), { row: 2, col: 0 });
  });

  test('other keys do nothing', () => {
    assert.equal(moveCell({ row: 1, col: 1 }, 'a', 5), undefined);
  });
});

describe('transformer-xl export', () => {
  test('a (5, L, L) array equal to the terms and one figure per term', () => {
    const model = derive(state({ seqLen: 5, dModel: 4 }), api);
    const out = txlExport(model, 'diverging');
    assert.equal(out.figures.length, 5);
    assert.deepEqual(out.arrays[0].shape, [5, 5, 5]);
    const r = ref.transformerXlTerms.find((c) => c.seqLen === 5 && c.dModel === 4);
    assertClose(out.arrays[0].data, r.data, 1e-12);
    assert.equal(out.tables[0].rows.length, 25);
  });
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { seqLen: 1, dModel: 2 },
    { seqLen: 1000, dModel: 64, cmap: 'sequential' },
  ]) {
    const s = state(partial);
    assert.deepEqual(
      txlExportShape(),
      exportShape(txlExport(derive(s, api), s.cmap)),
      JSON.stringify(partial),
    );
  }
});

describe('transformer-xl prose: the positions asked for, and how many are drawn', () => {
  test('at seq_len = 64 it says 64 positions, the first TXL_MAX_SEQ_LEN drawn', () => {
    const values = txlValues(state({ seqLen: 64 }));
    assert.equal(values.seqLen, '64');
    assert.equal(values.maxSeqLen, TXL_MAX_SEQ_LEN);
    assert.notEqual(values.firstNote(), undefined);
    assert.equal(chapter.phrases.firstNote, ' (the first {maxSeqLen} drawn)');
  });

  test('at seq_len within the cap it says that length, with no note', () => {
    const values = txlValues(state({ seqLen: 10 }));
    assert.equal(values.seqLen, '10');
    assert.equal(typeof values.firstNote(), 'symbol');
  });
});
