// The Shaw et al. chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'matrix',
    title: 'Shaw et al.’s clipped relative positions, query by key',
    parts: ['matrix'],
    controls: ['controls'],
  },
]);
