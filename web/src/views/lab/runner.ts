// The lab's runs on the page's side: a pool of training workers (training-worker.ts),
// one run per worker, up to the machine's cores, fed from a queue in the
// experiment's order; progress, pause, resume and cancel. A
// ReactiveController: the view re-renders at most once per frame while
// losses arrive, so the main thread only copies numbers and draws.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import type { LabRun } from './config.js';
import type { FromWorker, RunResult, ToWorker } from './protocol.js';
import { CrossOriginWorker as Worker } from './cross-origin-worker.js';

export type RunnerPhase = 'idle' | 'running' | 'paused' | 'done' | 'cancelled' | 'failed';

/** One run as the figures see it while it trains. */
export interface RunProgress {
  readonly run: LabRun;
  /** Losses so far (the first `step` values are filled). */
  readonly losses: Float64Array;
  step: number;
  result?: RunResult;
}

/** Workers at most: the cores the browser reports (2 when it reports none), never more than runs. */
export function workerCount(
  runs: number,
  cores = globalThis.navigator?.hardwareConcurrency,
): number {
  return Math.max(1, Math.min(runs, cores && cores > 0 ? cores : 2));
}

export class LabRunner implements ReactiveController {
  phase: RunnerPhase = 'idle';
  progress: RunProgress[] = [];
  /** Why the experiment failed (a worker's or the engine's message). */
  error = '';
  /** Wall time of the experiment so far, in ms (the time paused left out). */
  elapsedMs = 0;
  /** The experiment's key (config.ts) the runs belong to. */
  key = '';

  private workers: Worker[] = [];
  private queue: LabRun[] = [];
  private startedAt = 0;
  private frame = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly createWorker: () => Worker = () =>
      new Worker(new URL('./training-worker.js', import.meta.url), { type: 'module' }),
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stopWorkers();
    if (this.phase === 'running' || this.phase === 'paused') this.phase = 'cancelled';
  }

  get stepsDone(): number {
    return this.progress.reduce((sum, p) => sum + p.step, 0);
  }

  get stepsTotal(): number {
    return this.progress.reduce((sum, p) => sum + p.run.training.steps, 0);
  }

  get runsDone(): number {
    return this.progress.filter((p) => p.result).length;
  }

  start(runs: readonly LabRun[], key: string): void {
    this.stopWorkers();
    this.key = key;
    this.error = '';
    this.progress = runs.map((run) => ({
      run,
      losses: new Float64Array(run.training.steps).fill(NaN),
      step: 0,
    }));
    this.queue = [...runs];
    this.phase = 'running';
    this.elapsedMs = 0;
    this.startedAt = performance.now();
    try {
      for (let k = 0; k < workerCount(runs.length); k++) this.spawn();
    } catch (error) {
      this.fail(`the training workers could not start (${String(error)})`);
    }
    this.changed();
  }

  pause(): void {
    if (this.phase !== 'running') return;
    this.post({ type: 'pause' });
    this.elapsedMs += performance.now() - this.startedAt;
    this.phase = 'paused';
    this.changed();
  }

  resume(): void {
    if (this.phase !== 'paused') return;
    this.post({ type: 'resume' });
    this.startedAt = performance.now();
    this.phase = 'running';
    this.changed();
  }

  cancel(): void {
    if (this.phase !== 'running' && this.phase !== 'paused') return;
    if (this.phase === 'running') this.elapsedMs += performance.now() - this.startedAt;
    this.stopWorkers();
    this.phase = 'cancelled';
    this.changed();
  }

  private spawn(): void {
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`a training worker failed: ${event.message || 'it could not be loaded'}`);
    };
    this.workers.push(worker);
    this.next(worker);
  }

  private next(worker: Worker): void {
    const run = this.queue.shift();
    if (run) worker.postMessage({ type: 'run', run } satisfies ToWorker);
    else if (this.progress.every((p) => p.result)) this.finish();
  }

  private receive(worker: Worker, message: FromWorker): void {
    if (this.phase !== 'running' && this.phase !== 'paused') return;
    if (message.type === 'progress') {
      const p = this.progress[message.index]!;
      p.losses.set(message.losses, message.step - message.losses.length);
      p.step = message.step;
    } else if (message.type === 'done') {
      const p = this.progress[message.result.index]!;
      p.losses.set(message.result.losses);
      p.step = p.run.training.steps;
      p.result = message.result;
      this.next(worker);
    } else if (message.type === 'error') {
      this.fail(message.message);
      return;
    } else return; // an inspection's answer: the inspector's (inspector.ts)
    this.changed();
  }

  private finish(): void {
    this.elapsedMs += performance.now() - this.startedAt;
    this.stopWorkers();
    this.phase = 'done';
  }

  private fail(message: string): void {
    if (this.phase === 'running') this.elapsedMs += performance.now() - this.startedAt;
    this.stopWorkers();
    this.error = message;
    this.phase = 'failed';
    this.changed();
  }

  private post(message: ToWorker): void {
    for (const worker of this.workers) worker.postMessage(message);
  }

  private stopWorkers(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.queue = [];
  }

  /** One update of the host per animation frame, however many messages arrive. */
  private changed(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.host.requestUpdate();
    });
  }
}
