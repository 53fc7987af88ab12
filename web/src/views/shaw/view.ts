// The Shaw view's description (views/description.ts): the clipping distance k.
import { field } from '../../state/field.js';
import { integer } from '../../state/readers.js';
import { describeView } from '../description.js';

/** What the view's figures can show (the engine takes more). */
export const MAX_SHAW_K = 1024;

export default describeView({
  id: 'shaw',
  title: 'Shaw relative',
  part: 'atlas',
  tag: 'pe-shaw-view',
  controls: ['seq-len'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 1, load: () => import('./atlas.js') },
  fields: {
    shawK: field({ default: 4, reader: integer(0, MAX_SHAW_K), key: 'shaw_k' }),
  },
});
