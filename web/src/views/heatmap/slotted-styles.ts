// The styles of the heat map's toolbar, data table and checks list: the
// parts the view slots into <pe-heatmap-toolbar>, <pe-heatmap-table-figure>
// and <pe-heatmap-checks> (slotted.ts), laid out to the numbers their box
// functions add (boxes.ts). They render in the view's shadow root, so these
// are the view's styles.
import { css, unsafeCSS } from 'lit';

import {
  CAPTION_FONT_EM,
  CHECKS_INDENT_EM,
  CHECKS_MARGIN_EM,
  CHECK_GAP_EM,
  CHECK_ITEMS,
  CONTROL_BORDER_PX,
  CONTROL_EM,
  LINE_EM,
  PRESET_COUNT,
  PRESET_FONT_EM,
  PRESET_PAD_EM,
  TABLE_FONT_EM,
  TABLE_GAP_EM,
  TABLE_HEAD_EM,
  TABLE_ROW_EM,
  TOOLBAR_GAP_EM,
} from './boxes.js';

export const slottedStyles = css`
  .toolbar {
    display: flex;
    flex-direction: column;
    gap: ${unsafeCSS(TOOLBAR_GAP_EM)}em;
  }
  .toolbar-row {
    display: flex;
    gap: ${unsafeCSS(TOOLBAR_GAP_EM)}em 0.8em;
    align-items: center;
    height: ${unsafeCSS(CONTROL_EM)}em;
    min-width: 0;
  }
  .toolbar-row button,
  .toolbar-row select {
    height: ${unsafeCSS(CONTROL_EM)}em;
    min-height: 0;
  }
  .toolbar .field {
    flex-direction: row;
    align-items: center;
    gap: 0.4em;
    min-width: 0;
  }
  .toolbar .field label {
    white-space: nowrap;
  }
  .group {
    display: flex;
    gap: 0.3em;
    align-items: center;
  }
  .presets {
    display: grid;
    grid-template-columns: repeat(${unsafeCSS(PRESET_COUNT)}, minmax(0, 1fr));
    gap: ${unsafeCSS(TOOLBAR_GAP_EM)}em;
  }
  .presets button {
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    min-width: 0;
    min-height: 0;
    height: calc(
      ${unsafeCSS(2 * LINE_EM * PRESET_FONT_EM + 2 * PRESET_PAD_EM)}em +
        ${unsafeCSS(2 * CONTROL_BORDER_PX)}px
    );
    padding: ${unsafeCSS(PRESET_PAD_EM)}em 0.5em;
    border-width: ${unsafeCSS(CONTROL_BORDER_PX)}px;
  }
  .presets button > span {
    display: block;
    max-width: 100%;
    font-size: ${unsafeCSS(PRESET_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    height: ${unsafeCSS(LINE_EM)}em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .presets button[aria-pressed='true'] {
    border-color: var(--pe-accent);
    box-shadow: inset 0 0 0 1px var(--pe-accent);
  }
  /* A phone's toolbar: zoom and its axes on one row (the select's options
     say what it does: "both axes", "positions only"), then one example size
     per row, on one line. */
  pe-heatmap-toolbar[narrow] .toolbar .field label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  pe-heatmap-toolbar[narrow] .presets {
    grid-template-columns: minmax(0, 1fr);
  }
  pe-heatmap-toolbar[narrow] .presets button {
    flex-direction: row;
    gap: 0.3em;
    height: calc(
      ${unsafeCSS(LINE_EM * PRESET_FONT_EM + 2 * PRESET_PAD_EM)}em +
        ${unsafeCSS(2 * CONTROL_BORDER_PX)}px
    );
  }
  pe-heatmap-table-figure > button {
    height: ${unsafeCSS(CONTROL_EM)}em;
    min-height: 0;
  }
  /* The region's height is the box function's (set by the figure): a longer
     table, a cut table's note or an error scroll inside it. */
  #data-table {
    height: var(--pe-table-region);
    margin-top: ${unsafeCSS(TABLE_GAP_EM)}em;
    overflow: auto;
  }
  table {
    font-size: ${unsafeCSS(TABLE_FONT_EM)}em;
    /* As wide as the region at least, so the caption's lines are the region's. */
    min-width: 100%;
  }
  caption {
    text-align: left;
    font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    height: calc(var(--pe-caption-lines, 1) * ${unsafeCSS(LINE_EM)}em);
    overflow: hidden;
    color: var(--pe-muted);
    padding: 0;
  }
  #data-table th,
  #data-table td {
    height: ${unsafeCSS(TABLE_ROW_EM)}em;
    padding-top: 0;
    padding-bottom: 0;
    white-space: nowrap;
  }
  #data-table thead th {
    height: ${unsafeCSS(TABLE_HEAD_EM)}em;
  }
  th small {
    display: block;
    font-weight: 400;
    color: var(--pe-muted);
  }
  .checks {
    display: flow-root;
    margin: ${unsafeCSS(CHECKS_MARGIN_EM)}em 0;
    padding-left: ${unsafeCSS(CHECKS_INDENT_EM)}em;
  }
  .checks li {
    margin: ${unsafeCSS(CHECK_GAP_EM)}em 0;
    line-height: ${unsafeCSS(LINE_EM)};
    height: calc(var(--lines) * ${unsafeCSS(LINE_EM)}em);
    overflow: hidden;
  }
  .checks li.error {
    height: auto;
  }
  ${unsafeCSS(
    CHECK_ITEMS.map(
      (item) => `.checks .check-${item} { --lines: var(--pe-lines-${item}, 2); }`,
    ).join('\n'),
  )}
`;
