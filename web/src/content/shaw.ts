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
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: j − i = ' +
      '<span class="num">{distance}</span>{clippedNote}. The pair uses vector ' +
      'w<sub>{clippedDistance}</sub>, row <span class="num" data-value="index">{index}</span> ' +
      'of the {vectors}-row table.',
    clippedTo: ', clipped to <span class="num">{clippedDistance}</span>',
  },
  body: [
    { h: 'Shaw et al.: a learned vector per clipped distance', depth: 0 },
    {
      p:
        '<cite>Shaw, Uszkoreit and Vaswani, “Self-Attention with Relative Position ' +
        'Representations” (NAACL 2018)</cite> drop the position vectors added to the input. ' +
        'Instead, when query i attends to key j, attention adds a learned vector a<sub>ij</sub> ' +
        'to the key (and another to the value), and a<sub>ij</sub> depends only on the distance ' +
        'j − i.',
    },
    { figure: 'controls' },
    { figure: 'matrix' },
    {
      when: 'model',
      body: [
        {
          p:
            'k = <span class="num">{k}</span>: <span class="num">{vectors}</span> learned vectors; ' +
            'this {n} × {n} matrix uses <span class="num" data-chars="1">{used}</span> of them, and ' +
            '<span class="num" data-chars="5">{clipped}</span> of its {pairs} pairs are farther apart than k and ' +
            'clipped.',
          value: 'summary',
        },
      ],
    },
    // After the matrix, so a phone's first screen reaches it.
    {
      p:
        'The distance is clipped to at most k either way: a<sub>ij</sub> = ' +
        'w<sub>clip(j − i, −k, k)</sub>. So the model learns just 2k + 1 vectors, ' +
        'w<sub>−k</sub> … w<sub>k</sub>, however long the sequence: all keys more than k ' +
        'positions back share one vector, all keys more than k ahead share another. The paper ' +
        'found k = 16 no better than k = 2 or 4 for translation: precise distance matters only ' +
        'nearby. The matrix shows the index clip(j − i, −k, k) + k of the vector each pair uses.',
    },
  ],
});
