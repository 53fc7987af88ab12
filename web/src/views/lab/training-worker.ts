// The lab's training worker: one run at a time, off the page's main thread.
// It loads the engine through the project's one loader (engine/wasm.ts, by
// createPosEnc), trains in chunks (train-run.ts) and between chunks lets
// the view's messages in: a pause holds the run until resume; a cancel is
// the view terminating the worker. An idle worker also inspects a trained
// model for the view's attention and position figures (inspect.ts).
import { createPosEnc } from '../../engine/index.js';
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

const engine = createPosEnc();

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'pause') paused = true;
  else if (message.type === 'resume') {
    paused = false;
    wake?.();
    wake = undefined;
  } else if (message.type === 'inspect') {
    const { id, config, params, length } = message;
    engine
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
    engine
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
