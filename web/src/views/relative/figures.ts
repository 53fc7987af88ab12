// The relative-position chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'dots',
    title: 'Dot products PE(p)·PE(q) of every pair of positions',
    parts: ['dots', 'dotsError'],
    controls: ['controls'],
    exports: { figures: [''], arrays: ['dot_products'], code: true },
  },
  {
    name: 'circle',
    title: 'One pair of dimensions rotating with the position: PE(pos + k) = R_k PE(pos)',
    parts: ['circle', 'rotationError'],
    controls: ['controls'],
    readout: ['rk', 'shiftTable'],
    exports: { tables: ['rotation'] },
  },
]);
