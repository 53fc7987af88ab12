// How position enters attention: the score split into four terms
// (<pe-attention-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'terms', 'readout', 'settings', 'transformerXl'],
  values: [
    'row',
    'col',
    'queryWord',
    'keyWord',
    'offset',
    'dModel',
    'base',
    'seed',
    'spread',
    'samePair',
    'sameCell',
    'positionSameCell',
  ],
  flags: ['model', 'reordered', 'random', 'oneWord'],
  phrases: {
    // The readout's caption: the cell the pointer or the arrow keys point at.
    cell:
      'query m = {row} (“{queryWord}”), key n = {col} (“{keyWord}”), m − n = ' +
      '<span class="num">{offset}</span>',
    // The four terms and the score: each matrix's heading and formula, and the readout's names.
    contentContentTitle: 'content–content',
    contentContentFormula: '(W<sub>q</sub>x<sub>m</sub>)·(W<sub>k</sub>x<sub>n</sub>)',
    contentPositionTitle: 'content–position',
    contentPositionFormula: '(W<sub>q</sub>x<sub>m</sub>)·(W<sub>k</sub>p<sub>n</sub>)',
    positionContentTitle: 'position–content',
    positionContentFormula: '(W<sub>q</sub>p<sub>m</sub>)·(W<sub>k</sub>x<sub>n</sub>)',
    positionPositionTitle: 'position–position',
    positionPositionFormula: '(W<sub>q</sub>p<sub>m</sub>)·(W<sub>k</sub>p<sub>n</sub>)',
    scoreTitle: 'the score',
    scoreFormula: '<strong>q</strong><sub>m</sub>·<strong>k</strong><sub>n</sub>',
    sumTitle: 'sum of the four',
    // The projections, as the control lists them.
    identity: 'identity',
    random: 'random (seeded)',
  },
  body: [
    { h: 'How position enters attention', depth: 0 },
    {
      p:
        'Where does position enter attention? The Transformer adds PE(m) to the embedding of the ' +
        'word at position m: the input is x<sub>m</sub> + p<sub>m</sub> (Vaswani et al. 2017, ' +
        '“Attention Is All You Need”, §3.5). Below, the score of every query position m (row) ' +
        'and key position n (column), split into four parts.',
    },
    { figure: 'controls' },
    { figure: 'terms' },
    { figure: 'readout' },
    { figure: 'settings' },
    { h: 'Four terms', depth: 1 },
    {
      p:
        'Attention compares a <em>query</em> <strong>q</strong><sub>m</sub> (what position m ' +
        'looks for) with a <em>key</em> <strong>k</strong><sub>n</sub> (what position n ' +
        'offers). One attention head computes <strong>q</strong><sub>m</sub> = W<sub>q</sub>(x<sub>m</sub> ' +
        '+ p<sub>m</sub>) and <strong>k</strong><sub>n</sub> = W<sub>k</sub>(x<sub>n</sub> + ' +
        'p<sub>n</sub>) and scores the pair <strong>q</strong><sub>m</sub>·<strong>k</strong>' +
        '<sub>n</sub> / √d<sub>model</sub> (§3.2.1; with one head d<sub>k</sub> = ' +
        'd<sub>model</sub>). W<sub>q</sub> and ' +
        'W<sub>k</sub> are linear, so the score falls apart into four terms, as Dai et al. ' +
        '(2019, “Transformer-XL”, §3.3) write it for the standard Transformer:',
    },
    {
      ul: [
        '<strong>content–content</strong> (W<sub>q</sub>x<sub>m</sub>)·(W<sub>k</sub>x<sub>n</sub>): ' +
          'the two words alone, wherever they stand;',
        '<strong>content–position</strong> (W<sub>q</sub>x<sub>m</sub>)·(W<sub>k</sub>p<sub>n</sub>): ' +
          'the query’s word against the key’s position;',
        '<strong>position–content</strong> (W<sub>q</sub>p<sub>m</sub>)·(W<sub>k</sub>x<sub>n</sub>): ' +
          'the query’s position against the key’s word;',
        '<strong>position–position</strong> (W<sub>q</sub>p<sub>m</sub>)·(W<sub>k</sub>p<sub>n</sub>): ' +
          'the two positions alone, whatever words stand there.',
      ],
    },
    {
      p:
        'Each is divided by √d<sub>model</sub> too (the matrices’ headings leave it out). The ' +
        'readout adds the four and prints the ' +
        'score the engine computed straight from <strong>q</strong><sub>m</sub> and ' +
        '<strong>k</strong><sub>n</sub>: they agree up to rounding in the last digits.',
    },
    { h: 'What moves with the words, what stays with the positions', depth: 1 },
    {
      p:
        'Shuffle the words. The content–content matrix moves with them: each word pair keeps its ' +
        'value and takes it to its new cell. The position–position matrix does not change at ' +
        'all. The cross terms move halfway: the rows of content–position follow the query’s ' +
        'word while its columns stay with the key’s position, and position–content the other ' +
        'way round.',
    },
    {
      when: 'model',
      body: [
        {
          when: 'reordered',
          body: [
            {
              p:
                'Against the sentence as written: content–content of the same word pair differs by ' +
                '<span class="num" data-chars="7">{samePair}</span> (it moved), at the same cell ' +
                '(m, n) by up to <span class="num" data-chars="7">{sameCell}</span>; ' +
                'position–position at the same cell by ' +
                '<span class="num" data-chars="7">{positionSameCell}</span>.',
              value: 'moved',
            },
          ],
          else: [
            {
              p: 'The words stand as written: press Shuffle or Reverse to compare.',
              class: 'muted',
            },
          ],
        },
      ],
    },
    { h: 'Relative, or absolute?', depth: 1 },
    {
      when: 'random',
      body: [
        {
          p:
            'With random projections the position–position term is p<sub>m</sub><sup>T</sup> ' +
            'W<sub>q</sub><sup>T</sup>W<sub>k</sub> p<sub>n</sub> / √d<sub>model</sub>. Moving ' +
            'both positions by k turns every pair of p<sub>m</sub> and p<sub>n</sub> by the same ' +
            'rotation R<sub>k</sub> (the relative chapter), and W<sub>q</sub><sup>T</sup>' +
            'W<sub>k</sub> would have to commute with every R<sub>k</sub> for the term to stay ' +
            'the same. A random product does not, so the term depends on m and n, not on m − n ' +
            'alone.',
        },
      ],
      else: [
        {
          p:
            'With identity projections the position–position term is p<sub>m</sub>·p<sub>n</sub> / ' +
            '√d<sub>model</sub> = Σ<sub>i</sub> cos((m − n) ω<sub>i</sub>) / √d<sub>model</sub>, ' +
            'ω<sub>i</sub> = 1 / base<sup>2i/d<sub>model</sub></sup>: the dot products of the ' +
            'relative chapter, a function of the offset m − n alone. Its matrix is constant ' +
            'along every diagonal. Switch the projections to random to see that this is a ' +
            'property of the identity, not of the encoding.',
        },
      ],
    },
    {
      when: 'model',
      body: [
        {
          when: 'oneWord',
          body: [{ p: 'One word has one cell: add words to compare cells.', class: 'muted' }],
          else: [
            {
              when: 'random',
              body: [
                {
                  p:
                    'Largest change of position–position along one diagonal (same m − n): ' +
                    '<span class="num" data-chars="7">{spread}</span>: not a function of m − n alone.',
                  value: 'spread',
                },
              ],
              else: [
                {
                  p:
                    'Largest change of position–position along one diagonal (same m − n): ' +
                    '<span class="num" data-chars="7">{spread}</span>, rounding in the last digits.',
                  value: 'spread',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      p:
        'A trained model’s W<sub>q</sub> and W<sub>k</sub> are learned, not the identity. So ' +
        'in the standard Transformer attention by relative position is something the model ' +
        'may learn: the paper chose the sinusoid because it “hypothesized it would allow the ' +
        'model to easily learn to attend by relative positions” (§3.5). Transformer-XL builds ' +
        'it in (Dai et al. 2019, §3.3): in the content–position and position–position terms ' +
        'it replaces the key’s p<sub>n</sub> by a sinusoid of the distance m − n, and the ' +
        'query’s position by two learned vectors u and v, so that only distances enter.',
    },
    { figure: 'transformerXl' },
    {
      p:
        'Ke, He and Liu (ICLR 2021, “Rethinking Positional Encoding in Language Pre-training”) ' +
        'go further: adding word and position embeddings “brings mixed correlations between ' +
        'the two heterogeneous information resources” (the two cross terms), which “may bring ' +
        'unnecessary randomness in the attention”. Their TUPE computes the word term and the ' +
        'position term with separate projections and adds them, without the cross terms.',
    },
    {
      p:
        'Setup (fixed, so the numbers are reproducible): a word’s embedding x<sub>m</sub> is ' +
        'd<sub>model</sub> draws from N(0, 1) seeded by the word itself (a hash of its letters), ' +
        'so a repeated word has one embedding wherever it stands. Entries of variance 1 make ' +
        'x<sub>m</sub> about as long as p<sub>m</sub> (√d<sub>model</sub> against ' +
        '√(d<sub>model</sub>/2)); §3.4 multiplies the embeddings by √d<sub>model</sub>, which ' +
        'brings entries of variance 1/d<sub>model</sub> to that scale. p<sub>m</sub> = PE(m) in ' +
        'the paper’s interleaved layout, base {base}; W<sub>q</sub>, W<sub>k</sub> the identity ' +
        'or N(0, 1/d<sub>model</sub>) draws (seed {seed}); d<sub>model</sub> = {dModel}; one ' +
        'head; the scores before the softmax.',
      class: 'note',
    },
  ],
});
