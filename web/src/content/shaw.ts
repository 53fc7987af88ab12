// Shaw et al.: a learned vector per clipped distance (<pe-shaw-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'matrix'],
  values: [
    'query',
    'key',
    'distance',
    'clippedNote',
    'clippedDistance',
    'index',
    'vectors',
    'k',
    'n',
    'used',
    'clipped',
    'pairs',
  ],
  flags: ['model'],
  phrases: {
    // The readout of the hovered cell, and its note when the distance was clipped.
    cell:
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: n − m = ' +
      '<span class="num">{distance}</span>{clippedNote}. The pair uses the vectors ' +
      'w<sup>K</sup><sub>{clippedDistance}</sub> and w<sup>V</sup><sub>{clippedDistance}</sub>, ' +
      'row <span class="num" data-value="index">{index}</span> of each {vectors}-row table.',
    clippedTo: ', clipped to <span class="num">{clippedDistance}</span>',
  },
  body: [
    { h: 'Shaw et al.: a learned vector per clipped distance', depth: 0 },
    {
      p:
        '<cite data-ref="shaw2018">Shaw, Uszkoreit and Vaswani (2018)</cite> drop the ' +
        'position vectors added to the input. Instead, when the <a data-term="query">query</a> ' +
        'at position m attends to the <a data-term="key">key</a> at n, attention adds a ' +
        'learned vector to the key (and another to the value), and both depend only on the ' +
        'distance n − m.',
    },
    { figure: 'controls' },
    { figure: 'matrix' },
    {
      when: 'model',
      body: [
        {
          p:
            'K = <span class="num">{k}</span>: <span class="num">{vectors}</span> learned vectors for the keys and as many for the values; ' +
            'this {n} × {n} matrix uses <span class="num" data-chars="1">{used}</span> of each, and ' +
            '<span class="num" data-chars="5">{clipped}</span> of its {pairs} pairs are farther apart than K and ' +
            'clipped.',
          value: 'summary',
        },
      ],
    },
    // After the matrix, so a phone's first screen reaches it.
    {
      p:
        'The distance is <a data-term="clip">clipped</a> to at most K either way: the key ' +
        'gets w<sup>K</sup><sub>r</sub> and the value w<sup>V</sup><sub>r</sub>, r = ' +
        'clip(n − m, −K, K). So each layer learns 2K + 1 vectors for the keys and 2K + 1 for ' +
        'the values, each as wide as one <a data-term="head">head</a> and shared by all ' +
        'heads, however long the sequence: all keys more than K positions back share one ' +
        'vector, all keys more than K ahead share another. In the paper’s ablation of the ' +
        'clipping distance (English–German translation, newstest2013), K = 16 did no better ' +
        'than K = 2 or 4: precise distance matters only nearby. The matrix shows the index ' +
        'clip(n − m, −K, K) + K of the vectors each pair uses.',
    },
  ],
});
