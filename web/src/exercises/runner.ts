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
// The page talks to the harness over a MessageChannel whose far end only the
// harness holds; the frame keeps a second channel to report a worker that
// fails. The reply is validated by acceptReply (checker.ts): the page asked
// for the shapes and the page decides.
import { acceptReply } from './checker.js';
import { harnessSource } from './harness.js';
import {
  MAX_BYTES,
  MAX_NUMBERS,
  START_LIMIT_MS,
  TIME_LIMIT_MS,
  type RunRequest,
  type RunResult,
} from './protocol.js';

/** The sandbox document (bundlers emit it next to this module's chunk). */
const sandboxUrl = new URL('./sandbox.html', import.meta.url);

function startFailure(message: string): RunResult {
  return { kind: 'failed', reason: 'worker', message };
}

/**
 * Starts the learner's code on `request.shapes` in a new sandbox frame
 * appended to `container` (removed again when the run ends); resolves
 * within START_LIMIT_MS + TIME_LIMIT_MS (plus scheduling).
 */
export function runInSandbox(request: RunRequest, container: ParentNode): Promise<RunResult> {
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

    timer = setTimeout(
      () =>
        finish(
          startFailure(
            `The exercise sandbox did not start within ${START_LIMIT_MS / 1000} s. If this page has a Content-Security-Policy, it must allow frames from ${sandboxUrl.origin} (frame-src).`,
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
        timer = setTimeout(
          () =>
            finish({
              kind: 'failed',
              reason: 'timeout',
              message: `Time limit: your code was stopped after ${TIME_LIMIT_MS / 1000} s. Is there a loop that never ends?`,
            }),
          TIME_LIMIT_MS,
        );
        results.port1.postMessage({ code: request.code, shapes: request.shapes } as RunRequest);
        return;
      }
      finish(acceptReply(request.shapes, event.data));
    };
    control.port1.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { kind?: unknown; message?: unknown } | null;
      const text = typeof data?.message === 'string' ? data.message.slice(0, 2000) : '';
      // Before "ready" the harness itself failed; after it, the learner's code
      // threw outside positionalEncoding (a timer, a promise).
      finish(
        ready
          ? { kind: 'failed', reason: 'thrown', message: text || 'Your code threw an error.' }
          : startFailure(`The exercise sandbox failed: ${text || 'its worker could not start'}`),
      );
    };

    document.addEventListener('securitypolicyviolation', onViolation, true);
    frame.addEventListener(
      'load',
      () => {
        if (settled) return;
        frame.contentWindow?.postMessage(
          {
            type: 'pe-sandbox-start',
            source: harnessSource({ maxNumbers: MAX_NUMBERS, maxBytes: MAX_BYTES }),
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
    frame.src = sandboxUrl.href;
    container.append(frame);
  });
}
