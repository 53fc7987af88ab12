// The width of a block host element, for what it lays out from its width (a
// figure's box, a first-paint frame's width-dependent notes): measured when
// the host connects, before its first render and the first paint (a block's
// width does not depend on its content), and again on every change
// (ResizeObserver, where there is one), each change asking for an update.
// A zero width (the host hidden, display: none) keeps the last one, for when
// it shows again.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class HostWidth implements ReactiveController {
  /** The host's width in CSS px as last measured (unrounded); 0 before it has had one. */
  px = 0;
  private observer: ResizeObserver | undefined;

  /** `measured(width)` runs with each new width, before the update it asks for. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly measured: (widthPx: number) => void = () => {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.take(this.host.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    this.observer = new ResizeObserver((entries) => {
      if (this.take(entries[0]?.contentRect.width ?? 0)) this.host.requestUpdate();
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  /** Takes `width` if it is a new, non-zero one; whether it was. */
  private take(width: number): boolean {
    if (!(width > 0) || width === this.px) return false;
    this.px = width;
    this.measured(width);
    return true;
  }
}
