// Static-site builds (Docusaurus, VitePress, Astro pre-render) import the
// package's entries in Node, where there is no DOM: every entry listed in
// package.json "exports" must import there without throwing and without
// defining anything (no global, no custom element registry). Each import runs
// in a fresh `node` process, resolved through the package's own name (Node's
// self-reference), so the "exports" conditions are chosen as they are for a
// consumer, and no other test's globals interfere.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/**
 * Imports `specifier` in a fresh Node process (run from the package's root)
 * and reports what it exported and which globals the import added.
 */
function importInNode(specifier, json) {
  const script = `
    const before = new Set(Reflect.ownKeys(globalThis));
    const metadata = Symbol.metadata;
    const module = await import(${JSON.stringify(specifier)}${json ? ", { with: { type: 'json' } }" : ''});
    const added = Reflect.ownKeys(globalThis).filter((key) => !before.has(key)).map(String);
    if (Symbol.metadata !== metadata) added.push('Symbol.metadata');
    console.log(JSON.stringify({ exports: Object.keys(module), added }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

describe('every package entry imports in Node with no DOM', () => {
  const entries = Object.keys(pkg.exports);
  test('the exports list is read', () => {
    assert.ok(entries.includes('./element') && entries.includes('./lite'), entries.join(' '));
  });
  for (const entry of entries) {
    test(`"${entry}" imports without throwing and defines nothing`, () => {
      const specifier = `${pkg.name}${entry.slice(1)}`;
      let result;
      try {
        result = importInNode(specifier, entry.endsWith('.json'));
      } catch (error) {
        assert.fail(`import('${specifier}') failed in Node:\n${error.stderr ?? error.message}`);
      }
      assert.deepEqual(result.added, [], `import('${specifier}') added globals`);
    });
  }
  // A module with top-level await is async: Node's require() refuses it, and a
  // server bundle (webpack in Docusaurus) makes every module importing it async,
  // so Docusaurus reads an MDX page's exports before they exist.
  for (const entry of entries.filter((name) => !name.endsWith('.json'))) {
    test(`"${entry}" is a synchronous module (require() loads it)`, () => {
      const specifier = `${pkg.name}${entry.slice(1)}`;
      const script = `require(${JSON.stringify(specifier)}); console.log('loaded');`;
      try {
        const out = execFileSync(process.execPath, ['-e', script], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        assert.match(out, /loaded/);
      } catch (error) {
        assert.fail(`require('${specifier}') failed in Node:\n${error.stderr ?? error.message}`);
      }
    });
  }
  test('the element entries still export the element class name (undefined without a DOM)', () => {
    for (const entry of ['./element', './lite']) {
      const { exports } = importInNode(`${pkg.name}${entry.slice(1)}`);
      assert.ok(exports.includes('PositionalEncodingWidget'), `${entry}: ${exports.join(' ')}`);
    }
  });
});
