// Keeps the widget's body as tall as its view will be while the engine, the
// view's code and the export menu load (reserve.ts gives the height), and
// lets go once the view fills that room, or has stopped growing for a while
// (the reservation was too generous: one small shrink instead of many).
import type { LitElement, ReactiveController } from 'lit';

import type { StyleInfo } from '../ui/style-map.js';
import { reservedHeightEm } from './reserve.js';

/** How long the content must keep its size before a too-large reservation is let go. */
const STABLE_MS = 800;

function fontPx(host: LitElement): number {
  const root = host.renderRoot.querySelector('.root');
  const size = root
    ? parseFloat(getComputedStyle(root).fontSize)
    : parseFloat(getComputedStyle(host).getPropertyValue('--pe-font-size')) || 16;
  return Number.isFinite(size) && size > 0 ? size : 16;
}

export class Reservation implements ReactiveController {
  /** Whether the body's height is being held. */
  private active = true;
  /** Whether the view (and its export menu) has rendered, so the room may be given back. */
  private releasable = false;
  private reservedPx = 0;
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

  /** The body's style: its reserved min-height while holding. */
  style(view: string, lesson: boolean): StyleInfo {
    if (!this.active) return { 'min-height': null };
    const font = fontPx(this.host);
    this.width = this.host.getBoundingClientRect().width;
    this.reservedPx = Math.ceil(reservedHeightEm(view, lesson, this.width / font) * font);
    return { 'min-height': this.reservedPx > 0 ? `${this.reservedPx}px` : null };
  }

  /** Another view is on its way: hold its room again. */
  hold(): void {
    clearTimeout(this.timer);
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
      // A new width (the host page's layout changed): a new reserved height.
      if (this.host.getBoundingClientRect().width !== this.width) this.host.requestUpdate();
      this.check();
    });
    this.observer.observe(this.host);
    if (this.content) this.observer.observe(this.content);
  }

  private check(): void {
    if (!this.active || !this.releasable) return;
    clearTimeout(this.timer);
    const height = this.content?.getBoundingClientRect().height ?? 0;
    if (height >= this.reservedPx - 0.5) this.finish();
    else this.timer = setTimeout(() => this.finish(), STABLE_MS);
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.active = false;
    this.releasable = false;
    this.observer?.disconnect();
    this.observer = undefined;
    this.content = undefined;
    this.host.requestUpdate();
  }
}
