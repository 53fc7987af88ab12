// The lab's inspection figures' pure parts: their boxes (inspect-boxes.ts)
// and what the worker computes for them (inspect.ts) with the real engine:
// one example's attention, the learned table's Gram beside the sinusoidal.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { labRuns } from '../../../dist/lib/views/lab/config.js';
import {
  GRAM_MAX_PX,
  HEAD_PX,
  attentionBox,
  gramBox,
  gramPx,
  headColumns,
} from '../../../dist/lib/views/lab/inspect-boxes.js';
import { EXAMPLE_SEED, inspectModel, tokenName } from '../../../dist/lib/views/lab/inspect.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { api, sameBytes } from '../util.mjs';

const state = (changes = {}) => ({ ...defaultState, view: 'lab', ...changes });

describe('lab inspection boxes', () => {
  test('attention: a row of maps per row of the grid, as many maps per row as fit', () => {
    assert.equal(headColumns(1300, 8), 8);
    assert.equal(headColumns(340, 8), 2);
    const one = attentionBox({ layers: 1, heads: 2 }, 1300, 16);
    const two = attentionBox({ layers: 2, heads: 4 }, 1300, 16);
    assert.equal(two, one, '8 maps fit in one row at 1300 px, as 2 do');
    const phone = attentionBox({ layers: 2, heads: 4 }, 340, 16);
    // 4 rows of 2 on a phone, each a label line and a map, against 1 row.
    assert.ok(phone - one > 3 * HEAD_PX, `${phone} vs ${one}`);
  });

  test('attention: the box depends on layers and heads, not on data', () => {
    const a = attentionBox({ layers: 2, heads: 2 }, 500, 16);
    assert.ok(Number.isFinite(a) && a > HEAD_PX);
    assert.equal(attentionBox({ layers: 2, heads: 2 }, 500, 16), a);
  });

  test('gram: two maps side by side, each half the width, at most GRAM_MAX_PX', () => {
    assert.equal(gramPx(1300), GRAM_MAX_PX);
    assert.equal(gramPx(340), Math.floor((340 - 16) / 2));
    assert.ok(gramBox(undefined, 1300, 16) - gramBox(undefined, 1200, 16) === 0);
    assert.ok(gramBox(undefined, 400, 16) < gramBox(undefined, 1300, 16));
  });
});

describe('lab inspection (the engine)', () => {
  const s = state({
    labTask: 'copy',
    labEncodings: ['learned', 'rope'],
    labSeeds: 1,
    labLayers: 1,
    labDModel: 8,
    labMaxLength: 6,
    labTrainMax: 4,
  });
  const [learnedRun, ropeRun] = labRuns(s);
  const train = (run) => api.labTrain(run.config, { seed: run.seed, ...run.training, steps: 10 });

  test('attention: the example of EXAMPLE_SEED, layers x heads x T x T weights as labAttention gives', () => {
    const { params } = train(learnedRun);
    const ins = inspectModel(api, learnedRun.config, params, 3);
    const batch = api.labBatch(learnedRun.config, { seed: EXAMPLE_SEED, batchSize: 1, length: 3 });
    assert.ok(sameBytes(ins.tokens, batch.tokens));
    assert.equal(ins.tokens.length, 7);
    assert.equal(ins.attention.length, 1 * 2 * 7 * 7);
    assert.ok(sameBytes(ins.attention, api.labAttention(learnedRun.config, params, batch)));
    assert.equal(tokenName(ins.tokens[3]), 'SEP');
  });

  test('gram: learned runs get labPositionGram and dotProducts at P = T(maxLength)', () => {
    const { params } = train(learnedRun);
    const { gram } = inspectModel(api, learnedRun.config, params, 3);
    assert.equal(gram.size, 13);
    assert.ok(sameBytes(gram.learned, api.labPositionGram(learnedRun.config, params)));
    assert.ok(sameBytes(gram.sinusoidal, api.dotProducts(13, 8).data));
  });

  test('gram: other encodings have none', () => {
    const { params } = train(ropeRun);
    assert.equal(inspectModel(api, ropeRun.config, params, 3).gram, undefined);
  });
});
