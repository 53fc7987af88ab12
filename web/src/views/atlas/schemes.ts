// The schemes the atlas shows: every view of the registry whose description
// has an `atlas` field (views/description.ts), in registry order, with its
// atlas.ts loaded. The table and the plot (./table.ts, ./profiles.ts) are
// assembled from these, and their boxes (./boxes.ts) from the counts the
// descriptions give, which are known before anything here loads.
import { views } from '../registry.js';
import type { ViewEntry } from '../description.js';
import type { SchemeAtlas } from './scheme.js';

/** A scheme view's atlas.ts, loaded, and the view's id. */
export interface LoadedScheme {
  readonly view: string;
  readonly part: SchemeAtlas;
}

/** The registry's views that have a place in the atlas, in registry order. */
export const schemeViews: readonly ViewEntry[] = views.filter((view) => view.atlas !== undefined);

/** The atlas's table rows, over every scheme (the descriptions' counts). */
export const SCHEME_ROWS = schemeViews.reduce((sum, view) => sum + view.atlas!.rows, 0);

/** The atlas's plot curves, over every scheme (the descriptions' counts). */
export const SCHEME_CURVES = schemeViews.reduce((sum, view) => sum + view.atlas!.curves, 0);

/** Loads every scheme's atlas.ts (in parallel), in registry order. */
export function loadSchemes(entries: readonly ViewEntry[] = schemeViews): Promise<LoadedScheme[]> {
  return Promise.all(
    entries.flatMap(({ id, atlas }) =>
      atlas === undefined ? [] : [atlas.load().then((part) => ({ view: id, part }))],
    ),
  );
}
