// The values the lab's chapter (content/lab.ts) interpolates: all from the
// state, so the view and its first-paint frame write the same prose.
import type { State } from '../state.js';
import { grouped } from '../../ui/format.js';
import { firstLength } from './config.js';

export function labValues(state: State) {
  return {
    runs: String(state.labEncodings.length * state.labSeeds),
    seeds: String(state.labSeeds),
    trainMin: String(state.labTrainMin),
    trainMax: String(state.labTrainMax),
    maxLength: String(state.labMaxLength),
    steps: grouped(state.labSteps),
    /** The attention figure's example length (inspect.ts clamps it the same way). */
    example: String(Math.max(firstLength(state.labTask), state.labExample)),
  };
}
