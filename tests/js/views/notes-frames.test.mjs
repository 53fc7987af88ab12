// The first-paint frames' predictions of the chapters' conditional notes
// (views/<view>/frame.ts): each rule the frame takes from the state alone
// (restating the engine where it needs the engine's numbers) against what
// the view derives from the engine, over a wide range of inputs.
// Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixed } from '../../../dist/lib/ui/format.js';
import dropeFrame from '../../../dist/lib/views/drope/frame.js';
import { derive as deriveDrope } from '../../../dist/lib/views/drope/derive.js';
import { plotHeight } from '../../../dist/lib/views/heatmap/boxes.js';
import { blurNote, derive as deriveHeatmap } from '../../../dist/lib/views/heatmap/derive.js';
import { framedBlur } from '../../../dist/lib/views/heatmap/frame.js';
import { viewportFromState } from '../../../dist/lib/views/heatmap/viewport.js';
import { derive as deriveRelative } from '../../../dist/lib/views/relative/derive.js';
import { predictedTheta, showsTurns, turns } from '../../../dist/lib/views/relative/numbers.js';
import { MAX_OFFSET } from '../../../dist/lib/views/relative/view.js';
import ropeScalingFrame from '../../../dist/lib/views/rope-scaling/frame.js';
import { derive as deriveRopeScaling } from '../../../dist/lib/views/rope-scaling/derive.js';
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

test("the heat map frame's blur note is the view's, from the engine, over sizes, bases, layouts, windows, widths and pixel ratios", () => {
  let notes = 0;
  let cases = 0;
  for (const dModel of [2, 8, 64, 128, 512, 4096]) {
    for (const seqLen of [100, 1000, 2000, 5000, 20000, 100000]) {
      if (seqLen * dModel > 2 ** 24) continue;
      for (const base of [1.001, 2, 100, 10000, 1e12]) {
        for (const layout of ['interleaved', 'split']) {
          const model = deriveHeatmap(
            { ...defaultState, seqLen, dModel, base, layout },
            api,
            undefined,
            {
              checks: false,
            },
          );
          for (const window of [{}, { r0: 0, r1: seqLen / 10, c0: 0, c1: dModel }]) {
            const state = { ...defaultState, seqLen, dModel, base, layout, ...window };
            const v = viewportFromState(state, { rows: seqLen, cols: dModel });
            for (const width of [300, 344, 680, 1000.5, 1264]) {
              for (const ratio of [1, 1.5, 2]) {
                // The canvas the map's box gives: the plot less its 1 px border.
                const h = plotHeight(width) - 2;
                const box = {
                  w: width,
                  h,
                  dw: Math.round(width * ratio),
                  dh: Math.round(h * ratio),
                };
                const view = blurNote(model, api, v, box);
                const at = `${seqLen} x ${dModel}, base ${base}, ${layout}, ${JSON.stringify(window)}, ${width} px at ${ratio}`;
                assert.deepEqual(framedBlur(state, width, ratio), view, at);
                notes += view ? 1 : 0;
                cases++;
              }
            }
          }
        }
      }
    }
  }
  assert.ok(notes > 200 && notes < cases - 200, `${notes} of ${cases} with the note`);
});

test("the RoPE scaling frame's chart-stops-early flag is the view's over d_model, factor and training length", () => {
  let cut = 0;
  for (const dModel of [2, 64, 512, 1024, 1026, 2048, 8192, 65536]) {
    for (const ropeFactor of [1, 1.5, 4, 32, 64]) {
      for (const ropeOriginalMax of [1, 512, 2048, 65536]) {
        const state = { ...defaultState, dModel, ropeFactor, ropeOriginalMax };
        const framed = ropeScalingFrame.flags(state, 680).cut;
        assert.equal(framed, deriveRopeScaling(state, api).cut, JSON.stringify(state));
        cut += framed ? 1 : 0;
      }
    }
  }
  assert.ok(cut > 10, `${cut} cut`);
});

test("the DroPE frame's chart-stops-early flag is the view's over d_model and training length", () => {
  let cut = 0;
  for (const dModel of [2, 64, 1024, 4096, 16384, 65536]) {
    for (const trainLen of [1, 32, 100, 1000, 4096, 100000]) {
      const state = { ...defaultState, dModel, trainLen };
      const framed = dropeFrame.flags(state, 680).cut;
      assert.equal(framed, deriveDrope(state, api).cut, JSON.stringify(state));
      cut += framed ? 1 : 0;
    }
  }
  assert.ok(cut > 5, `${cut} cut`);
});
