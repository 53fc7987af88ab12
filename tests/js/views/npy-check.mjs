// Shared by the *-export tests (not a test file itself): writes a view's
// exported arrays with the .npy writer the menu uses, then has NumPy load
// them and compare them with its own computation of the same definition
// (tests/reference/generate.py's functions, importable as `generate`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { arrayToNpy } from '../../../dist/lib/export/formats.js';

const referenceDir = fileURLToPath(new URL('../../reference/', import.meta.url));

const prelude = `
import json, sys
sys.path.insert(0, ${JSON.stringify(referenceDir)})
import numpy as np
import generate
files = json.loads(sys.argv[1])
A = {name: np.load(path) for name, path in files.items()}
def check(name, expected, tol):
    a = A[name]
    expected = np.asarray(expected, dtype=a.dtype)
    assert a.shape == expected.shape, f"{name}: shape {a.shape}, NumPy {expected.shape}"
    err = float(np.max(np.abs(a - expected))) if a.size else 0.0
    assert err <= tol, f"{name}: max |export - NumPy| = {err} > {tol}"
    print(name, a.dtype, a.shape, err)
`;

/**
 * Writes every array of `data` (a ViewExport) as .npy, runs `script` (Python
 * with `A` the loaded arrays by name and `check(name, expected, tol)`), and
 * returns its output lines. Fails the test with Python's message.
 */
export function checkWithNumpy(data, script) {
  const dir = mkdtempSync(join(tmpdir(), 'pe-npy-'));
  try {
    const files = {};
    for (const array of data.arrays) {
      const path = join(dir, `${data.baseName}_${array.name}.npy`);
      writeFileSync(path, arrayToNpy(array));
      files[array.name] = path;
    }
    const run = spawnSync('/usr/bin/python3', ['-c', prelude + script, JSON.stringify(files)], {
      encoding: 'utf8',
      cwd: dir,
    });
    assert.equal(run.status, 0, `NumPy check failed:\n${run.stderr}`);
    return run.stdout.trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the view's exported NumPy code in the folder of its arrays, then `script`; returns stdout. */
export function runCode(data, script) {
  return checkWithNumpy(
    data,
    `
import os
exec(compile(${JSON.stringify(data.code)}, "exported", "exec"))
${script}
`,
  );
}
