// Package entry: `import { createPosEnc } from 'positional-encoding-widget'`.
export { createPosEnc } from './engine.js';
export { defaultBase, layoutNames, limits, variantNames } from './facts.js';
export type {
  AttentionResult,
  BaseOptions,
  ColumnPair,
  EncodingOptions,
  GridWindow,
  Layout,
  LayoutOptions,
  Limits,
  Matrix,
  OutOptions,
  PairColumns,
  PosEnc,
  Variant,
  WavelengthOptions,
} from './engine.js';
export type { PosEncError } from './errors.js';
