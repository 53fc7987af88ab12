// The first-paint frames' predictions of the chapters' conditional notes
// (views/<view>/frame.ts): each rule the frame takes from the state alone
// (restating the engine where it needs the engine's numbers) against what
// the view derives from the engine, over a wide range of inputs.
// Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixed } from '../../../dist/lib/ui/format.js';
import { derive as deriveRelative } from '../../../dist/lib/views/relative/derive.js';
import { predictedTheta, showsTurns, turns } from '../../../dist/lib/views/relative/numbers.js';
import { MAX_OFFSET } from '../../../dist/lib/views/relative/view.js';
import { deriveWorked, predictedKnifeEdges } from '../../../dist/lib/views/worked/derive.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { api } from '../util.mjs';

/** Bases log-spaced over the state's range, and the sources' own. */
const sweptBases = [
  ...Array.from({ length: 3000 }, (_, k) => 1.001 * Math.pow(1e12 / 1.001, k / 2999)),
  10,
  100,
  10000,
  500000,
];

/**
 * Bases that put a worked cell (position 1 or 2, pair 1) a hair from a
 * 4-decimal midpoint, or just outside the knife edge's 1e-9: the knife edges
 * the sweep would almost never hit.
 */
function craftedBases() {
  const out = [];
  for (const pos of [1, 2]) {
    for (const m of [3, 17, 250, 999, 4321, 9876]) {
      for (const off of [0, 4e-10, -4e-10, 1.6e-9, -1.6e-9]) {
        const v = m * 1e-4 + 5e-5 + off;
        // sin(pos / sqrt(base)) = v, and cos(pos / sqrt(base)) = v.
        for (const angle of [Math.asin(v), Math.acos(v)]) out.push((pos / angle) ** 2);
      }
    }
  }
  return out.filter((base) => base > 1.001 && base <= 1e12);
}

test("the worked frame's knife-edge cells are the engine's at every base swept and crafted", () => {
  let edges = 0;
  for (const base of [...sweptBases, ...craftedBases()]) {
    const model = deriveWorked({ ...defaultState, base }, api);
    const engine = model.knifeEdges.map(({ pos, dim }) => ({ pos, dim }));
    assert.deepEqual(predictedKnifeEdges(base), engine, `base ${base}`);
    edges += engine.length;
  }
  // The crafted bases did reach knife edges (the check is not of zero notes only).
  assert.ok(edges > 40, `${edges} knife edges`);
});

test("the relative frame's θ_k, its turn count and its turns note are the engine's over k, pair, base and d_model", () => {
  let notes = 0;
  let cases = 0;
  for (const dModel of [2, 4, 8, 16, 64, 128, 512, 1024]) {
    for (const base of [1.001, 1.5, 10, 100, 10000, 1e6, 1e12]) {
      for (const pair of new Set([0, 1, dModel / 4, dModel / 2 - 1, dModel])) {
        for (const k of [-MAX_OFFSET, -1000, -7, -1, 0, 1, 3, 6, 7, 100, 4097, MAX_OFFSET]) {
          const state = { ...defaultState, seqLen: 4, dModel, base, pair, k };
          const { value: r, error } = deriveRelative(state, api).rotation.outcome;
          const theta = predictedTheta(state);
          const at = `d_model ${dModel}, base ${base}, pair ${pair}, k ${k}`;
          assert.equal(error, undefined, at);
          assert.ok(Math.abs(theta - r.theta) <= 1e-12 * Math.max(1, Math.abs(r.theta)), at);
          assert.equal(showsTurns(theta), showsTurns(r.theta), at);
          assert.equal(fixed(turns(theta), 2), fixed(turns(r.theta), 2), at);
          notes += showsTurns(r.theta) ? 1 : 0;
          cases++;
        }
      }
    }
  }
  // Both sides of the rule were reached.
  assert.ok(notes > 100 && notes < cases - 100, `${notes} of ${cases} with the note`);
});
