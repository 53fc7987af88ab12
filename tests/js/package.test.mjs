// The npm package: the Node entry stays DOM-free, and the browser entry
// "positional-encoding-widget/element" ships with every file it loads.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const lib = fileURLToPath(new URL('../../dist/lib/', import.meta.url));

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

describe('package entries', () => {
  test('importing the main entry in Node touches no DOM', async () => {
    const before = Object.keys(globalThis).sort();
    const module = await import('positional-encoding-widget');
    assert.equal(typeof module.createPosEnc, 'function');
    assert.equal(typeof globalThis.document, 'undefined');
    assert.equal(typeof globalThis.customElements, 'undefined');
    assert.deepEqual(Object.keys(globalThis).sort(), before);
  });

  test('"./element" resolves to dist/lib/element.js with its types', () => {
    const resolved = fileURLToPath(import.meta.resolve('positional-encoding-widget/element'));
    assert.equal(resolved, join(lib, 'element.js'));
    assert.ok(existsSync(join(lib, 'element.d.ts')));
    assert.match(readFileSync(resolved, 'utf8'), /PositionalEncodingWidget/);
  });

  test('every file a dist/lib module loads with new URL(..., import.meta.url) exists', () => {
    const missing = [];
    for (const file of filesUnder(lib).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(
        /new URL\(\s*(['"`])(\.{1,2}\/[^'"`]+|[\w.-]+)\1\s*,\s*import\.meta\.url/g,
      )) {
        const target = fileURLToPath(new URL(match[2], `file://${file}`));
        if (!existsSync(target)) missing.push(`${file.slice(lib.length)} -> ${match[2]}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
