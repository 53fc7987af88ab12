// The DRoPE chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'chart',
    title: 'The score of the same q and k against the distance, with RoPE and with RoPE dropped',
    parts: ['chart', 'error'],
    controls: ['controls'],
  },
]);
