// Styles of the atlas: the overview table (scrolls sideways on phones) and
// the shared plot with its legend.
import { css } from 'lit';

export const atlasStyles = css`
  .table-wrap {
    overflow-x: auto;
    max-width: 100%;
  }
  table.schemes {
    border-collapse: collapse;
    font-size: 0.88em;
    min-width: 46em;
  }
  table.schemes th,
  table.schemes td {
    border-bottom: 1px solid var(--pe-border);
    padding: 0.3em 0.5em;
    text-align: left;
    vertical-align: top;
  }
  table.schemes td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .small {
    color: var(--pe-muted);
    font-size: 0.85em;
  }
  .plot-wrap {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8em;
    align-items: flex-start;
  }
  svg.plot {
    flex: 1 1 18em;
    width: 100%;
    max-width: 36em;
    height: auto;
  }
  svg.plot:focus-visible {
    outline: 2px solid var(--pe-accent);
    outline-offset: 2px;
  }
  svg .axis {
    stroke: var(--pe-muted);
  }
  svg .cursor {
    stroke: var(--pe-focus);
    stroke-dasharray: 3 3;
  }
  svg text {
    fill: var(--pe-fg);
    font-size: 11px;
  }
  svg path.series {
    fill: none;
    stroke-width: 1.6;
  }
  ul.legend {
    list-style: none;
    padding: 0;
    margin: 0;
    font-size: 0.85em;
    flex: 1 1 14em;
  }
  ul.legend li {
    display: flex;
    gap: 0.4em;
    align-items: baseline;
    font-variant-numeric: tabular-nums;
  }
  .swatch {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    border-radius: 2px;
    flex: none;
  }
  .readout {
    min-height: 1.5em;
  }
`;
