// scripts/side-by-side.sh, which npm test uses to run the lint beside the
// CDN and site builds: the commands run at the same time, their outputs come
// out whole in argument order, and a failure fails the whole, named.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/side-by-side.sh');
const dir = mkdtempSync(join(tmpdir(), 'pe-side-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function run(...commands) {
  return spawnSync('bash', [script, ...commands], { encoding: 'utf8', timeout: 30_000 });
}

describe('side-by-side.sh', () => {
  test('runs its commands at the same time', () => {
    // The first waits for a file only the second writes: run one after the
    // other, it would never finish (the spawn's timeout would kill it).
    const flag = join(dir, 'second-started');
    const result = run(`until [ -f ${flag} ]; do sleep 0.05; done; echo first`, `touch ${flag}`);
    assert.equal(result.signal, null, 'the commands did not run side by side');
    assert.equal(result.status, 0, result.stderr);
  });

  test("prints each command's output whole, in argument order", () => {
    const result = run('sleep 0.3; echo one; echo two', 'echo three >&2');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(
      result.stdout,
      '> sleep 0.3; echo one; echo two\none\ntwo\n> echo three >&2\nthree\n',
    );
  });

  test('fails, naming the command, when one fails, and still runs the others to their end', () => {
    const result = run('echo early; exit 3', 'sleep 0.2; echo late');
    assert.equal(result.status, 1);
    assert.match(result.stdout, /late/);
    assert.match(result.stderr, /failed: echo early; exit 3 \(exit 3\)/);
  });
});
