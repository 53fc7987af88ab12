// The ALiBi chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'matrix',
    title: 'ALiBi’s linear biases of one head, query by key',
    parts: ['matrix'],
    controls: ['controls'],
    // The shown head's biases (`head0_bias`), and every head's; the code computes them.
    exports: { figures: [''], tables: ['head'], arrays: ['bias'], code: true },
  },
  {
    name: 'slopes',
    title: 'ALiBi’s slope of each head',
    parts: ['slopes'],
    controls: ['controls'],
    exports: { tables: ['slopes'], arrays: ['slopes'], code: true },
  },
]);
