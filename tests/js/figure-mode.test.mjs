// Figure mode's choice of parts (ui/figure-mode.ts figureParts): a figure's
// own parts always; its controls, readout and data only with the `controls`
// tokens that ask for them, and the readout a chapter figure carries inside
// itself (<pe-cell-matrix>'s card) only with `readout` (ui/chapter.ts
// ownReadoutShown, which the views hand to the figure and the frame to its slot).
import assert from 'node:assert/strict';
import { test } from 'node:test';

const lib = new URL('../../dist/lib/', import.meta.url);
const { OWN_READOUT, figureParts } = await import(new URL('ui/figure-mode.js', lib).href);
const { ownReadoutShown, renderingOnly } = await import(new URL('ui/chapter.js', lib).href);

const circle = {
  name: 'circle',
  title: 'One pair of dimensions rotating with the position',
  parts: ['circle'],
  controls: ['controls'],
  readout: ['rk'],
  data: ['table'],
};
const none = { controls: false, readout: false, data: false };

test("figure mode shows a figure's own parts alone when the controls ask for nothing", () => {
  assert.deepEqual([...figureParts(circle, none)], ['circle']);
});

test('the readout control adds the readout parts and the figures’ own readouts', () => {
  const parts = figureParts(circle, { ...none, readout: true });
  assert.deepEqual([...parts], ['circle', 'rk', OWN_READOUT]);
});

test('the lesson and data controls add their parts and no readout', () => {
  const parts = figureParts(circle, { ...none, controls: true, data: true });
  assert.deepEqual([...parts], ['controls', 'circle', 'table']);
});

test("a figure's own readout shows in a chapter, and in figure mode only with the readout control", () => {
  assert.equal(ownReadoutShown(), true);
  assert.equal(renderingOnly(figureParts(circle, none), ownReadoutShown), false);
  assert.equal(
    renderingOnly(figureParts(circle, { ...none, readout: true }), ownReadoutShown),
    true,
  );
  assert.equal(renderingOnly(undefined, ownReadoutShown), true);
  assert.equal(ownReadoutShown(), true, 'restored after the render');
});
