// A Lit ReactiveController that keeps its host's content width (CSS pixels,
// whole numbers) and asks the host to update when it changes, for figures
// drawn in SVG at the width they have. It measures the host box only: a
// view that wants the width of an inner element observes that one itself.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ContentWidth implements ReactiveController {
  /** The last measured content width; `initial` until the first measurement. */
  value: number;
  private observer: ResizeObserver | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    initial: number,
  ) {
    this.value = initial;
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? this.value);
      // Zero while hidden (display: none): keep the last width for when it shows again.
      if (width > 0 && width !== this.value) {
        this.value = width;
        this.host.requestUpdate();
      }
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }
}
