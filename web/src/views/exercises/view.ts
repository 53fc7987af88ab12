// The exercises' description (views/description.ts). Their shared code is
// the state layer's `code` field (state/shared-fields.ts): its link form is
// the URL layer's own, and it is kept even where a build leaves this view out.
import { describeView } from '../description.js';

export default describeView({
  id: 'exercises',
  title: 'Exercises',
  part: 'course',
  tag: 'pe-exercises-view',
  controls: [],
  // Nothing of the module is used: so the bundler builds no namespace object
  // for this chunk, which also exports what its lazily loaded Run chunk
  // shares (that helper breaks on hosts that add keys to Object.prototype).
  load: () => import('./index.js').then(() => undefined),
  fields: {},
});
