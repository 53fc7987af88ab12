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
// Every public type of the engine API (engine.ts lists them once).
export type * from './engine.js';
export type { PosEncError } from './errors.js';
