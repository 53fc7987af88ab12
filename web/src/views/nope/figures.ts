// The NoPE chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'panels',
    title: 'Uniform causal attention without positional encoding, and its output at each position',
    parts: ['panels'],
    controls: ['controls'],
  },
]);
