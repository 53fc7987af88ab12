// Hand-written types for the Emscripten 3.1.6 Embind module built from
// cpp/bindings/embind.cpp (3.1.6 has no --emit-tsd). The build copies this
// file next to the generated posenc-wasm.js. Every operation validates and
// computes in one call and returns a WasmResult; addresses are byte offsets
// into HEAPF64.buffer of blocks the module owns.

/** An operation's outcome; kind 1 means RangeError, 2 TypeError. */
export interface WasmResult {
  ok: boolean;
  kind: 0 | 1 | 2;
  param: string;
  message: string;
  /** Where the result is: the module's result block, or smallResult(). */
  address: number;
  /** A one-number answer (uniqueRows, learnedParameterCount, encodeBegin's rows per chunk). */
  value: number;
}

/** Encoding options with layout and variant as indices into the facts' name lists. */
export interface WasmOptions {
  base: number;
  layout: number;
  variant: number;
}

export interface WasmGridWindow {
  seqLen: number;
  dModel: number;
  rowStart: number;
  rowsPerPixel: number;
  rowsPx: number;
  colStart: number;
  colsPerPixel: number;
  colsPx: number;
}

/** T5 bucket options (cpp/include/posenc/schemes/t5.h). */
export interface WasmT5Options {
  bidirectional: boolean;
  numBuckets: number;
  maxDistance: number;
}

/** A RoPE scaling: type indexes ropeScalingNames; NaN marks a field left out. */
export interface WasmRopeScaling {
  type: number;
  factor: number;
  originalMaxPosition: number;
  seqLen: number;
  betaFast: number;
  betaSlow: number;
  lowFreqFactor: number;
  highFreqFactor: number;
}

export interface PosEncWasm {
  /** Current view of the module memory; replaced whenever memory grows. */
  readonly HEAPF64: Float64Array;
  /** The shared facts as JSON: variantNames, layoutNames, defaultBase, limits. */
  facts(): string;
  /** Address of the module-owned input block for `doubles` values, or 0. */
  stage(doubles: number): number;
  /** Frees the input and result blocks and the encode plan. */
  release(): void;
  /** Address of the 4-double block small results are written to. */
  smallResult(): number;
  encodeBegin(seqLen: number, dModel: number, options: WasmOptions): WasmResult;
  encodeFill(rowBegin: number, rowEnd: number): boolean;
  encodePositions(count: number, dModel: number, options: WasmOptions): WasmResult;
  selfAttention(rows: number, cols: number, count: number): WasmResult;
  shift(length: number, k: number, options: WasmOptions): WasmResult;
  rope(length: number, position: number, base: number): WasmResult;
  ropeScores(qLength: number, kLength: number, seqLen: number, base: number): WasmResult;
  rotationMatrix(k: number, pair: number, dModel: number, base: number): WasmResult;
  dotProducts(seqLen: number, dModel: number, base: number): WasmResult;
  wavelengths(dModel: number, options: WasmOptions): WasmResult;
  uniqueRows(seqLen: number, dModel: number, options: WasmOptions): WasmResult;
  averageGrid(window: WasmGridWindow, options: WasmOptions): WasmResult;
  learnedTable(maxLen: number, dModel: number, seed: number): WasmResult;
  learnedParameterCount(maxLen: number, dModel: number): WasmResult;
  columnsOfPair(pair: number, dModel: number, layout: number): WasmResult;
  pairOfColumn(column: number, dModel: number, layout: number): WasmResult;
  alibiSlopes(heads: number): WasmResult;
  alibiBias(seqLen: number, heads: number): WasmResult;
  /** Reads `count` staged relative positions; int32 buckets at `address`. */
  t5Buckets(count: number, options: WasmT5Options): WasmResult;
  /** int32 (seqLen, seqLen) buckets at `address`. */
  t5BucketMatrix(seqLen: number, options: WasmT5Options): WasmResult;
  /** int32 (seqLen, seqLen) indices at `address`. */
  shawIndices(seqLen: number, k: number): WasmResult;
  /** Result block: terms a, b, c, d and their sum, (seqLen, seqLen) each. */
  transformerXlTerms(seqLen: number, dModel: number): WasmResult;
  /** `count` values staged; result block: (count, count) attention, then count outputs. */
  nopeCausalMean(count: number): WasmResult;
  /** Result block: invFreq, wavelength, interpolation (dModel/2 each); value = attentionFactor. */
  ropeFrequencies(dModel: number, base: number, scaling: WasmRopeScaling): WasmResult;
  /** q then k staged; result block: scores at D = 0..maxDistance; value = attentionFactor. */
  ropeScoreProfile(
    qLength: number,
    kLength: number,
    maxDistance: number,
    base: number,
    scaling: WasmRopeScaling,
  ): WasmResult;
  /** q then k staged; result block: rope, nope (maxDistance + 1 each), then 6 summary values. */
  dropeCompare(
    qLength: number,
    kLength: number,
    maxDistance: number,
    base: number,
    trainingLength: number,
  ): WasmResult;
  /** precision indexes precisionNames; result block: the (seqLen, dModel) matrix. */
  precisionEncode(
    seqLen: number,
    dModel: number,
    base: number,
    layout: number,
    precision: number,
  ): WasmResult;
  /** Result block: maxError (seqLen), distinctRows, firstCollision, firstNonFinite, largestExactInteger. */
  precisionStats(seqLen: number, dModel: number, base: number, precision: number): WasmResult;
  /** `count` values staged; result block: them rounded. */
  roundToPrecision(count: number, precision: number): WasmResult;
}

export interface PosEncWasmOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?: (path: string, prefix: string) => string;
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance) => void,
  ) => WebAssembly.Exports | object;
  onAbort?: (what: unknown) => void;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

export default function createPosEncModule(options?: PosEncWasmOptions): Promise<PosEncWasm>;
