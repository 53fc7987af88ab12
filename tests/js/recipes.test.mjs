// The embedding recipes in docs/embedding.md are meant to be copied as they
// are: every CDN URL is versioned with this package's version and names a
// file the package ships, every attribute written on the element is one the
// element reads (or an event prop), and no block holds a placeholder.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { stateAttributes } from '../../dist/lib/views/state.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
const recipes = docs.slice(
  docs.indexOf('## Recipes'),
  docs.indexOf('\n## ', docs.indexOf('## Recipes') + 1),
);

/** The fenced blocks of a Markdown text, with their language. */
function blocks(text) {
  return [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((match) => ({
    lang: match[1],
    code: match[2],
  }));
}

const known = new Set([...stateAttributes.keys(), 'controls', 'theme', 'id', 'class']);
const events = ['pe-ready', 'pe-change', 'pe-error', 'pe-result'];

/** Attribute names written on <positional-encoding-widget> tags (props, bindings, events). */
function elementAttributes(code) {
  const out = [];
  for (const tag of code.matchAll(/<positional-encoding-widget\b([^>]*?)\/?>/g)) {
    for (const attribute of tag[1].matchAll(/([:@]?[\w-]+)(?==)/g)) out.push(attribute[1]);
  }
  return out;
}

function isKnown(name) {
  if (known.has(name.replace(/^:/, ''))) return true;
  const event = name.replace(/^@|^on/, '');
  return (name.startsWith('@') || name.startsWith('on')) && events.includes(event);
}

describe('docs/embedding.md recipes', () => {
  test('the section has React, Vue, Svelte, VitePress, MkDocs, Docusaurus and Jupyter', () => {
    for (const name of [
      'React 19',
      'Vue 3',
      'Svelte 5',
      'VitePress',
      'MkDocs',
      'Docusaurus',
      'Jupyter',
    ]) {
      assert.match(recipes, new RegExp(`^### ${name}$`, 'm'), name);
    }
    assert.ok(blocks(recipes).length >= 10);
  });

  test('every CDN URL names this version and a file the package ships', () => {
    const urls = [...recipes.matchAll(/https:\/\/cdn\.jsdelivr\.net\/npm\/([^\s'"`]+)/g)].map(
      (match) => match[1],
    );
    assert.ok(urls.length >= 3);
    for (const url of urls) {
      const match = /^positional-encoding-widget@([^/]+)\/(.+)$/.exec(url);
      assert.ok(match, url);
      assert.equal(match[1], pkg.version, url);
      assert.ok(existsSync(join(root, match[2])), `${match[2]} is built`);
      assert.ok(
        pkg.files.some((entry) => match[2].startsWith(`${entry}/`)),
        `${match[2]} ships`,
      );
    }
  });

  test('every attribute on the element is one it reads, or one of its events', () => {
    const names = blocks(recipes).flatMap((block) => elementAttributes(block.code));
    assert.ok(names.length >= 15, `${names.length} attributes read`);
    assert.deepEqual(
      names.filter((name) => !isKnown(name)),
      [],
    );
  });

  test('every import names an export of the package', () => {
    const specifiers = blocks(recipes).flatMap((block) =>
      [...block.code.matchAll(/['"](positional-encoding-widget(?:\/[\w-]+)?)['"]/g)].map(
        (match) => match[1],
      ),
    );
    assert.ok(specifiers.length >= 4);
    for (const specifier of specifiers) {
      const subpath = `.${specifier.slice('positional-encoding-widget'.length)}`;
      assert.ok(pkg.exports[subpath], `${specifier} is in package.json exports`);
    }
  });

  test('no block holds a placeholder', () => {
    for (const { code } of blocks(recipes)) {
      assert.doesNotMatch(code, /…|\.\.\.|your\.host|example\.(org|com)|<version>/, code);
    }
  });
});
