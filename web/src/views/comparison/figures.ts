// The comparison chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'maps',
    title: 'Sinusoidal and learned encodings past the training length',
    parts: ['maps', 'error'],
    controls: ['controls'],
    // The view's code computes both figures' arrays.
    exports: {
      figures: ['Sinusoidal PE', 'Learned table'],
      arrays: ['sinusoidal', 'learned'],
      code: true,
    },
  },
  {
    name: 'rope',
    title: 'RoPE attention scores: they depend on the offset only',
    parts: ['ropeMap', 'error'],
    controls: ['controls'],
    exports: { figures: ['RoPE scores'], arrays: ['rope_'], code: true },
  },
]);
