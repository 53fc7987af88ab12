// Precision: the encoding in float32, float16 and bfloat16 (<pe-precision-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'error', 'summaryTable', 'chart', 'collision'],
  values: [
    'positions',
    'position',
    'errors',
    'selected',
    'stored',
    'previousPosition',
    'repeatedPosition',
    'columns',
    'column',
    // The closing paragraph's facts of each type, found by the engine's rounding (type-facts.ts).
    'bf16Bits',
    'bf16Exact',
    'bf16Next',
    'bf16Stored',
    'f16Bits',
    'f16Exact',
    'f16Max',
    'f16Overflow',
    'f32Exact',
    'f32Bits',
  ],
  flags: ['model', 'collision'],
  phrases: {
    // The summary table's header, and what a cell says before its type is computed.
    typeHeader: 'type',
    distinctHeader: 'distinct rows of {positions}',
    repeatedHeader: 'first repeated row',
    nonFiniteHeader: 'first NaN/∞ row',
    exactHeader: 'integers exact up to',
    computing: 'computing…',
    // A row the type never reaches.
    none: 'none',
    caption: 'Largest error of each row against float64 (log scale; gaps: 0 or NaN)',
    readout:
      '<strong>Position {position}</strong>: largest error {errors}; {selected} stores it as ' +
      '<span class="num stored">{stored}</span>.',
    collisionCaption:
      'The first repeated row in {selected}: positions {previousPosition} and ' +
      '{repeatedPosition} (first {columns} columns)',
    positionHeader: 'position',
    columnHeader: 'dim {column}',
  },
  body: [
    { h: 'Precision', depth: 0 },
    {
      p:
        'How precise the encoding is depends on the code that computes it. This view shows ' +
        'the worst case, a model cast as a whole (its buffers included) to the type chosen: code ' +
        'written the usual way rounds at every step, the position, 1 / ' +
        'base<sup>2i/d<sub>model</sub></sup>, their product and the sine, so each entry is ' +
        'round(sin(round(round(pos) × round(1 / base<sup>2i/d<sub>model</sub></sup>)))) with ' +
        'round-to-nearest-even in the <a data-term="float-types">type</a>, compared with the ' +
        'exact float64 encoding.',
    },
    { figure: 'controls' },
    {
      when: 'model',
      body: [
        { figure: 'summaryTable' },
        { figure: 'chart' },
        { when: 'collision', body: [{ figure: 'collision' }] },
      ],
      else: [{ figure: 'error' }],
    },
    // After the table and charts, so a phone's first screen reaches them.
    {
      p:
        'Mixed precision is milder. Under ' +
        '<a data-term="mixed-precision">autocast</a> (<cite data-ref="pytorch-amp">PyTorch’s ' +
        'autocast reference</cite>), <code>sin</code> and <code>cos</code> run in their ' +
        'inputs’ type, but a <code>matmul</code> forming <code>pos × inv_freq</code> drops to ' +
        'bfloat16 or float16; Hugging Face’s Llama therefore turns autocast off and computes ' +
        'the angles, sines and cosines in float32 (<cite data-ref="hf-llama">Hugging Face ' +
        'transformers, Llama</cite>).',
    },
    {
      p:
        'bfloat16 keeps ' +
        '<span class="num" data-chars="1">{bf16Bits}</span> significant bits, so it holds whole numbers exactly only up to ' +
        '<span class="num" data-chars="3">{bf16Exact}</span>: if the position itself is stored in bfloat16, position ' +
        '<span class="num" data-chars="3">{bf16Next}</span> is stored as <span class="num" data-chars="3">{bf16Stored}</span>, and from ' +
        'there rows repeat (positions kept as integers or in float32, as Hugging Face keeps ' +
        'them, avoid this step). float16 keeps <span class="num" data-chars="2">{f16Bits}</span> bits ' +
        '(exact to <span class="num" data-chars="5">{f16Exact}</span>) and its largest finite value is <span class="num" data-chars="6">{f16Max}</span>: from ' +
        'position <span class="num" data-chars="6">{f16Overflow}</span> the ' +
        'position rounds to infinity and sin(∞) is <a data-term="nan-infinity">NaN</a>. ' +
        'float32 is exact to <span class="num" data-chars="10">{f32Exact}</span>, but its error still grows with the position, because ' +
        'the angle pos × ω<sub>i</sub> keeps only <span class="num" data-chars="2">{f32Bits}</span> bits. <cite data-ref="wang2025">Wang et ' +
        'al. (2025)</cite> show the same failure in <a data-term="rope">RoPE</a> during ' +
        'long-context training.',
    },
  ],
});
