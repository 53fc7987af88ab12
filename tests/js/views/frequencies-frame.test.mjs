// The frequencies view's first-paint frame (views/frequencies/frame.ts): the
// dimensions it lays out, their column rule (columns.ts, the engine's rule
// restated for the frame) and its notes, each checked against the engine's
// model. Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { pairColumns } from '../../../dist/lib/views/frequencies/columns.js';
import { deriveFrequencies } from '../../../dist/lib/views/frequencies/derive.js';
import { framedDims } from '../../../dist/lib/views/frequencies/frame.js';
import { curveNotes } from '../../../dist/lib/views/frequencies/plotted.js';
import { frequenciesValues } from '../../../dist/lib/views/frequencies/values.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import { api } from '../util.mjs';

const layouts = ['interleaved', 'split'];
/** Every even d_model up to 1024, and the widest. */
const widths = [...Array.from({ length: 512 }, (_, k) => 2 * (k + 1)), 8192];

test("the frame's column rule is the engine's columnsOfPair for every pair, d_model 2 to 1024 and 8192, both layouts", () => {
  for (const layout of layouts) {
    for (const dModel of widths) {
      for (let pair = 0; pair < dModel / 2; pair++) {
        const engine = api.columnsOfPair(pair, dModel, { layout });
        const frame = pairColumns(pair, dModel, layout);
        if (engine.sin !== frame.sin || engine.cos !== frame.cos) {
          assert.fail(`${layout}, d_model ${dModel}, pair ${pair}: ${JSON.stringify(frame)}`);
        }
      }
    }
  }
});

test("the frame plots the model's dimensions when none are chosen, at every even d_model up to 1024 and 8192", () => {
  for (const layout of layouts) {
    for (const dModel of widths) {
      const model = deriveFrequencies(
        { ...defaultState, seqLen: 8, dModel, layout, dims: [] },
        api,
      );
      assert.deepEqual(framedDims({ dims: [], dModel, layout }), { dims: model.dims, auto: true });
    }
  }
});

test("the frame plots the model's dimensions when some are chosen (repeats and dims beyond d_model left out)", () => {
  for (const dims of [[0, 6, 20, 60], [5, 5, 3], [3, 200, 7], [300]]) {
    const state = { ...defaultState, dModel: 128, dims };
    const model = deriveFrequencies(state, api);
    assert.deepEqual(framedDims(state), { dims: model.dims, auto: false }, JSON.stringify(dims));
  }
});

test("the frame's notes are the model's: positions cut, coarse curves, dimensions dropped", () => {
  for (const partial of [
    {},
    { seqLen: 1_000_000 },
    { dModel: 8192, seqLen: 500 },
    { dModel: 64, dims: [3, 100, 70] },
    { dModel: 16, dims: [40] },
  ]) {
    const state = { ...defaultState, ...partial };
    const model = deriveFrequencies(state, api);
    assert.deepEqual(
      curveNotes(state, framedDims(state).dims.length),
      model.notes,
      JSON.stringify(partial),
    );
  }
});

test("the frame's slots are as wide as the view's numbers, at bases 10 to 1e9 and d_model 2 to 8192", () => {
  for (const base of [10, 500, 10000, 100000, 1e9]) {
    for (const dModel of [2, 4, 64, 512, 8192]) {
      const state = { ...defaultState, seqLen: 8, base, dModel };
      const model = deriveFrequencies(state, api);
      const checked = assertSlotWidths(
        frequenciesValues(state),
        frequenciesValues(state, model),
        `base ${base}, d_model ${dModel}`,
      );
      // A single pair (d_model 2) has no ratio.
      const ratios = dModel === 2 ? [] : ['ratio', 'ratioPercent'];
      assert.deepEqual(checked, ['shortest', 'longest', 'limit', ...ratios]);
    }
  }
});
