// The README embed's scripts as built (dist/cdn, after `npm run build:cdn`):
// every css`` template is collapsed by vite.templates.ts, those of files that
// use unsafeCSS included (minify-literals skips such a file unless told
// otherwise), so no CSS comment or indentation is downloaded with them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const cdn = new URL('../../dist/cdn/', import.meta.url).pathname;

/** The element's scripts and every view's frame script. */
const scripts = [
  ...readdirSync(cdn).filter((name) => /^positional-encoding-widget.*\.js$/.test(name)),
  ...readdirSync(join(cdn, 'frames')).map((name) => `frames/${name}`),
];

test('the element and frame scripts carry no CSS comment or template indentation', () => {
  assert.ok(scripts.length > 4, `found ${scripts.join(', ')}`);
  for (const name of scripts) {
    const code = readFileSync(join(cdn, name), 'utf8');
    // The JavaScript minifier removes the code's own comments: one left is template text.
    assert.ok(
      !code.includes('/*'),
      `${name} holds a comment: ${code.slice(code.indexOf('/*'), code.indexOf('/*') + 80)}`,
    );
    // An indented CSS declaration (a line break, then spaces, then `name:`).
    const indented = /\n {2,}[a-z-]+: /.exec(code);
    assert.equal(indented, null, `${name} holds indented CSS: ${indented?.[0]}`);
  }
});
