// The frequencies chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'wavelengths',
    title: 'The wavelength of each pair of dimensions, on a log scale',
    parts: ['plot', 'error'],
    exports: {
      figures: ['Wavelength of each pair'],
      tables: ['wavelengths'],
      arrays: ['wavelengths'],
      code: true,
    },
  },
  {
    name: 'curves',
    title: 'Selected dimensions of PE as curves over the positions',
    parts: ['curves', 'error'],
    controls: ['controls'],
    exports: { figures: ['PE(pos, dim) along the positions'], tables: ['curves'] },
  },
]);
