// A figure that could not be drawn says so, instead of leaving a blank
// canvas under a widget that reports `ready`: a message over the canvas (the
// box keeps its size, so nothing moves) and a `pe-draw-failed` event that
// bubbles out of the view's shadow root to the widget, which reports it as a
// pe-error with code 'draw-failed' (widget/element.ts). The event fires once
// per figure and cause: a canvas that keeps failing on every resize or hover
// is reported once, and again only after it drew in between.
import { css, html, nothing, type ReactiveControllerHost } from 'lit';

import { asCanvasError } from './scratch-canvas.js';

export const DRAW_FAILED_EVENT = 'pe-draw-failed';

/** The detail of `pe-draw-failed`. */
export interface DrawFailedDetail {
  /** The figure's name, from its label. */
  figure: string;
  /** Why it could not be drawn, in the browser's words. */
  cause: string;
}

/** A figure's name from its accessible label: the part before the first ':' or ';'. */
export function figureName(label: string): string {
  const name = label.split(/[:;]/, 1)[0]!.trim() || 'figure';
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** The pe-error message of a failed draw in `view`. */
export function drawFailedMessage(view: string, detail: DrawFailedDetail): string {
  return `The ${view} view's figure "${detail.figure}" could not be drawn: ${detail.cause}.`;
}

/**
 * The failure state of one figure of a Lit element: run() draws, and a throw
 * becomes the message render() shows (inside the figure's positioned box)
 * and one event from the element.
 */
export class DrawFailure {
  /** The sentence shown over the canvas; '' while the figure draws. */
  text = '';

  constructor(private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'> & EventTarget) {}

  /** Calls `draw`; true when it drew, false when it threw (shown and reported). */
  run(figure: string, draw: () => void): boolean {
    try {
      draw();
    } catch (error) {
      this.fail(figure, error);
      return false;
    }
    this.clear();
    return true;
  }

  /** Shows and reports `error` as the reason `figure` is not drawn. */
  fail(figure: string, error: unknown): void {
    const cause = asCanvasError(error).message.replace(/\.$/, '');
    const text = `This figure could not be drawn: ${cause}.`;
    if (text === this.text) return;
    this.text = text;
    this.host.requestUpdate();
    this.host.dispatchEvent(
      new CustomEvent<DrawFailedDetail>(DRAW_FAILED_EVENT, {
        detail: { figure, cause },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** The figure drew: the message goes. */
  clear(): void {
    if (!this.text) return;
    this.text = '';
    this.host.requestUpdate();
  }

  render() {
    return this.text ? html`<p class="draw-failed" role="alert">${this.text}</p>` : nothing;
  }
}

/** The message over the canvas; the figure's box must be positioned. */
export const drawFailureStyles = css`
  .draw-failed {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    left: 0;
    margin: 0;
    max-width: none;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0.5em;
    overflow: auto;
    text-align: center;
    font-family: var(--pe-font, system-ui, sans-serif);
    font-size: 0.85em;
    line-height: 1.3;
    color: var(--pe-bad, #b3261e);
    background: var(--pe-surface, #f3f4f7);
    border: 1px dashed var(--pe-border, #c9ccd6);
  }
`;
