// The engine on the page's thread, for the seed bands (derive.ts,
// labSeedBands): the full module, loaded when Train is pressed (index.ts
// says why there and not in the workers), once per page and shared with
// every other view that uses it (engine/api.ts). A ReactiveController: the
// view renders again when it has arrived or failed.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { createEngine } from '../../engine/api.js';
import type { PosEnc } from '../../engine/index.js';

export class LabBands implements ReactiveController {
  /** The engine, once loaded. */
  engine: PosEnc | undefined;
  /** Why it could not be loaded (a later Train tries again), or ''. */
  error = '';
  private loading: Promise<void> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly create: () => Promise<PosEnc> = () => createEngine('full'),
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * Starts loading the engine unless it is here or on its way; resolves
   * when it is here or has failed (never rejects: a failure is `error`).
   */
  load(): Promise<void> {
    if (this.engine) return Promise.resolve();
    if (this.loading) return this.loading;
    this.error = '';
    this.loading = this.create().then(
      (pe) => this.settle(pe, ''),
      (error: unknown) =>
        this.settle(
          undefined,
          `The curves need the engine on this page, which could not be loaded: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
    );
    return this.loading;
  }

  private settle(engine: PosEnc | undefined, error: string): void {
    this.engine = engine;
    this.error = error;
    this.loading = undefined;
    this.host.requestUpdate();
  }
}
