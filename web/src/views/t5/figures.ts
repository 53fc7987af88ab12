// The T5 chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'matrix',
    title: 'T5’s relative-position buckets, query by key',
    parts: ['matrix'],
    controls: ['controls'],
    readout: ['ranges'],
  },
]);
