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
} from './engine.js';
export type { PosEncError } from './errors.js';
