// What `npm test` (package.json's test script, which .ci/run runs) runs, and
// in what order: it is run in a copy of the scripts folder with a stand-in
// `npm` on the PATH that logs each `npm run <step>` as it starts and ends.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const command = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.test;
const dir = mkdtempSync(join(tmpdir(), 'pe-npm-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Every step npm test must run: each build, the lint and each suite. */
const steps = [
  'build:wasm',
  'build:lib',
  'lint',
  'build:cdn',
  'build:site',
  'test:cpp',
  'test:js',
  'test:e2e',
  'test:engines',
];

/**
 * The stand-in npm. A step named in PE_WAIT_FOR (`step=other`) waits, at most
 * 10 s, until `other` has started: run one after the other, it waits in vain
 * and logs "alone". A step named in PE_FAIL exits 3.
 */
const fakeNpm = `#!/usr/bin/env bash
[ "$1" = run ] || { echo "unexpected: npm $*" >> "$PE_LOG"; exit 9; }
step=$2
echo "start $step" >> "$PE_LOG"
touch "$PE_DIR/started-$step"
for pair in $PE_WAIT_FOR; do
  [ "\${pair%%=*}" = "$step" ] || continue
  other=\${pair#*=}
  for k in $(seq 1 200); do [ -f "$PE_DIR/started-$other" ] && break; sleep 0.05; done
  [ -f "$PE_DIR/started-$other" ] || echo "alone $step $other" >> "$PE_LOG"
done
echo "end $step" >> "$PE_LOG"
[ "$step" != "$PE_FAIL" ] || exit 3
`;

/** Runs npm test's command in a fresh copy; returns the log's lines and the exit status. */
function runNpmTest(name, env = {}) {
  const work = join(dir, name);
  mkdirSync(join(work, 'scripts'), { recursive: true });
  mkdirSync(join(work, 'bin'));
  for (const file of readdirSync(join(root, 'scripts')).filter((name) => name.endsWith('.sh'))) {
    copyFileSync(join(root, 'scripts', file), join(work, 'scripts', file));
  }
  // The set-up installs system packages: here it only says it ran, and with what.
  writeFileSync(
    join(work, 'scripts/setup.sh'),
    'echo "start setup${1:+ $1}" >> "$PE_LOG"\necho "end setup${1:+ $1}" >> "$PE_LOG"\n',
  );
  writeFileSync(join(work, 'bin/npm'), fakeNpm);
  chmodSync(join(work, 'bin/npm'), 0o755);
  const log = join(work, 'log');
  writeFileSync(log, '');
  const result = spawnSync('bash', ['-c', command], {
    cwd: work,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      PATH: `${join(work, 'bin')}:${process.env.PATH}`,
      PE_LOG: log,
      PE_DIR: work,
      PE_WAIT_FOR: '',
      PE_FAIL: '',
      ...env,
    },
  });
  assert.equal(result.signal, null, `npm test timed out: ${result.stdout}${result.stderr}`);
  return { lines: readFileSync(log, 'utf8').trim().split('\n'), status: result.status, result };
}

describe('npm test', () => {
  test('runs the set-up first, then every build and every suite once, each after what it needs', () => {
    const { lines, status, result } = runNpmTest('all');
    assert.equal(status, 0, result.stderr);
    // All of it: the system's packages and the root's first, the npm projects
    // beside the root (the lint's type checkers, the recipes' generators) later.
    assert.equal(lines[0], 'start setup --no-projects');
    assert.equal(lines.filter((line) => line.startsWith('start setup')).length, 2);
    for (const step of steps) {
      assert.equal(lines.filter((line) => line === `start ${step}`).length, 1, `${step} runs once`);
    }
    assert.deepEqual(
      lines.filter((line) => !/^(start|end) /.test(line)),
      [],
      'no other npm command',
    );
    const at = (event) => lines.indexOf(event);
    const needs = [
      ...steps.map((step) => [step, 'setup --no-projects']),
      ['lint', 'setup --projects'],
      ['test:e2e', 'setup --projects'],
      ['build:lib', 'build:wasm'],
      ['lint', 'build:lib'],
      ['build:cdn', 'build:lib'],
      ['build:site', 'build:cdn'],
      ['test:js', 'build:lib'],
      ['test:js', 'build:cdn'],
      ...steps
        .filter((step) => step !== 'test:e2e' && step !== 'test:engines')
        .map((step) => ['test:e2e', step]),
      ['test:engines', 'test:e2e'],
    ];
    for (const [step, before] of needs) {
      assert.ok(at(`end ${before}`) < at(`start ${step}`), `${step} starts after ${before} ends`);
    }
  });

  test('runs the native suite beside the engine build', () => {
    const { lines, status, result } = runNpmTest('cpp-beside', {
      PE_WAIT_FOR: 'build:wasm=test:cpp test:cpp=build:wasm',
    });
    assert.equal(status, 0, result.stderr);
    assert.deepEqual(
      lines.filter((line) => line.startsWith('alone')),
      [],
    );
  });

  test('installs the npm projects beside the root beside the native suite', () => {
    const { lines, status, result } = runNpmTest('projects-beside', {
      PE_WAIT_FOR: 'test:cpp=build:cdn',
    });
    assert.equal(status, 0, result.stderr);
    const at = (event) => lines.indexOf(event);
    assert.ok(at('start setup --projects') > at('start test:cpp'), lines.join('\n'));
    assert.ok(at('start setup --projects') < at('end test:cpp'), lines.join('\n'));
  });

  test('runs the lint beside the CDN build', () => {
    const { lines, status, result } = runNpmTest('lint-beside', {
      PE_WAIT_FOR: 'lint=build:cdn build:cdn=lint',
    });
    assert.equal(status, 0, result.stderr);
    assert.deepEqual(
      lines.filter((line) => line.startsWith('alone')),
      [],
    );
  });

  test('a failing native suite fails npm test, and no browser suite starts', () => {
    const { lines, status } = runNpmTest('cpp-fails', { PE_FAIL: 'test:cpp' });
    assert.notEqual(status, 0);
    assert.ok(!lines.includes('start test:e2e'), 'test:e2e did not start');
    assert.ok(!lines.includes('start test:engines'), 'test:engines did not start');
  });
});
