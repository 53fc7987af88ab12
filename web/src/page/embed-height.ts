// The height the Share dialog writes on its iframe snippet: the embed page's
// content height for a state at the frame's width, so a frame is the right
// size from its first paint, and also where the host strips the resizer
// script (where the resizer runs it keeps fitting the frame as the reader
// changes the lesson).
//
// Every view is sized by construction: each figure's height follows from
// the state and the width (its box function, views/<id>/boxes.ts) and the
// chapter's text wraps in the reader's own browser and fonts. So the
// dialog lays the view out once, off screen, at the frame's width: a
// widget with the state, as embed.html shows it (every control, chapter
// links to the embed page), in this page's browser, and measures it. The
// engine and the view's code are the ones this page has loaded already.
import type { State } from '../views/state.js';
import type { PositionalEncodingWidget } from '../widget/element.js';

/** embed.css: #embed's padding, on each side. */
const EMBED_PADDING_PX = 4;
/** embed.css: the "Open the full lesson" line under the widget, in rem: 0.3 margin + 0.8 × 1.4. */
const SOURCE_LINE_REM = 0.3 + 0.8 * 1.4;

/** Frame widths the dialog accepts, in CSS px. */
export const FRAME_WIDTH = { min: 320, max: 2000, default: 680 } as const;

/** How long the off-screen view may take before the dialog gives up on it. */
const TIMEOUT_MS = 15_000;

/**
 * The content height, in whole CSS px, of embed.html showing `state` in a
 * frame `widthPx` wide (the iframe's width on the host page).
 */
export async function embedHeight(state: Readonly<State>, widthPx: number): Promise<number> {
  const box = document.createElement('div');
  // Off screen (never near the viewport, so nothing else loads for it), out
  // of the page's flow and hidden, at the widget's width inside the frame;
  // the frame's default font size, as embed.html has. CSSOM: allowed by a strict CSP.
  for (const [name, value] of [
    ['position', 'absolute'],
    ['left', '-100000px'],
    ['top', '0'],
    ['visibility', 'hidden'],
    ['pointer-events', 'none'],
    ['font-size', 'medium'],
    ['width', `${widthPx - 2 * EMBED_PADDING_PX}px`],
  ] as const) {
    box.style.setProperty(name, value);
  }
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  const widget = document.createElement('positional-encoding-widget') as PositionalEncodingWidget;
  widget.lessonUrl = 'embed.html';
  box.append(widget);
  document.body.append(box);
  try {
    widget.setState({ ...state });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the view did not load in time')),
        TIMEOUT_MS,
      );
      widget.addEventListener('pe-ready', () => (clearTimeout(timer), resolve()), { once: true });
      widget.addEventListener('pe-error', (event) => {
        if (event.detail.code !== 'load-failed') return;
        clearTimeout(timer);
        reject(new Error(event.detail.message));
      });
    });
    void widget.start();
    await ready;
    // The view has rendered; the room held for it is given back after its update.
    await widget.updateComplete;
    await (widget.shadowRoot?.querySelector('#panel') as { updateComplete?: Promise<unknown> })
      ?.updateComplete;
    await widget.updateComplete;
    // embed.html's rem: the default font size (medium), whatever this page's root has.
    const mediumPx = parseFloat(getComputedStyle(box).fontSize) || 16;
    const height =
      widget.getBoundingClientRect().height + 2 * EMBED_PADDING_PX + SOURCE_LINE_REM * mediumPx;
    return Math.ceil(height);
  } finally {
    box.remove();
  }
}
