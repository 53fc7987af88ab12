// Figure mode's names (ui/figure-mode.ts): each view's figures.ts lists
// figures made of its chapter's own figure names, named once and uniquely,
// and docs/embedding.md's table of them is the generated one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { END, START, figureLists, figureTable } from '../../scripts/gen-figure-docs.mjs';

const lib = new URL('../../dist/lib/', import.meta.url);

test("every figure is made of its chapter's figures, with a unique lower-case name", async () => {
  for (const { id, figures } of await figureLists()) {
    const chapter = (await import(new URL(`content/${id}.js`, lib).href)).default;
    const names = new Set();
    for (const f of figures) {
      assert.match(f.name, /^[a-z][a-z0-9-]*$/, `${id}: ${f.name}`);
      assert.ok(!names.has(f.name), `${id}: ${f.name} twice`);
      names.add(f.name);
      assert.ok(f.title.length > 10, `${id}/${f.name}: a title`);
      for (const part of [
        ...f.parts,
        ...(f.controls ?? []),
        ...(f.readout ?? []),
        ...(f.data ?? []),
      ])
        assert.ok(
          chapter.figures.includes(part),
          `${id}/${f.name}: "${part}" is not a figure of its chapter`,
        );
    }
  }
});

/** A Markdown table's cells, whatever padding Prettier gave it. */
const cells = (table) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '-'))
        .join('|'),
    );

test("docs/embedding.md's table of figure names is the one the views' descriptions give", async () => {
  const docs = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const a = docs.indexOf(START);
  const b = docs.indexOf(END);
  assert.ok(a >= 0 && b > a, 'the markers');
  assert.deepEqual(
    cells(docs.slice(a + START.length, b)),
    cells(await figureTable()),
    'run npm run build:lib, then node scripts/gen-figure-docs.mjs --write',
  );
});
