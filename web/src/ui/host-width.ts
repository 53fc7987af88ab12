// The width of a block host element, for what it lays out from its width (a
// figure's box, a first-paint frame's width-dependent notes): measured when
// the host connects, before its first render and the first paint (a block's
// width does not depend on its content), and again on every change
// (ResizeObserver, where there is one), each change asking for an update.
// A zero width (the host hidden, display: none) keeps the last one, for when
// it shows again. A function over closures, not a class: its locals minify,
// and it is in the first load of every embed.
import type { ReactiveControllerHost } from 'lit';

/** The host's width, as last measured. */
export interface HostWidth {
  /** In CSS px, unrounded; 0 before the host has had one. */
  readonly px: number;
}

/** Watches `host`'s width; `measured(width)` runs with each new width, before the update it asks for. */
export function hostWidth(
  host: ReactiveControllerHost & HTMLElement,
  measured: (widthPx: number) => void = () => {},
): HostWidth {
  const width = { px: 0 };
  let observer: ResizeObserver | undefined;
  /** Takes `px` if it is a new, non-zero width; whether it was. */
  const take = (px: number): boolean => {
    if (!(px > 0) || px === width.px) return false;
    width.px = px;
    measured(px);
    return true;
  };
  host.addController({
    hostConnected() {
      take(host.getBoundingClientRect().width);
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver((entries) => {
        if (take(entries[0]?.contentRect.width ?? 0)) host.requestUpdate();
      });
      observer.observe(host);
    },
    hostDisconnected() {
      observer?.disconnect();
      observer = undefined;
    },
  });
  return width;
}
