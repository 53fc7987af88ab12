// Copies the Emscripten output (the full and the core module, see
// scripts/build-wasm.sh) next to the compiled package entry, which imports
// it as ./generated/posenc-wasm.js and ./generated/posenc-wasm-core.js.
import { cpSync, mkdirSync } from 'node:fs';

const from = new URL('../web/src/generated/', import.meta.url);
const to = new URL('../dist/lib/generated/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const module of ['posenc-wasm', 'posenc-wasm-core']) {
  for (const suffix of ['.js', '.wasm', '.d.ts']) {
    cpSync(new URL(module + suffix, from), new URL(module + suffix, to));
  }
}

// The exercise sandbox document, which web/src/exercises/runner.ts finds next
// to itself with new URL('./sandbox.html', import.meta.url).
const sandbox = new URL('../dist/lib/exercises/', import.meta.url);
mkdirSync(sandbox, { recursive: true });
cpSync(
  new URL('../web/src/exercises/sandbox.html', import.meta.url),
  new URL('sandbox.html', sandbox),
);
