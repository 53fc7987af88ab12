// Names the Content-Security-Policy directive a host page must extend when
// its policy blocks one of the widget's own files (the engine's fetch, a
// view's chunk). The browser reports a blocked request only as a generic
// network error; the securitypolicyviolation event says which directive
// refused which URL, so the message can say what to add.

/** A directive as a host writes it (script-src-elem is set through script-src, etc.). */
function hostDirective(directive: string): string {
  return directive.replace(/-(elem|attr)$/, '');
}

export interface BlockWatch {
  /**
   * After a failure: the sentence for a violation on `url`'s origin seen
   * since the watch began (undefined if the policy was not the cause). Stops
   * watching.
   */
  explain(url: URL): Promise<string | undefined>;
  /** Stops watching (after a success). */
  stop(): void;
}

/** Starts recording the page's policy violations (a no-op outside documents). */
export function watchBlocked(): BlockWatch {
  const seen: SecurityPolicyViolationEvent[] = [];
  const record = (event: SecurityPolicyViolationEvent) => seen.push(event);
  const target = typeof document === 'undefined' ? undefined : document;
  target?.addEventListener('securitypolicyviolation', record, true);
  const stop = () => target?.removeEventListener('securitypolicyviolation', record, true);
  return {
    stop,
    async explain(url) {
      // The violation event is queued as a task; the failed request may settle first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      stop();
      const hit = seen.find((event) => {
        try {
          return new URL(event.blockedURI).origin === url.origin;
        } catch {
          return false;
        }
      });
      if (!hit) return undefined;
      const directive = hostDirective(hit.effectiveDirective || hit.violatedDirective);
      return `blocked by this page's Content-Security-Policy: ${directive} needs ${url.origin}`;
    },
  };
}

/**
 * Runs a dynamic import() of one of the widget's own chunks (hosted where
 * `from` is); if the page's policy blocked it, the error says which
 * directive to extend (`what` names the code: "the engine's code").
 */
export async function importWatched<T>(
  load: () => Promise<T>,
  from: URL,
  what: string,
): Promise<T> {
  const watch = watchBlocked();
  try {
    const loaded = await load();
    watch.stop();
    return loaded;
  } catch (error) {
    const blocked = await watch.explain(from);
    throw blocked ? new Error(`${what} was ${blocked}`) : error;
  }
}
