// The docs take their limits from the engine's facts (cpp/include/posenc/facts.h,
// copied into web/generated/facts.js by the build): a number in README.md or
// docs/*.md that equals a limit must name that limit on its line
// (`limits.maxElements`, or `maxElements` in backticks), and every limit a
// line names must hold the number that line states. So a limit that changes
// in C++ fails here on every line of the docs that still gives the old value.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import test from 'node:test';

import { limits } from '../../web/generated/facts.js';

const root = new URL('../../', import.meta.url);
const files = [
  'README.md',
  ...(await readdir(new URL('docs/', root)))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

// Lines whose number equals a limit's value by coincidence: it is another
// quantity. Each entry is [file, a phrase of the line, why it is not a limit].
const notLimits = [
  ['docs/rope-scaling-and-precision.md', 'float32 to 16,777,216', 'float32 holds integers to 2^24'],
  ['README.md', 'past 1024 cells per axis', "the heat map figure's resolution"],
  ['docs/embedding.md', 'clipping distance k (0 to 1024', "the Shaw view's range for k"],
  ['docs/embedding.md', '2^28-character', 'a text length in a sandbox test'],
  ['docs/reliability.md', '2^24-character', 'a text length in a sandbox test'],
  ['docs/schemes.md', '1000 and 1024 heads', 'head counts a test covers'],
  ['docs/reliability.md', 'cost 2^27 > 2^23', 'a test name, quoted'],
  ['docs/reliability.md', 'limits are maxElements 16,777,216', 'a test name, quoted'],
  ['docs/reliability.md', '4096 x 4096 calls (16,777,216', 'a test name, quoted'],
];

/** The numbers a line states: 4,194,304 or 16384 or 2^22, with their values. */
function numbers(line) {
  const found = [];
  for (const m of line.matchAll(/(?<![\w.^])(\d{1,3}(?:,\d{3})+|\d{4,}|2\^\d+)(?![\w.]|,\d)/g)) {
    const text = m[1];
    const value = text.startsWith('2^')
      ? 2 ** Number(text.slice(2))
      : Number(text.replaceAll(',', ''));
    found.push({ text, value });
  }
  return found;
}

/** The limits a line names, as `limits.x` or `x` in backticks. */
function namedLimits(line) {
  const names = new Set();
  for (const m of line.matchAll(/`(?:limits\.)?(\w+)`|limits\.(\w+)/g)) {
    const name = m[1] ?? m[2];
    if (Object.hasOwn(limits, name)) names.add(name);
  }
  return [...names];
}

const docs = await Promise.all(
  files.map(async (file) => ({ file, text: await readFile(new URL(file, root), 'utf8') })),
);
// Limits this small (T5's fewest buckets) are everyday numbers: not tracked.
const tracked = new Set(Object.values(limits).filter((v) => v >= 1024));

test('every number in the docs that equals a limit names that limit', () => {
  const unnamed = [];
  for (const { file, text } of docs) {
    text.split('\n').forEach((line, i) => {
      if (notLimits.some(([f, phrase]) => f === file && line.includes(phrase))) return;
      const named = namedLimits(line);
      for (const { text: n, value } of numbers(line)) {
        if (!tracked.has(value)) continue;
        if (!named.some((name) => limits[name] === value)) unnamed.push(`${file}:${i + 1}: ${n}`);
      }
    });
  }
  assert.deepEqual(unnamed, []);
});

test('every limit a line of the docs names holds the number that line states', () => {
  const wrong = [];
  for (const { file, text } of docs) {
    text.split('\n').forEach((line, i) => {
      const values = numbers(line).map((n) => n.value);
      for (const name of namedLimits(line)) {
        if (!values.includes(limits[name]) && values.some((v) => v >= 1024)) {
          wrong.push(
            `${file}:${i + 1}: ${name} is ${limits[name]}, the line says ${values.join(', ')}`,
          );
        }
      }
    });
  }
  assert.deepEqual(wrong, []);
});

test('every exemption still matches a line', () => {
  for (const [file, phrase] of notLimits) {
    const doc = docs.find((d) => d.file === file);
    assert.ok(doc?.text.includes(phrase), `${file} no longer says "${phrase}"`);
  }
});
