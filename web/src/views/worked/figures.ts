// The worked example's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  { name: 'cells', title: 'Every cell of PE for d_model = 4, worked out', parts: ['cells'] },
  { name: 'map', title: 'The worked encoding as a heat map', parts: ['map'] },
  { name: 'divisors', title: 'The divisors base^(2i/d_model) of each pair', parts: ['divisors'] },
  { name: 'sums', title: 'Word embedding plus positional encoding, summed', parts: ['sums'] },
]);
