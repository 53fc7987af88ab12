// The worked example's description (views/description.ts). It shows the
// order view's words and embeddings (the same fields, declared there).
import { describeView } from '../description.js';
import { wordFields } from '../order/view.js';

export default describeView({
  id: 'worked',
  title: 'Worked example',
  part: 'course',
  tag: 'pe-worked-view',
  controls: ['base', 'cmap'],
  load: () => import('./index.js'),
  fields: { ...wordFields },
});
