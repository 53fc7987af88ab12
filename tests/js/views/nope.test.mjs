// The NoPE view's derive and export modules, checked against the NumPy
// reference (tests/reference/transformer_xl_nope.py) and the lesson's formula.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  derive,
  NOPE_MAX_SEQ_LEN,
  nopeValues,
  positionFromOutput,
  strictlyDecreasing,
} from '../../../dist/lib/views/nope/derive.js';
import { nopeExport, nopeExportShape } from '../../../dist/lib/views/nope/export.js';
import { nopeChapterValues } from '../../../dist/lib/views/nope/values.js';
import chapter from '../../../dist/lib/content/nope.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { parseQuery } from '../../../dist/lib/views/link.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference();
const state = (changes) => ({ ...defaultState, view: 'nope', ...changes });

describe('nope derive', () => {
  test('the beginning marker over 6 positions equals the NumPy reference', () => {
    const r = ref.nopeCausalMean.find((c) => c.values.length === 6);
    const model = derive(state({ seqLen: 6 }), api, 'marker');
    assert.deepEqual(Array.from(model.values), Array.from(r.values));
    assertClose(model.result.attention.data, r.attention, 1e-15);
    assertClose(model.result.outputs, r.outputs, 1e-15);
  });

  test('the marker makes every output distinct; a constant does not', () => {
    assert.equal(derive(state({ seqLen: 10 }), api, 'marker').distinct, true);
    assert.equal(derive(state({ seqLen: 10 }), api, 'constant').distinct, false);
  });

  test('long sequences are shown for the first NOPE_MAX_SEQ_LEN positions', () => {
    assert.equal(derive(state({ seqLen: 500 }), api, 'marker').seqLen, NOPE_MAX_SEQ_LEN);
  });

  test('the position read back from a marker output is t', () => {
    const model = derive(state({ seqLen: 12 }), api, 'marker');
    model.result.outputs.forEach((v, t) => assert.ok(Math.abs(positionFromOutput(v) - t) < 1e-12));
  });
});

describe('nope helpers', () => {
  test('nopeValues: a 1 then zeros, or all ones', () => {
    assert.deepEqual(Array.from(nopeValues('marker', 3)), [1, 0, 0]);
    assert.deepEqual(Array.from(nopeValues('constant', 3)), [1, 1, 1]);
  });

  test('strictlyDecreasing rejects a tie', () => {
    assert.equal(strictlyDecreasing([3, 2, 2]), false);
    assert.equal(strictlyDecreasing([3, 2, 1]), true);
  });
});

describe('nope export', () => {
  test('the attention and outputs arrays are the engine’s', () => {
    const model = derive(state({ seqLen: 4 }), api, 'marker');
    const out = nopeExport(model);
    assert.deepEqual(out.arrays[0].shape, [4, 4]);
    assert.deepEqual(Array.from(out.arrays[1].data), [1, 1 / 2, 1 / 3, 1 / 4]);
    assert.equal(out.tables[0].rows.length, 4);
  });
});

describe('nope state', () => {
  test('the value sequence comes from the state (nope_values in links and attributes)', () => {
    assert.equal(defaultState.nopeValues, 'marker');
    const constant = derive(state({ seqLen: 5, nopeValues: 'constant' }), api);
    assert.equal(constant.kind, 'constant');
    assert.deepEqual(Array.from(constant.values), [1, 1, 1, 1, 1]);
    assert.equal(constant.distinct, false);
  });

  test('nope_values=constant in a link is read; an unknown value keeps the default with a notice', () => {
    const read = parseQuery('?view=nope&nope_values=constant');
    assert.equal(read.state.nopeValues, 'constant');
    const bad = parseQuery('?view=nope&nope_values=random');
    assert.equal(bad.state.nopeValues, 'marker');
    assert.ok(bad.notices.some((n) => n.includes('nope_values')));
  });
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [{}, { nopeValues: 'constant' }, { seqLen: 200, nopeValues: 'marker' }]) {
    const s = state(partial);
    assert.deepEqual(
      nopeExportShape(s),
      exportShape(nopeExport(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

describe('nope prose: the positions asked for, and how many are drawn', () => {
  test('at seq_len = 64 it says 64 positions, the first NOPE_MAX_SEQ_LEN drawn', () => {
    const values = nopeChapterValues(state({ seqLen: 64 }));
    assert.equal(values.seqLen, '64');
    assert.equal(values.maxSeqLen, String(NOPE_MAX_SEQ_LEN));
    assert.notEqual(typeof values.firstNote(), 'symbol');
    assert.equal(chapter.phrases.firstNote, ' (the first {maxSeqLen} drawn)');
    assert.equal(derive(state({ seqLen: 64 }), api).seqLen, NOPE_MAX_SEQ_LEN);
  });

  test('at seq_len within the cap it says that length, with no note', () => {
    const values = nopeChapterValues(state({ seqLen: 10 }));
    assert.equal(values.seqLen, '10');
    assert.equal(typeof values.firstNote(), 'symbol');
  });
});
