// The atlas's derive, profile, table and export modules, checked against the
// engine's own functions and the definitions written out here; and the
// table and plot assembled from the schemes' folders (views/<id>/atlas.ts)
// against what the atlas's own list of schemes gave before they moved.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { ALIBI_SHOWN } from '../../../dist/lib/views/alibi/atlas.js';
import { derive, hasView } from '../../../dist/lib/views/atlas/derive.js';
import { atlasExport } from '../../../dist/lib/views/atlas/export.js';
import atlasFrame from '../../../dist/lib/views/atlas/frame.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { PANELS, PROFILE, profiles } from '../../../dist/lib/views/atlas/profiles.js';
import { references } from '../../../dist/lib/content/references.js';
import { loadSchemes, schemeViews } from '../../../dist/lib/views/atlas/schemes.js';
import { CONFIG, schemeRows } from '../../../dist/lib/views/atlas/table.js';
import { views } from '../../../dist/lib/views/registry.js';
import { SHAW_K } from '../../../dist/lib/views/shaw/atlas.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { T5_BUCKETS } from '../../../dist/lib/views/t5/atlas.js';
import { api } from '../util.mjs';

const byId = (p, id) => p.profiles.find((x) => x.id === id);
const schemes = await loadSchemes();

/**
 * The rows and profiles (at d = 8, 64, 128 and 768) as views/atlas/table.ts
 * and profiles.ts computed them from their own list of schemes, at commit
 * bbddf17, before each scheme's part moved into its folder.
 */
const before = JSON.parse(
  readFileSync(new URL('./fixtures/atlas-bbddf17.json', import.meta.url), 'utf8'),
);

describe('atlas assembled from the schemes’ folders', () => {
  const rows = schemeRows(api, schemes);
  const registryIndex = (id) => views.findIndex((view) => view.id === id);

  test('the table has the rows it had before the move', () => {
    assert.deepEqual(rows.map((r) => r.name).sort(), before.rows.map((r) => r.name).sort());
  });

  // The words and Shaw's count changed since (review 20: AT-1, AT-4, AT-6 ...
  // AT-10): what is kept from the move is every other row's count.
  for (const old of before.rows.filter((r) => r.name !== 'Shaw relative')) {
    test(`the ${old.name} row counts the parameters it counted before the move`, () => {
      assert.equal(rows.find((r) => r.name === old.name).parameters, old.parameters);
    });
  }

  test('the rows are in registry order', () => {
    const order = rows.map((r) => registryIndex(r.view));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
  });

  test("a view's own rows keep its atlas.ts's order", () => {
    const comparison = rows.filter((r) => r.view === 'comparison').map((r) => r.name);
    assert.deepEqual(comparison, ['Learned table', 'RoPE']);
  });

  for (const [d, old] of Object.entries(before.profiles)) {
    test(`the profiles at d = ${d} are the ones before the move, value for value`, () => {
      const now = profiles(api, Number(d), schemes);
      assert.equal(now.dModel, old.dModel);
      assert.deepEqual(Array.from(now.distances), old.distances);
      assert.deepEqual(now.profiles.map((p) => p.id).sort(), old.profiles.map((p) => p.id).sort());
      for (const p of old.profiles) {
        assert.deepEqual(Array.from(byId(now, p.id).values), p.values, p.id);
      }
    });
  }

  test('the curves are in registry order (by the view whose folder gives them)', () => {
    const folderOf = new Map(
      schemes.flatMap(({ view, part }) =>
        (part.curves?.(contextFor(64)) ?? []).map((c) => [c.id, view]),
      ),
    );
    const order = profiles(api, 64, schemes).profiles.map((p) => registryIndex(folderOf.get(p.id)));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
  });

  test("each scheme's description counts the rows and curves its atlas.ts gives", () => {
    for (const { view, part } of schemes) {
      const entry = views.find((v) => v.id === view).atlas;
      assert.equal(part.rows?.(api, CONFIG).length ?? 0, entry.rows, `${view} rows`);
      assert.equal(part.curves?.(contextFor(64)).length ?? 0, entry.curves, `${view} curves`);
    }
  });

  test('the schemes are the views whose description has an atlas field, in registry order', () => {
    assert.deepEqual(
      schemes.map((s) => s.view),
      views.filter((v) => v.atlas !== undefined).map((v) => v.id),
    );
    assert.deepEqual(
      schemeViews.map((v) => v.id),
      [
        'heatmap',
        'comparison',
        'shaw',
        't5',
        'alibi',
        'rope-scaling',
        'drope',
        'transformer-xl',
        'nope',
      ],
    );
  });
});

/** A curve context as profiles() builds it, for calling a part directly. */
function contextFor(dModel) {
  const count = PROFILE.maxDistance + 1;
  return {
    pe: api,
    dModel,
    count,
    distances: Float64Array.from({ length: count }, (_, k) => k),
    settings: PROFILE,
    behind: (m) =>
      Float64Array.from({ length: count }, (_, D) => m[(count - 1) * count + count - 1 - D]),
  };
}

describe('atlas profiles', () => {
  const p = profiles(api, 64, schemes);

  test('sinusoidal: sum of cos(D / base^(2i/d)) over the pairs', () => {
    const values = byId(p, 'sinusoidal').values;
    for (const D of [0, 1, 5, 63]) {
      let sum = 0;
      for (let i = 0; i < 32; i++) sum += Math.cos(D / 10000 ** ((2 * i) / 64));
      assert.ok(Math.abs(values[D] - sum) < 1e-9, `${D}: ${values[D]} vs ${sum}`);
    }
  });

  test('RoPE with all-ones q, k: 2 * sum of cos(D / base^(2i/d))', () => {
    const values = byId(p, 'rope').values;
    for (const D of [0, 3, 40]) {
      let sum = 0;
      for (let i = 0; i < 32; i++) sum += 2 * Math.cos(D / 10000 ** ((2 * i) / 64));
      assert.ok(Math.abs(values[D] - sum) < 1e-9, `${D}: ${values[D]} vs ${sum}`);
    }
  });

  test('ALiBi: -m_h * D for the heads shown', () => {
    const slopes = api.alibiSlopes(PROFILE.alibiHeads);
    for (const h of ALIBI_SHOWN) {
      const values = byId(p, `alibi-${h}`).values;
      for (const D of [0, 1, 10, 63]) assert.equal(values[D], D === 0 ? 0 : -slopes[h] * D);
    }
  });

  test('Shaw: clip(-D, -k, k) + k', () => {
    const values = byId(p, 'shaw').values;
    for (const D of [0, 5, 16, 40]) {
      assert.equal(values[D], Math.max(-D, -SHAW_K) + SHAW_K);
    }
  });

  test('T5: the causal bucket of key - query = -D', () => {
    const values = byId(p, 't5').values;
    const want = api.t5Bucket([-0, -7, -20, -63], { bidirectional: false, ...T5_BUCKETS });
    assert.deepEqual(
      [0, 7, 20, 63].map((D) => values[D]),
      Array.from(want),
    );
  });

  test('Transformer-XL: the position bias term of the last query', () => {
    const n = PROFILE.maxDistance + 1;
    const t = api.transformerXlTerms(n, 64);
    const values = byId(p, 'transformer-xl').values;
    for (const D of [0, 9, 63]) assert.equal(values[D], t.positionBias[(n - 1) * n + n - 1 - D]);
  });

  test('NoPE contributes 0 everywhere', () => {
    assert.ok(byId(p, 'nope').values.every((v) => v === 0));
  });

  test('widths past PROFILE.maxDModel are capped', () => {
    assert.equal(profiles(api, 4096, schemes).dModel, PROFILE.maxDModel);
  });
});

describe('atlas plot: every curve in its own units', () => {
  /** The curves as drawn: the export's figures give each panel's series, y as plotted. */
  const drawn = (dModel) =>
    atlasExport(derive({ ...defaultState, view: 'atlas', dModel }, api, schemes)).figures;

  for (const dModel of [8, 64, 128]) {
    test(`no two curves of one panel are drawn on the same line (d_model ${dModel})`, () => {
      for (const figure of drawn(dModel)) {
        const series = figure.series;
        for (let a = 0; a < series.length; a++) {
          for (let b = a + 1; b < series.length; b++) {
            let gap = 0;
            for (let k = 0; k < series[a].y.length; k++) {
              gap = Math.max(gap, Math.abs(series[a].y[k] - series[b].y[k]));
            }
            assert.ok(gap > 1e-12, `${series[a].label} and ${series[b].label} coincide`);
          }
        }
      }
    });
  }

  test('each curve is drawn at its raw values, in the panel of its unit', () => {
    const model = derive({ ...defaultState, view: 'atlas', dModel: 64 }, api, schemes);
    const figures = atlasExport(model).figures;
    assert.equal(figures.length, PANELS.length);
    for (const p of model.plot.profiles) {
      const figure = figures[PANELS.findIndex((panel) => panel.id === p.panel)];
      const s = figure.series.find((x) => x.label === p.label);
      assert.deepEqual(Array.from(s.y), Array.from(p.values), p.id);
    }
    const panelOf = (id) => byId(model.plot, id).panel;
    assert.deepEqual(['shaw', 't5'].map(panelOf), ['index', 'index']);
    for (const id of ['sinusoidal', 'rope', 'alibi-0', 'transformer-xl', 'nope']) {
      assert.equal(panelOf(id), 'score', id);
    }
  });

  test("each panel's range holds its curves and 0", () => {
    const model = derive({ ...defaultState, view: 'atlas', dModel: 64 }, api, schemes);
    for (const panel of model.panels) {
      const values = model.plot.profiles
        .filter((p) => p.panel === panel.id)
        .flatMap((p) => Array.from(p.values));
      assert.equal(panel.min, Math.min(0, ...values));
      assert.equal(panel.max, Math.max(0, ...values));
    }
  });

  test('ALiBi heads are numbered 1 … H, as Press et al. number them', () => {
    const p = profiles(api, 64, schemes);
    const slopes = api.alibiSlopes(PROFILE.alibiHeads);
    for (const h of ALIBI_SHOWN) {
      assert.equal(byId(p, `alibi-${h}`).label, `ALiBi head ${h + 1} (s = ${slopes[h]})`);
    }
  });
});

describe('atlas table', () => {
  const rows = schemeRows(api, schemes);

  test('ten schemes, each linking to a view id', () => {
    assert.equal(rows.length, 10);
    for (const r of rows) assert.match(r.view, /^[a-z0-9-]+$/);
  });

  test('the learned table has maxLen * d parameters (engine)', () => {
    const learned = rows.find((r) => r.name === 'Learned table');
    assert.equal(learned.parameters, api.learnedParameterCount(CONFIG.maxLen, CONFIG.dModel));
    assert.equal(learned.parameters, 512 * 768);
  });

  test('Shaw: two tables (keys, values) of 2K + 1 vectors one head wide, shared by the heads', () => {
    const row = rows.find((r) => r.name === 'Shaw relative');
    const headWidth = CONFIG.dModel / CONFIG.heads;
    assert.equal(row.parameters, 2 * (2 * SHAW_K + 1) * headWidth);
    assert.equal(row.parameters, 2 * 33 * 64);
    assert.equal(row.enters, 'attention score and values');
  });

  test('T5 buckets x heads, ALiBi, NoPE and RoPE none', () => {
    const count = (name) => rows.find((r) => r.name === name).parameters;
    assert.equal(count('T5 bias buckets'), 32 * 12);
    assert.equal(count('ALiBi'), 0);
    assert.equal(count('NoPE'), 0);
    assert.equal(count('RoPE'), 0);
  });

  test("RoPE's frequencies are one head's: head width / 2 (engine)", () => {
    const rope = rows.find((r) => r.name === 'RoPE');
    const pairs = api.ropeFrequencies(CONFIG.dModel / CONFIG.heads).invFreq.length;
    assert.equal(pairs, 32);
    assert.match(
      rope.parameterNote,
      new RegExp(`^${pairs} fixed frequencies \\(head width 64\\)$`),
    );
  });

  test('each count says what it covers: model, stack or layer', () => {
    const per = Object.fromEntries(
      rows.filter((r) => r.parameters > 0).map((r) => [r.name, r.per]),
    );
    assert.deepEqual(per, {
      'Learned table': 'model',
      'Shaw relative': 'layer',
      'T5 bias buckets': 'stack',
      'Transformer-XL': 'layer',
    });
    for (const r of rows.filter((r) => r.parameters > 0)) {
      assert.ok(r.parameterNote.startsWith(`per ${r.per}: `), r.name);
    }
  });

  test('every paper and every model in the table cites a reference of the glossary', () => {
    const ids = new Set(references.map((r) => r.id));
    for (const r of rows) {
      assert.ok(r.paper.length > 0 && r.models.length > 0, r.name);
      for (const c of [...r.paper, ...r.models]) assert.ok(ids.has(c.ref), `${r.name}: ${c.ref}`);
    }
  });

  test('the learned table is credited to Gehring et al. (Vaswani et al. §3.5 cite it as [9])', () => {
    const learned = rows.find((r) => r.name === 'Learned table');
    assert.deepEqual(learned.paper, [{ text: 'Gehring et al. 2017', ref: 'gehring2017' }]);
  });

  test('no RoPE-scaling user is listed that used none of PI, NTK or YaRN', () => {
    const scaling = rows.find((r) => r.view === 'rope-scaling');
    const names = scaling.models.map((m) => m.text).join(', ');
    assert.doesNotMatch(names, /Code Llama|Mistral/);
  });

  test('the views built here are linkable', () => {
    for (const id of ['transformer-xl', 'nope', 'heatmap', 'comparison']) assert.ok(hasView(id));
    assert.equal(hasView('no-such-view'), false);
  });
});

describe('atlas export', () => {
  test('a (schemes, distances) array of the raw profiles and the table as CSV', () => {
    const model = derive({ ...defaultState, view: 'atlas', dModel: 32 }, api, schemes);
    const out = atlasExport(model);
    const count = PROFILE.maxDistance + 1;
    assert.deepEqual(out.arrays[0].shape, [model.plot.profiles.length, count]);
    assert.deepEqual(
      Array.from(out.arrays[0].data.subarray(0, count)),
      Array.from(model.plot.profiles[0].values),
    );
    assert.equal(out.tables[1].rows.length, 10);
    const shaw = out.tables[1].rows.find((r) => r[0] === 'Shaw relative');
    const column = (name) => shaw[out.tables[1].columns.indexOf(name)];
    assert.equal(column('counted_per'), 'layer');
    assert.equal(column('sources'), 'shaw2018 huang2019');
  });
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const dModel of [128, 8, 768]) {
    const s = { ...defaultState, view: 'atlas', dModel };
    const listed = exportShape(atlasExport(derive(s, api, schemes)));
    assert.deepEqual(atlasFrame.exportShape(s), listed, `d_model ${dModel}`);
  }
});

test("the first-paint frame's prose names the plot's width the model draws at", () => {
  for (const dModel of [2, 128, 768]) {
    const s = { ...defaultState, view: 'atlas', dModel };
    assert.equal(
      atlasFrame.values(s).dModel,
      derive(s, api, schemes).plot.dModel,
      `d_model ${dModel}`,
    );
  }
});
