// Package entry: `import { createPosEnc } from 'positional-encoding-widget'`.
export { createPosEnc } from './engine.js';
export type {
  AttentionResult,
  BaseOptions,
  EncodingOptions,
  GridWindow,
  Layout,
  Limits,
  Matrix,
  PosEnc,
  Variant,
  WavelengthOptions,
} from './engine.js';
export type { PosEncError } from './errors.js';
