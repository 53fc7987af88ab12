// The pitfalls chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'maps',
    title: 'The correct encoding beside the pitfall chosen, as heat maps',
    parts: ['maps', 'error'],
    controls: ['controls'],
  },
  {
    name: 'scorecard',
    title: 'How well each encoding keeps positions apart: the scorecard',
    parts: ['scorecard', 'error'],
    controls: ['controls'],
  },
]);
