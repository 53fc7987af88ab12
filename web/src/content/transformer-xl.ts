// Transformer-XL: relative position inside the score (<pe-transformer-xl-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['terms', 'readout'],
  values: ['row', 'col', 'distance', 'dModel', 'seqLen', 'firstNote', 'maxSeqLen'],
  flags: [],
  phrases: {
    // The caption of the readout of one cell across the terms.
    cell: 'query m = {row}, key n = {col}, distance D = m − n = {distance}',
    // When the sequence is longer than the matrices show.
    firstNote: ' (the first {maxSeqLen} drawn)',
  },
  body: [
    { h: 'Transformer-XL: relative position inside the score', depth: 0 },
    {
      p:
        '<a data-term="transformer-xl">Transformer-XL</a> adds no position vector to the input: ' +
        'it splits the attention <a data-term="score">score</a> of the ' +
        '<a data-term="query">query</a> at position m and the <a data-term="key">key</a> at n ' +
        'into four terms, drawn below (row = query m, column = key n).',
    },
    { figure: 'terms' },
    { figure: 'readout' },
    // After the four terms, so a phone's first screen reaches them.
    {
      p:
        'The four terms of Transformer-XL (<cite data-ref="dai2019">Dai et al. 2019</cite>, ' +
        '§3.3) are (a) content against content, (b) the query’s content against ' +
        'r<sub>D</sub>, a <a data-term="sinusoid">sinusoidal</a> encoding of the distance ' +
        'D = m − n, (c) a learned global vector u against the key’s content and (d) a learned ' +
        'global vector v against r<sub>D</sub>.',
    },
    {
      p:
        'Only distances enter, never absolute positions, so the model can reuse cached states ' +
        'from the previous segment: position 0 of the new segment is no longer special. Terms ' +
        '(b) and (d) carry position; (d) is the same along every diagonal, a bias by distance ' +
        'alone.',
    },
    {
      p:
        'Setup (fixed, so numbers are reproducible): identity projections, content vectors ' +
        'e<sub>n</sub> and u, v drawn N(0, 1) by a seeded generator, r<sub>D</sub> with base ' +
        '10000 in Transformer-XL’s layout (all sines, then all cosines), ' +
        '<a data-term="d-model">d<sub>model</sub></a> = {dModel}, {seqLen} positions' +
        '{firstNote}. Row = query m, column = key n; a ' +
        '<a data-term="causal-mask">causal mask</a> hides n &gt; m.',
      class: 'note',
    },
  ],
});
