// Transformer-XL: relative position inside the score (<pe-transformer-xl-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['terms', 'readout'],
  values: ['row', 'col', 'distance', 'dModel', 'seqLen', 'firstNote', 'maxSeqLen'],
  flags: [],
  phrases: {
    // The caption of the readout of one cell across the terms.
    cell: 'query i = {row}, key j = {col}, distance i − j = {distance}',
    // When the sequence is longer than the matrices show.
    firstNote: ' (the first {maxSeqLen})',
  },
  body: [
    { h: 'Transformer-XL: relative position inside the score', depth: 0 },
    {
      p:
        'Transformer-XL adds no position vector to the input: it splits the attention score of ' +
        'query i and key j into four terms, drawn below (row = query i, column = key j).',
    },
    { figure: 'terms' },
    { figure: 'readout' },
    // After the four terms, so a phone's first screen reaches them.
    {
      p:
        'The four terms of Transformer-XL (Dai, Yang, Yang, Carbonell, Le, Salakhutdinov 2019, ' +
        '“Transformer-XL: Attentive Language Models Beyond a Fixed-Length Context”) are (a) ' +
        "content against content, (b) the query's content against R<sub>i−j</sub>, a sinusoidal " +
        "encoding of the distance i − j, (c) a learned global vector u against the key's " +
        'content and (d) a learned global vector v against R<sub>i−j</sub>.',
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
        'E<sub>j</sub> and u, v drawn N(0, 1) by a seeded generator, R<sub>i−j</sub> with base ' +
        "10000 in Transformer-XL's layout (all sines, then all cosines), d<sub>model</sub> = " +
        '{dModel}, {seqLen} positions{firstNote}. Row = query i, column = key j; a causal model ' +
        'masks j &gt; i.',
      class: 'note',
    },
  ],
});
