// A chart's plot as a keyboard slider over its x values (the line charts of
// line-chart.ts, the lab's band charts): one focusable <svg role="slider">
// whose pointer (the nearest x) and keys (Left/Right and Up/Down by one,
// PageUp/PageDown by a tenth, Home/End) move a cursor index. The chart
// draws the content, keeps the index and says what a move does.
import { css, html, unsafeCSS, type SVGTemplateResult } from 'lit';

/** The cursor index for a key, or undefined when the key does not move it. */
export function cursorForKey(key: string, index: number, count: number): number | undefined {
  const page = Math.max(1, Math.round(count / 10));
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    PageUp: index + page,
    PageDown: index - page,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.max(0, Math.min(count - 1, next));
}

/** The index of the x value (ascending) nearest to `value`. */
export function nearestIndex(xs: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= value) lo = mid;
    else hi = mid;
  }
  return Math.abs(xs[hi]! - value) < Math.abs(xs[lo]! - value) ? hi : lo;
}

export interface ChartSlider {
  /** The SVG's size in CSS px (its viewBox too). */
  readonly width: number;
  readonly height: number;
  /** The slider's accessible name. */
  readonly label: string;
  /** The x values the cursor steps through, ascending. */
  readonly xs: ArrayLike<number>;
  /** The cursor's index into xs. */
  readonly at: number;
  /** The x values at the plot's left and right edges, at `left` and `right` px. */
  readonly x0: number;
  readonly x1: number;
  readonly left: number;
  readonly right: number;
  /** The reader moved the cursor to another index. */
  move(index: number, source: 'pointer' | 'keyboard'): void;
}

/**
 * The plot's CSS: the <svg> `heightPx` tall, a vertical swipe still
 * scrolling the page (a horizontal one moves the cursor), its grid lines
 * and tick labels.
 */
export const sliderPlotStyles = (heightPx: number) => css`
  svg {
    display: block;
    height: ${unsafeCSS(heightPx)}px;
    touch-action: pan-y;
  }
  .axis {
    stroke: var(--pe-border);
  }
  .tick {
    fill: var(--pe-muted);
    font-size: 11px;
  }
`;

/** The plot's <svg>, a slider over `s.xs`, holding `content`. */
export function chartSlider(s: ChartSlider, content: SVGTemplateResult) {
  const { xs, at, x0, x1, left, right } = s;
  const go = (index: number, source: 'pointer' | 'keyboard') => {
    if (index !== at) s.move(index, source);
  };
  const pointer = (event: PointerEvent) => {
    const box = (event.currentTarget as SVGSVGElement).getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * s.width;
    go(nearestIndex(xs, x0 + ((x - left) / (right - left)) * (x1 - x0)), 'pointer');
  };
  return html`<svg
    width=${s.width}
    height=${s.height}
    viewBox=${`0 0 ${s.width} ${s.height}`}
    tabindex="0"
    role="slider"
    aria-label=${s.label}
    aria-valuemin=${x0}
    aria-valuemax=${x1}
    aria-valuenow=${xs[at]!}
    @pointermove=${pointer}
    @pointerdown=${pointer}
    @keydown=${(event: KeyboardEvent) => {
      const next = cursorForKey(event.key, at, xs.length);
      if (next === undefined) return;
      event.preventDefault();
      go(next, 'keyboard');
    }}
  >
    ${content}
  </svg>`;
}
