// The lab's training worker: one run at a time, off the page's main thread.
// It loads the engine through the project's one loader (engine/wasm.ts, by
// createPosEnc): the full module's SIMD build where the browser validates
// WebAssembly SIMD, else the scalar module (engine/simd.ts; the same bits
// either way), and tells the view which. It trains in chunks (train-run.ts)
// and between chunks lets the view's messages in: a pause holds the run
// until resume; a cancel is the view terminating the worker. An idle worker
// also inspects a trained model for the view's attention and position
// figures (inspect.ts).
import { createPosEnc, type PosEnc } from '../../engine/index.js';
import { chooseFullBuild } from '../../engine/simd.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { inspectModel } from './inspect.js';
import { trainRun } from './train-run.js';

const scope = self as unknown as {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

let paused = false;
let wake: (() => void) | undefined;

/** A task boundary, so that queued messages (pause) are handled; then held while paused. */
async function between(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  while (paused) await new Promise<void>((resolve) => (wake = resolve));
}

let engine: Promise<PosEnc> | undefined;

/**
 * The engine, loaded on the worker's first message (an `engine` message
 * first chooses the build; any other lets the browser's SIMD support
 * choose), which arrives as soon as the view has created the worker.
 */
function loadEngine(simd = true): Promise<PosEnc> {
  if (!engine) {
    const build = chooseFullBuild({ simd });
    engine = createPosEnc();
    engine.then(
      () => scope.postMessage({ type: 'engine', build }),
      () => {}, // the run's or the inspection's error message says why
    );
  }
  return engine;
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'engine') void loadEngine(message.simd).catch(() => {});
  else if (message.type === 'pause') paused = true;
  else if (message.type === 'resume') {
    paused = false;
    wake?.();
    wake = undefined;
  } else if (message.type === 'inspect') {
    const { id, config, params, length } = message;
    loadEngine()
      .then((pe) => inspectModel(pe, config, params, length))
      .then(
        (inspection) => scope.postMessage({ type: 'inspected', id, inspection }),
        (error: unknown) =>
          scope.postMessage({
            type: 'inspect-error',
            id,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
  } else if (message.type === 'run') {
    const run = message.run;
    loadEngine()
      .then((pe) =>
        trainRun(
          pe,
          run,
          (step, losses) => scope.postMessage({ type: 'progress', index: run.index, step, losses }),
          between,
        ),
      )
      .then(
        (result) =>
          scope.postMessage({ type: 'done', result }, [result.losses.buffer, result.params.buffer]),
        (error: unknown) =>
          scope.postMessage({
            type: 'error',
            index: run.index,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
  }
};
