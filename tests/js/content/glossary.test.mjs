// The glossary, the notation and the references (web/src/content/glossary.ts,
// notation.ts, references.ts, built to dist/lib) and the links to them: every
// id unique, every link of every chapter resolves (terms, citations, presets,
// source checks), every reference has a link or says why not, the seeds are
// named by their exact titles, and what the glossary states of the engine's
// formulas is what the engine computes.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { describe, test } from 'node:test';

import glossaryChapter, { terms } from '../../../dist/lib/content/glossary.js';
import { markupLinks, markupText, parseMarkup } from '../../../dist/lib/content/markup.js';
import { notation } from '../../../dist/lib/content/notation.js';
import { references } from '../../../dist/lib/content/references.js';
import { viewIds } from '../../../dist/lib/views/registry.js';
import { presets, sourceChecks } from '../../../dist/lib/widget/presets.js';
import { api } from '../util.mjs';

const root = new URL('../../../', import.meta.url);
const contentDir = new URL('dist/lib/content/', root);

/** Every id each kind of link may name. */
const targets = {
  terms: new Set(terms.map((term) => term.id)),
  refs: new Set(references.map((reference) => reference.id)),
  presets: new Set(presets.map((preset) => preset.id)),
  sources: new Set(Object.keys(sourceChecks)),
};

/** Every block of a chapter, nested ones included. */
function allBlocks(blocks) {
  return blocks.flatMap((block) => [
    block,
    ...allBlocks(block.body ?? []),
    ...allBlocks(block.else ?? []),
  ]);
}

/** The markup strings of a chapter: its blocks' and its phrases. */
function chapterMarkup(chapter) {
  const pieces = (item) =>
    typeof item === 'string' ? [item] : typeof item.li === 'string' ? [item.li] : item.li;
  const fromBlock = (block) => {
    if ('h' in block) return [block.h];
    if ('p' in block) return [block.p];
    if ('dl' in block) return block.dl.flat();
    if ('ul' in block) return block.ul.flatMap(pieces).filter((p) => typeof p === 'string');
    return [];
  };
  return [...allBlocks(chapter.body).flatMap(fromBlock), ...Object.values(chapter.phrases)];
}

/** Every chapter of every content module, by view id (a module's named chapters too). */
const chapters = [];
for (const file of await readdir(contentDir)) {
  if (!file.endsWith('.js') || file === 'format.js' || file === 'markup.js') continue;
  const id = file.slice(0, -'.js'.length);
  const module = await import(new URL(file, contentDir).href);
  for (const [name, value] of Object.entries(module)) {
    if (value && Array.isArray(value.body)) chapters.push({ id, name, chapter: value });
  }
}

/** The markup of the glossary's own data: names, definitions, formulas, notation, references. */
const dataMarkup = [
  ...terms.flatMap((t) => [t.name, t.definition, ...(t.formula ? [t.formula] : [])]),
  ...notation.flatMap((n) => [n.symbol, n.meaning, n.range, ...(n.sources ? [n.sources] : [])]),
  ...references.flatMap((r) => [r.note, ...(r.parts ?? []).map((part) => part.what)]),
];

const duplicates = (ids) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('ids', () => {
  test('every term, notation entry and reference has a unique id', () => {
    assert.deepEqual(duplicates(terms.map((t) => t.id)), []);
    assert.deepEqual(duplicates(notation.map((n) => n.id)), []);
    assert.deepEqual(duplicates(references.map((r) => r.id)), []);
  });

  test('every id is a lower-case anchor (letters, digits and -)', () => {
    for (const { id } of [...terms, ...notation, ...references]) {
      assert.match(id, /^[a-z0-9][a-z0-9-]*$/, id);
    }
  });

  test('no two terms have the same name', () => {
    const names = terms.map((t) => markupText(parseMarkup(t.name), {}).toLowerCase());
    assert.deepEqual(duplicates(names), []);
  });
});

describe('links', () => {
  test('every piece of the glossary, notation and references parses, and its links resolve', () => {
    for (const markup of dataMarkup)
      assert.doesNotThrow(() => parseMarkup(markup, targets), markup);
  });

  test("every term's sources are references", () => {
    for (const term of terms) {
      for (const ref of term.refs) assert.ok(targets.refs.has(ref), `${term.id}: ${ref}`);
    }
  });

  test('every term link and citation of every chapter resolves', () => {
    const found = { terms: 0, refs: 0, presets: 0, sources: 0 };
    for (const { id, name, chapter } of chapters) {
      for (const markup of chapterMarkup(chapter)) {
        assert.doesNotThrow(() => parseMarkup(markup, targets), `${id} (${name}): ${markup}`);
        for (const link of markupLinks(parseMarkup(markup))) found[link.kind]++;
      }
    }
    console.log(`links in the chapters: ${JSON.stringify(found)}`);
    // The source spans of the heat map, relative and worked chapters, at least.
    assert.ok(found.sources >= 10 && found.presets >= 5 && found.refs >= 10, JSON.stringify(found));
  });

  test("a preset named in the prose reads as the preset's button does", () => {
    for (const { id, chapter } of chapters) {
      for (const markup of chapterMarkup(chapter)) {
        for (const link of markupLinks(parseMarkup(markup))) {
          if (link.kind !== 'presets') continue;
          const preset = presets.find((p) => p.id === link.id);
          assert.equal(link.text, preset.label, `${id}: ${markup}`);
        }
      }
    }
  });

  test("every source check's fields are fields its preset sets (a check without a preset names its values)", () => {
    for (const [id, check] of Object.entries(sourceChecks)) {
      if ('at' in check) {
        assert.ok(Object.keys(check.at).length > 0, id);
        continue;
      }
      const preset = presets.find((p) => p.id === check.preset);
      assert.ok(preset, id);
      for (const field of check.fields) assert.ok(field in preset.state, `${id}: ${field}`);
    }
  });

  test('the glossary view links its three sections from its contents', () => {
    const ids = allBlocks(glossaryChapter.body)
      .filter((block) => 'h' in block && block.id)
      .map((block) => block.id);
    assert.deepEqual(ids, ['glossary-terms', 'glossary-notation', 'glossary-references']);
  });
});

describe('markup of links', () => {
  test('an unknown term, reference, preset or check is an error naming it', () => {
    assert.throws(
      () => parseMarkup('<a data-term="qurey">query</a>', targets),
      /unknown term "qurey"/,
    );
    assert.throws(
      () => parseMarkup('<cite data-ref="press2023">Press</cite>', targets),
      /unknown reference "press2023"/,
    );
    assert.throws(
      () => parseMarkup('<a data-preset="tutorial">T</a>', targets),
      /unknown preset "tutorial"/,
    );
    assert.throws(
      () => parseMarkup('<span data-away="tutorial-row1 tutorial">x</span>', targets),
      /unknown source check "tutorial"/,
    );
  });

  test('without targets the ids are only checked for their form', () => {
    assert.doesNotThrow(() => parseMarkup('<a data-term="anything">x</a>'));
    assert.throws(() => parseMarkup('<a data-term="Query">x</a>'), /is not an id/);
  });

  test('an <a> is exactly one kind of link', () => {
    assert.throws(() => parseMarkup('<a href="x" data-term="query">q</a>'), /exactly one of/);
    assert.throws(() => parseMarkup('<a>q</a>'), /exactly one of .*none/);
  });

  test('markupLinks lists each link with its text', () => {
    const nodes = parseMarkup(
      'A <a data-term="query">query</a> (<cite data-ref="vaswani2017">Vaswani</cite>) ' +
        '<span data-away="tutorial-row1 course-row1">at <a data-preset="course-unique">C</a></span>',
    );
    assert.deepEqual(
      markupLinks(nodes).map(({ kind, id, text }) => `${kind}:${id}:${text}`),
      [
        'terms:query:query',
        'refs:vaswani2017:Vaswani',
        'sources:tutorial-row1:at C',
        'sources:course-row1:at C',
        'presets:course-unique:C',
      ],
    );
  });
});

describe('references', () => {
  test('every reference has an https link or says why it has none', () => {
    for (const reference of references) {
      if (reference.url !== undefined) assert.match(reference.url, /^https:\/\/\S+$/, reference.id);
      else
        assert.ok((reference.noLink ?? '').length > 20, `${reference.id} says why it has no link`);
    }
  });

  test('the three seeds are named by their exact titles, and have no link', () => {
    const seeds = references.filter((r) => r.kind === 'seed');
    assert.deepEqual(
      seeds.map((r) => r.title),
      ['Positional Encoding', 'Positional encoding', 'Module 10: Sinusoidal Positional Encoding'],
    );
    for (const seed of seeds) assert.equal(seed.url, undefined, seed.id);
  });

  test('a paper has authors, a year and a venue', () => {
    for (const reference of references.filter((r) => r.kind === 'paper')) {
      assert.ok(reference.authors && reference.year && reference.venue, reference.id);
    }
  });

  test('the paper the lesson explains is cited by the sections the lesson uses', () => {
    const paper = references.find((r) => r.id === 'vaswani2017');
    const parts = paper.parts.map((p) => p.at);
    assert.ok(parts.includes('§3.5') && parts.includes('Table 3 row (E)'), parts.join(', '));
  });
});

describe('terms', () => {
  test('every term has a definition and at most one chapter of first use, a view of the course', () => {
    for (const term of terms) {
      assert.ok(markupText(parseMarkup(term.definition), {}).length > 20, term.id);
      if (term.firstUsed !== undefined) assert.ok(viewIds.includes(term.firstUsed), term.id);
    }
  });

  /** A chapter's prose as plain lower-case text, its markup dropped. */
  const proseOf = (chapter) =>
    chapterMarkup(chapter)
      .map((markup) => markupText(parseMarkup(markup), {}))
      .join(' ')
      .toLowerCase();
  /** The ids of the terms a chapter links. */
  const linked = (chapter) =>
    new Set(
      chapterMarkup(chapter).flatMap((markup) =>
        markupLinks(parseMarkup(markup))
          .filter((link) => link.kind === 'terms')
          .map((link) => link.id),
      ),
    );
  const wordIn = (text, word) =>
    new RegExp(`(^|[^a-z0-9_])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9_])`).test(
      text,
    );

  test("a term's first use is the first chapter that links or uses it, and none links it earlier", () => {
    const byView = (view) => chapters.filter((c) => c.id === view).map((c) => c.chapter);
    const wrong = [];
    for (const term of terms) {
      if (term.firstUsed === undefined) continue;
      // Each chapter links a term at its own first use (issue 20), so a later
      // chapter may link it before the chapter of its first use does; none
      // earlier may.
      const linking = viewIds.find((view) => byView(view).some((c) => linked(c).has(term.id)));
      if (linking !== undefined && viewIds.indexOf(linking) < viewIds.indexOf(term.firstUsed)) {
        wrong.push(`${term.id} is linked first in ${linking}`);
        continue;
      }
      if (linking === term.firstUsed) continue;
      const words = [
        markupText(parseMarkup(term.name), {}).toLowerCase(),
        ...(term.aka ?? []).map((word) => word.toLowerCase()),
        ...(term.forms ?? []),
      ];
      const text = byView(term.firstUsed).map(proseOf).join(' ');
      if (!words.some((word) => wordIn(text, word))) {
        wrong.push(`${term.id}: none of ${JSON.stringify(words)} in chapter ${term.firstUsed}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});

describe('first uses', () => {
  test('every term with a chapter of first use is linked in that chapter (issue 20: linked at its first use)', () => {
    const unlinked = [];
    for (const term of terms) {
      if (term.firstUsed === undefined) continue;
      const linked = chapters
        .filter((c) => c.id === term.firstUsed)
        .some(({ chapter }) =>
          chapterMarkup(chapter).some((markup) =>
            markupLinks(parseMarkup(markup)).some(
              (link) => link.kind === 'terms' && link.id === term.id,
            ),
          ),
        );
      if (!linked) unlinked.push(`${term.id} (${term.firstUsed})`);
    }
    assert.deepEqual(unlinked, []);
  });
});

describe('what the glossary says of the formulas, against the engine', () => {
  test("R_k's block on (sin θ, cos θ) is [cos kω_i, sin kω_i; −sin kω_i, cos kω_i]", () => {
    for (const [k, pair, dModel] of [
      [3, 1, 8],
      [5, 0, 8],
      [-7, 20, 128],
    ]) {
      const w = 1 / 10000 ** ((2 * pair) / dModel);
      const r = api.rotationMatrix(k, pair, dModel);
      const expected = [Math.cos(k * w), Math.sin(k * w), -Math.sin(k * w), Math.cos(k * w)];
      r.forEach((value, j) => assert.ok(Math.abs(value - expected[j]) < 1e-14, `${k} ${pair}`));
    }
  });

  test('ALiBi with 8 heads has the slopes 1/2, 1/4, …, 1/256', () => {
    assert.deepEqual(
      [...api.alibiSlopes(8)],
      [1, 2, 3, 4, 5, 6, 7, 8].map((h) => 2 ** -h),
    );
  });

  test('the wavelengths run from 2π towards, never reaching, 2π · base', () => {
    for (const dModel of [4, 128, 512]) {
      const waves = api.wavelengths(dModel);
      assert.ok(Math.abs(waves[0] - 2 * Math.PI) < 1e-12);
      assert.ok(waves[waves.length - 1] < 2 * Math.PI * 10000, String(dModel));
      for (let i = 1; i < waves.length; i++) assert.ok(waves[i] > waves[i - 1]);
    }
  });

  test('PE(0) is (0, 1, 0, 1, …), the anchor', () => {
    const row = api.positionalEncoding(1, 8).data;
    assert.deepEqual([...row], [0, 1, 0, 1, 0, 1, 0, 1]);
  });
});
