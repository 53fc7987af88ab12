// The RoPE-scaling chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'pairs',
    title: 'RoPE’s wavelength of each pair, unscaled and under the chosen scaling',
    parts: ['pairsChart', 'error'],
    controls: ['controls'],
    exports: { figures: ['RoPE wavelength'], tables: ['pairs'], arrays: ['inv_freq'] },
  },
  {
    name: 'scores',
    title: 'RoPE’s score of the same q and k against the distance, under the chosen scaling',
    parts: ['scoreChart', 'error'],
    controls: ['controls'],
    exports: { figures: ['RoPE score'], tables: ['scores'], arrays: ['scores'] },
  },
]);
