// Styles of the comparison view.
import { css } from 'lit';

export const comparisonStyles = css`
  figcaption .sub {
    display: block;
    font-weight: 400;
    color: var(--pe-muted);
    font-size: 0.85em;
  }
  .plot {
    position: relative;
    height: 280px;
    border: 1px solid var(--pe-border);
  }
  .plot pe-matrix {
    position: absolute;
    inset: 0;
  }
  .plot.learned {
    background: repeating-linear-gradient(45deg, var(--pe-surface) 0 6px, var(--pe-border) 6px 8px);
  }
  .marker {
    position: absolute;
    left: 0;
    right: 0;
    border-top: 2px dashed var(--pe-fg);
    pointer-events: none;
  }
  .marker span {
    position: absolute;
    right: 0.2em;
    top: 0.1em;
    background: var(--pe-bg);
    color: var(--pe-fg);
    font-size: 0.75em;
    padding: 0 0.3em;
    border-radius: 3px;
    border: 1px solid var(--pe-border);
  }
  .void {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    display: grid;
    place-items: center;
    text-align: center;
    pointer-events: none;
  }
  .void span {
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: 4px;
    padding: 0.1em 0.4em;
    font-size: 0.85em;
    font-weight: 600;
  }
  .rope pe-matrix {
    width: min(100%, 320px);
    aspect-ratio: 1;
    border: 1px solid var(--pe-border);
  }
  .axis {
    display: flex;
    justify-content: space-between;
    gap: 0.5em;
    font-size: 0.8em;
    color: var(--pe-muted);
  }
  .legend {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    font-size: 0.8em;
    color: var(--pe-muted);
  }
  .legend .bar {
    width: 7em;
    height: 0.7em;
    border: 1px solid var(--pe-border);
  }
  ul.checks {
    padding-left: 1.2em;
  }
  ul.checks li {
    margin: 0.2em 0;
  }
  th.label,
  td.label {
    text-align: left;
    vertical-align: top;
  }
  table.summary td {
    text-align: left;
    vertical-align: top;
    min-width: 10em;
  }
  .error {
    color: var(--pe-bad);
  }
`;
