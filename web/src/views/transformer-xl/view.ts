// The Transformer-XL view's description (views/description.ts).
import { describeView } from '../description.js';

export default describeView({
  id: 'transformer-xl',
  title: 'Transformer-XL',
  part: 'atlas',
  tag: 'pe-transformer-xl-view',
  controls: ['seq-len', 'd-model', 'cmap'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  fields: {},
});
