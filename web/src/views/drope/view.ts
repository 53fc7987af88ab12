// The DroPE view's description (views/description.ts). Its training length
// is the comparison view's (the same field, declared there).
import { describeView } from '../description.js';
import { trainLenField } from '../comparison/view.js';

export default describeView({
  id: 'drope',
  title: 'DroPE',
  part: 'atlas',
  tag: 'pe-drope-view',
  controls: ['d-model', 'base'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 0, load: () => import('./atlas.js') },
  fields: { trainLen: trainLenField },
});
