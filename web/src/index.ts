// Package entry: `import { createPosEnc } from 'positional-encoding-widget'`.
export { createPosEnc } from './engine.js';
export {
  defaultBase,
  layoutNames,
  limits,
  precisionNames,
  ropeScalingNames,
  variantNames,
} from './facts.js';
export type {
  AttentionResult,
  BaseOptions,
  ColumnPair,
  DropeComparison,
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
} from './engine.js';
export type { PosEncError } from './errors.js';
