// The worked example's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'cells',
    title: 'Every cell of PE for d_model = 4, worked out',
    parts: ['cells'],
    // The table of every cell; the code computes the same values.
    exports: { tables: ['table'], code: true },
  },
  {
    name: 'map',
    title: 'The worked encoding as a heat map',
    parts: ['map'],
    exports: { figures: [''], arrays: ['encoding'], code: true },
  },
  // No file of its own: the divisors are a column of the cells' table.
  {
    name: 'divisors',
    title: 'The divisors base^(2i/d_model) of each pair',
    parts: ['divisors'],
    exports: {},
  },
  {
    name: 'sums',
    title: 'Word embedding plus positional encoding, summed',
    parts: ['sums'],
    exports: { tables: ['sums'] },
  },
]);
