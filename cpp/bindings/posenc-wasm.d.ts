// Hand-written types for the Emscripten 3.1.6 Embind module built from
// cpp/bindings/embind.cpp (3.1.6 has no --emit-tsd). The build copies this
// file next to the generated posenc-wasm.js. Addresses are byte offsets into
// HEAPF64.buffer; every function re-validates and returns a Status.

/** A validation result; kind 1 means RangeError, 2 TypeError. */
export interface WasmStatus {
  ok: boolean;
  kind: 0 | 1 | 2;
  param: string;
  message: string;
}

/** Angle tables for one matrix; fill() writes rows [begin, end) at `out`. Call delete(). */
export interface WasmEncodePlan {
  fill(out: number, rowBegin: number, rowEnd: number): boolean;
  delete(): void;
}

export interface PosEncWasm {
  EncodePlan: new (
    seqLen: number,
    dModel: number,
    base: number,
    layout: string,
    variant: string,
  ) => WasmEncodePlan;
  /** Current view of the module memory; replaced whenever memory grows. */
  readonly HEAPF64: Float64Array;
  alloc(bytes: number): number;
  free(address: number): void;
  validateEncode(
    seqLen: number,
    dModel: number,
    base: number,
    layout: string,
    variant: string,
  ): WasmStatus;
  encode(
    out: number,
    seqLen: number,
    dModel: number,
    base: number,
    layout: string,
    variant: string,
  ): WasmStatus;
  validateEncodePositions(
    count: number,
    dModel: number,
    base: number,
    layout: string,
    variant: string,
  ): WasmStatus;
  encodePositions(
    out: number,
    positions: number,
    count: number,
    dModel: number,
    base: number,
    layout: string,
    variant: string,
  ): WasmStatus;
  validateSelfAttention(rows: number, cols: number): WasmStatus;
  selfAttention(output: number, weights: number, x: number, rows: number, cols: number): WasmStatus;
  validateShift(length: number, k: number, base: number): WasmStatus;
  shift(
    out: number,
    vector: number,
    length: number,
    k: number,
    base: number,
    variant: string,
  ): WasmStatus;
  rotationMatrix(out: number, k: number, pair: number, dModel: number, base: number): WasmStatus;
  validateDotProducts(seqLen: number, dModel: number, base: number): WasmStatus;
  dotProducts(out: number, seqLen: number, dModel: number, base: number): WasmStatus;
  wavelengths(out: number, dModel: number, base: number, variant: string): WasmStatus;
  uniqueRows(seqLen: number, dModel: number, base: number, layout: string, variant: string): number;
  validateGrid(
    seqLen: number,
    dModel: number,
    rowStart: number,
    rowsPerPixel: number,
    rowsPx: number,
    colStart: number,
    colsPerPixel: number,
    colsPx: number,
    base: number,
    layout: string,
    variant: string,
  ): WasmStatus;
  averageGrid(
    out: number,
    seqLen: number,
    dModel: number,
    rowStart: number,
    rowsPerPixel: number,
    rowsPx: number,
    colStart: number,
    colsPerPixel: number,
    colsPx: number,
    base: number,
    layout: string,
    variant: string,
    rowBegin: number,
    rowEnd: number,
  ): WasmStatus;
  validateLearnedTable(maxLen: number, dModel: number): WasmStatus;
  learnedTable(out: number, maxLen: number, dModel: number, seed: number): WasmStatus;
  /** maxLen * dModel, or -1 for invalid arguments. */
  learnedParameterCount(maxLen: number, dModel: number): number;
  validateRope(length: number, position: number, base: number): WasmStatus;
  rope(out: number, vector: number, length: number, position: number, base: number): WasmStatus;
  validateRopeScores(length: number, seqLen: number, base: number): WasmStatus;
  ropeScores(
    out: number,
    q: number,
    k: number,
    length: number,
    seqLen: number,
    base: number,
  ): WasmStatus;
  variantCount(): number;
  variantName(index: number): string;
  maxElements(): number;
  maxDModel(): number;
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
