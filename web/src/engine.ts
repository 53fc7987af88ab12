// The public JavaScript API over the WebAssembly engine: createPosEnc and
// its types. The implementation lives in ./engine/ (api.ts: the calls,
// read.ts: reading inputs once, types.ts: the public types).
export { createPosEnc } from './engine/api.js';
export type {
  AttentionResult,
  BaseOptions,
  ColumnPair,
  DropeComparison,
  EncodingOptions,
  GridWindow,
  Layout,
  LayoutOptions,
  Limits,
  Matrix,
  OutOptions,
  PairColumns,
  PosEnc,
  Precision,
  PrecisionOptions,
  PrecisionReport,
  RopeFrequencies,
  RopeScaling,
  RopeScalingOptions,
  RopeScalingType,
  ScoreProfile,
  Variant,
  WavelengthOptions,
} from './engine/types.js';
