// The heat-map view's styles (its readout and data table render into the
// view's shadow root, so these reach them too).
import { css, unsafeCSS } from 'lit';

import {
  BOTTOM_EM,
  LABEL_FONT_EM,
  LINE_EM,
  READOUT_BORDER_PX,
  READOUT_FONT_EM,
  READOUT_NAME_GAP_EM,
  READOUT_PAD_EM,
  READOUT_ROW_GAP_EM,
  TICK_FONT_EM,
  TOP_EM,
  UNDER_GAP_EM,
  XTICKS_ROW_EM,
} from './boxes.js';

/** A label's lines (1, or 2 on a narrow box: set by <pe-heatmap-map>), in em of its font. */
const labelLines = unsafeCSS(`calc(var(--pe-label-lines, 1) * ${LINE_EM}em)`);

export const heatmapStyles = css`
  /* A number of the prose in its slot (content/heatmap.ts): monospaced, so
     the slot sized in ch is exactly as wide as the number. */
  .num {
    font-family: var(--pe-mono);
  }
  /* The map's parts fill the box of <pe-heatmap-map> (boxes.ts): every
     height below is one of the numbers its box function adds. */
  .figure {
    display: grid;
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-rows: auto auto auto;
    align-items: stretch;
    margin: ${unsafeCSS(TOP_EM)}em 0 ${unsafeCSS(UNDER_GAP_EM)}em;
  }
  .ylabel {
    grid-row: 1;
    grid-column: 1;
    writing-mode: vertical-rl;
    transform: rotate(180deg);
    text-align: center;
    font-size: 0.85em;
    color: var(--pe-muted);
    padding-left: 0.2em;
  }
  .yticks,
  .xticks,
  .cticks {
    position: relative;
    font-size: ${unsafeCSS(TICK_FONT_EM)}em;
    font-variant-numeric: tabular-nums;
    color: var(--pe-muted);
  }
  .yticks {
    grid-row: 1;
    grid-column: 2;
    min-width: 1.6em;
  }
  .yticks span {
    position: absolute;
    right: 7px;
    transform: translateY(-50%);
    white-space: nowrap;
    line-height: 1;
  }
  .yticks span::after,
  .cticks .t-top {
    top: 0%;
  }
  .cticks .t-mid {
    top: 50%;
  }
  .cticks .t-bottom {
    top: 100%;
  }
  .cticks span::before {
    content: '';
    position: absolute;
    top: 50%;
    width: 4px;
    border-top: 1px solid var(--pe-muted);
  }
  .yticks span::after {
    right: -7px;
  }
  .plot {
    grid-row: 1;
    grid-column: 3;
    position: relative;
    /* The widget's width (cqi) where container units exist; the viewport's
       before them (Safari 15, Firefox 109), where the whole cqi declaration
       is dropped: without a height the canvas would size the plot from its
       own backing store, which grows with every redraw. <pe-heatmap-map>
       sets the height its box function gives (boxes.ts plotHeight). */
    height: clamp(220px, 44vw, 460px);
    height: var(--pe-plot-height, clamp(220px, 44cqi, 460px));
    border: 1px solid var(--pe-border);
    background: var(--pe-surface);
  }
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
    cursor: crosshair;
  }
  canvas.grabbing {
    cursor: grabbing;
  }
  .cursor,
  .hoverbox,
  .labels {
    position: absolute;
    pointer-events: none;
  }
  .labels {
    inset: 0;
    overflow: hidden;
  }
  .labels span {
    position: absolute;
    display: grid;
    place-items: center;
    font-family: var(--pe-mono);
    font-size: 0.75em;
    font-variant-numeric: tabular-nums;
    overflow: hidden;
  }
  .cursor {
    border: 2px solid var(--pe-focus);
    box-shadow:
      0 0 0 1px var(--pe-bg),
      inset 0 0 0 1px var(--pe-bg);
  }
  .hoverbox {
    border: 1px dashed var(--pe-fg);
    box-shadow: 0 0 0 1px var(--pe-bg);
  }
  .xticks {
    grid-row: 2;
    grid-column: 3;
    height: ${unsafeCSS(XTICKS_ROW_EM)}em;
  }
  .xticks span {
    position: absolute;
    top: 6px;
    transform: translateX(-50%);
    white-space: nowrap;
    line-height: 1;
  }
  .xticks span::before {
    content: '';
    position: absolute;
    left: 50%;
    top: -6px;
    height: 4px;
    border-left: 1px solid var(--pe-muted);
  }
  .xlabel {
    grid-row: 3;
    grid-column: 3;
    text-align: center;
    color: var(--pe-muted);
  }
  .xlabel,
  .under > span {
    display: block;
    font-size: ${unsafeCSS(LABEL_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    height: ${labelLines};
    overflow: hidden;
    white-space: var(--pe-label-wrap, nowrap);
    text-overflow: ellipsis;
  }
  .colorbar {
    grid-row: 1;
    grid-column: 4;
    display: flex;
    gap: 8px;
    padding-left: 0.7em;
  }
  .colorbar .bar {
    width: 12px;
    border: 1px solid var(--pe-border);
  }
  .cticks {
    width: 1.4em;
  }
  .cticks span {
    position: absolute;
    left: 0;
    transform: translateY(-50%);
    line-height: 1;
  }
  .cticks span::before {
    left: -8px;
  }
  .under {
    margin: 0 0 ${unsafeCSS(BOTTOM_EM)}em;
  }
  .hint {
    font-size: 0.82em;
    margin: 0.1em 0 0.6em;
    max-width: none;
  }
  kbd {
    font-family: var(--pe-mono);
    font-size: 0.85em;
    border: 1px solid var(--pe-border);
    border-radius: 3px;
    padding: 0 0.25em;
    background: var(--pe-surface);
  }
  /* The card fills the box of <pe-heatmap-readout> (boxes.ts readoutBox):
     lines of fixed height, side by side or (stacked) names above values. */
  pe-heatmap-readout {
    margin: ${unsafeCSS(0.4 * READOUT_FONT_EM)}em 0;
  }
  .readout {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${unsafeCSS(READOUT_ROW_GAP_EM)}em 0.8em;
    align-items: start;
    font-size: ${unsafeCSS(READOUT_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    padding-top: ${unsafeCSS(READOUT_PAD_EM)}em;
    padding-bottom: ${unsafeCSS(READOUT_PAD_EM)}em;
    border-width: ${unsafeCSS(READOUT_BORDER_PX)}px;
  }
  .readout > span {
    display: block;
    height: ${unsafeCSS(LINE_EM)}em;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .readout sup,
  .readout sub {
    line-height: 0;
  }
  .readout .head {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  .readout .k {
    color: var(--pe-muted);
  }
  .readout .v {
    font-variant-numeric: tabular-nums;
  }
  pe-heatmap-readout[stacked] .readout {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
  }
  pe-heatmap-readout[stacked] .readout .k {
    height: ${unsafeCSS(READOUT_NAME_GAP_EM + LINE_EM)}em;
    padding-top: ${unsafeCSS(READOUT_NAME_GAP_EM)}em;
  }
  pe-heatmap-readout[stacked] .readout .v {
    height: ${unsafeCSS(2 * LINE_EM)}em;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .value {
    font-weight: 700;
  }
  .swatch {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    vertical-align: -0.1em;
    border: 1px solid var(--pe-border);
    margin-right: 0.3em;
  }
  .error {
    color: var(--pe-bad);
  }
`;

/** The data table draws into the view's own shadow root: its host adds no box. */
export const partStyles = css`
  pe-heatmap-table {
    display: contents;
  }
  td.at-cursor {
    outline: 2px solid var(--pe-focus);
    outline-offset: -2px;
  }
`;
