// The figures' pure sizing functions (ui/figure-box.ts and each view's
// boxes.ts): heights from the inputs, the width and the font by the figure's
// construction, and modules that load alone (no Lit, no DOM, no engine).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { stackHeight } from '../../../dist/lib/ui/figure-box.js';
import * as relative from '../../../dist/lib/views/relative/boxes.js';

const sources = [
  'web/src/ui/figure-box.ts',
  ...readdirSync('web/src/views')
    .map((id) => `web/src/views/${id}/boxes.ts`)
    .filter((file) => existsSync(file)),
];

describe('stackHeight', () => {
  test('adds em parts at the font size and px parts as they are', () => {
    assert.equal(stackHeight([{ em: 2 }, { px: 18 }, { em: 0.5 }], 500, 16), 2 * 16 + 18 + 8);
  });

  test('an aspect part is the width over its ratio', () => {
    assert.equal(stackHeight([{ ratio: 2 }], 300, 16), 150);
  });

  test('an aspect part stops growing at its largest width', () => {
    assert.equal(stackHeight([{ ratio: 1, maxPx: 320 }], 1000, 16), 320);
    assert.equal(stackHeight([{ ratio: 1, maxPx: 320 }], 200, 16), 200);
  });
});

describe('relative boxes', () => {
  test('the circle is its square and four caption lines at any width', () => {
    const at = (width, font) => relative.circleBox(undefined, width, font);
    assert.equal(at(300, 16), 250 + 4 * 1.45 * 0.9 * 16);
    assert.equal(at(300, 16), at(1000, 16));
    assert.equal(at(300, 20), 250 + 4 * 1.45 * 0.9 * 20);
  });

  test('the shift table has a row per course position, and one more for another position', () => {
    const rows = (pos) => (relative.shiftTableBox({ pos }, 600, 16) - 18) / (2 * 16);
    assert.equal(rows(7), 1 + relative.TABLE_POSITIONS.length);
    assert.equal(rows(8), 2 + relative.TABLE_POSITIONS.length);
  });

  test('the shift table does not depend on the width', () => {
    assert.equal(
      relative.shiftTableBox({ pos: 3 }, 320, 16),
      relative.shiftTableBox({ pos: 3 }, 1000, 16),
    );
  });
});

test('a box module imports only the sizing contract (it loads before the figure code)', () => {
  assert.ok(sources.length > 1);
  for (const file of sources) {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const name of imports) {
      assert.ok(name.endsWith('figure-box.js'), `${file} imports ${name}`);
    }
  }
});
