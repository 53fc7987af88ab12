// The README's cost table takes its limits from the engine: every row's
// "at most" is the facts' limit that each listed function's description
// (cpp/bindings/functions.h) names as its cost bound.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';

import { loadWasm } from '../../dist/lib/engine/wasm.js';

const wasm = await loadWasm();
const { limits } = JSON.parse(wasm.facts());
const { functions } = JSON.parse(wasm.functions());
const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');

/** The cost table's rows: the functions named in the first cell, the number in the last. */
function costRows() {
  const table = readme.slice(readme.indexOf('| function '));
  const rows = [];
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((c) => c.trim());
    const names = [...cells[1].matchAll(/`(\w+)`/g)].map((m) => m[1]);
    const precision = cells[1].includes('with a `precision`');
    rows.push({
      names: precision
        ? names.filter((n) => n !== 'positionalEncoding' && n !== 'precision')
        : names,
      precision,
      atMost: Number(cells[3].split(' ')[0].replaceAll(',', '')),
      limit: /`(\w+)`/.exec(cells[3])?.[1],
      line,
    });
  }
  return rows;
}

/** The name of the limit a function's description gives as its cost bound. */
const boundOf = (name) => {
  const f = functions.find((d) => d.name === name);
  assert.ok(f, `${name} is described`);
  const match = /<= (\w+)$/.exec(f.cost);
  assert.ok(match, `${name} has a cost bound`);
  return match[1];
};
const limitOf = (name) => limits[boundOf(name)];

test('every row of the README cost table states the limit its functions describe', () => {
  const rows = costRows();
  assert.ok(rows.length >= 10, 'the table was found');
  for (const row of rows) {
    const names = row.precision ? [...row.names, 'precisionEncode'] : row.names;
    for (const name of names) assert.equal(row.atMost, limitOf(name), `${name}: ${row.line}`);
  }
});

test('every row of the README cost table names the limit its functions describe', () => {
  for (const row of costRows()) {
    const names = row.precision ? [...row.names, 'precisionEncode'] : row.names;
    for (const name of names) assert.equal(row.limit, boundOf(name), `${name}: ${row.line}`);
  }
});
