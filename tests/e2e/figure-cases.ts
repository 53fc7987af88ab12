// The figures whose box figure-boxes.spec.ts checks (issue 19, item 1): each
// figure element of every view, its pure box function (the view's boxes.ts,
// from dist/lib), the inputs that function takes in a state, and the states
// (URL queries) it is checked in. Data only: the spec and figure-lines.spec.ts
// read it.
export type Box = (inputs: never, widthPx: number, fontPx: number) => number;

export interface FigureCase {
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
export const heatmapBoxes = () => import('../../dist/lib/views/heatmap/boxes.js');
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
export const exercisesBoxes = () => import('../../dist/lib/views/exercises/boxes.js');
const number = (q: URLSearchParams, key: string, fallback: number) =>
  q.has(key) ? Number(q.get(key)) : fallback;

const words = (q: URLSearchParams) => (q.get('words') ?? 'The,cat,sat').split(',');

export const figures: readonly FigureCase[] = [
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
