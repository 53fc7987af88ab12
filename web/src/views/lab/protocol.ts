// The messages between the lab's view and its training workers (training-worker.ts):
// one run per worker at a time, trained in chunks of steps so that a pause
// or a cancel takes effect between two chunks. Types only.
import type { FullBuild } from '../../engine/simd.js';
import type { LabConfig, LabRun } from './config.js';
import type { Inspection } from './inspect.js';

/** The view to a worker. */
export type ToWorker =
  | {
      /**
       * Which build of the engine to load (engine/simd.ts), if it is the
       * worker's first message: `simd: false` forces the scalar module (the
       * fallback's tests). Without it the worker loads the SIMD build where
       * WebAssembly SIMD validates.
       */
      readonly type: 'engine';
      readonly simd: boolean;
    }
  | { readonly type: 'run'; readonly run: LabRun }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | {
      /** A trained model's figures (inspect.ts): its attention on one example, its position Gram. */
      readonly type: 'inspect';
      readonly id: number;
      readonly config: LabConfig;
      readonly params: Float64Array;
      /** The example's task length n. */
      readonly length: number;
    };

/** What a finished run hands back: everything the figures need of it. */
export interface RunResult {
  readonly index: number;
  /** The loss of every step, each before its step (labTrain's losses). */
  readonly losses: Float64Array;
  /** The trained parameters (labInit's layout: docs/lab.md). */
  readonly params: Float64Array;
  /** Exact-sequence accuracy per evaluated length (labEvaluate). */
  readonly accuracy: Float64Array;
  /** Per-token accuracy per evaluated length (labEvaluate). */
  readonly tokenAccuracy: Float64Array;
  /** Milliseconds the run took in its worker (training and evaluation). */
  readonly ms: number;
}

/** A worker to the view. */
export type FromWorker =
  /** The engine build the worker loaded, once it has loaded (engine/simd.ts). */
  | { readonly type: 'engine'; readonly build: FullBuild }
  | {
      readonly type: 'progress';
      readonly index: number;
      readonly step: number;
      readonly losses: Float64Array;
    }
  | { readonly type: 'done'; readonly result: RunResult }
  | { readonly type: 'error'; readonly index: number; readonly message: string }
  | { readonly type: 'inspected'; readonly id: number; readonly inspection: Inspection }
  | { readonly type: 'inspect-error'; readonly id: number; readonly message: string };
