// The lab's inspections on the page's side: one worker (training-worker.ts,
// the same module the runs train in) asked for one trained model's figures
// (inspect.ts) at a time; a newer request supersedes an older one, whose
// answer is dropped. A ReactiveController: the host re-renders when an
// answer arrives.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import type { LabConfig } from './config.js';
import type { Inspection } from './inspect.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { CrossOriginWorker as Worker } from './cross-origin-worker.js';

export interface InspectRequest {
  readonly config: LabConfig;
  readonly params: Float64Array;
  readonly length: number;
}

export class LabInspector implements ReactiveController {
  /** The latest answer, for `key`; undefined while none has arrived. */
  inspection: Inspection | undefined;
  /** Why the latest request failed, or ''. */
  error = '';
  /** The key of the request the answer belongs to. */
  key = '';

  private worker: Worker | undefined;
  private asked = '';
  private id = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly createWorker: () => Worker = () =>
      new Worker(new URL('./training-worker.js', import.meta.url), { type: 'module' }),
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.asked = '';
  }

  /** Asks for `request`'s figures unless `key` is already asked for or answered. */
  request(key: string, request: InspectRequest): void {
    if (key === this.asked) return;
    this.asked = key;
    const id = ++this.id;
    if (!this.worker) {
      try {
        this.worker = this.createWorker();
      } catch (error) {
        this.answer(key, undefined, `the inspection worker could not start (${String(error)})`);
        return;
      }
      this.worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const m = event.data;
        if ((m.type !== 'inspected' && m.type !== 'inspect-error') || m.id !== this.id) return;
        if (m.type === 'inspected') this.answer(this.asked, m.inspection, '');
        else this.answer(this.asked, undefined, m.message);
      };
    }
    const params = request.params.slice();
    this.worker.postMessage(
      {
        type: 'inspect',
        id,
        config: request.config,
        params,
        length: request.length,
      } satisfies ToWorker,
      [params.buffer],
    );
  }

  private answer(key: string, inspection: Inspection | undefined, error: string): void {
    this.key = key;
    this.inspection = inspection;
    this.error = error;
    this.host.requestUpdate();
  }
}
