// Copies the Emscripten output next to the compiled package entry, which
// imports it as ./generated/posenc-wasm.js.
import { cpSync, mkdirSync } from 'node:fs';

const from = new URL('../web/src/generated/', import.meta.url);
const to = new URL('../dist/lib/generated/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const name of ['posenc-wasm.js', 'posenc-wasm.wasm', 'posenc-wasm.d.ts']) {
  cpSync(new URL(name, from), new URL(name, to));
}

// The exercise sandbox document, which web/src/exercises/runner.ts finds next
// to itself with new URL('./sandbox.html', import.meta.url).
const sandbox = new URL('../dist/lib/exercises/', import.meta.url);
mkdirSync(sandbox, { recursive: true });
cpSync(
  new URL('../web/src/exercises/sandbox.html', import.meta.url),
  new URL('sandbox.html', sandbox),
);
