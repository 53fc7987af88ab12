// A run's name (`rope-2`: its encoding and seed), as links and the
// attention figure's picker write it (view.ts's labRun), and as the figures
// say it ("rope, seed 2"); and the picked run kept in step with the
// reader's changes of the experiment. Pure: no DOM, no engine.
import type { State } from '../state.js';
import type { LabRun } from './config.js';
import { parseRunName, type LabEncoding, type LabRunName } from './view.js';

/** A run, or a run's encoding and seed (a link's: parseRunName). */
type RunRef = LabRun | { readonly encoding: LabEncoding; readonly seed: number };
const encodingOf = (r: RunRef): LabEncoding => ('config' in r ? r.config.encoding : r.encoding);

/** A run's name in links. */
export const runName = (r: RunRef): LabRunName => `${encodingOf(r)}-${r.seed}`;

/** A run as the figures name it. */
export const runLabel = (r: RunRef): string => `${encodingOf(r)}, seed ${r.seed}`;

/**
 * A reader's change of the experiment, with the picked run cleared when the
 * change takes it out (its encoding left out, fewer seeds): their choice,
 * so no notice, which view.ts's rule gives a link naming a run not in it.
 */
export function unpickStale(state: State, partial: Partial<State>): Partial<State> {
  const s = { ...state, ...partial };
  const run = parseRunName(s.labRun);
  const out = run && (!s.labEncodings.includes(run.encoding) || run.seed > s.labSeeds);
  return out ? { ...partial, labRun: '' } : partial;
}
