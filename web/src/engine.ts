// The public JavaScript API over the WebAssembly engine: createPosEnc and
// its types. The implementation lives in ./engine/ (api.ts: the calls,
// read.ts: reading inputs once, types.ts: the public types).
export { createPosEnc } from './engine/api.js';
export type {
  AttentionResult,
  BaseOptions,
  ColumnPair,
  EncodingOptions,
  GridWindow,
  HeadMatrices,
  IntMatrix,
  Layout,
  LayoutOptions,
  Limits,
  Matrix,
  OutOptions,
  PairColumns,
  PosEnc,
  T5Options,
  Variant,
  WavelengthOptions,
} from './engine/types.js';
