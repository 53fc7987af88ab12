// Which build of the full engine module a realm runs: the SIMD build
// (CMakeLists.txt, posenc_wasm_simd: the lab's engine compiled with
// -msimd128, the same functions giving the same bits, about twice as fast at
// the lab's training step) where the engine validates WebAssembly SIMD, else
// the scalar module, which runs everywhere WebAssembly does. Only the lab's
// training workers choose (views/lab/training-worker.ts): the page keeps the
// scalar module, so its loads never change. wasm.ts does the loading.
import { useSimdBuild } from './wasm.js';

/**
 * The smallest module using a SIMD instruction: a function returning
 * i8x16.popcnt(i8x16.splat(0)) as a v128 (the probe of the wasm-feature-detect
 * library). A browser without WebAssembly SIMD rejects it at validation.
 */
const SIMD_PROBE = Uint8Array.of(
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
  ...[0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b], // types: () -> v128
  ...[0x03, 0x02, 0x01, 0x00], // one function of that type
  ...[0x0a, 0x0a, 0x01, 0x08, 0x00], // code: one body, no locals
  ...[0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b], // i32.const 0, i8x16.splat, i8x16.popcnt, end
);

/** Whether this JavaScript engine validates WebAssembly SIMD (false without WebAssembly). */
export function simdSupported(): boolean {
  return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
}

/** A build of the full engine module. */
export type FullBuild = 'simd' | 'scalar';

export interface FullBuildOptions {
  /**
   * false: the scalar module even where SIMD validates (the fallback, forced:
   * tests/js/lab-simd.test.mjs, tests/e2e/lab-simd.spec.ts). Default true.
   */
  readonly simd?: boolean;
}

let chosen: FullBuild | undefined;

/**
 * Chooses this realm's full module before anything here loads it: the SIMD
 * build where simdSupported() and `options.simd` is not false, else the
 * scalar module. Returns the choice; the first call chooses, later ones
 * return its choice. Throws (wasm.ts) if the full module is already loading
 * in this realm.
 */
export function chooseFullBuild(options: FullBuildOptions = {}): FullBuild {
  if (!chosen) {
    const simd = options.simd !== false && simdSupported();
    if (simd) useSimdBuild();
    chosen = simd ? 'simd' : 'scalar';
  }
  return chosen;
}
