// The labels of the sources' checks (content/markup.ts: data-source,
// data-away; widget/presets.ts: sourceChecks): a label shows only while the
// numbers beside it are the source's, and otherwise the chapter says where
// the source's check is, naming the preset that shows it; the presets name
// the seeds by their titles; the heat map's checks list keeps room for its
// longest item.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';

import frequencies from '../../../dist/lib/content/frequencies.js';
import heatmap from '../../../dist/lib/content/heatmap.js';
import relative from '../../../dist/lib/content/relative.js';
import worked from '../../../dist/lib/content/worked.js';
import { parseMarkup } from '../../../dist/lib/content/markup.js';
import { references } from '../../../dist/lib/content/references.js';
import { renderMarkup } from '../../../dist/lib/ui/chapter.js';
import { frequenciesValues } from '../../../dist/lib/views/frequencies/values.js';
import { CHECK_CHARS } from '../../../dist/lib/views/heatmap/boxes.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import {
  presetTitle,
  presets,
  sourceChecks,
  sourceHolds,
} from '../../../dist/lib/widget/presets.js';

const presetState = (id) => ({ ...defaultState, ...presets.find((p) => p.id === id).state });
/** A state at which check `id` holds: its preset's, or the defaults with its values. */
const checkState = (check) =>
  'at' in check ? { ...defaultState, ...check.at } : presetState(check.preset);

/** A rendered Lit template as text: its strings and values, depth first (no `nothing`s). */
function textOf(result) {
  if (Array.isArray(result)) return result.map(textOf).join('');
  if (result && typeof result === 'object' && 'strings' in result && 'values' in result) {
    return result.strings
      .map((s, i) => s + (i < result.values.length ? textOf(result.values[i]) : ''))
      .join('');
  }
  return typeof result === 'string' || typeof result === 'number' ? String(result) : '';
}

/** That text without its tags and with its spaces collapsed: what reads on the page. */
const plain = (text) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');

/** The text a reader sees of `markup` at `state`: tags dropped, labels shown as the renderer decides. */
function shownText(markup, values, state) {
  const walk = (nodes) =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        if ('value' in node) return String(values[node.value] ?? '');
        const at = node.attrs['data-source'];
        const away = node.attrs['data-away'];
        if (at !== undefined && !sourceHolds(at, state)) return '';
        if (away !== undefined && away.split(' ').some((id) => sourceHolds(id, state))) return '';
        return walk(node.children);
      })
      .join('');
  return walk(parseMarkup(markup));
}

describe('source checks', () => {
  test('each holds at its preset (or its values), and none but the worked example (base 10000) at the defaults', () => {
    for (const [id, check] of Object.entries(sourceChecks)) {
      assert.equal(sourceHolds(id, checkState(check)), true, id);
      assert.equal(sourceHolds(id, defaultState), id === 'worked-hand', id);
    }
  });

  test('a check follows only its own fields: the heat map zoomed at 100 × 512 is still the tutorial’s', () => {
    const zoomed = { ...presetState('tutorial-heatmap'), r0: 10, r1: 20, seqLen: 64 };
    assert.equal(sourceHolds('tutorial-row1', zoomed), true);
    assert.equal(sourceHolds('tutorial-wavelengths', zoomed), true);
    assert.equal(sourceHolds('tutorial-row1', { ...zoomed, layout: 'split' }), false);
    assert.equal(
      sourceHolds('course-unique', { ...presetState('course-unique'), seqLen: 51 }),
      false,
    );
  });

  test('a record without the fields (or an unknown check) is not at the source', () => {
    assert.equal(sourceHolds('tutorial-row1', {}), false);
    assert.equal(sourceHolds('no-such-check', presetState('tutorial-heatmap')), false);
  });
});

describe('rendered labels', () => {
  const values = { row1: '[0.8415, 0.5403, …]', row1Note: '' };

  test('the heat map’s PE(1) is labelled by the source whose d_model it is, else says where both are', () => {
    const raw = (state) => textOf(renderMarkup(heatmap.phrases.row1, values, state));
    const at = (state) => plain(raw(state));
    const tutorial = at(presetState('tutorial-heatmap'));
    assert.match(tutorial, /the .*tutorial.*'s check, at d_model = 512/);
    assert.doesNotMatch(tutorial, /course/);
    const course = at(presetState('course-unique'));
    assert.match(course, /course.*'s check, at d_model = 8/);
    assert.doesNotMatch(course, /tutorial/);
    const away = at(defaultState);
    assert.doesNotMatch(away, /check, at/);
    assert.match(away, /checks it at d_model = 512, the .*course.* at 8/);
    assert.match(raw(defaultState), /data-preset-link=tutorial-heatmap/);
    assert.match(away, /Tutorial “Positional encoding”: 100 × 512/);
  });

  test('the frequencies chapter’s ratio is labelled the problem page’s only at d_model 512 and base 10000', () => {
    const values = { ratio: '1.0366', ratioPercent: '3.66' };
    const at = (state) => plain(textOf(renderMarkup(frequencies.phrases.ratio, values, state)));
    const source = at({ ...defaultState, dModel: 512 });
    assert.match(source, /problem page’s check, at dmodel = 512, which cuts both off/);
    for (const away of [defaultState, { ...defaultState, dModel: 512, base: 100 }]) {
      const text = at(away);
      assert.doesNotMatch(text, /check, at|cuts both off/, JSON.stringify(away.dModel));
      assert.match(text, /problem page checks it at dmodel = 512 and base 10000/);
    }
    // The view renders the phrase with its state (views/frequencies/values.ts).
    const shown = (state) => {
      const values = frequenciesValues(state);
      return plain(textOf(values.ratioText()));
    };
    assert.match(shown({ ...defaultState, dModel: 512 }), /problem page’s check/);
    assert.doesNotMatch(shown(defaultState), /problem page’s check/);
  });

  test('without a state a label reads as away from its source', () => {
    const text = plain(textOf(renderMarkup(heatmap.phrases.row1, values)));
    assert.doesNotMatch(text, /check, at/);
    assert.match(text, /checks it at/);
  });

  test('the worked example’s label goes with the base', () => {
    const p = worked.body.find((block) => block.p?.includes('worked-hand')).p;
    assert.match(shownText(p, {}, defaultState), /as in the tutorial's and the problem page's/);
    const away = shownText(p, {}, { ...defaultState, base: 100 });
    assert.doesNotMatch(away, /as in/);
    assert.match(away, /use base 10000: Tutorial and problem page: d_model = 4/);
  });

  test('the relative view’s table and dot products are labelled only at the course’s and the tutorial’s state', () => {
    const blocks = JSON.stringify(relative.body);
    const find = (needle) => {
      const all = [];
      const walk = (list) =>
        list.forEach((b) => {
          if (b.p?.includes(needle)) all.push(b.p);
          walk(b.body ?? []);
          walk(b.else ?? []);
        });
      walk(relative.body);
      return all[0];
    };
    assert.ok(blocks.includes('course-rotation') && blocks.includes('tutorial-dots'));
    const table = find('course-rotation');
    const v = { pair: 0, dModel: 8, tablePositions: '0, 3, 7, 12, 20', plusK: '+ 5', kText: '5' };
    assert.match(shownText(table, v, presetState('course-rotation')), /This is the course's table/);
    assert.match(
      shownText(table, v, defaultState),
      /table \(positions 0, 3, 7, 12, 20\) is at pair 0, k = 5, dmodel = 8: Course “Module 10”: k = 5 table\./,
    );
    const dots = find('tutorial-dots');
    assert.match(shownText(dots, {}, presetState('tutorial-dots')), /This is the tutorial's check/);
    assert.match(shownText(dots, {}, defaultState), /The tutorial checks them in pe\(50, 512\)/);
  });
});

describe('the heat map’s checks list keeps room for its longest items', () => {
  // The widest numbers the row shows: six negative values at 4 decimals.
  const row1 = '[−0.8415, −0.5403, −0.7617, −0.6479, −0.6816, −0.7318, …]';
  const states = [
    defaultState,
    presetState('tutorial-heatmap'),
    presetState('course-unique'),
    { ...defaultState, layout: 'split' },
    { ...presetState('tutorial-heatmap'), layout: 'split' },
  ];
  for (const state of states) {
    test(`at ${state.seqLen} × ${state.dModel}, ${state.layout}`, () => {
      const note = state.layout === 'split' ? 'row1Split' : 'row1Interleaved';
      const text = shownText(
        heatmap.phrases.row1,
        {
          row1,
          row1Note: heatmap.phrases[note],
        },
        state,
      );
      const bound = state.layout === 'split' ? CHECK_CHARS.row1Split : CHECK_CHARS.row1;
      assert.ok(text.length <= bound, `${text.length} > ${bound}: ${text}`);
      const unique = shownText(
        heatmap.phrases.unique,
        { unique: '131,072', seqLen: '131,072', uniqueVerdict: 'some positions share a vector' },
        state,
      );
      assert.ok(unique.length <= CHECK_CHARS.unique, `${unique.length}: ${unique}`);
    });
  }
});

describe('the seeds by their titles', () => {
  const seeds = references.filter((r) => r.kind === 'seed').map((r) => r.title);

  test("each preset's title names its sources by their exact titles", () => {
    for (const preset of presets) {
      const title = presetTitle(preset);
      const expected = preset.sources.map(
        (source) => ({ tutorial: seeds[1], course: seeds[2], problem: seeds[0] })[source],
      );
      for (const name of expected) assert.ok(title.includes(`“${name}”`), `${preset.id}: ${title}`);
    }
  });

  test("the lesson page's footer names the three seeds by their exact titles", async () => {
    const html = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const footer = html.slice(html.indexOf('<footer>'), html.indexOf('</footer>'));
    for (const title of seeds) assert.ok(footer.includes(`“${title}”`), title);
    assert.ok(footer.includes('href="?view=glossary#glossary-references"'));
  });
});
