// The comparison chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'maps',
    title: 'Sinusoidal and learned encodings past the training length',
    parts: ['maps', 'error'],
    controls: ['controls'],
  },
  {
    name: 'rope',
    title: 'RoPE attention scores: they depend on the offset only',
    parts: ['ropeMap', 'error'],
    controls: ['controls'],
  },
]);
