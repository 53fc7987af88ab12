// Which functions of the API only the full engine module has. The core
// module (the widget's first load, the heat map's functions) gets a stand-in
// for each that says so (api.ts); the full module's API gets them from
// api-full.ts. The compile-time checks below keep this list equal to the
// API's own: a function added to PosEnc is a core function or listed here.
import type { PosEnc } from './types.js';

/** The API's members the core module serves (api.ts builds them itself). */
export type CoreName =
  | 'variants'
  | 'limits'
  | 'positionalEncoding'
  | 'encodePositions'
  | 'wavelengths'
  | 'uniqueRows'
  | 'averageGrid'
  | 'columnsOfPair'
  | 'pairOfColumn';

export type FullOnlyName = Exclude<keyof PosEnc, CoreName>;

export const fullOnlyNames = [
  'selfAttention',
  'shift',
  'rotationMatrix',
  'dotProducts',
  'learnedTable',
  'learnedParameterCount',
  'rope',
  'ropeScores',
  'alibiSlopes',
  'alibiBias',
  't5Bucket',
  't5BucketMatrix',
  'shawIndices',
  'transformerXlTerms',
  'nopeCausalMean',
  'ropeFrequencies',
  'ropeScoreProfile',
  'dropeCompare',
  'precisionStats',
  'roundToPrecision',
] as const satisfies readonly FullOnlyName[];

// Fails to compile when a full-only function is missing from the list.
type Unlisted = Exclude<FullOnlyName, (typeof fullOnlyNames)[number]>;
const everyNameListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNameListed;
