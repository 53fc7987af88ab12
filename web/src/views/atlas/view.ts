// The atlas's description (views/description.ts). Its load waits for the
// schemes' atlas.ts too (./index.ts), so the view shows once it can draw (or
// say why it cannot).
import { describeView } from '../description.js';

export default describeView({
  id: 'atlas',
  title: 'Atlas',
  part: 'atlas',
  tag: 'pe-atlas-view',
  controls: ['d-model'],
  load: () => import('./index.js').then((m) => m.schemesSettled()),
  fields: {},
});
