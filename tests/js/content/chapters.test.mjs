// Every chapter's content (web/src/content/<view>.ts, built to dist/lib):
// its markup parses, it names only the figures, values and flags it
// declares (the renderer's types make its view supply exactly those), it
// loads on its own, and its view's template holds no lesson prose.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';

import { markupText, markupValues, parseMarkup } from '../../../dist/lib/content/markup.js';
import { proseWords } from './template-text.mjs';

const root = new URL('../../../', import.meta.url);
const contentDir = new URL('dist/lib/content/', root);
const notChapters = new Set(['format.js', 'markup.js']);
const ids = (await readdir(contentDir))
  .filter((file) => file.endsWith('.js') && !notChapters.has(file))
  .map((file) => file.slice(0, -'.js'.length));

/** The files besides index.ts that held a view's words before its chapter did. */
const wordsMovedFrom = {
  heatmap: ['lesson.ts', 'parts.ts'],
  pitfalls: ['explain.ts', 'text.ts', 'maps.ts', 'tables.ts'],
  exercises: ['work-bar.ts', 'quiz.ts', 'numeric.ts', 'guided.ts', 'guided-forms.ts', 'result.ts'],
};

/** Every block of a chapter, nested ones included. */
function allBlocks(blocks) {
  return blocks.flatMap((block) => [
    block,
    ...allBlocks(block.body ?? []),
    ...allBlocks(block.else ?? []),
  ]);
}

/** The pieces of a list item: its markup, or its markup and figures in order. */
function itemPieces(item) {
  if (typeof item === 'string') return [item];
  return typeof item.li === 'string' ? [item.li] : item.li;
}

/** The markup strings of a chapter's blocks. */
function blockMarkup(block) {
  if ('h' in block) return [block.h];
  if ('p' in block) return [block.p];
  if ('dl' in block) return block.dl.flat();
  if ('ul' in block) return block.ul.flatMap(itemPieces).filter((p) => typeof p === 'string');
  return [];
}

/** The figures a block places: its own, or those inside its list items. */
function blockFigures(block) {
  if ('figure' in block) return [block.figure];
  if ('ul' in block) {
    return block.ul.flatMap(itemPieces).flatMap((p) => (typeof p === 'string' ? [] : [p.figure]));
  }
  return [];
}

test('there are chapters to check', () => {
  assert.ok(ids.includes('relative'), `chapters found: ${ids.join(', ')}`);
});

/**
 * A content module's chapters: its default export and, for a view built by
 * several elements (exercises), a named chapter per element.
 */
const chaptersOf = (module) =>
  Object.entries(module).filter(([, value]) => value && Array.isArray(value.body));

const modules = {};
for (const id of ids) {
  const module = await import(new URL(`${id}.js`, contentDir).href);
  modules[id] = module;
  for (const [name, chapter] of chaptersOf(module)) {
    const label = name === 'default' ? `chapter ${id}` : `chapter ${id} (${name})`;
    describe(label, () => checkChapter(id, chapter, name === 'default'));
  }
}

/** The checks of one chapter; `whole` adds those of its module (imports, its view's templates). */
function checkChapter(id, chapter, whole) {
  const blocks = allBlocks(chapter.body);
  const markup = [...blocks.flatMap(blockMarkup), ...Object.values(chapter.phrases)];

  test('every piece of markup parses', () => {
    for (const text of markup) assert.doesNotThrow(() => parseMarkup(text), text);
  });

  test('its prose and phrases name only the values it declares, and use each', () => {
    const used = new Set(markup.flatMap((text) => markupValues(parseMarkup(text))));
    assert.deepEqual(
      [...used].filter((name) => !chapter.values.includes(name)),
      [],
    );
    assert.deepEqual(
      chapter.values.filter((name) => !used.has(name)),
      [],
    );
  });

  test('it places only the figures it declares, and each of them', () => {
    const placed = blocks.flatMap(blockFigures);
    assert.deepEqual(
      placed.filter((name) => !chapter.figures.includes(name)),
      [],
    );
    assert.deepEqual(
      chapter.figures.filter((name) => !placed.includes(name)),
      [],
    );
  });

  test('its when blocks test only the flags it declares, and each of them', () => {
    const items = blocks.flatMap((block) => block.ul ?? []);
    const tested = [...blocks, ...items]
      .map((block) => block.when)
      .filter((name) => name !== undefined);
    assert.deepEqual(
      tested.filter((name) => !chapter.flags.includes(name)),
      [],
    );
    assert.deepEqual(
      chapter.flags.filter((name) => !tested.includes(name)),
      [],
    );
  });

  if (!whole) return;

  test('it loads on its own: it imports only the content format', async () => {
    const source = await readFile(new URL(`${id}.js`, contentDir), 'utf8');
    // Statements only (at a line's start), so prose such as "from ' +" is not an import.
    const statement = /^\s*(?:import|export|\})[^'\n]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
    const imports = [
      ...source.matchAll(statement),
      ...source.matchAll(/\bimport\(\s*'([^']+)'/g),
    ].map((m) => m[1] ?? m[2]);
    assert.deepEqual(imports, ['./format.js']);
  });

  test("its view's templates hold no lesson prose", async () => {
    for (const file of ['index.ts', ...(wordsMovedFrom[id] ?? [])]) {
      const source = await readFile(new URL(`web/src/views/${id}/${file}`, root), 'utf8');
      assert.deepEqual(proseWords(source).found, [], file);
    }
  });
}

test('a view built by several elements has a chapter for each', () => {
  assert.ok(chaptersOf(modules.exercises ?? {}).length > 1, Object.keys(modules.exercises ?? {}));
});

describe('content markup', () => {
  test('parses tags, attributes, entities and values into a tree', () => {
    assert.deepEqual(parseMarkup('a <span class="num" data-value="x">{theta}</span> &lt; 1'), [
      'a ',
      { tag: 'span', attrs: { class: 'num', 'data-value': 'x' }, children: [{ value: 'theta' }] },
      ' < 1',
    ]);
  });

  test('a strong takes a class (a test hook on a highlighted count)', () => {
    assert.deepEqual(parseMarkup('<strong class="count">{n}</strong>'), [
      { tag: 'strong', attrs: { class: 'count' }, children: [{ value: 'n' }] },
    ]);
  });

  test('refuses a tag outside the allowed set, naming it', () => {
    assert.throws(() => parseMarkup('<div>x</div>'), /tag <div> is not allowed/);
  });

  test('refuses an attribute the tag does not take, naming it', () => {
    assert.throws(() => parseMarkup('<em style="color: red">x</em>'), /takes no attribute style/);
  });

  test('refuses unbalanced tags', () => {
    assert.throws(() => parseMarkup('<em>x</sub>'), /<\/sub> closes <em>/);
    assert.throws(() => parseMarkup('<em>x'), /<em> is not closed/);
  });

  test('as plain text it drops the tags and fills in the values it is given', () => {
    const nodes = parseMarkup('<em>R<sub>{k}</sub></em> of {pair} &lt; {missing}');
    assert.equal(markupText(nodes, { k: 3, pair: 'pair 0' }), 'R3 of pair 0 < {missing}');
  });

  test('refuses a stray brace or angle bracket instead of showing it', () => {
    assert.throws(() => parseMarkup('a {b c'), /unexpected "\{"/);
    assert.throws(() => parseMarkup('j < i'), /unexpected "<"/);
  });
});

test('noValues gives every value a chapter declares as empty text, and nothing else', async () => {
  const { noValues } = await import('../../../dist/lib/ui/chapter.js');
  const { default: chapter } = await import(new URL('drope.js', contentDir).href);
  const values = noValues(chapter);
  assert.deepEqual(Object.keys(values), chapter.values);
  assert.ok(Object.values(values).every((value) => value === ''));
});

/** Every value in a rendered Lit template, depth first, in order (no `nothing`s). */
function flatten(result) {
  if (Array.isArray(result)) return result.flatMap(flatten);
  if (result && typeof result === 'object' && 'strings' in result && 'values' in result) {
    return result.values.flatMap(flatten);
  }
  return typeof result === 'symbol' ? [] : [result];
}

test('a list item of pieces shows its markup and, between them, the figure it names', async () => {
  const { renderChapter } = await import('../../../dist/lib/ui/chapter.js');
  const { defineChapter } = await import('../../../dist/lib/content/format.js');
  const table = { a: 'table' };
  const chapter = defineChapter({
    figures: ['table'],
    values: ['n'],
    flags: [],
    phrases: {},
    body: [{ ul: [{ li: ['Before {n}:', { figure: 'table' }, 'after.'] }] }],
  });
  const parts = flatten(
    renderChapter(chapter, { figures: { table: () => table }, values: { n: 3 }, flags: {} }),
  );
  const at = (x) => parts.indexOf(x);
  assert.ok(at('Before ') >= 0 && at(3) > at('Before ') && at(':') > at(3), String(parts));
  assert.ok(at(table) > at(':') && at('after.') > at(table), String(parts));
});

test('the prose scanner finds sentences in html templates, not in css or code', () => {
  const source =
    'const a = css`p { margin: 0 auto 0 auto; }`;\n' +
    '// a comment that is long enough to be a sentence\n' +
    "const b = 'a string that is long enough to count';\n" +
    'const c = html`<p>This is a sentence of prose, ${html`<em>and this one nested too</em>`}</p>`;';
  assert.deepEqual(proseWords(source).found, [
    'This is a sentence of prose,',
    'and this one nested too',
  ]);
});

test('the prose scanner removes a tag whose attributes hold expressions, with its attributes', () => {
  const source =
    'const a = html`<pe-matrix .matrix=${m} label="a label of many words in an attribute"\n' +
    '  .highlight=${(r) => r > 1}></pe-matrix><p>Some words of prose after the tag.</p>`;';
  assert.deepEqual(proseWords(source).found, ['Some words of prose after the tag.']);
});
