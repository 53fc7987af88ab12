// The Shaw view's control, the clipping distance K: a template of the state
// alone, so the view's first-paint frame (frame.ts) shows the same live field
// before the engine arrives.
import { oneFieldControls } from '../../ui/host-fields.js';
import { MAX_SHAW_K } from './view.js';

export const shawControls = oneFieldControls('shawK', {
  id: 'shaw-k',
  label: 'clipping distance K',
  min: 0,
  max: MAX_SHAW_K,
});
