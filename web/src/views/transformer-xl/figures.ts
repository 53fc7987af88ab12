// The Transformer-XL chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'terms',
    title: 'Transformer-XL’s four attention terms, as matrices',
    parts: ['terms'],
    readout: ['readout'],
  },
]);
