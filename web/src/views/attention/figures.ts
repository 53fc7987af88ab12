// The self-attention chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'terms',
    title: 'The four terms of a position-aware attention score, as matrices',
    parts: ['terms'],
    controls: ['controls', 'settings'],
    readout: ['readout'],
  },
]);
