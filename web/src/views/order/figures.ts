// The word-order chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'weights',
    title: 'Attention weights of the second order, without and with positional encoding',
    parts: ['weights', 'error'],
    controls: ['editor'],
    exports: {
      figures: ['Attention weights'],
      tables: ['weights'],
      arrays: ['weights_'],
      code: true,
    },
  },
  {
    name: 'sentences',
    title: 'The two word orders: the same words, each at its position',
    parts: ['sentences'],
    controls: ['editor'],
    exports: {},
  },
]);
