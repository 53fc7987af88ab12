// The height the widget keeps free while a view loads: interpolation in the
// measured table, the fallback for views not measured yet, and the measured
// table itself (every view of the registry, both control settings).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { viewIds } from '../../../dist/lib/views/registry.js';
import {
  measuredHeights,
  packHeights,
  reservedHeightEm,
  unpackHeights,
} from '../../../dist/lib/widget/reserve.js';

const table = {
  a: {
    lesson: [
      [20, 100],
      [40, 60],
      [80, 50],
    ],
    figure: [
      [20, 80],
      [80, 40],
    ],
  },
  b: {
    lesson: [
      [20, 200],
      [80, 100],
    ],
    figure: [
      [20, 10],
      [80, 10],
    ],
  },
  c: {
    lesson: [
      [20, 300],
      [80, 300],
    ],
    figure: [],
  },
};

describe('reservedHeightEm', () => {
  test('gives the measured height at a measured width', () => {
    assert.equal(reservedHeightEm('a', true, 40, table), 60);
    assert.equal(reservedHeightEm('a', false, 80, table), 40);
  });

  test('interpolates linearly between measured widths', () => {
    assert.equal(reservedHeightEm('a', true, 30, table), 80);
    assert.equal(reservedHeightEm('a', true, 60, table), 55);
    assert.equal(reservedHeightEm('a', false, 50, table), 60);
  });

  test('keeps the nearest measured height outside the measured widths', () => {
    assert.equal(reservedHeightEm('a', true, 5, table), 100);
    assert.equal(reservedHeightEm('a', true, 500, table), 50);
  });

  test('a view not measured gets the median of the measured views at that width', () => {
    // lesson at 20 em: a 100, b 200, c 300 -> 200
    assert.equal(reservedHeightEm('new-view', true, 20, table), 200);
    // figure at 80 em: a 40, b 10 (c has no samples) -> 25
    assert.equal(reservedHeightEm('new-view', false, 80, table), 25);
  });

  test('reserves nothing for a width that is zero or not finite', () => {
    assert.equal(reservedHeightEm('a', true, 0, table), 0);
    assert.equal(reservedHeightEm('a', true, Number.NaN, table), 0);
    assert.equal(reservedHeightEm('a', true, 30, {}), 0);
  });
});

describe('the packed table', () => {
  const measured = {
    a: {
      lesson: [
        [20, 100.03],
        [40, 60.5],
        [80, 50],
      ],
      figure: [
        [20, 80],
        [40, 41.2],
        [80, 40],
      ],
    },
    b: {
      lesson: [
        [20, 7],
        [40, 300.96],
        [80, 12.0625],
      ],
      figure: [
        [20, 10],
        [40, 10],
        [80, 10],
      ],
    },
  };

  test('writes the widths once and each height as a change in sixteenths of an em', () => {
    const packed = packHeights(measured);
    assert.deepEqual(packed.widths, [20, 40, 80]);
    assert.deepEqual(packed.views.a.lesson, [1600, 968 - 1600, 800 - 968]);
    assert.deepEqual(packed.views.b.figure, [160, 0, 0]);
  });

  test('unpacks to the measured heights within half a sixteenth of an em', () => {
    const table = unpackHeights(packHeights(measured));
    for (const id of ['a', 'b']) {
      for (const key of ['lesson', 'figure']) {
        const got = table[id][key];
        assert.equal(got.length, measured[id][key].length);
        got.forEach(([w, h], i) => {
          assert.equal(w, measured[id][key][i][0]);
          assert.ok(Math.abs(h - measured[id][key][i][1]) <= 1 / 32, `${id} ${key} ${i}: ${h}`);
        });
      }
    }
  });

  test('refuses views measured at different widths', () => {
    assert.throws(
      () => packHeights({ a: measured.a, c: { lesson: [[10, 1]], figure: [[10, 1]] } }),
      /same widths/,
    );
  });
});

describe('the measured table', () => {
  test('has every view of the registry, with and without lesson controls', () => {
    const reservedHeights = measuredHeights();
    for (const id of viewIds) {
      const entry = reservedHeights[id];
      assert.ok(entry, `${id} is measured (node scripts/measure-reserved.mjs)`);
      for (const samples of [entry.lesson, entry.figure]) {
        assert.ok(samples.length >= 10, id);
        for (let i = 1; i < samples.length; i++) {
          assert.ok(samples[i][0] > samples[i - 1][0], `${id}: widths increase`);
        }
        assert.ok(
          samples.every(([, h]) => h > 10),
          `${id}: every view is taller than 10 em`,
        );
      }
    }
  });
});
