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
      '−s<sub>{head}</sub> · (m − n) = −{mFixed} · {distance} = ' +
      '<span class="num" data-value="bias">{bias}</span>.',
  },
  body: [
    { h: 'ALiBi: a linear penalty on distance', depth: 0 },
    {
      p:
        '<a data-term="alibi">ALiBi</a> adds nothing to the embeddings. Each ' +
        '<a data-term="head">head</a> h subtracts s<sub>h</sub> · (m − n) from the ' +
        '<a data-term="score">score</a> of the <a data-term="query">query</a> at position m ' +
        'and the <a data-term="key">key</a> at n: the further back a key, the larger the ' +
        'penalty, at a fixed rate per head.',
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
            'Head <span class="num">{head}</span>: slope s = <span class="num" data-chars="8">{mFixed}</span>; ' +
            'the oldest key here, {lastKey} positions back, gets ' +
            '<span class="num" data-chars="8">{lowest}</span>.',
          value: 'slope',
        },
      ],
    },
    // After the bias matrix, so a phone's first screen reaches it.
    {
      p:
        '<cite data-ref="press2022">Press, Smith and Lewis (2022)</cite> learn nothing for ' +
        'position: the penalty is fixed (they write the slope m; here m is the query’s ' +
        'position). Keys after the query are masked by the ' +
        '<a data-term="causal-mask">causal mask</a>, as in any causal model.',
    },
    {
      p:
        'The slopes s<sub>h</sub> of heads h = 1 … H form a ' +
        '<a data-term="geometric-progression">geometric sequence</a>: for H heads (a power of ' +
        'two) they are 2<sup>−8/H</sup>, 2<sup>−16/H</sup>, …, 2<sup>−8</sup>. Steep heads look ' +
        'only at the last few tokens; shallow heads see far back. For other head counts the ' +
        'reference code takes the slopes of the largest power of two below H and fills up with ' +
        'every other slope of the next power. Press et al. found that a model trained on short ' +
        'inputs keeps its <a data-term="perplexity">perplexity</a> on longer ones: the penalty ' +
        'grows smoothly with distance and far keys get little weight (a recency bias). ' +
        'Downstream tasks extrapolate less well (<cite data-ref="kazemnejad2023">Kazemnejad et ' +
        'al. 2023</cite>). (The reference code adds s<sub>h</sub> · n instead: the same row ' +
        'shifted by a constant, which <a data-term="softmax">softmax</a> ignores.)',
    },
  ],
});
