// The values the atlas's chapter (content/atlas.ts) interpolates: the stated
// configurations and the plot's width, all from the state alone, so the
// view and its first-paint frame (frame.ts) write the same prose.
import type { State } from '../state.js';
import { plotDModel, PROFILE } from './profiles.js';
import { CONFIG } from './table.js';

/** The chapter's values at `state`. */
export function atlasValues(state: Pick<State, 'dModel'>) {
  return {
    configDModel: CONFIG.dModel,
    heads: CONFIG.heads,
    maxLen: CONFIG.maxLen,
    alibiHeads: PROFILE.alibiHeads,
    dModel: plotDModel(state.dModel),
  };
}
