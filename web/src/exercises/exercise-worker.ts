// The exercise sandbox: a dedicated module worker (no document, no page).
// Before the learner's code is loaded, the network, storage and further
// workers are made unavailable; the code is loaded as a module from a Blob
// URL (no eval / new Function), called for each shape, and its output is
// validated (shape, numbers, size) before it is posted back.
import {
  MAX_BYTES,
  MAX_NUMBERS,
  type RunReply,
  type RunRequest,
  type ShapeOutcome,
} from './protocol.js';

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
  'FileReaderSync',
  'storageBucket',
];

function lockDown(): void {
  const scope = self as unknown as Record<string, unknown>;
  const targets: object[] = [scope];
  const wgs = (scope.WorkerGlobalScope as { prototype?: object } | undefined)?.prototype;
  const dwgs = (scope.DedicatedWorkerGlobalScope as { prototype?: object } | undefined)?.prototype;
  if (wgs) targets.push(wgs);
  if (dwgs) targets.push(dwgs);
  for (const target of targets) {
    for (const name of blocked) {
      try {
        Object.defineProperty(target, name, {
          value: undefined,
          writable: false,
          configurable: false,
        });
      } catch {
        // Already non-configurable: nothing more can be done here.
      }
    }
  }
  const nav = scope.navigator as object | undefined;
  if (nav) {
    for (const target of [nav, Object.getPrototypeOf(nav) as object]) {
      for (const name of ['sendBeacon', 'storage', 'locks', 'serviceWorker']) {
        try {
          Object.defineProperty(target, name, {
            value: undefined,
            writable: false,
            configurable: false,
          });
        } catch {
          // ignore
        }
      }
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 20))}`;
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function isNumberList(value: unknown): value is ArrayLike<unknown> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/** Flattens and validates one result; returns an error message or the data. */
export function normalise(value: unknown, seqLen: number, dModel: number): Float64Array | string {
  const expected = `(${seqLen}, ${dModel})`;
  if (!isNumberList(value)) {
    return `positionalEncoding(${seqLen}, ${dModel}) returned ${describe(value)}, not an array of ${seqLen} rows or a flat array of ${seqLen * dModel} numbers.`;
  }
  const list = value as ArrayLike<unknown>;
  // Count first, without touching the values: a huge result is rejected cheaply.
  let count = 0;
  const nested = list.length > 0 && isNumberList(list[0]);
  if (nested) {
    for (let r = 0; r < list.length; r++) {
      const row = list[r];
      count += isNumberList(row) ? row.length : 1;
      if (count > MAX_NUMBERS) break;
    }
  } else {
    count = list.length;
  }
  if (count > MAX_NUMBERS || count * 8 > MAX_BYTES) {
    return `Output too large: positionalEncoding(${seqLen}, ${dModel}) returned more than ${MAX_NUMBERS.toLocaleString('en-US')} numbers (${count.toLocaleString('en-US')}${count > MAX_NUMBERS ? '+' : ''}); the limit is ${MAX_NUMBERS.toLocaleString('en-US')} numbers (8 MB). Expected ${seqLen * dModel} numbers.`;
  }
  const out = new Float64Array(seqLen * dModel);
  if (nested) {
    if (list.length !== seqLen) {
      return `Wrong shape: expected ${expected}, got ${list.length} rows.`;
    }
    for (let r = 0; r < seqLen; r++) {
      const row = list[r];
      if (!isNumberList(row))
        return `Row ${r} is ${describe(row)}, not an array of ${dModel} numbers.`;
      if (row.length !== dModel) {
        return `Wrong shape: expected ${expected}, but row ${r} has ${row.length} columns.`;
      }
      for (let c = 0; c < dModel; c++) {
        const x = row[c];
        if (typeof x !== 'number' || !Number.isFinite(x)) {
          return `Not a number at row ${r}, column ${c}: ${typeof x === 'number' ? String(x) : describe(x)}.`;
        }
        out[r * dModel + c] = x;
      }
    }
  } else {
    if (list.length !== seqLen * dModel) {
      return `Wrong shape: expected ${expected} = ${seqLen * dModel} numbers, got a flat array of ${list.length}.`;
    }
    for (let k = 0; k < list.length; k++) {
      const x = list[k];
      if (typeof x !== 'number' || !Number.isFinite(x)) {
        return `Not a number at index ${k} (row ${Math.floor(k / dModel)}, column ${k % dModel}): ${typeof x === 'number' ? String(x) : describe(x)}.`;
      }
      out[k] = x;
    }
  }
  return out;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `Your code threw ${describe(error)}: ${String(error)}`;
}

async function importModule(text: string): Promise<unknown> {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  try {
    const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
    return module.default;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function run(request: RunRequest): Promise<RunReply> {
  lockDown();
  // A trivial module first: if even that cannot load, the page's policy blocks blob: modules.
  try {
    await importModule('export default 1;');
  } catch {
    return {
      kind: 'failed',
      reason: 'blocked',
      message:
        "Running your code needs script-src blob:, which this page's Content-Security-Policy blocks.",
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
  const outcomes: ShapeOutcome[] = [];
  for (const [seqLen, dModel] of request.shapes) {
    let value: unknown;
    try {
      value = (fn as (s: number, d: number) => unknown)(seqLen, dModel);
    } catch (error) {
      return { kind: 'failed', reason: 'thrown', message: errorText(error) };
    }
    const result = normalise(value, seqLen, dModel);
    outcomes.push(
      typeof result === 'string'
        ? { seqLen, dModel, error: result }
        : { seqLen, dModel, data: result },
    );
  }
  return { kind: 'done', outcomes };
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  void run(event.data).then(
    (reply) => {
      const transfer =
        reply.kind === 'done'
          ? reply.outcomes.flatMap((o) => ('data' in o ? [o.data.buffer] : []))
          : [];
      self.postMessage(reply, { transfer });
    },
    (error: unknown) =>
      self.postMessage({
        kind: 'failed',
        reason: 'thrown',
        message: errorText(error),
      } satisfies RunReply),
  );
};
