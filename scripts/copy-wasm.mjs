// Copies the generated engine files (the full module, its SIMD build, which
// loads with the full module's glue, and the core module, see
// scripts/build-wasm.sh, and the facts) to dist/generated: dist/lib mirrors
// web/src and dist/generated mirrors web/generated, so the compiled
// dist/lib/engine/*.js find them by the same relative paths as the source.
import { cpSync, mkdirSync } from 'node:fs';

const from = new URL('../web/generated/', import.meta.url);
const to = new URL('../dist/generated/', import.meta.url);
mkdirSync(to, { recursive: true });
// The core module is a .wasm with no glue (its calls: engine/core-abi.ts).
for (const file of [
  'posenc-wasm.js',
  'posenc-wasm.wasm',
  'posenc-wasm-simd.wasm',
  'posenc-wasm.d.ts',
  'posenc-wasm-core.wasm',
  'posenc-wasm-core.d.ts',
  'facts.js',
  'facts.d.ts',
  'functions-core.js',
  'functions-core.d.ts',
  'functions-full.js',
  'functions-full.d.ts',
])
  cpSync(new URL(file, from), new URL(file, to));

// The exercise sandbox document, which web/src/views/exercises/sandbox/runner.ts finds next
// to itself with new URL('./sandbox.html', import.meta.url).
const sandbox = new URL('../dist/lib/views/exercises/sandbox/', import.meta.url);
mkdirSync(sandbox, { recursive: true });
cpSync(
  new URL('../web/src/views/exercises/sandbox/sandbox.html', import.meta.url),
  new URL('sandbox.html', sandbox),
);
