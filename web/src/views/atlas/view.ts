// The atlas's description (views/description.ts).
import { describeView } from '../description.js';

export default describeView({
  id: 'atlas',
  title: 'Atlas',
  tag: 'pe-atlas-view',
  controls: ['d-model'],
  load: () => import('./index.js'),
  fields: {},
});
