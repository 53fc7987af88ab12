// The pitfalls chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'maps',
    title: 'The correct encoding beside the pitfall chosen, as heat maps',
    parts: ['maps', 'error'],
    controls: ['controls'],
    // The correct encoding and the chosen pitfall's, as figures and arrays.
    exports: { figures: [''], arrays: [''], code: true },
  },
  {
    name: 'scorecard',
    title: 'How well each encoding keeps positions apart: the scorecard',
    parts: ['scorecard', 'error'],
    controls: ['controls'],
    exports: { tables: ['scores'] },
  },
]);
