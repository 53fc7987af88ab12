// The atlas's model: the overview table and the shared plot, both from the
// engine (./table.ts, ./profiles.ts), over the schemes' loaded atlas.ts
// (./schemes.ts). Pure: no DOM, no Lit.
import type { PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { viewIds } from '../registry.js';
import { panelRanges, profiles, type PanelRange, type Profiles } from './profiles.js';
import type { LoadedScheme } from './schemes.js';
import { schemeRows, type SchemeRow } from './table.js';

export interface AtlasModel {
  readonly rows: readonly SchemeRow[];
  readonly plot: Profiles;
  /** The plot's panels, each with the range of its curves' raw values. */
  readonly panels: readonly PanelRange[];
}

export function derive(state: State, pe: PosEnc, schemes: readonly LoadedScheme[]): AtlasModel {
  const plot = profiles(pe, state.dModel, schemes);
  return {
    rows: schemeRows(pe, schemes),
    plot,
    panels: panelRanges(plot.profiles),
  };
}

/** Whether this build has the view a row links to (every row comes from a registered view). */
export function hasView(id: string): boolean {
  return (viewIds as readonly string[]).includes(id);
}
