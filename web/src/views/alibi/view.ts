// The ALiBi view's description (views/description.ts): the head count and
// the head whose bias matrix is shown.
import { field } from '../../state/field.js';
import { integer } from '../../state/readers.js';
import { describeView } from '../description.js';

/** What the view's figures can show (the engine takes more). */
export const MAX_ALIBI_HEADS = 128;

export default describeView({
  id: 'alibi',
  title: 'ALiBi',
  part: 'atlas',
  tag: 'pe-alibi-view',
  controls: ['seq-len'],
  load: () => import('./index.js'),
  atlas: { rows: 1, curves: 3, load: () => import('./atlas.js') },
  fields: {
    alibiHeads: field({ default: 8, reader: integer(1, MAX_ALIBI_HEADS), key: 'alibi_heads' }),
    alibiHead: field({ default: 0, reader: integer(0, MAX_ALIBI_HEADS - 1), key: 'alibi_head' }),
  },
  rules: [
    /** A head that exists, never silently another one. */
    function alibiHeadExists(state, notices, name) {
      if (state.alibiHead >= state.alibiHeads) {
        const last = state.alibiHeads - 1;
        notices.push(
          `${name('alibiHead')}=${state.alibiHead} needs ${name('alibiHeads')} > ${state.alibiHead}; using ${last}.`,
        );
        state.alibiHead = last;
      }
    },
  ],
});
