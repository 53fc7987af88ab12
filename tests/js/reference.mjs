// Loads the NumPy reference values of tests/reference/generate.py, running
// it first when tests/reference/out is missing or older than the script.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { endianness } from 'node:os';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../reference/generate.py', import.meta.url));
const outDir = fileURLToPath(new URL('../reference/out/', import.meta.url));
const manifestPath = `${outDir}manifest.json`;

const scriptDir = fileURLToPath(new URL('../reference/', import.meta.url));

/** Fresh when newer than generate.py and every module it imports (tests/reference/*.py). */
function isFresh() {
  if (!existsSync(manifestPath)) return false;
  const built = statSync(manifestPath).mtimeMs;
  return readdirSync(scriptDir)
    .filter((name) => name.endsWith('.py'))
    .every((name) => built >= statSync(`${scriptDir}${name}`).mtimeMs);
}

function generate() {
  const result = spawnSync('/usr/bin/python3', [script], { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`generate.py failed (exit ${result.status}):\n${result.stderr}`);
  }
}

/** Reads one raw little-endian float64 file written by generate.py. */
function readF64(entry) {
  const bytes = readFileSync(`${outDir}${entry.file}`);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  let values;
  if (endianness() === 'LE') {
    values = new Float64Array(copy);
  } else {
    const view = new DataView(copy);
    values = new Float64Array(copy.byteLength / 8);
    for (let k = 0; k < values.length; k++) values[k] = view.getFloat64(8 * k, true);
  }
  if (values.length !== entry.length) {
    throw new Error(`${entry.file}: expected ${entry.length} values, got ${values.length}`);
  }
  return values;
}

/** Replaces every {file, length} entry of the manifest by its Float64Array. */
function resolveArrays(node) {
  if (Array.isArray(node)) return node.map(resolveArrays);
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.file === 'string' && typeof node.length === 'number') return readF64(node);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveArrays(v)]));
}

let cached;

/** The reference manifest with every array loaded as a Float64Array. */
export function loadReference() {
  if (cached) return cached;
  if (!isFresh()) generate();
  // Another test process may be swapping in a new set right now: retry once.
  try {
    cached = resolveArrays(JSON.parse(readFileSync(manifestPath, 'utf8')));
  } catch {
    if (!isFresh()) generate();
    cached = resolveArrays(JSON.parse(readFileSync(manifestPath, 'utf8')));
  }
  return cached;
}
