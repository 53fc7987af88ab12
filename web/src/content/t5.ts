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
    'lastFrom',
  ],
  flags: ['model'],
  phrases: {
    // The readout of the hovered cell, and the relative positions its bucket holds.
    cell:
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: n − m = ' +
      '<span class="num">{offset}</span>, bucket ' +
      '<span class="num" data-value="bucket">{bucket}</span>{rangeNote}.',
    rangeNote: ', which holds relative positions <span class="num">{range}</span>',
    eachSide: ' on each side',
  },
  body: [
    { h: 'T5: relative positions in buckets', depth: 0 },
    {
      p:
        '<cite data-ref="raffel2020">Raffel et al. (2020)</cite> add no position vectors at ' +
        'all. Each attention <a data-term="score">score</a> of the ' +
        '<a data-term="query">query</a> at position m and the <a data-term="key">key</a> at n ' +
        'gets a learned scalar <a data-term="t5-bias">bias</a> that depends only on the ' +
        'relative position n − m (key − query): one scalar per bucket and ' +
        '<a data-term="head">head</a>, shared by every layer of a stack.',
    },
    { figure: 'controls' },
    { figure: 'matrix' },
    {
      when: 'model',
      body: [
        {
          p:
            'maxExact = <span class="num">{maxExact}</span>: distances 0 to {lastExact} have a bucket ' +
            'each{eachSide}; <span class="num" data-chars="2">{inUse}</span> buckets are in use, and the ' +
            'last one{eachSide} holds every distance from <span class="num" data-chars="3">{lastFrom}</span> on.',
          value: 'summary',
        },
        { figure: 'ranges' },
      ],
    },
    // After the matrix, so a phone's first screen reaches it.
    {
      p:
        'Relative positions are sorted into buckets. When bidirectional (the ' +
        '<a data-term="encoder-decoder">encoder</a>), half the buckets are for keys after the ' +
        'query and half for keys before it; causal (the decoder) only looks back, and every ' +
        'later key falls in bucket 0, the bucket of distance 0 (the ' +
        '<a data-term="causal-mask">causal mask</a> hides them anyway). In each half, the ' +
        'first maxExact distances get a bucket each; beyond them the buckets grow ' +
        'logarithmically, and the last bucket holds every distance from where that scale ' +
        'reaches it on (the summary above gives where), which comes before maxDistance: ' +
        "maxDistance sets the scale. The defaults are T5's: 32 buckets, maxDistance 128. The " +
        'engine follows the models’ code exactly (<cite data-ref="hf-t5">Hugging Face ' +
        'transformers</cite>), including its float32 logarithm.',
    },
  ],
});
