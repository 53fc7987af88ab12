// The atlas's model: the overview table and the shared plot, both from the
// engine (./table.ts, ./profiles.ts). Pure: no DOM, no Lit.
import type { PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { viewIds } from '../registry.js';
import { normalised, profiles, type Profiles } from './profiles.js';
import { schemeRows, type SchemeRow } from './table.js';

export interface AtlasModel {
  readonly rows: readonly SchemeRow[];
  readonly plot: Profiles;
  /** Each profile scaled to [-1, 1] by its largest |value|, in profile order. */
  readonly scaled: readonly Float64Array[];
}

export function derive(state: State, pe: PosEnc): AtlasModel {
  const plot = profiles(pe, state.dModel);
  return {
    rows: schemeRows(pe),
    plot,
    scaled: plot.profiles.map((p) => normalised(p.values)),
  };
}

/** Whether this build has the view a row links to (some schemes' views land later). */
export function hasView(id: string): boolean {
  return (viewIds as readonly string[]).includes(id);
}
