// Copies the Emscripten output next to the compiled package entry, which
// imports it as ./generated/posenc-wasm.js.
import { cpSync, mkdirSync } from 'node:fs';

const from = new URL('../web/src/generated/', import.meta.url);
const to = new URL('../dist/lib/generated/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const name of ['posenc-wasm.js', 'posenc-wasm.wasm', 'posenc-wasm.d.ts']) {
  cpSync(new URL(name, from), new URL(name, to));
}
