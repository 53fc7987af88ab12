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
        'Mixed-precision training computes the encoding in the type of the model, and code ' +
        'written the usual way (<code>pos * inv_freq</code>, then <code>sin</code>) rounds at ' +
        'every step: the position, 1 / base<sup>2i/d</sup>, their product and the sine. Here ' +
        'each entry is round(sin(round(round(pos) × round(1 / base<sup>2i/d</sup>)))) with ' +
        'round-to-nearest-even in the type, compared with the exact float64 encoding.',
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
        'bfloat16 keeps 8 significant bits, so it holds whole numbers exactly only up to 256: ' +
        'position 257 is stored as 256, and from there rows repeat. float16 keeps 11 bits ' +
        '(exact to 2,048) and its largest finite value is 65,504: from position 65,520 the ' +
        'position rounds to infinity and sin(∞) is NaN. float32 is exact to 16,777,216, but its ' +
        'error still grows with the position, because the angle pos × θ keeps only 24 bits. ' +
        'Wang et al. (2024, "When Precision Meets Position: BFloat16 Breaks Down RoPE in ' +
        'Long-Context Training", <a href="https://arxiv.org/abs/2411.13476">arXiv:2411.13476</a>) ' +
        'show the same failure in RoPE during long-context training.',
    },
  ],
});
