// Keeps the widget's body as tall as its view will be while the view's
// code and the export menu arrive, and lets go once the view fills that room,
// or has stopped growing for a while (the room was too generous: one small
// shrink instead of many). The room is the view's first-paint frame's
// (views/frames.ts): the frame is laid out at the view's size, and its
// height, measured while it shows, is held while the view takes its place
// and the export menu arrives. Before a frame has shown (a module element
// whose frame chunk is still on its way) nothing is held.
import type { LitElement, ReactiveController } from 'lit';

import type { StyleInfo } from '../ui/style-map.js';

/** How long the content must keep its size before a too-large reservation is let go. */
const STABLE_MS = 800;

export class Reservation implements ReactiveController {
  /** Whether the body's height is being held. */
  private active = true;
  /** Whether the view (and its export menu) has rendered, so the room may be given back. */
  private releasable = false;
  private reservedPx = 0;
  /** Whether the body shows a view's first-paint frame now. */
  private framing = false;
  /** The frame's height, last measured while it showed (0: no frame measured). */
  private framePx = 0;
  private width = -1;
  private content: Element | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private observer: ResizeObserver | undefined;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** Whether the body is still held at the reserved height. */
  get holding(): boolean {
    return this.active;
  }

  /**
   * The body's style: its reserved min-height while holding. `framing`: the
   * body shows the view's frame (which is its own height, measured here).
   */
  style(framing = false): StyleInfo {
    this.framing = framing;
    this.width = this.host.getBoundingClientRect().width;
    if (!this.active || framing || this.framePx <= 0) {
      this.reservedPx = 0;
      return { 'min-height': null };
    }
    this.reservedPx = this.framePx;
    return { 'min-height': `${this.framePx}px` };
  }

  /** Another view is on its way: hold its room again. */
  hold(): void {
    clearTimeout(this.timer);
    this.framePx = 0;
    this.releasable = false;
    if (!this.active) {
      this.active = true;
      this.observe();
      this.host.requestUpdate();
    }
  }

  /** The view has rendered: give the room back once the content fills it or stops growing. */
  release(): void {
    if (!this.active || this.releasable) return;
    this.releasable = true;
    this.check();
  }

  hostConnected(): void {
    if (this.active) this.observe();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    this.observer?.disconnect();
    this.observer = undefined;
    this.content = undefined;
  }

  hostUpdated(): void {
    if (!this.active) return;
    const content = this.host.renderRoot.querySelector('.content') ?? undefined;
    if (content !== this.content) {
      if (this.content) this.observer?.unobserve(this.content);
      this.content = content;
      if (content) this.observer?.observe(content);
    }
    this.check();
  }

  private observe(): void {
    if (typeof ResizeObserver === 'undefined' || this.observer) return;
    this.observer = new ResizeObserver(() => {
      // A new width (the host page's layout changed): the frame's height at
      // the old width no longer holds once the view has replaced the frame.
      if (this.host.getBoundingClientRect().width !== this.width) {
        if (!this.framing) this.framePx = 0;
        this.host.requestUpdate();
      }
      this.check();
    });
    this.observer.observe(this.host);
    if (this.content) this.observer.observe(this.content);
  }

  private check(): void {
    if (this.active && this.framing && this.content) {
      this.framePx = this.content.getBoundingClientRect().height;
    }
    if (!this.active || !this.releasable) return;
    clearTimeout(this.timer);
    const height = this.content?.getBoundingClientRect().height ?? 0;
    if (height >= this.reservedPx - 0.5) this.finish();
    else this.timer = setTimeout(() => this.finish(), STABLE_MS);
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.active = false;
    this.framePx = 0;
    this.releasable = false;
    this.observer?.disconnect();
    this.observer = undefined;
    this.content = undefined;
    this.host.requestUpdate();
  }
}
