// Runs learner code in a fresh sandbox per run, with a time limit.
//
// The sandbox is an <iframe sandbox="allow-scripts"> (an opaque origin) on
// sandbox.html, a document with its own Content-Security-Policy that allows
// no request of any kind; it starts a blob: worker (which inherits that
// policy) running harness.ts, then the learner's code. Being a document
// loaded over the network, the frame does not inherit the embedding page's
// policy, so it behaves the same on the lesson page, in the iframe embed, in
// a one-line element on another origin and under a strict host policy (which
// must allow the frame: frame-src or default-src with the widget's origin).
//
// Some hosts serve the sandbox document as something other than HTML: the
// public npm CDNs (jsDelivr, unpkg) send .html files as text/plain on purpose.
// A frame on such a URL shows text and never starts, so the widget first
// fetches the document (once per page) and, when it is not served as HTML,
// gives the frame the same text inline (srcdoc). The frame is still an opaque
// origin and the document's own policy still applies, so no request leaves;
// an inline frame also inherits the embedding page's policy, which must then
// let its bootstrap script run (pages without a policy need nothing).
//
// The page talks to the harness over a MessageChannel whose far end only the
// harness holds; the frame keeps a second channel to report a worker that
// fails and to answer "are you there?". The reply is validated by
// acceptReply (checker.ts): the page asked for the shapes and the page
// decides. The harness bounds what it sends (harness.ts); structured clone
// happens before the page can look, so the page's part is to refuse
// anything that is not the small reply it expects, and a reply that cannot
// even be read ('messageerror').
//
// A run that gives no answer within the time limit is either still running
// (a loop) or has lost its sandbox: learner code that runs out of memory
// kills the frame's process (Chromium runs the sandboxed frame in a process
// of its own, so the page survives), and no event tells the page so. At the
// time limit the page therefore asks the frame over the control channel; a
// frame that does not answer within ANSWER_LIMIT_MS has stopped, and the
// learner is told that, not that their loop never ends. A worker whose
// error names memory ("out of memory", "allocation failed") is reported the
// same way.
import { acceptReply } from './checker.js';
import { harnessSource } from './harness.js';
import {
  ANSWER_LIMIT_MS,
  MAX_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_NUMBERS,
  RECEIVED_FACTOR,
  START_LIMIT_MS,
  TIME_LIMIT_MS,
  type RunRequest,
  type RunResult,
} from './protocol.js';

/** The sandbox document (bundlers emit it next to this module's chunk). */
const sandboxUrl = new URL('./sandbox.html', import.meta.url);

/** How the frame gets the sandbox document: by its URL, or inline when its host mislabels it. */
type SandboxDocument = { kind: 'url' } | { kind: 'inline'; html: string; servedAs: string };

let sandboxDocument: Promise<SandboxDocument> | undefined;

/**
 * Whether the sandbox document is served as HTML (checked once per page).
 * Anything that stops the check (a policy without connect-src for the
 * widget's origin, a network error) leaves the frame on the URL, as before.
 */
function loadSandboxDocument(): Promise<SandboxDocument> {
  sandboxDocument ??= fetch(sandboxUrl, { credentials: 'omit' }).then(
    async (response): Promise<SandboxDocument> => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || /^\s*text\/html\b/i.test(type)) return { kind: 'url' };
      const html = await response.text();
      return { kind: 'inline', html, servedAs: type.split(';')[0]!.trim() || 'no type' };
    },
    (): SandboxDocument => ({ kind: 'url' }),
  );
  return sandboxDocument;
}

function startFailure(message: string): RunResult {
  return { kind: 'failed', reason: 'worker', message };
}

/** The sandbox's process or worker stopped while the learner's code ran. */
export function crashFailure(detail: string): RunResult {
  return {
    kind: 'failed',
    reason: 'crashed',
    message: `The sandbox stopped while your code ran (${detail}), so nothing was checked. Does your code keep building larger arrays or strings? Run again for a fresh sandbox.`,
  };
}

/** Whether a worker's error message says it ran out of memory. */
function isMemoryError(text: string): boolean {
  return /out of memory|allocation failed|heap limit/i.test(text);
}

/**
 * Starts the learner's code on `request.shapes` in a new sandbox frame
 * appended to `container` (removed again when the run ends); resolves
 * within START_LIMIT_MS + TIME_LIMIT_MS (plus scheduling).
 */
export async function runInSandbox(request: RunRequest, container: ParentNode): Promise<RunResult> {
  const sandbox = await loadSandboxDocument();
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    const results = new MessageChannel();
    const control = new MessageChannel();
    let ready = false;
    let settled = false;
    let timer: ReturnType<typeof setTimeout>;

    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const directive = event.effectiveDirective || event.violatedDirective;
      if (!/^(frame|child|default)-src/.test(directive)) return;
      if (event.blockedURI && !sandboxUrl.href.startsWith(event.blockedURI)) return;
      finish({
        kind: 'failed',
        reason: 'blocked',
        message: `Running your code needs a sandbox frame from ${sandboxUrl.origin}, which this page's Content-Security-Policy blocks (${directive}). The page must allow it in frame-src.`,
      });
    };

    const finish = (result: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation, true);
      results.port1.close();
      control.port1.close();
      frame.remove(); // Ends the frame's worker and whatever the learner's code started.
      resolve(result);
    };

    /** Set while the page waits for the frame's answer at the time limit. */
    let asking = false;
    const timeLimit = () => {
      asking = true;
      control.port1.postMessage({ kind: 'ping' });
      timer = setTimeout(
        () => finish(crashFailure('it may have run out of memory: its frame no longer answers')),
        ANSWER_LIMIT_MS,
      );
    };
    const unreadable = () =>
      finish({
        kind: 'failed',
        reason: 'protocol',
        message:
          'The run failed: the sandbox sent a reply that could not be read, so nothing was checked. Run again.',
      });

    timer = setTimeout(
      () =>
        finish(
          startFailure(
            sandbox.kind === 'inline'
              ? `The exercise sandbox did not start within ${START_LIMIT_MS / 1000} s. Its page comes from ${sandboxUrl.origin} as ${sandbox.servedAs}, not HTML (as public npm CDNs serve it), so it ran inline, and this page's Content-Security-Policy stopped it. Serve the widget from a host that sends .html as text/html, or see docs/embedding.md.`
              : `The exercise sandbox did not start within ${START_LIMIT_MS / 1000} s. If this page has a Content-Security-Policy, it must allow frames from ${sandboxUrl.origin} (frame-src).`,
          ),
        ),
      START_LIMIT_MS,
    );

    results.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (!ready) {
        const data = event.data as { kind?: unknown } | null;
        if (data === null || typeof data !== 'object' || data.kind !== 'ready') {
          finish(acceptReply(request.shapes, undefined));
          return;
        }
        ready = true;
        clearTimeout(timer);
        timer = setTimeout(timeLimit, TIME_LIMIT_MS);
        results.port1.postMessage({ code: request.code, shapes: request.shapes } as RunRequest);
        return;
      }
      finish(acceptReply(request.shapes, event.data));
    };
    results.port1.onmessageerror = unreadable;
    control.port1.onmessageerror = unreadable;
    control.port1.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { kind?: unknown; message?: unknown } | null;
      if (data?.kind === 'pong') {
        // The frame is there: the learner's code is still running.
        if (!asking) return;
        finish({
          kind: 'failed',
          reason: 'timeout',
          message: `Time limit: your code was stopped after ${TIME_LIMIT_MS / 1000} s. Is there a loop that never ends?`,
        });
        return;
      }
      const text =
        typeof data?.message === 'string' ? data.message.slice(0, MAX_MESSAGE_LENGTH) : '';
      // Before "ready" the harness itself failed; after it, the worker
      // stopped with an error the harness could not catch (its own source,
      // or running out of memory).
      if (!ready) {
        finish(
          startFailure(`The exercise sandbox failed: ${text || 'its worker could not start'}`),
        );
      } else if (isMemoryError(text)) {
        finish(crashFailure(`it ran out of memory: ${text}`));
      } else {
        finish({ kind: 'failed', reason: 'thrown', message: text || 'Your code threw an error.' });
      }
    };

    document.addEventListener('securitypolicyviolation', onViolation, true);
    frame.addEventListener(
      'load',
      () => {
        if (settled) return;
        frame.contentWindow?.postMessage(
          {
            type: 'pe-sandbox-start',
            source: harnessSource({
              maxNumbers: MAX_NUMBERS,
              maxBytes: MAX_BYTES,
              maxText: MAX_MESSAGE_LENGTH,
              receivedFactor: RECEIVED_FACTOR,
            }),
          },
          '*', // The frame's origin is opaque ("null"): no name to check against.
          [control.port2, results.port2],
        );
      },
      { once: true },
    );
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Exercise sandbox';
    frame.hidden = true;
    if (sandbox.kind === 'inline') frame.srcdoc = sandbox.html;
    else frame.src = sandboxUrl.href;
    container.append(frame);
  });
}
