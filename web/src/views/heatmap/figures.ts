// The heat map's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'map',
    title: 'The encoding PE(pos, i) as a heat map: positions by dimensions, with its colour bar',
    parts: ['map', 'error'],
    controls: ['toolbar'],
    readout: ['readout'],
    data: ['table', 'checks', 'checksError'],
  },
]);
