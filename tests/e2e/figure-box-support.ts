// Measuring figure boxes in the lesson page (figure-boxes.spec.ts,
// figure-lines.spec.ts): the widths they are checked at, a probe element laid
// out before the engine arrives, every figure of the view measured in one
// round trip once the page has settled, and a state applied in place as Back
// and Forward apply it.
import type { Page } from '@playwright/test';

export const WIDTHS = [320, 680, 1000];

export interface Measured {
  width: number;
  font: number;
  host: number;
  frame: number;
  /** Parts whose content is taller than the part (name, scroll height, client height). */
  overflowing: string[];
  /** The element's properties named by the caller (its box function's inputs). */
  props?: Record<string, unknown>;
}

/** Which elements to measure in the view: every `tag` (whose drawn content has `has`, if given). */
export interface InViewQuery {
  tag: string;
  has?: string;
  propNames?: readonly string[];
}

/**
 * Resolves once the page has laid out and rendered a viewport or state change,
 * then measures every element each query finds in the widget's view (host box,
 * font, the frame's height, overflowing parts), in one round trip: two
 * animation frames (the figures' ResizeObserver runs in the first after the
 * layout change), then every Lit element's pending update, then (with
 * `untilIdle`) until nothing in the page is busy (aria-busy: a table or list
 * still computing, the widget's own loading status), then two more frames for
 * what those updates draw. Not an idle callback: a page whose engine is held
 * may never be idle. With `settle` false it measures at once.
 */
export async function settleAndMeasure(
  page: Page,
  queries: readonly InViewQuery[],
  { settle = true, untilIdle = false } = {},
): Promise<Measured[][]> {
  return page.evaluate(
    async ([wanted, settle, untilIdle]) => {
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const all = () => {
        const found: Element[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            found.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        return found;
      };
      if (settle) await frames();
      const updating = all().map(
        (element) => (element as unknown as { updateComplete?: Promise<unknown> }).updateComplete,
      );
      if (settle) await Promise.all(updating);
      // A condition, not a sleep: polled every 20 ms until no part says it is computing.
      while (untilIdle && all().some((element) => element.getAttribute('aria-busy') === 'true'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (settle) await frames();
      const elements = all();
      return wanted.map(({ tag, has, propNames }) =>
        elements
          .filter((element) => element.localName === tag)
          .filter((element) => !has || element.shadowRoot?.querySelector(has))
          .map((element) => {
            const rect = element.getBoundingClientRect();
            const frame = element.shadowRoot!.querySelector('.frame')!;
            const overflowing = [...element.shadowRoot!.querySelectorAll('[data-part]')]
              .filter((part) => part.scrollHeight > part.clientHeight + 1)
              .map((part) => `${part.className}: ${part.scrollHeight} > ${part.clientHeight}`);
            return {
              width: rect.width,
              font: parseFloat(getComputedStyle(element).fontSize),
              host: rect.height,
              frame: frame.getBoundingClientRect().height,
              overflowing,
              props: Object.fromEntries(
                (propNames ?? []).map((n) => [
                  n,
                  (element as unknown as Record<string, unknown>)[n],
                ]),
              ),
            };
          }),
      );
    },
    [queries, settle, untilIdle] as const,
  );
}

/** Resolves once the page has laid out and rendered a viewport change (see settleAndMeasure). */
export async function settleAfterResize(page: Page): Promise<void> {
  await settleAndMeasure(page, []);
}

/**
 * For each of `probes`, a new `tag` with no data, given `inputs` and placed in
 * the widget's content box: its box before the engine arrives. One round trip;
 * each probe is measured and removed before the next is made.
 */
export async function measureProbes(
  page: Page,
  probes: readonly { tag: string; inputs: unknown }[],
): Promise<Measured[]> {
  return page.evaluate(async (given) => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const content = widget.shadowRoot!.querySelector('.content')!;
    const results = [];
    for (const { tag, inputs } of given) {
      const probe = document.createElement(tag) as HTMLElement & {
        updateComplete: Promise<unknown>;
      };
      Object.assign(probe, inputs ?? {});
      content.append(probe);
      await probe.updateComplete;
      const rect = probe.getBoundingClientRect();
      const frame = probe.shadowRoot!.querySelector('.frame')!;
      results.push({
        width: rect.width,
        font: parseFloat(getComputedStyle(probe).fontSize),
        host: rect.height,
        frame: frame.getBoundingClientRect().height,
        overflowing: frame.childElementCount > 0 ? ['frame has content'] : [],
      });
      probe.remove();
    }
    return results;
  }, probes);
}

/** A `tag` with no data, placed in the widget's content box: its box before the engine arrives. */
export async function measureProbe(page: Page, tag: string, inputs: unknown): Promise<Measured> {
  return (await measureProbes(page, [{ tag, inputs }]))[0]!;
}

/** Every `tag` in the widget's view, measured now. */
export async function measureInView(
  page: Page,
  tag: string,
  has?: string,
  propNames: readonly string[] = [],
): Promise<Measured[]> {
  return (await settleAndMeasure(page, [{ tag, has, propNames }], { settle: false }))[0]!;
}

/**
 * Puts the lesson page in the state of `query` in place, as Back and Forward
 * do (page.ts applies the URL on popstate: absent fields take their defaults).
 */
export async function applyQuery(page: Page, view: string, query: string): Promise<void> {
  await page.evaluate(
    (url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/?view=${view}${query ? `&${query}` : ''}`,
  );
}
