// T5: relative positions in buckets (<pe-t5-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'matrix', 'ranges'],
  values: [
    'query',
    'key',
    'offset',
    'bucket',
    'rangeNote',
    'range',
    'maxExact',
    'lastExact',
    'eachSide',
    'inUse',
  ],
  flags: ['model'],
  phrases: {
    // The readout of the hovered cell, and the relative positions its bucket holds.
    cell:
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: key − query = ' +
      '<span class="num">{offset}</span>, bucket ' +
      '<span class="num" data-value="bucket">{bucket}</span>{rangeNote}.',
    rangeNote: ', which holds relative positions <span class="num">{range}</span>',
    eachSide: ' on each side',
  },
  body: [
    { h: 'T5: relative positions in buckets', depth: 0 },
    {
      p:
        '<cite>Raffel et al., “Exploring the Limits of Transfer Learning with a Unified ' +
        'Text-to-Text Transformer” (JMLR 2020)</cite> add no position vectors at all. Each ' +
        'attention score gets a learned scalar bias that depends only on the relative position ' +
        'key − query, one scalar per bucket and head, shared by every layer.',
    },
    { figure: 'controls' },
    { figure: 'matrix' },
    {
      when: 'model',
      body: [
        {
          p:
            'maxExact = <span class="num">{maxExact}</span>: distances 0 to {lastExact} have a bucket ' +
            'each{eachSide}; <span class="num" data-chars="2">{inUse}</span> buckets are in use.',
          value: 'summary',
        },
        { figure: 'ranges' },
      ],
    },
    // After the matrix, so a phone's first screen reaches it.
    {
      p:
        'Relative positions are sorted into buckets. When bidirectional (the encoder), half the ' +
        'buckets are for keys after the query and half for keys before it; causal (the decoder) ' +
        'only looks back, and every later key falls in bucket 0. In each half, the first ' +
        'maxExact distances get a bucket each; beyond them the buckets grow logarithmically, and ' +
        "every distance from maxDistance on shares the last bucket. The defaults are T5's: 32 " +
        "buckets, maxDistance 128. The engine follows the models' code exactly, including its " +
        'float32 logarithm.',
    },
  ],
});
