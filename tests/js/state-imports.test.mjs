// The state layer (web/src/state/) knows no view: the lesson's schema is
// built from the registry's descriptions in views/state.ts, never the other
// way round (issue 19, item 5). Every import, re-export and import() of
// every state module is resolved and must stay outside web/src/views/.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const stateDir = join(root, 'web/src/state');
const viewsDir = join(root, 'web/src/views');

/** Every .ts file under `dir`. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** The specifiers a module names: static imports and re-exports (type-only too) and import(). */
function specifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const out = [];
  for (const match of code.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g)) {
    out.push(match[1]);
  }
  for (const match of code.matchAll(/\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g)) out.push(match[1]);
  return out;
}

test('the scan finds the imports of the state modules', () => {
  const files = sources(stateDir);
  assert.ok(files.length >= 5, `${files.length} state modules`);
  assert.ok(files.some((file) => specifiers(readFileSync(file, 'utf8')).length > 0));
  assert.deepEqual(specifiers("import type { A } from '../views/a.js';\nimport('./b.js');"), [
    '../views/a.js',
    './b.js',
  ]);
});

test('no module of web/src/state imports anything from web/src/views', () => {
  const offending = [];
  for (const file of sources(stateDir)) {
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!relative(viewsDir, target).startsWith('..')) {
        offending.push(`${relative(root, file)} imports ${specifier}`);
      }
    }
  }
  assert.deepEqual(offending, []);
});
