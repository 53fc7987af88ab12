// Package entry: `import { createPosEnc } from 'positional-encoding-widget'`.
export { createPosEnc } from './engine.js';
export { defaultBase, layoutNames, limits, variantNames } from './facts.js';
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
} from './engine.js';
export type { PosEncError } from './errors.js';
