// The public JavaScript API over the WebAssembly engine: createPosEnc and
// its types. The implementation lives in ./engine/ (api.ts: the calls,
// read.ts: reading inputs once, types.ts: the public types).
export { createPosEnc } from './api.js';
// Every public type (types.ts lists them, with those of the lab and the atlas's schemes).
export type * from './types.js';
