// ALiBi: a linear penalty on distance (<pe-alibi-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['controls', 'slopes', 'matrix'],
  values: ['heads', 'query', 'key', 'head', 'mFixed', 'distance', 'bias', 'lastKey', 'lowest'],
  flags: ['model'],
  phrases: {
    // The readout of the hovered cell: masked (a key after the query), or its bias.
    masked:
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: the key ' +
      'comes after the query, so it is masked (bias <span class="num" data-value="bias">−∞</span>).',
    cell:
      'query <span class="num">{query}</span>, key <span class="num">{key}</span>: bias ' +
      '−m<sub>{head}</sub> · (i − j) = −{mFixed} · {distance} = ' +
      '<span class="num" data-value="bias">{bias}</span>.',
  },
  body: [
    { h: 'ALiBi: a linear penalty on distance', depth: 0 },
    {
      p:
        'ALiBi adds nothing to the embeddings. Each head subtracts m<sub>h</sub> · (i − j) from ' +
        'the score of query i and key j: the further back a key, the larger the penalty, at a ' +
        'fixed rate per head.',
    },
    { figure: 'controls' },
    // The slopes and the matrix are placed before the model arrives (their boxes follow from
    // the state); the matrix's place says why there is no model, if there is none.
    { h: 'Slopes of the {heads} heads', depth: 1 },
    { p: 'Choose a head to draw its bias matrix.', class: 'muted' },
    { figure: 'slopes' },
    { figure: 'matrix' },
    {
      when: 'model',
      body: [
        {
          p:
            'Head <span class="num">{head}</span>: slope m = <span class="num" data-chars="8">{mFixed}</span>; ' +
            'the oldest key here, {lastKey} positions back, gets ' +
            '<span class="num" data-chars="8">{lowest}</span>.',
          value: 'slope',
        },
      ],
    },
    // After the bias matrix, so a phone's first screen reaches it.
    {
      p:
        '<cite>Press, Smith and Lewis, “Train Short, Test Long: Attention with Linear Biases ' +
        'Enables Input Length Extrapolation” (ICLR 2022)</cite> learn nothing for position: the ' +
        'penalty is fixed. Keys after the query are masked, as in any causal model.',
    },
    {
      p:
        'The slopes m<sub>h</sub> form a geometric sequence: for n heads (a power of two) they ' +
        'are 2<sup>−8/n</sup>, 2<sup>−16/n</sup>, …, 2<sup>−8</sup>. Steep heads look only at ' +
        'the last few tokens; shallow heads see far back. For other head counts the reference ' +
        'code takes the slopes of the largest power of two below n and fills up with every ' +
        'other slope of the next power. Because the penalty needs no table, a model trained on ' +
        'short inputs still works on longer ones. (The reference code adds m<sub>h</sub> · j ' +
        'instead: the same row shifted by a constant, which softmax ignores.)',
    },
  ],
});
