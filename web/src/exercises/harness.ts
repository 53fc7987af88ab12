// The code that runs inside the sandbox worker, around the learner's code.
//
// The worker is a classic worker started from a blob: URL by the sandbox
// frame (sandbox.html), so its source is text: harnessSource() serialises the two functions below
// with Function.prototype.toString. They must therefore be self-contained:
// no reference to anything else in this module or any import (the limits
// arrive as a JSON argument).
//
// Order of events in the worker:
//   1. The frame posts one message carrying a MessagePort (the results
//      channel to the widget); the harness keeps the port in a closure and
//      a bound postMessage, then stops listening: the learner's code never
//      sees the port, and anything it posts with self.postMessage goes to
//      the frame, which drops it.
//   2. Network, storage and worker constructors are removed from the global
//      scope (friendly errors; the frame's Content-Security-Policy is what
//      actually blocks every request), and the harness says "ready".
//   3. The widget sends {code, shapes}; the learner's code is loaded as a
//      module from a blob: URL (no eval), positionalEncoding is called for
//      each requested shape by the harness itself, and each result is
//      flattened into a Float64Array (or an error saying why not).
//   4. The raw outputs go back on the port. The widget, not this code,
//      compares them with the engine.
import type { RejectedOutput, RunRequest, SandboxReply } from './protocol.js';

export interface HarnessLimits {
  /** Most numbers one result may hold. */
  maxNumbers: number;
  /** Most bytes one result may take as float64. */
  maxBytes: number;
}

/**
 * Flattens one result into seqLen * dModel float64 values, or says why it
 * cannot (wrong shape, a non-number, too large). Accepts an array of rows or
 * a flat array / typed array. A rejected result keeps what was received when
 * it is rectangular (its dims, and its values with NaN for non-numbers), so
 * that the page can recognise the mistake (a transposed or doubled matrix,
 * NaN from undefined, ...).
 */
export function normalise(
  value: unknown,
  seqLen: number,
  dModel: number,
  limits: HarnessLimits,
): Float64Array | RejectedOutput {
  function describe(x: unknown): string {
    if (x === null) return 'null';
    if (x === undefined) return 'undefined';
    if (typeof x === 'string') return `the string ${JSON.stringify(x.slice(0, 20))}`;
    if (Array.isArray(x)) return 'an array';
    return `a ${typeof x}`;
  }
  function isNumberList(x: unknown): x is ArrayLike<unknown> {
    return Array.isArray(x) || (ArrayBuffer.isView(x) && !(x instanceof DataView));
  }
  function faultOf(x: unknown): 'missing' | 'string' | 'nonfinite' | 'type' {
    if (x === undefined) return 'missing';
    if (typeof x === 'string') return 'string';
    return typeof x === 'number' ? 'nonfinite' : 'type';
  }
  const { maxNumbers, maxBytes } = limits;
  const expected = `(${seqLen}, ${dModel})`;
  if (!isNumberList(value)) {
    return {
      error: `positionalEncoding(${seqLen}, ${dModel}) returned ${describe(value)}, not an array of ${seqLen} rows or a flat array of ${seqLen * dModel} numbers.`,
      fault: 'type',
    };
  }
  const list = value;
  // Count first, without touching the values: a huge result is rejected cheaply.
  let count = 0;
  const nested = list.length > 0 && isNumberList(list[0]);
  let rectangular = true;
  if (nested) {
    const width = (list[0] as ArrayLike<unknown>).length;
    for (let r = 0; r < list.length; r++) {
      const row = list[r];
      const length = isNumberList(row) ? row.length : 1;
      if (!isNumberList(row) || length !== width) rectangular = false;
      count += length;
      if (count > maxNumbers) break;
    }
  } else {
    count = list.length;
  }
  if (count > maxNumbers || count * 8 > maxBytes) {
    return {
      error: `Output too large: positionalEncoding(${seqLen}, ${dModel}) returned more than ${maxNumbers.toLocaleString('en-US')} numbers (${count.toLocaleString('en-US')}${count > maxNumbers ? '+' : ''}); the limit is ${maxNumbers.toLocaleString('en-US')} numbers (8 MB). Expected ${seqLen * dModel} numbers.`,
      fault: 'size',
    };
  }
  // Every value as a number (NaN for a non-number), with the first fault.
  const rows = nested ? list.length : 1;
  const cols = nested
    ? list.length > 0
      ? (list[0] as ArrayLike<unknown>).length
      : 0
    : list.length;
  const dims = nested ? [rows, cols] : [cols];
  const values = rectangular ? new Float64Array(rows * cols) : null;
  let bad: { row: number; col: number; value: unknown } | null = null;
  if (values) {
    for (let r = 0; r < rows; r++) {
      const row = (nested ? list[r] : list) as ArrayLike<unknown>;
      for (let c = 0; c < cols; c++) {
        const x = row[c];
        const ok = typeof x === 'number' && Number.isFinite(x);
        values[r * cols + c] = typeof x === 'number' ? x : NaN;
        if (!ok && bad === null) bad = { row: r, col: c, value: x };
      }
    }
  }
  const received = values ? { dims, data: values } : undefined;
  if (nested) {
    if (list.length !== seqLen) {
      return {
        error: `Wrong shape: expected ${expected}, got ${list.length} rows.`,
        fault: 'shape',
        received,
      };
    }
    for (let r = 0; r < seqLen; r++) {
      const row = list[r];
      if (!isNumberList(row)) {
        return {
          error: `Row ${r} is ${describe(row)}, not an array of ${dModel} numbers.`,
          fault: 'type',
        };
      }
      if (row.length !== dModel) {
        return {
          error: `Wrong shape: expected ${expected}, but row ${r} has ${row.length} columns.`,
          fault: 'shape',
          received,
        };
      }
    }
    if (bad) {
      const x = bad.value;
      return {
        error: `Not a number at row ${bad.row}, column ${bad.col}: ${typeof x === 'number' ? String(x) : describe(x)}.`,
        fault: faultOf(x),
        at: [bad.row, bad.col],
        received,
      };
    }
    return values!;
  }
  if (list.length !== seqLen * dModel) {
    return {
      error: `Wrong shape: expected ${expected} = ${seqLen * dModel} numbers, got a flat array of ${list.length}.`,
      fault: 'shape',
      received,
    };
  }
  if (bad) {
    const x = bad.value;
    const k = bad.col;
    return {
      error: `Not a number at index ${k} (row ${Math.floor(k / dModel)}, column ${k % dModel}): ${typeof x === 'number' ? String(x) : describe(x)}.`,
      fault: faultOf(x),
      at: [Math.floor(k / dModel), k % dModel],
      received: { dims: [seqLen, dModel], data: values! },
    };
  }
  return values!;
}

/** The worker's main function (see the steps at the top of this file). */
export function sandboxHarness(limits: HarnessLimits, flatten: typeof normalise): void {
  const scope = self as unknown as Record<string, unknown> & {
    addEventListener: typeof addEventListener;
    removeEventListener: typeof removeEventListener;
  };
  // Taken before the learner's code runs, so that replacing them later changes nothing here.
  const createUrl = URL.createObjectURL.bind(URL);
  const revokeUrl = URL.revokeObjectURL.bind(URL);
  const BlobType = Blob;

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

  function errorText(error: unknown): string {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return `Your code threw ${typeof error}: ${String(error)}`;
  }

  async function importModule(text: string): Promise<unknown> {
    const url = createUrl(new BlobType([text], { type: 'text/javascript' }));
    try {
      const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
      return module.default;
    } finally {
      revokeUrl(url);
    }
  }

  async function run(request: RunRequest): Promise<SandboxReply> {
    // A trivial module first: if even that cannot load, blob: modules are blocked.
    try {
      await importModule('export default 1;');
    } catch {
      return {
        kind: 'failed',
        reason: 'blocked',
        message: "Running your code needs blob: modules, which this browser's policy blocks here.",
      };
    }
    let fn: unknown;
    try {
      fn = await importModule(
        `${request.code}\nexport default (typeof positionalEncoding === 'function' ? positionalEncoding : undefined);`,
      );
    } catch (error) {
      return { kind: 'failed', reason: 'syntax', message: errorText(error) };
    }
    if (typeof fn !== 'function') {
      return {
        kind: 'failed',
        reason: 'missing',
        message:
          'No function named positionalEncoding was found. Keep the line "function positionalEncoding(seqLength, dModel) {".',
      };
    }
    const outputs: ({ data: Float64Array } | RejectedOutput)[] = [];
    for (const [seqLen, dModel] of request.shapes) {
      let value: unknown;
      try {
        value = (fn as (s: number, d: number) => unknown)(seqLen, dModel);
      } catch (error) {
        return { kind: 'failed', reason: 'thrown', message: errorText(error) };
      }
      const result = flatten(value, seqLen, dModel, limits);
      outputs.push(result instanceof Float64Array ? { data: result } : result);
    }
    return { kind: 'outputs', outputs };
  }

  scope.addEventListener('message', function start(event: Event) {
    scope.removeEventListener('message', start);
    const port = (event as MessageEvent).ports[0];
    if (!port) return;
    const post = port.postMessage.bind(port) as (
      message: unknown,
      transfer: Transferable[],
    ) => void;
    let asked = false;
    port.onmessage = (message: MessageEvent<RunRequest>) => {
      if (asked) return;
      asked = true;
      void run(message.data).then(
        (reply) =>
          post(
            reply,
            reply.kind === 'outputs'
              ? reply.outputs.flatMap((o) =>
                  'data' in o ? [o.data.buffer] : o.received ? [o.received.data.buffer] : [],
                )
              : [],
          ),
        (error: unknown) =>
          post({ kind: 'failed', reason: 'thrown', message: errorText(error) }, []),
      );
    };
    lockDown();
    post({ kind: 'ready' }, []);
  });
}

/** The worker's source text: the harness called with the limits and `normalise`. */
export function harnessSource(limits: HarnessLimits): string {
  return `(${sandboxHarness.toString()})(${JSON.stringify(limits)}, ${normalise.toString()});\n`;
}
