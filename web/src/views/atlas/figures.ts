// The atlas's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'plot',
    title: 'What each scheme adds to the attention score, against the distance',
    parts: ['plot'],
    // Both panels of the plot, and the profiles they draw.
    exports: { figures: [''], tables: ['profiles'], arrays: ['profiles'] },
  },
  {
    name: 'schemes',
    title: 'The schemes side by side: the overview table',
    parts: ['schemes'],
    exports: { tables: ['schemes'] },
  },
]);
