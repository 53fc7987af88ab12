// Figures sized by construction (issue 19, item 1): for each figure element
// of the relative, comparison, order, frequencies, worked and heat-map views,
// at several widths and states, the height its pure box function predicts
// (the view's boxes.ts, from dist/lib) equals the rendered box within 1 px
//   - before the engine arrives: the full engine's .wasm (the heat map's: the
//     core one) is held, the view's code has loaded, and the figure element
//     is given its inputs but no data;
//   - after it draws: in the view, where its content's frame fills the box.
import { expect, type Page } from '@playwright/test';

import { test } from './shared-page.js';

import { exercisesView, runAndWait, setCode } from './exercises-support.js';

type Box = (inputs: never, widthPx: number, fontPx: number) => number;

interface FigureCase {
  view: string;
  /** The figure element's tag. */
  tag: string;
  /** The tests' name for it, when its tag is shared by several views' figures. */
  name?: string;
  /** Its pure box function, from dist/lib. */
  box: () => Promise<Box>;
  /** Its box function's inputs in the state of `query`. */
  inputs: (query: URLSearchParams) => unknown;
  /** The element's properties in that state, when they are not the inputs themselves. */
  props?: (query: URLSearchParams) => unknown;
  /** The states (URL queries besides view=) it is checked in. */
  queries: readonly string[];
  /** The view runs on the core engine (the heat map): that one's .wasm is held instead. */
  core?: boolean;
  /** When a view has several of `tag`: only those whose drawn content has this selector. */
  has?: string;
}

const relativeBoxes = () => import('../../dist/lib/views/relative/boxes.js');
const frequenciesBoxes = () => import('../../dist/lib/views/frequencies/boxes.js');
const comparisonBoxes = () => import('../../dist/lib/views/comparison/boxes.js');
const orderBoxes = () => import('../../dist/lib/views/order/boxes.js');
const workedBoxes = () => import('../../dist/lib/views/worked/boxes.js');
const heatmapBoxes = () => import('../../dist/lib/views/heatmap/boxes.js');
const shawBoxes = () => import('../../dist/lib/views/shaw/boxes.js');
const t5Boxes = () => import('../../dist/lib/views/t5/boxes.js');
const alibiBoxes = () => import('../../dist/lib/views/alibi/boxes.js');
const nopeBoxes = () => import('../../dist/lib/views/nope/boxes.js');
const precisionBoxes = () => import('../../dist/lib/views/precision/boxes.js');
const ropeScalingBoxes = () => import('../../dist/lib/views/rope-scaling/boxes.js');
const dropeBoxes = () => import('../../dist/lib/views/drope/boxes.js');
const atlasBoxes = () => import('../../dist/lib/views/atlas/boxes.js');
const atlasCounts = await import('../../dist/lib/views/atlas/schemes.js');
const pitfallsBoxes = () => import('../../dist/lib/views/pitfalls/boxes.js');
const txlBoxes = () => import('../../dist/lib/views/transformer-xl/boxes.js');
const attentionBoxes = () => import('../../dist/lib/views/attention/boxes.js');
const exercisesBoxes = () => import('../../dist/lib/views/exercises/boxes.js');
const number = (q: URLSearchParams, key: string, fallback: number) =>
  q.has(key) ? Number(q.get(key)) : fallback;

const words = (q: URLSearchParams) => (q.get('words') ?? 'The,cat,sat').split(',');

const figures: readonly FigureCase[] = [
  {
    view: 'relative',
    tag: 'pe-rotation-circle',
    box: async () => (await relativeBoxes()).circleBox as Box,
    inputs: () => undefined,
    queries: ['', 'pos=123456&k=-7&pair=3'],
  },
  {
    view: 'relative',
    tag: 'pe-shift-table',
    box: async () => (await relativeBoxes()).shiftTableBox as Box,
    inputs: (q) => ({ pos: number(q, 'pos', 10) }),
    queries: ['', 'pos=7', 'pos=123456&k=-7&d_model=512'],
  },
  {
    view: 'frequencies',
    tag: 'pe-wave-curve',
    box: async () => (await frequenciesBoxes()).curveBox as Box,
    inputs: () => undefined,
    queries: ['', 'dims=0,6,20,60&seq_len=1000'],
  },
  {
    view: 'frequencies',
    tag: 'pe-wavelength-plot',
    box: async () => (await frequenciesBoxes()).wavelengthPlotBox as Box,
    inputs: () => ({ showControls: true }),
    queries: ['', 'd_model=8192&seq_len=100&pair=4095'],
  },
  {
    view: 'comparison',
    tag: 'pe-extrapolation-maps',
    box: async () => (await comparisonBoxes()).extrapolationMapsBox as Box,
    inputs: () => undefined,
    queries: ['', 'train_len=5&seq_len=200&d_model=64'],
  },
  {
    view: 'comparison',
    tag: 'pe-rope-scores',
    box: async () => (await comparisonBoxes()).ropeScoresBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=1000&d_model=512'],
  },
  {
    view: 'order',
    tag: 'pe-attention-map',
    box: async () => (await orderBoxes()).attentionMapBox as Box,
    inputs: (q) => ({ words: words(q).length }),
    props: (q) => ({ words: words(q) }),
    queries: ['', 'words=one,two,three,four,five,six,seven&order=6,5,4,3,2,1,0'],
  },
  // worked
  {
    view: 'worked',
    tag: 'pe-worked-divisors',
    box: async () => (await workedBoxes()).divisorsBox as Box,
    inputs: () => undefined,
    queries: ['', 'base=1000000'],
  },
  {
    view: 'worked',
    tag: 'pe-worked-cells',
    box: async () => (await workedBoxes()).cellsBox as Box,
    inputs: () => undefined,
    queries: ['', 'base=1000000'],
  },
  {
    view: 'worked',
    tag: 'pe-worked-map',
    box: async () => (await workedBoxes()).mapBox as Box,
    inputs: () => undefined,
    queries: ['', 'cmap=sequential'],
  },
  {
    view: 'worked',
    tag: 'pe-worked-sums',
    box: async () => (await workedBoxes()).sumsBox as Box,
    inputs: (q) => ({ words: words(q).length }),
    queries: ['', 'words=one', 'words=one,two,three,four,five'],
  },
  // heatmap
  {
    view: 'heatmap',
    tag: 'pe-heatmap-map',
    box: async () => (await heatmapBoxes()).mapBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=1000000&d_model=8192&r0=123456&r1=123470&c0=10&c1=20'],
    core: true,
  },
  {
    view: 'heatmap',
    tag: 'pe-heatmap-readout',
    box: async () => (await heatmapBoxes()).readoutBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=1000000&d_model=8192&r0=999990&r1=1000000&c0=8180&c1=8192'],
    core: true,
  },
  // scheme views: the shared <pe-cell-matrix> (Shaw, T5, ALiBi, the relative view's dot products)
  {
    view: 'shaw',
    tag: 'pe-cell-matrix',
    name: 'pe-cell-matrix in shaw',
    box: async () => (await shawBoxes()).matrixBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=1000&shaw_k=1024'],
  },
  {
    view: 't5',
    tag: 'pe-cell-matrix',
    name: 'pe-cell-matrix in t5',
    box: async () => (await t5Boxes()).matrixBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=300&t5_bidirectional=false'],
  },
  {
    view: 't5',
    tag: 'pe-t5-ranges',
    box: async () => (await t5Boxes()).rangesBox as Box,
    inputs: () => undefined,
    queries: ['', 't5_bidirectional=false&t5_buckets=2&t5_max_distance=4'],
  },
  {
    view: 'alibi',
    tag: 'pe-cell-matrix',
    name: 'pe-cell-matrix in alibi',
    box: async () => (await alibiBoxes()).matrixBox as Box,
    inputs: () => undefined,
    queries: ['', 'alibi_heads=12&alibi_head=9&seq_len=6'],
  },
  {
    view: 'relative',
    tag: 'pe-cell-matrix',
    name: 'pe-cell-matrix in relative',
    box: async () => (await relativeBoxes()).dotsBox as Box,
    inputs: () => undefined,
    queries: ['', 'd_model=8192&seq_len=1000'],
  },
  // scheme views: NoPE
  {
    view: 'nope',
    tag: 'pe-nope-panels',
    box: async () => (await nopeBoxes()).nopePanelsBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=3&nope_values=constant'],
  },
  // pitfalls, precision, rope-scaling, drope, atlas
  {
    view: 'precision',
    tag: 'pe-chart-figure',
    name: 'precision chart',
    box: async () => (await precisionBoxes()).chartFigureBox as Box,
    inputs: () => undefined,
    props: () => ({ readoutLines: 2, captionLines: 2 }),
    queries: ['', 'd_model=2&precision_len=70000&precision=float16'],
  },
  {
    view: 'precision',
    tag: 'pe-precision-summary',
    box: async () => (await precisionBoxes()).summaryTableBox as Box,
    inputs: () => undefined,
    queries: ['', 'd_model=40&precision_len=100000'],
  },
  {
    view: 'precision',
    tag: 'pe-precision-collision',
    box: async () => (await precisionBoxes()).collisionTableBox as Box,
    inputs: () => undefined,
    queries: ['', 'd_model=2&precision_len=70000&precision=float16'],
  },
  {
    view: 'rope-scaling',
    tag: 'pe-chart-figure',
    name: 'rope-scaling wavelength chart',
    box: async () => (await ropeScalingBoxes()).pairsChartBox as Box,
    inputs: () => undefined,
    props: () => ({ readoutLines: 3 }),
    queries: ['', 'd_model=128&rope_scaling=yarn&rope_factor=4&rope_original_max=2048'],
    has: '.pairs-chart',
  },
  {
    view: 'rope-scaling',
    tag: 'pe-chart-figure',
    name: 'rope-scaling score chart',
    box: async () => (await ropeScalingBoxes()).scoreChartBox as Box,
    inputs: () => undefined,
    props: () => ({ readoutLines: 2 }),
    queries: ['', 'rope_scaling=linear&rope_factor=8&d_model=512'],
    has: '.score-chart',
  },
  {
    view: 'drope',
    tag: 'pe-chart-figure',
    name: 'drope chart',
    box: async () => (await dropeBoxes()).chartFigureBox as Box,
    inputs: () => undefined,
    props: () => ({ readoutLines: 2 }),
    queries: ['', 'd_model=64&train_len=64'],
  },
  {
    view: 'atlas',
    tag: 'pe-atlas-table',
    box: async () => (await atlasBoxes()).atlasTableBox as Box,
    // The counts the schemes' descriptions give; the element reads them itself.
    inputs: () => ({ rows: atlasCounts.SCHEME_ROWS }),
    props: () => undefined,
    queries: [''],
  },
  {
    view: 'atlas',
    tag: 'pe-atlas-plot',
    box: async () => (await atlasBoxes()).atlasPlotBox as Box,
    inputs: () => ({ curves: atlasCounts.SCHEME_CURVES }),
    props: () => undefined,
    queries: ['', 'd_model=512'],
  },
  {
    view: 'pitfalls',
    tag: 'pe-pitfall-maps',
    box: async () => (await pitfallsBoxes()).pitfallMapsBox as Box,
    inputs: () => undefined,
    queries: ['', 'variant=swapped&seq_len=500&d_model=300'],
  },
  // round 3a
  {
    view: 'transformer-xl',
    tag: 'pe-txl-terms',
    box: async () => (await txlBoxes()).termsBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=1000&d_model=512&cmap=sequential'],
  },
  {
    view: 'transformer-xl',
    tag: 'pe-txl-readout',
    box: async () => (await txlBoxes()).readoutBox as Box,
    inputs: () => undefined,
    queries: ['', 'seq_len=3&d_model=2'],
  },
  {
    view: 'attention',
    tag: 'pe-attention-terms',
    box: async () => (await attentionBoxes()).termsBox as Box,
    inputs: () => undefined,
    queries: ['', 'attn_words=a,b&attn_projections=random&attn_d_model=256&cmap=sequential'],
  },
  {
    view: 'attention',
    tag: 'pe-attention-readout',
    box: async () => (await attentionBoxes()).readoutBox as Box,
    inputs: () => undefined,
    queries: ['', 'attn_words=extraordinarily,long,words,everywhere&attn_order=3,2,1,0'],
  },
  {
    view: 'alibi',
    tag: 'pe-alibi-slopes',
    box: async () => (await alibiBoxes()).slopesBox as Box,
    inputs: (q) => ({ heads: number(q, 'alibi_heads', 8) }),
    queries: ['', 'alibi_heads=1', 'alibi_heads=128&alibi_head=127'],
  },
  {
    view: 'heatmap',
    tag: 'pe-heatmap-toolbar',
    box: async () => (await heatmapBoxes()).toolbarBox as Box,
    inputs: () => ({ showControls: true }),
    props: () => ({}),
    queries: ['', 'seq_len=1000000&d_model=8192'],
    core: true,
  },
  {
    view: 'heatmap',
    tag: 'pe-heatmap-table-figure',
    box: async () => (await heatmapBoxes()).tableFigureBox as Box,
    inputs: () => ({ open: false, rows: 1 }),
    queries: ['', 'seq_len=3&d_model=4'],
    core: true,
  },
  {
    view: 'heatmap',
    tag: 'pe-heatmap-checks',
    box: async () => (await heatmapBoxes()).checksBox as Box,
    inputs: (q) => ({
      seqLen: number(q, 'seq_len', 64),
      dModel: number(q, 'd_model', 128),
      layout: q.get('layout') ?? 'interleaved',
    }),
    queries: [
      '',
      'seq_len=1',
      'seq_len=1000000&d_model=8192',
      'seq_len=512&d_model=512&layout=split',
    ],
    core: true,
  },
  // round 3b
  {
    view: 'pitfalls',
    tag: 'pe-pitfall-scorecard',
    box: async () => (await pitfallsBoxes()).scorecardBox as Box,
    inputs: () => undefined,
    queries: ['', 'variant=exponent-d-over-2i&seq_len=2&d_model=2'],
  },
  {
    view: 'pitfalls',
    tag: 'pe-pitfall-summary',
    box: async () => (await pitfallsBoxes()).summaryBox as Box,
    inputs: () => undefined,
    queries: ['', 'variant=one-indexed&seq_len=1000&d_model=1000'],
  },
  {
    view: 'pitfalls',
    tag: 'pe-pitfall-base-table',
    box: async () => (await pitfallsBoxes()).baseTableBox as Box,
    inputs: (q) => ({ base: number(q, 'base', 10000) }),
    // At d_model = 512 the chapter shows one base table, else a second at 512.
    queries: ['', 'base=2.5&d_model=512', 'base=100000&d_model=8192'],
  },
  {
    view: 'pitfalls',
    tag: 'pe-pitfall-concat-table',
    box: async () => (await pitfallsBoxes()).concatTableBox as Box,
    inputs: () => undefined,
    queries: ['', 'words=one,two,three,four,five,six,seven,eight&base=3'],
  },
];

const WIDTHS = [320, 680, 1000];

interface Measured {
  width: number;
  font: number;
  host: number;
  frame: number;
  /** Parts whose content is taller than the part (name, scroll height, client height). */
  overflowing: string[];
  /** The element's properties named by the caller (its box function's inputs). */
  props?: Record<string, unknown>;
}

/** Which elements to measure in the view: every `tag` (whose drawn content has `has`, if given). */
interface InViewQuery {
  tag: string;
  has?: string;
  propNames?: readonly string[];
}

/**
 * Resolves once the page has laid out and rendered a viewport or state change,
 * then measures every element each query finds in the widget's view (host box,
 * font, the frame's height, overflowing parts), in one round trip: two
 * animation frames (the figures' ResizeObserver runs in the first after the
 * layout change), then every Lit element's pending update, then (with
 * `untilIdle`) until nothing in the page is busy (aria-busy: a table or list
 * still computing, the widget's own loading status), then two more frames for
 * what those updates draw. Not an idle callback: a page whose engine is held
 * may never be idle. With `settle` false it measures at once.
 */
async function settleAndMeasure(
  page: Page,
  queries: readonly InViewQuery[],
  { settle = true, untilIdle = false } = {},
): Promise<Measured[][]> {
  return page.evaluate(
    async ([wanted, settle, untilIdle]) => {
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const all = () => {
        const found: Element[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            found.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        return found;
      };
      if (settle) await frames();
      const updating = all().map(
        (element) => (element as unknown as { updateComplete?: Promise<unknown> }).updateComplete,
      );
      if (settle) await Promise.all(updating);
      // A condition, not a sleep: polled every 20 ms until no part says it is computing.
      while (untilIdle && all().some((element) => element.getAttribute('aria-busy') === 'true'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (settle) await frames();
      const elements = all();
      return wanted.map(({ tag, has, propNames }) =>
        elements
          .filter((element) => element.localName === tag)
          .filter((element) => !has || element.shadowRoot?.querySelector(has))
          .map((element) => {
            const rect = element.getBoundingClientRect();
            const frame = element.shadowRoot!.querySelector('.frame')!;
            const overflowing = [...element.shadowRoot!.querySelectorAll('[data-part]')]
              .filter((part) => part.scrollHeight > part.clientHeight + 1)
              .map((part) => `${part.className}: ${part.scrollHeight} > ${part.clientHeight}`);
            return {
              width: rect.width,
              font: parseFloat(getComputedStyle(element).fontSize),
              host: rect.height,
              frame: frame.getBoundingClientRect().height,
              overflowing,
              props: Object.fromEntries(
                (propNames ?? []).map((n) => [
                  n,
                  (element as unknown as Record<string, unknown>)[n],
                ]),
              ),
            };
          }),
      );
    },
    [queries, settle, untilIdle] as const,
  );
}

/** Resolves once the page has laid out and rendered a viewport change (see settleAndMeasure). */
async function settleAfterResize(page: Page): Promise<void> {
  await settleAndMeasure(page, []);
}

/**
 * For each of `probes`, a new `tag` with no data, given `inputs` and placed in
 * the widget's content box: its box before the engine arrives. One round trip;
 * each probe is measured and removed before the next is made.
 */
async function measureProbes(
  page: Page,
  probes: readonly { tag: string; inputs: unknown }[],
): Promise<Measured[]> {
  return page.evaluate(async (given) => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const content = widget.shadowRoot!.querySelector('.content')!;
    const results = [];
    for (const { tag, inputs } of given) {
      const probe = document.createElement(tag) as HTMLElement & {
        updateComplete: Promise<unknown>;
      };
      Object.assign(probe, inputs ?? {});
      content.append(probe);
      await probe.updateComplete;
      const rect = probe.getBoundingClientRect();
      const frame = probe.shadowRoot!.querySelector('.frame')!;
      results.push({
        width: rect.width,
        font: parseFloat(getComputedStyle(probe).fontSize),
        host: rect.height,
        frame: frame.getBoundingClientRect().height,
        overflowing: frame.childElementCount > 0 ? ['frame has content'] : [],
      });
      probe.remove();
    }
    return results;
  }, probes);
}

/** A `tag` with no data, placed in the widget's content box: its box before the engine arrives. */
async function measureProbe(page: Page, tag: string, inputs: unknown): Promise<Measured> {
  return (await measureProbes(page, [{ tag, inputs }]))[0]!;
}

/** Every `tag` in the widget's view, measured now. */
async function measureInView(
  page: Page,
  tag: string,
  has?: string,
  propNames: readonly string[] = [],
): Promise<Measured[]> {
  return (await settleAndMeasure(page, [{ tag, has, propNames }], { settle: false }))[0]!;
}

/** A view, the states (URL queries) it is checked in, and every figure checked in each. */
interface ViewGroup {
  view: string;
  core: boolean;
  states: { query: string; figures: FigureCase[] }[];
}

const groups: ViewGroup[] = [];
for (const figure of figures) {
  const core = figure.core ?? false;
  let group = groups.find((g) => g.view === figure.view);
  if (!group) groups.push((group = { view: figure.view, core, states: [] }));
  if (group.core !== core)
    throw new Error(`${figure.view}: every figure of a view holds the same engine`);
  for (const query of figure.queries) {
    let state = group.states.find((s) => s.query === query);
    if (!state) group.states.push((state = { query, figures: [] }));
    state.figures.push(figure);
  }
}
// The defaults first: the state each view's page loads in.
for (const group of groups)
  group.states.sort((a, b) => Number(b.query === '') - Number(a.query === ''));

/**
 * Puts the lesson page in the state of `query` in place, as Back and Forward
 * do (page.ts applies the URL on popstate: absent fields take their defaults).
 */
async function applyQuery(page: Page, view: string, query: string): Promise<void> {
  await page.evaluate(
    (url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/?view=${view}${query ? `&${query}` : ''}`,
  );
}

// One page per view, its states and widths set in place. The page loads in
// the view's defaults at the first of its widths (rotated from one view to the
// next, so that every width is some views' first layout), with the engine
// held: each probe (the box before the engine, for every state's inputs) is a
// new element created at its width. Then the engine comes in, and each state
// is applied in place (as Back and Forward do) and measured at each width,
// starting at the width it was applied at: the figures reach the other widths
// through their ResizeObserver, as a reader's window resize does.
groups.forEach((group, index) => {
  const names = [...new Set(group.states.flatMap((s) => s.figures.map((f) => f.name ?? f.tag)))];
  const widths = WIDTHS.map((_, k) => WIDTHS[(k + index) % WIDTHS.length]!);
  const stateNames = group.states.map((s) => s.query || 'defaults');
  test(`${group.view}: predicted box = rendered box before the engine and after drawing, for ${names.join(', ')}, in ${stateNames.join('; ')}`, async ({
    page,
  }) => {
    const states = await Promise.all(
      group.states.map(async ({ query, figures: inState }) => {
        const params = new URLSearchParams(query);
        const name = query || 'defaults';
        const cases = await Promise.all(
          inState.map(async (figure) => {
            const inputs = figure.inputs(params);
            return {
              figure,
              name: figure.name ?? figure.tag,
              box: await figure.box(),
              inputs,
              props: figure.props ? figure.props(params) : inputs,
            };
          }),
        );
        return { query, name, cases };
      }),
    );
    const probes = states.flatMap((s) => s.cases.map((c) => ({ state: s.name, c })));
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    // The full engine (or the core one) is held until the probes have been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/posenc-wasm-*.wasm', async (route) => {
      if (group.core || !route.request().url().includes('-core-')) await held;
      await route.continue();
    });
    const first = states[0]!.query;
    await page.goto(`/?view=${group.view}${first ? `&${first}` : ''}`);
    await page.waitForFunction(
      (tags) => tags.every((tag) => customElements.get(tag) !== undefined),
      [...new Set(probes.map((p) => p.c.figure.tag))],
    );
    const status = () =>
      page.evaluate(() => document.querySelector('positional-encoding-widget')!.status);
    for (const width of widths) {
      // Each probe is a new element, laid out at this width when it is measured.
      await page.setViewportSize({ width, height: 900 });
      expect(await status(), `the engine held, at ${width} px`).toBe('loading');
      const measured = await measureProbes(
        page,
        probes.map((p) => ({ tag: p.c.figure.tag, inputs: p.c.props })),
      );
      probes.forEach(({ state, c }, k) => {
        const before = measured[k]!;
        const predicted = c.box(c.inputs as never, before.width, before.font);
        const at = `${c.name} (${state}) before the engine, at ${width} px: predicted ${predicted}, host ${before.host}`;
        expect.soft(before.host, at).toBeGreaterThan(0);
        expect.soft(Math.abs(before.host - predicted), at).toBeLessThanOrEqual(1);
        expect.soft(before.overflowing, at).toEqual([]);
      });
    }
    expect(await status(), 'the engine held until the probes were measured').toBe('loading');

    await page.setViewportSize({ width: widths[0]!, height: 900 });
    release();
    await page.waitForFunction(
      () => document.querySelector('positional-encoding-widget')?.status === 'ready',
    );
    let at = 0;
    for (const [n, { query, name: state, cases }] of states.entries()) {
      if (n > 0) await applyQuery(page, group.view, query);
      // This state's widths, from the one it was applied (or loaded) at.
      const order = widths.map((_, k) => widths[(k + at) % widths.length]!);
      for (const [k, width] of order.entries()) {
        if (k > 0) await page.setViewportSize({ width, height: 900 });
        const how =
          k > 0
            ? 'after a resize'
            : n === 0
              ? 'the width it loaded at'
              : 'the width it was applied at';
        const found = await settleAndMeasure(
          page,
          cases.map((c) => ({ tag: c.figure.tag, has: c.figure.has })),
          { untilIdle: true },
        );
        cases.forEach((c, i) => {
          const after = found[i]!;
          expect
            .soft(after.length, `${c.name} (${state}) in the view, at ${width} px`)
            .toBeGreaterThan(0);
          for (const m of after) {
            const predicted = c.box(c.inputs as never, m.width, m.font);
            const where = `${c.name} (${state}) after drawing, at ${width} px (${how}): predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
            expect.soft(Math.abs(m.host - predicted), where).toBeLessThanOrEqual(1);
            expect.soft(Math.abs(m.frame - predicted), where).toBeLessThanOrEqual(1);
            expect.soft(m.overflowing, where).toEqual([]);
          }
        });
      }
      at = (at + widths.length - 1) % widths.length;
    }
  });
});

/** Applies `query` (view= included) in place and checks the widget's state is its seq_len and d_model. */
async function applyAndCheck(page: Page, query: string): Promise<void> {
  const params = new URLSearchParams(query);
  await applyQuery(page, params.get('view')!, query.replace(/^view=[^&]*&?/, ''));
  const state = await page.evaluate(() => {
    const { view, seqLen, dModel } = document
      .querySelector('positional-encoding-widget')!
      .getState();
    return { view, seqLen, dModel };
  });
  expect(state.view, query).toBe(params.get('view'));
  if (params.has('seq_len')) expect(state.seqLen, query).toBe(Number(params.get('seq_len')));
  if (params.has('d_model')) expect(state.dModel, query).toBe(Number(params.get('d_model')));
}

/**
 * The readout lines of the view's <pe-cell-matrix> once it has rendered the
 * last key: its text and heights, in one round trip. Waits (each animation
 * frame, at most 2 s) until the text is the hint (`hint`) or a cell's readout.
 */
async function readoutLines(page: Page, hint: boolean) {
  return page.evaluate(async (wantHint) => {
    const find = (root: Document | ShadowRoot): Element | undefined => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'pe-cell-matrix') return element;
        const inner = element.shadowRoot && find(element.shadowRoot);
        if (inner) return inner;
      }
      return undefined;
    };
    const matrix = find(document)!;
    await (matrix as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const lines = () => matrix.shadowRoot!.querySelector('.lines')!;
    const end = performance.now() + 2000;
    while (lines().textContent!.includes('Hover a cell') !== wantHint && performance.now() < end)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const e = lines();
    return { text: e.textContent!.trim(), scroll: e.scrollHeight, client: e.clientHeight };
  }, hint);
}

// scheme views: the readout of <pe-cell-matrix> has fixed lines; its longest
// text (a far cell, a long diagonal, big numbers) must fit them.
test('pe-cell-matrix: every readout fits its fixed lines in shaw, t5, alibi and relative', async ({
  page,
}) => {
  // One page: the first view loaded, the others (and their states) applied in
  // place, as Back and Forward do; its widths set in place. Escape clears the
  // selection, so each width walks the same cells from the start cell.
  const queries = [
    'view=shaw&seq_len=1000&shaw_k=1024',
    'view=t5&seq_len=300',
    'view=alibi&alibi_heads=12&alibi_head=11&seq_len=256',
    'view=relative&d_model=8192&seq_len=1000',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?${queries[0]}`);
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, query);
    const wrap = page.locator('pe-cell-matrix .matrix-wrap');
    await wrap.focus();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      await page.keyboard.press('Escape');
      expect((await readoutLines(page, true)).text, `${query} at ${width} px`).toContain(
        'Hover a cell',
      );
      for (const key of ['ArrowRight', 'End', 'ArrowLeft', 'Home', 'ArrowDown']) {
        await page.keyboard.press(key);
        const { text, scroll, client } = await readoutLines(page, false);
        const at = `${query}, ${key} at ${width} px: ${text}`;
        expect(text, at).not.toContain('Hover a cell');
        expect(scroll, at).toBeLessThanOrEqual(client + 1);
      }
    }
  }
});

// scheme views: NoPE's readout has fixed lines; its longest text (the last
// of 32 positions, recovered from the marker's output) must fit them.
test('pe-nope-panels: the longest readout fits its fixed lines', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto('/?view=nope&seq_len=32');
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  // One page, its widths set in place.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    await page.locator('pe-nope-panels svg.plot').focus();
    await page.keyboard.press('End');
    const readout = page.locator('pe-nope-panels .readout');
    await expect(readout).toContainText('position m = 31');
    const [scroll, client] = await readout.evaluate((e) => [e.scrollHeight, e.clientHeight]);
    expect(scroll, `at ${width} px: ${await readout.textContent()}`).toBeLessThanOrEqual(
      client + 1,
    );
  }
});

// round 3a: the heat map's data table, open: its region's height follows from
// the visible rows (a longer table scrolls inside it), whatever the numbers.
test('pe-heatmap-table-figure open: predicted box = rendered box, with 3, 100 and a million rows', async ({
  page,
}) => {
  const { tableFigureBox } = await heatmapBoxes();
  const queries = [
    'seq_len=3&d_model=4',
    'seq_len=100&d_model=512',
    'seq_len=1000000&d_model=8192',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?view=heatmap&${queries[0]}`);
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(page.locator('pe-heatmap-view #data-table table')).toBeVisible();
  // One page, the table open (it stays open when the state changes), each
  // state applied in place and its widths set in place.
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, `view=heatmap&${query}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      await expect(page.locator('pe-heatmap-view #data-table table')).toBeVisible();
      const figure = page.locator('pe-heatmap-table-figure');
      const m = await figure.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const frame = element.shadowRoot!.querySelector('.frame')!.getBoundingClientRect();
        const rows = (element as unknown as { rows: number }).rows;
        const font = parseFloat(getComputedStyle(element).fontSize);
        return { width: rect.width, font, host: rect.height, frame: frame.height, rows };
      });
      const predicted = tableFigureBox({ open: true, rows: m.rows }, m.width, m.font);
      const at = `${query} at ${width} px: ${m.rows} rows, predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
      expect(Math.abs(m.host - predicted), at).toBeLessThanOrEqual(1);
      expect(Math.abs(m.frame - predicted), at).toBeLessThanOrEqual(1);
    }
  }
});

// round 3a: each item of the heat map's checks list has fixed lines; its
// longest text (the split layout's PE(1), the too-large note, a million rows)
// must fit them.
test('pe-heatmap-checks: every item fits its lines, in the split layout, at a million rows and at d_model 2', async ({
  page,
}) => {
  const queries = [
    'seq_len=100&d_model=512&layout=split',
    'seq_len=1000000&d_model=8192&layout=split',
    'seq_len=131072&d_model=2',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?view=heatmap&${queries[0]}`);
  // One page, each state applied in place and its widths set in place.
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, `view=heatmap&${query}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      const list = page.locator('pe-heatmap-view .checks');
      await expect(list).toHaveAttribute('aria-busy', 'false');
      const items = await list.locator('li').evaluateAll((lis) =>
        lis.map((li) => ({
          text: li.textContent ?? '',
          scroll: li.scrollHeight,
          client: li.clientHeight,
        })),
      );
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.scroll, `${query} at ${width} px: ${item.text}`).toBeLessThanOrEqual(
          item.client + 1,
        );
      }
    }
  }
});

// round 3b: the exercises' result maps exist only after a Run, so they are
// checked after one: each map's box follows from the shape the Run asked for
// (the exercise's seq_len and d_model) and its width, before its data and
// after drawing, whatever the learner's output.

/** A positionalEncoding whose output `finish` (JavaScript, of `rows`, `n`, `d`) returns. */
const learnerCode = (start: number, finish = 'rows') => `function positionalEncoding(n, d) {
const rows = [];
for (let p = ${start}; p < n + ${start}; p++) {
const row = [];
for (let i = 0; i < d / 2; i++) {
const a = p / Math.pow(10000, (2 * i) / d);
row.push(Math.sin(a), Math.cos(a));
}
rows.push(row);
}
return ${finish};
}`;

const mapProps = ['rows', 'cols', 'size', 'caption'] as const;

test('pe-exercise-map (a failing Run, seq_len=6&d_model=10): predicted box = rendered box before its data and after drawing', async ({
  page,
}) => {
  const box = (await exercisesBoxes()).exerciseMapBox as Box;
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto('/?view=exercises&seq_len=6&d_model=10');
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  await setCode(page, learnerCode(1));
  await runAndWait(page);
  // One Run, its maps measured at each width, set in place.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    const maps = await measureInView(page, 'pe-exercise-map', undefined, mapProps);
    // Three maps for each of the five shapes, and the first failing shape's error map.
    expect(maps.length, `at ${width} px`).toBe(3 * 5 + 1);
    expect(maps.filter((m) => m.props!.size === 'error').length).toBe(1);
    for (const m of maps) {
      const inputs = { rows: m.props!.rows, cols: m.props!.cols, size: m.props!.size };
      const predicted = box(inputs as never, m.width, m.font);
      const at = `${JSON.stringify(inputs)} at ${width} px: predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
      expect(Math.abs(m.host - predicted), at).toBeLessThanOrEqual(1);
      expect(Math.abs(m.frame - predicted), at).toBeLessThanOrEqual(1);
      expect(m.overflowing, at).toEqual([]);
    }
    for (const inputs of [
      { rows: 6, cols: 10, size: 'thumb' },
      { rows: 50, cols: 8, size: 'error' },
    ]) {
      const before = await measureProbe(page, 'pe-exercise-map', inputs);
      const predicted = box(inputs as never, before.width, before.font);
      expect(
        Math.abs(before.host - predicted),
        `before its data, at ${width} px`,
      ).toBeLessThanOrEqual(1);
      expect(before.overflowing).toEqual([]);
    }
  }
});

test('pe-exercise-map: an output of the wrong shape, or none, is shown in the box of the shape asked for', async ({
  page,
}) => {
  await page.goto('/?view=exercises');
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  const heights = async () => {
    const shape = exercisesView(page).locator('pe-exercise-result .shape[data-shape="3x4"]');
    const maps = shape.locator('pe-exercise-map');
    await expect(maps).toHaveCount(2);
    return Promise.all([0, 1].map(async (k) => (await maps.nth(k).boundingBox())!.height));
  };
  // Transposed: (4, 3) for the shape (3, 4).
  await setCode(page, learnerCode(0, 'Array.from({ length: d }, (_, c) => rows.map((r) => r[c]))'));
  await runAndWait(page);
  await expect(exercisesView(page).locator('.shape[data-shape="3x4"]')).toContainText(
    'received 4 × 3',
  );
  const [yours, engine] = await heights();
  expect(Math.abs(yours! - engine!)).toBeLessThanOrEqual(1);
  // Nothing to draw: the note takes the map's place.
  await setCode(page, learnerCode(0, '"not a matrix"'));
  await runAndWait(page);
  await expect(exercisesView(page).locator('.shape[data-shape="3x4"]')).toContainText(
    'No matrix to draw',
  );
  const [none, engineAgain] = await heights();
  expect(Math.abs(none! - engineAgain!)).toBeLessThanOrEqual(1);
});

test("pe-code-editor: its box is editorBox's, before CodeMirror arrives and whatever the code's length", async ({
  page,
}) => {
  const box = (await exercisesBoxes()).editorBox as Box;
  const editor = exercisesView(page).locator('pe-code-editor');
  const measure = () =>
    editor.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      width: el.getBoundingClientRect().width,
      font: parseFloat(getComputedStyle(el).fontSize),
      editor: el.shadowRoot!.querySelector('.cm-editor')?.getBoundingClientRect().height ?? null,
    }));
  // One page at two widths, set in place: the empty editor at each, then the
  // starter code and forty lines at each.
  const widths = [360, 1280];
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  // CodeMirror's chunk held back: the empty editor already has its box.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/codemirror-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?view=exercises');
  await expect(editor).toBeAttached();
  const predictedAt = async (width: number, code: string | null) => {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    if (code !== null) await setCode(page, code);
    const shown = await measure();
    return { shown, predicted: box(undefined as never, shown.width, shown.font) };
  };
  for (const width of widths) {
    const { shown, predicted } = await predictedAt(width, null);
    expect(shown.editor, `empty, at ${width} px`).toBeNull();
    expect(Math.abs(shown.height - predicted), `empty, at ${width} px`).toBeLessThanOrEqual(1);
  }
  release();
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  // The starter code, then forty lines: the box stays, the code scrolls inside it.
  const forty = Array.from({ length: 40 }, (_, i) => `// line ${i}`).join('\n');
  for (const [width, code, name] of [
    [widths[1]!, null, 'starter'],
    [widths[0]!, null, 'starter'],
    [widths[0]!, forty, 'forty lines'],
    [widths[1]!, null, 'forty lines'],
  ] as const) {
    const { shown, predicted } = await predictedAt(width, code);
    const at = `${name} at ${width} px`;
    expect(Math.abs(shown.height - predicted), at).toBeLessThanOrEqual(1);
    expect(Math.abs(shown.editor! - predicted), at).toBeLessThanOrEqual(1);
  }
});
