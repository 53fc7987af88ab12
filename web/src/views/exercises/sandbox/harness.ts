// The code that runs inside the sandbox worker, around the learner's code.
//
// The worker is a classic worker started from a blob: URL by the sandbox
// frame (sandbox.html), so its source is text: harnessSource() serialises
// sandboxHarness, captureKit (harness-kit.ts) and normalise (flatten.ts)
// with Function.prototype.toString. They must therefore be self-contained:
// no reference to anything else in their modules and no import (the limits
// arrive as a JSON argument).
//
// Order of events in the worker:
//   1. The harness captures the platform functions it needs (captureKit),
//      then the frame posts one message carrying a MessagePort (the results
//      channel to the widget); the harness keeps the port in a closure and
//      a bound postMessage, then stops listening: the learner's code never
//      sees the port, and anything it posts with self.postMessage goes to
//      the frame, which drops it.
//   2. Network, storage and worker constructors are removed from the global
//      scope (friendly errors; the frame's Content-Security-Policy is what
//      actually blocks every request), and the harness says "ready".
//   3. The widget sends {code, shapes}; the harness reads the shapes and
//      allocates every buffer the reply will use, then loads the learner's
//      code as a module from a blob: URL (no eval), calls positionalEncoding
//      for each requested shape itself, and copies each result into its
//      buffer (or an error saying why not).
//   4. One reply goes back on the port, built by the harness from numbers,
//      cut texts and its own buffers: its size is bounded whatever the
//      learner's code did (at most RECEIVED_FACTOR times the numbers asked
//      for, and texts of maxText characters). An error the learner's code
//      leaves uncaught (a timer, an event) is answered the same way, and
//      kept from the frame. The widget, not this code, compares the outputs
//      with the engine.
import { captureKit } from './harness-kit.js';
import { normalise, type HarnessLimits } from './flatten.js';
import type { RawOutput, RunRequest, SandboxReply } from './protocol.js';

export type { HarnessLimits } from './flatten.js';

/** The worker's main function (see the steps at the top of this file). */
export function sandboxHarness(
  limits: HarnessLimits & { receivedFactor: number },
  capture: typeof captureKit,
  flatten: typeof normalise,
  load: (url: string) => Promise<{ default?: unknown }>,
): void {
  const kit = capture(limits.maxText);
  const scope = self as unknown as Record<string, unknown> & {
    addEventListener: typeof addEventListener;
    removeEventListener: typeof removeEventListener;
  };
  // Taken before the learner's code runs, so that replacing them later changes nothing here.
  const createUrl = URL.createObjectURL.bind(URL);
  const revokeUrl = URL.revokeObjectURL.bind(URL);
  const BlobType = Blob;
  const TypeErrorType = TypeError;

  const blocked = [
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'WebSocketStream',
    'EventSource',
    'importScripts',
    'indexedDB',
    'caches',
    'BroadcastChannel',
    'Worker',
    'SharedWorker',
    'WebTransport',
    'RTCPeerConnection',
    'Request',
    'FontFace',
    'FileReaderSync',
    'storageBucket',
  ];
  function remove(target: object, names: readonly string[]): void {
    for (const name of names) {
      try {
        Object.defineProperty(target, name, {
          value: undefined,
          writable: false,
          configurable: false,
        });
      } catch {
        // Already non-configurable: the frame's policy still blocks its requests.
      }
    }
  }
  function lockDown(): void {
    const targets: object[] = [scope];
    for (const name of ['WorkerGlobalScope', 'DedicatedWorkerGlobalScope']) {
      const proto = (scope[name] as { prototype?: object } | undefined)?.prototype;
      if (proto) targets.push(proto);
    }
    for (const target of targets) remove(target, blocked);
    const nav = scope.navigator as object | undefined;
    if (nav) {
      for (const target of [nav, Object.getPrototypeOf(nav) as object]) {
        remove(target, ['sendBeacon', 'storage', 'locks', 'serviceWorker']);
      }
    }
    const fonts = scope.fonts as object | undefined;
    if (fonts) remove(fonts, ['add', 'load']);
  }

  async function importModule(text: string): Promise<unknown> {
    const url = createUrl(new BlobType([text], { type: 'text/javascript' }));
    try {
      return (await load(url)).default;
    } finally {
      revokeUrl(url);
    }
  }

  /** The requested shapes as whole numbers, or null when they are not (or too many numbers). */
  function readShapes(shapes: unknown): [number, number][] | null {
    if (!Array.isArray(shapes) || shapes.length < 1 || shapes.length > 64) return null;
    const out: [number, number][] = [];
    let total = 0;
    for (const pair of shapes as unknown[]) {
      const seqLen = Array.isArray(pair) ? (pair[0] as unknown) : undefined;
      const dModel = Array.isArray(pair) ? (pair[1] as unknown) : undefined;
      if (!Number.isInteger(seqLen) || !Number.isInteger(dModel)) return null;
      if ((seqLen as number) < 1 || (dModel as number) < 1) return null;
      total += (seqLen as number) * (dModel as number);
      if (total > limits.maxNumbers) return null;
      out.push([seqLen as number, dModel as number]);
    }
    return out;
  }

  scope.addEventListener('message', function start(event: Event) {
    scope.removeEventListener('message', start);
    const port = (event as MessageEvent).ports[0];
    if (!port) return;
    const post = port.postMessage.bind(port) as (
      message: unknown,
      transfer: Transferable[],
    ) => void;
    let sent = false;
    /** The one reply of this run (later calls do nothing): built by the harness only. */
    const send = (reply: SandboxReply, transfer: Transferable[]): void => {
      if (sent) return;
      sent = true;
      try {
        post(reply, transfer);
      } catch {
        post(
          { kind: 'failed', reason: 'thrown', message: 'The sandbox could not send its reply.' },
          [],
        );
      }
    };
    const fail = (reason: 'blocked' | 'syntax' | 'missing' | 'thrown', message: string): void =>
      send({ kind: 'failed', reason, message: kit.text(message) }, []);

    // An error the learner's code leaves uncaught (in a timer, an event
    // handler) ends the run here, cut to size: it never reaches the frame.
    scope.addEventListener('error', (event: Event) => {
      fail('thrown', kit.errorText(kit.takeError(event)));
    });

    async function run(code: string, shapes: [number, number][]): Promise<void> {
      // Every buffer of the reply, allocated while only the harness has run.
      const slots = shapes.map(([s, d]) => kit.slot(limits.receivedFactor * s * d));
      // A trivial module first: if even that cannot load, the learner's code is not at fault.
      // A blocked module load (a policy, an extension) fails as a TypeError in every browser;
      // anything else is a fault of this set-up, named as the browser names it.
      try {
        await importModule('export default 1;');
      } catch (error) {
        fail(
          'blocked',
          error instanceof TypeErrorType
            ? `Running your code needs blob: modules, which this browser did not load here (a browser policy or extension may block them): ${kit.errorText(error)}`
            : `The exercise sandbox could not load a module (not a fault of your code): ${kit.errorText(error)}`,
        );
        return;
      }
      let fn: unknown;
      try {
        fn = await importModule(
          `${code}\nexport default (typeof positionalEncoding === 'function' ? positionalEncoding : undefined);`,
        );
      } catch (error) {
        fail('syntax', kit.errorText(error));
        return;
      }
      if (typeof fn !== 'function') {
        fail(
          'missing',
          'No function named positionalEncoding was found. Keep the line "function positionalEncoding(seqLength, dModel) {".',
        );
        return;
      }
      // From here on the learner's code has run: only the kit, the slots and literals.
      const outputs: RawOutput[] = [];
      const transfer: Transferable[] = [];
      for (let k = 0; k < shapes.length; k++) {
        const shape = shapes[k]!;
        const seqLen = shape[0];
        const dModel = shape[1];
        let value: unknown;
        try {
          value = (fn as (s: number, d: number) => unknown)(seqLen, dModel);
        } catch (error) {
          fail('thrown', kit.errorText(error));
          return;
        }
        kit.put(outputs, k, flatten(value, seqLen, dModel, slots[k]!, limits, kit));
        kit.put(transfer, k, slots[k]!.store);
      }
      send({ kind: 'outputs', outputs }, transfer);
    }

    let asked = false;
    port.onmessage = (message: MessageEvent<RunRequest>) => {
      if (asked) return;
      asked = true;
      const request = message.data as Partial<RunRequest> | null;
      const shapes = readShapes(request?.shapes);
      if (shapes === null || typeof request?.code !== 'string') {
        fail('thrown', 'The sandbox was asked for shapes it cannot hold.');
        return;
      }
      run(request.code, shapes).catch((error: unknown) => fail('thrown', kit.errorText(error)));
    };
    lockDown();
    post({ kind: 'ready' }, []);
  });
}

/**
 * The harness's module loader, as text. A bundler rewrites an import() of a computed URL in code
 * (webpack turns it into a call of its own module registry, which the worker does not have),
 * and a minifier drops the comments that would stop it; the text of a string it leaves alone.
 * This is no eval: the worker's whole source is text already (harnessSource).
 */
export const MODULE_LOADER = 'function (url) { return import(url); }';

/** The worker's source text: the harness called with the limits, the kit, `normalise` and the loader. */
export function harnessSource(limits: HarnessLimits & { receivedFactor: number }): string {
  return `(${sandboxHarness.toString()})(${JSON.stringify(limits)}, ${captureKit.toString()}, ${normalise.toString()}, ${MODULE_LOADER});\n`;
}
