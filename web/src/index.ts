// Package entry: `import { createPosEnc } from 'positional-encoding-widget'`.
export { createPosEnc } from './engine/index.js';
export {
  defaultBase,
  labEncodingNames,
  labTaskNames,
  layoutNames,
  limits,
  precisionNames,
  ropeScalingNames,
  variantNames,
} from './engine/facts.js';
// Every public type of the engine API (engine.ts lists them once).
export type * from './engine/index.js';
export type { PosEncError } from './engine/errors.js';
