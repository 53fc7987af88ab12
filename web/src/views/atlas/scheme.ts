// What a scheme's folder gives the atlas: its rows of the overview table
// and its curves of the shared plot, in views/<id>/atlas.ts, reached through
// the `atlas` field of its description (views/description.ts), so that no
// scheme's code enters the first load. The atlas assembles them in registry
// order (./schemes.ts, ./table.ts, ./profiles.ts).
//
// Types only: a scheme's atlas.ts imports nothing of the atlas's chunk at
// run time (what it needs arrives as arguments), since a lazily loaded chunk
// importing from a view's chunk would make the bundler build that chunk's
// namespace object with for-in (views/heatmap/table.ts says why that breaks).
import type { PosEnc } from '../../engine/index.js';
import type { Profile, PROFILE } from './profiles.js';
import type { CONFIG, SchemeRow } from './table.js';

/** A row of the overview table as the scheme writes it: the atlas adds its view's id. */
export type SchemeRowText = Omit<SchemeRow, 'view'>;

/** A curve of the shared plot; `view` (the view that explains it) defaults to the scheme's. */
export type SchemeCurve = Omit<Profile, 'view'> & { readonly view?: string };

/** What a scheme's curves are computed for. */
export interface CurveContext {
  readonly pe: PosEnc;
  /** Width of the vectors: the state's, capped at PROFILE.maxDModel. */
  readonly dModel: number;
  /** The distances plotted, D = 0 .. PROFILE.maxDistance (their count: `count`). */
  readonly distances: Float64Array;
  readonly count: number;
  /** The settings the page states (the atlas's chapter names them). */
  readonly settings: typeof PROFILE;
  /**
   * The last query's row of a count x count matrix read backwards from the
   * diagonal, m[last][last - D]: the score of a key D positions behind it.
   */
  readonly behind: (matrix: ArrayLike<number>) => Float64Array;
}

/** A scheme's atlas.ts: either part may be missing (DroPE has a row and no curve of its own). */
export interface SchemeAtlas {
  /** Its rows, parameter counts for `config` (engine calls where the engine has one). */
  readonly rows?: (pe: PosEnc, config: typeof CONFIG) => readonly SchemeRowText[];
  /** Its curves, every value from an engine call. */
  readonly curves?: (context: CurveContext) => readonly SchemeCurve[];
}

/**
 * The `atlas` field of a scheme's description: how many rows and curves its
 * atlas.ts gives (the atlas's boxes are known from these before any of it
 * loads; tests/js/views/atlas.test.mjs checks them), and how to load it.
 */
export interface SchemeAtlasEntry {
  readonly rows: number;
  readonly curves: number;
  readonly load: () => Promise<SchemeAtlas>;
}
