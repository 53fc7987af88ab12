// The precision chapter's figures, as figure mode shows them (ui/figure-mode.ts).
import { defineFigures } from '../../ui/figure-mode.js';

export default defineFigures([
  {
    name: 'chart',
    title:
      'The largest error of each row of PE in float32, float16 and bfloat16, against the position',
    parts: ['chart', 'error'],
    controls: ['controls'],
    data: ['summaryTable', 'collision'],
  },
]);
