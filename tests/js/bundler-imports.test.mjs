// The built scripts a host's bundler reads (dist/cdn after `npm run build:cdn`,
// dist/anywidget, the harness in dist/lib): no import() whose argument is a name rather than
// a literal, outside the sandbox's module loader, which is a string. Webpack
// (Docusaurus) rewrites such an import() into a call of its own module
// registry, and the exercise sandbox's worker, which runs the harness as
// text, has none: Run then failed (tests/e2e/recipes-docusaurus.spec.ts runs
// the exercise in the real build).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import {
  MODULE_LOADER,
  harnessSource,
  sandboxHarness,
} from '../../dist/lib/views/exercises/sandbox/harness.js';
import {
  MAX_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_NUMBERS,
  RECEIVED_FACTOR,
} from '../../dist/lib/views/exercises/sandbox/protocol.js';

const dist = new URL('../../dist/', import.meta.url).pathname;

/** Every .js file under dist/<folder>, recursively. */
function scripts(folder) {
  const root = join(dist, folder);
  if (!existsSync(root)) return [];
  return (
    readdirSync(root, { recursive: true })
      // A classic script (*.classic.js) is loaded by a <script> tag, never bundled.
      .filter((name) => name.endsWith('.js') && !name.endsWith('.classic.js'))
      .map((name) => join(folder, name))
  );
}

/** import( followed by anything but a quote, a backtick or `)` (prose: "import()"): a computed specifier. */
const computedImport = /\bimport\(\s*(?!["'`)])/g;

test('the harness function holds no import(): its loader arrives as text', () => {
  assert.doesNotMatch(sandboxHarness.toString(), /\bimport\(/);
  const source = harnessSource({
    maxNumbers: MAX_NUMBERS,
    maxBytes: MAX_BYTES,
    maxText: MAX_MESSAGE_LENGTH,
    receivedFactor: RECEIVED_FACTOR,
  });
  assert.ok(source.includes(`, ${MODULE_LOADER});`), 'the loader is the last argument');
});

test('no built script has a computed import() a bundler would rewrite', () => {
  // The element's package entries (./element, ./lite: dist/cdn), the anywidget module, and the
  // harness as tsc writes it (dist/lib, the "." entry).
  const files = [
    ...scripts('cdn'),
    ...scripts('anywidget'),
    'lib/views/exercises/sandbox/harness.js',
  ];
  assert.ok(files.length > 10, `found ${files.join(', ')}`);
  let loaders = 0;
  for (const name of files) {
    const code = readFileSync(join(dist, name), 'utf8');
    loaders += code.split(MODULE_LOADER).length - 1;
    const rest = code.split(MODULE_LOADER).join('');
    const found = [...rest.matchAll(computedImport)].map((m) =>
      rest.slice(Math.max(0, m.index - 40), m.index + 30),
    );
    assert.deepEqual(found, [], `${name} has a computed import()`);
  }
  // The loader string is in the builds (not folded away), so the check above saw them.
  assert.ok(loaders >= 3, `the loader appears ${loaders} times`);
});
