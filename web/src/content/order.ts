// Word order: what attention alone cannot see (<pe-order-view>).
import { defineChapter } from './format.js';

export default defineChapter({
  figures: ['sentences', 'runs', 'weights', 'error', 'editor'],
  values: ['explanation', 'name', 'p1', 'p2'],
  flags: ['model'],
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
        'Self-attention mixes every token with every other, weighting each pair by the dot ' +
        'product of their vectors; nothing in it refers to where a token sits. It is ' +
        '<em>permutation-equivariant</em>: reorder the input and the output is reordered the ' +
        "same way, each token's output unchanged. Add the positional encoding and reordering " +
        'changes what the followed token sees: its neighbours now carry different positions, so ' +
        'the scores, the weights and its output change.',
    },
    { when: 'model', body: [{ figure: 'runs' }], else: [{ figure: 'error' }] },
    { figure: 'sentences' },
    { when: 'model', body: [{ p: '{explanation}' }, { figure: 'weights' }] },
    {
      p:
        'The embeddings are 4 numbers per word and attention has no learned projections ' +
        '(softmax(XXᵀ/√4)·X), so d_model is fixed at 4 here: the d_model control does not ' +
        'apply; Base does.',
      class: 'muted',
    },
    { figure: 'editor' },
  ],
});
