// Figure mode's export control (views/<id>/figures.ts `exports`,
// export/shape.ts offeredShape): with mode="figure" the menu offers exactly
// the chosen figure's files, for every view and figure, in the room drawn
// before the menu's code loads and in the menu itself, and its buttons build
// that figure's files. One widget serves each check, its view and figure
// switched in place.
import type { Locator, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds } from '../../web/src/views/registry.js';
import { frameLoaders } from '../../web/src/views/frames.js';
import { openHost } from './embed-support.js';
import { download, loadMenu } from './export-support.js';
import { expect, switchWidget, viewSettled, watchErrors } from './support.js';

/** What a figure's export control offers at the default state: its figures' titles (their start) and its data buttons. */
interface Offer {
  readonly figures: readonly string[];
  readonly data: readonly string[];
}

const code = 'Copy as NumPy code';
const nothing: Offer = { figures: [], data: [] };

// Written out by hand from what each figure shows, not from figures.ts: a
// figure's part of its view's export (docs/embedding.md's table says the same).
const offers: Readonly<Record<string, Readonly<Record<string, Offer>>>> = {
  order: {
    weights: {
      figures: ['Attention weights without PE', 'Attention weights with PE'],
      data: ['CSV (weights)', '.npy (weights_without_pe)', '.npy (weights_with_pe)', code],
    },
    sentences: nothing,
  },
  worked: {
    cells: { figures: [], data: ['CSV (table)', code] },
    map: { figures: ['Worked example: PE for positions 0–2'], data: ['.npy (encoding)', code] },
    divisors: nothing,
    sums: { figures: [], data: ['CSV (sums)'] },
  },
  heatmap: {
    map: {
      figures: ['Sinusoidal positional encoding (L = 64, d = 128'],
      data: ['CSV (visible)', '.npy (encoding)', code],
    },
  },
  frequencies: {
    wavelengths: {
      figures: ['Wavelength of each pair'],
      data: ['CSV (wavelengths)', '.npy (wavelengths)', code],
    },
    curves: { figures: ['PE(pos, dim) along the positions'], data: ['CSV (curves)'] },
  },
  relative: {
    dots: { figures: ['PE(p)·PE(q) for p, q < 64'], data: ['.npy (dot_products)', code] },
    circle: { figures: [], data: ['CSV (rotation)'] },
  },
  attention: {
    terms: {
      figures: [
        'Attention content-content',
        'Attention content-position',
        'Attention position-content',
        'Attention position-position',
        'Attention score',
      ],
      data: ['CSV (terms)', '.npy (terms)', '.npy (embeddings)', '.npy (encodings)', code],
    },
  },
  pitfalls: {
    maps: {
      figures: ['Correct encoding', 'Pitfall “exponent-i-over-d”'],
      data: ['.npy (correct)', '.npy (exponent_i_over_d)', code],
    },
    scorecard: { figures: [], data: ['CSV (scores)'] },
  },
  comparison: {
    maps: {
      figures: ['Sinusoidal PE, positions 0–63', 'Learned table at initialisation'],
      data: ['.npy (sinusoidal)', '.npy (learned)', code],
    },
    rope: {
      figures: ['RoPE scores'],
      data: ['.npy (rope_scores)', '.npy (rope_q)', '.npy (rope_k)', code],
    },
  },
  atlas: {
    plot: {
      figures: ['What each scheme adds', 'Which learned row or bucket'],
      data: ['CSV (profiles)', '.npy (profiles)'],
    },
    schemes: { figures: [], data: ['CSV (schemes)'] },
  },
  shaw: {
    matrix: {
      figures: ['Shaw et al. relative index'],
      data: ['CSV (indices)', '.npy (indices)', code],
    },
  },
  t5: {
    matrix: {
      figures: ['T5 relative-position buckets'],
      data: ['CSV (buckets)', 'CSV (ranges)', '.npy (buckets)', code],
    },
  },
  alibi: {
    matrix: { figures: ['ALiBi bias of head 0'], data: ['CSV (head0_bias)', '.npy (bias)', code] },
    slopes: { figures: [], data: ['CSV (slopes)', '.npy (slopes)', code] },
  },
  'rope-scaling': {
    pairs: { figures: ['RoPE wavelength per pair'], data: ['CSV (pairs)', '.npy (inv_freq)'] },
    scores: { figures: ['RoPE score of q = k'], data: ['CSV (scores)', '.npy (scores)'] },
  },
  drope: {
    chart: { figures: ['Score of q = k = ones'], data: ['CSV (scores)', '.npy (scores)'] },
  },
  precision: {
    chart: {
      figures: ['Largest error of each encoding row'],
      data: ['CSV (summary)', 'CSV (max_error)', '.npy (max_error)'],
    },
  },
  'transformer-xl': {
    terms: {
      figures: ['term a:', 'term b:', 'term c:', 'term d:', 'term a+b+c+d:'].map(
        (t) => `Transformer-XL ${t}`,
      ),
      data: ['CSV (terms)', '.npy (terms)'],
    },
  },
  // The lab exports no file.
  lab: { loss: nothing, accuracy: nothing, attention: nothing, gram: nothing },
  nope: {
    panels: {
      figures: ['NoPE: uniform causal attention', 'NoPE: output by position'],
      data: ['CSV (outputs)', '.npy (attention)', '.npy (outputs)'],
    },
  },
};

/** Each view's figure names (its figures.ts, through its frame). */
async function figureNames(id: string): Promise<string[]> {
  const loader = frameLoaders[id as keyof typeof frameLoaders];
  const frame = loader ? (await loader()).default : undefined;
  return (frame?.figureList ?? []).map((f) => f.name);
}

/** What the export control (the menu, or its room) lists: its figure rows' titles and its data buttons. */
function listed(widget: Locator): Promise<{ tag: string; figures: string[]; data: string[] }> {
  return widget.evaluate(async (w) => {
    const control = w.shadowRoot!.querySelector('[part~="export"]')!;
    // Its rows as last rendered for the widget's state.
    await (control as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const root = control.shadowRoot!;
    const rows = [...root.querySelectorAll('.row')];
    const buttons = (row: Element) =>
      [...row.querySelectorAll('button')].map((b) => b.textContent!.trim());
    const figureRows = rows.filter((row) => row.getAttribute('role') === 'group');
    for (const row of figureRows) {
      if (buttons(row).join(' ') !== 'SVG PNG 1× PNG 2×') throw new Error(row.outerHTML);
    }
    return {
      tag: control.localName,
      figures: figureRows.map((row) =>
        row.getAttribute('aria-label')!.replace('Export figure: ', ''),
      ),
      data: rows.filter((row) => row.getAttribute('role') !== 'group').flatMap(buttons),
    };
  });
}

/** Whether `got` is `want`: the same data buttons, and figure titles that start with the wanted ones. */
function expectOffer(got: { figures: string[]; data: string[] }, want: Offer, what: string): void {
  expect.soft(got.data, `${what}: data`).toEqual(want.data);
  expect
    .soft(got.figures.length, `${what}: figures ${JSON.stringify(got.figures)}`)
    .toBe(want.figures.length);
  want.figures.forEach((start, k) =>
    expect
      .soft(got.figures[k] ?? '', `${what}: figure ${k + 1}`)
      .toMatch(new RegExp(`^${escape(start)}`)),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One widget in a 680 px column, loaded and settled, the pointer away from it. */
async function openFigure(page: Page, view: string, figure: string): Promise<Locator> {
  await openHost(
    page,
    `<div style="width: 680px; margin-top: 40px"><positional-encoding-widget view="${view}" mode="figure" figure="${figure}"></positional-encoding-widget></div>`,
  );
  const widget = page.locator('positional-encoding-widget');
  await expect(widget).toHaveJSProperty('status', 'ready', { timeout: 20_000 });
  await viewSettled(widget);
  return widget;
}

test("figure mode's export control offers exactly the figure's files, for every view and figure", async ({
  page,
}) => {
  test.setTimeout(400_000);
  const errors = watchErrors(page);
  // Every view's figures, checked against the table both ways.
  const cases: { id: string; name: string; want: Offer }[] = [];
  for (const id of viewIds) {
    const names = await figureNames(id);
    // A view without figures shows its chapter (modes.spec.ts), and its whole export.
    for (const name of names) {
      const want = offers[id]?.[name];
      expect(want, `${id}/${name}: a figure this test does not know`).toBeDefined();
      cases.push({ id, name, want: want! });
    }
    for (const name of Object.keys(offers[id] ?? {}))
      expect(names, `${id}: "${name}" is not one of its figures`).toContain(name);
  }
  // One widget, its view and figure switched in place. The export menu's
  // code loads once per page, on the reader's first intent: every figure's
  // room is checked first, before it loads, and then every figure's menu.
  // The room and the menu render with the view: listed() reads them once
  // their own update is complete, with no frame to wait for.
  const widget = await openFigure(page, cases[0]!.id, cases[0]!.name);
  for (const { id, name, want } of cases) {
    await switchWidget(widget, { view: id, figure: name }, 0);
    const room = await listed(widget);
    expect.soft(room.tag, `${id}/${name}: the room`).toBe('pe-export-room');
    expectOffer(room, want, `${id}/${name} (room)`);
  }
  await loadMenu(page);
  const asked = () =>
    widget.evaluate(async (w) => {
      const menu = w.shadowRoot!.querySelector('pe-export-menu') as unknown as {
        listing?: unknown;
        updateComplete: Promise<unknown>;
      };
      await menu.updateComplete;
      return menu.listing !== undefined;
    });
  // The figures that export nothing first: what the menu lists before the
  // view is asked (its frame's prediction); once the pointer has been on the
  // menu, it asks each view it shows.
  const empty = cases.filter((c) => c.want === nothing);
  for (const { id, name, want } of [...empty, ...cases.filter((c) => c.want !== nothing)]) {
    await switchWidget(widget, { view: id, figure: name }, 0);
    if (want !== nothing) {
      // The pointer on the menu: it asks the view for its export (not the frame's prediction).
      await widget.locator('pe-export-menu [role="group"]').first().hover();
      await expect.poll(asked, `${id}/${name}: the view's export`).toBe(true);
    } else await asked();
    const menu = await listed(widget);
    expect.soft(menu.tag, `${id}/${name}: the menu`).toBe('pe-export-menu');
    expectOffer(menu, want, `${id}/${name} (menu)`);
  }
  expect(errors).toEqual([]);
});

// A figure's buttons build its own files, also when they are not the first of
// the view's export (each button keeps its file's index in the export).
const files = [
  { view: 'comparison', figure: 'rope', button: 'SVG', file: /_rope-scores\.svg$/ },
  {
    view: 'frequencies',
    figure: 'wavelengths',
    button: 'CSV (wavelengths)',
    file: /_wavelengths\.csv$/,
  },
  { view: 'alibi', figure: 'matrix', button: 'CSV (head0_bias)', file: /_head0_bias\.csv$/ },
  { view: 'rope-scaling', figure: 'scores', button: '.npy (scores)', file: /_scores\.npy$/ },
] as const;

test("figure mode's export buttons build the figure's own files", async ({ page }) => {
  const errors = watchErrors(page);
  // One widget, its view and figure switched in place.
  const widget = await openFigure(page, files[0].view, files[0].figure);
  await loadMenu(page);
  for (const { view, figure, button, file } of files) {
    await switchWidget(widget, { view, figure });
    const got = await download(page, button);
    expect(got.name, `${view}/${figure}`).toMatch(file);
    expect(got.bytes.length).toBeGreaterThan(20);
  }
  expect(errors).toEqual([]);
});
