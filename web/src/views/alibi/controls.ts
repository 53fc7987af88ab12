// The ALiBi view's control, the number of heads: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live field
// before the engine arrives.
import { oneFieldControls } from '../../ui/host-fields.js';
import { MAX_ALIBI_HEADS } from './view.js';

export const alibiControls = oneFieldControls('alibiHeads', {
  id: 'alibi-heads',
  label: 'heads',
  min: 1,
  max: MAX_ALIBI_HEADS,
});
