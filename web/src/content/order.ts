// Word order: what attention alone cannot see (<pe-order-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['sentences', 'runs', 'weights', 'error', 'editor'],
  values: ['explanation', 'name', 'p1', 'p2'],
  flags: ['model', 'tutorialRun'],
  phrases: {
    identity: 'The second order is the same as the first: move a word to see the two runs part.',
    samePosition:
      '<strong>{name}</strong> sits at position {p1} in both orders, so it gets the same PE row ' +
      'both times; its output still changes, because the words around it moved to other ' +
      'positions.',
    moves:
      '<strong>{name}</strong> moves from position {p1} to position {p2}. Without PE its output ' +
      'stays the same anyway; with PE it changes.',
    // The two comparison cards and the weights' legend.
    withPe: 'With positional encoding',
    withoutPe: 'Without positional encoding',
    inBoth: '{name} in both orders:',
    outputOf: 'Output of {name} (4 decimals):',
    difference: 'Size of the difference ‖a − b‖ =',
    rowsSum: 'Each row (the token attending) sums to 1; the followed token is in bold.',
  },
  body: [
    { h: 'Word order: what attention alone cannot see', depth: 0 },
    {
      p:
        '<a data-term="self-attention">Self-attention</a> mixes every <a ' +
        'data-term="token">token</a> with every other, weighting each pair by the <a ' +
        'data-term="dot-product">dot product</a> of their vectors; nothing in it refers to ' +
        'where a token sits (its <a data-term="position">position</a>). Without a mask it is <a ' +
        'data-term="permutation-equivariant"><em>permutation-equivariant</em></a>: reorder the ' +
        "input and the output is reordered the same way, each token's output unchanged (a " +
        'decoder’s <a data-term="causal-mask">causal mask</a> breaks this: see NoPE). Add the ' +
        '<a data-term="positional-encoding">positional encoding</a> and reordering ' +
        'changes what the followed token sees: its neighbours now carry different positions, so ' +
        'the scores, the weights and its output change.',
    },
    { when: 'model', body: [{ figure: 'runs' }], else: [{ figure: 'error' }] },
    {
      when: 'tutorialRun',
      body: [
        {
          p:
            '<span class="source">These are the numbers of the <cite ' +
            'data-ref="seed-tutorial">tutorial</cite>’s run: cat in “The cat sat” and “sat cat ' +
            'The”, with its embeddings (below, under “Edit the words and their embeddings”).</span>',
        },
      ],
    },
    { figure: 'sentences' },
    { when: 'model', body: [{ p: '{explanation}' }, { figure: 'weights' }] },
    {
      p:
        'Each token’s vector is compared with every other by a dot product; <a ' +
        'data-term="softmax">softmax</a> turns one row of <a data-term="score">scores</a> into ' +
        '<a data-term="attention-weights">weights</a> that sum to 1. Real attention first multiplies X by learned matrices ' +
        'W<sub>Q</sub> and W<sub>K</sub> (giving the <a data-term="query">queries</a> and <a ' +
        'data-term="key">keys</a>) and W<sub>V</sub> (the <a data-term="value">values</a>); ' +
        'this demo uses the identity for all three (softmax(XXᵀ/√4)·X). The <a ' +
        'data-term="embedding">embeddings</a> are 4 numbers per word, so <a ' +
        'data-term="d-model">d_model</a> is fixed at 4 here: the d_model control does not ' +
        'apply; <a data-term="base">Base</a> does.',
      class: 'muted',
    },
    { figure: 'editor' },
  ],
});
