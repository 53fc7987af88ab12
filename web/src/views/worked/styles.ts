// Styles of the worked example.
import { css } from 'lit';

export const workedStyles = css`
  ol.steps {
    padding-left: 1.3em;
  }
  .divisors {
    font-family: var(--pe-mono);
    font-size: 0.95em;
    display: grid;
    gap: 0.2em;
    margin: 0.3em 0 0.8em;
  }
  table.cells td {
    text-align: left;
    vertical-align: top;
    padding: 0.35em 0.6em;
    min-width: 11.5em;
  }
  table.cells th[scope='row'] {
    text-align: left;
    white-space: nowrap;
  }
  .formula {
    font-family: var(--pe-mono);
    font-size: 0.82em;
    white-space: nowrap;
  }
  .value {
    font-size: 1.15em;
    font-variant-numeric: tabular-nums;
  }
  .value strong {
    font-family: var(--pe-mono);
  }
  .value .five {
    font-family: var(--pe-mono);
    font-size: 0.85em;
    margin-left: 0.4em;
  }
  table.sums td {
    font-family: var(--pe-mono);
    font-size: 0.9em;
    white-space: nowrap;
    text-align: left;
  }
  table.sums th[scope='row'] {
    text-align: left;
    white-space: nowrap;
  }
  table.sums td.input {
    font-weight: 700;
  }
  .figure {
    display: flex;
    flex-wrap: wrap;
    gap: 1em 2em;
    align-items: flex-start;
    margin: 0.6em 0;
  }
  figure.pe-map {
    margin: 0;
    max-width: 14em;
  }
  .notes {
    flex: 1 1 20em;
  }
  table.sums thead th {
    text-align: left;
  }
  .map {
    display: grid;
    justify-content: start;
    grid-template-columns: auto 176px;
    font-size: 0.75em;
    font-family: var(--pe-mono);
    align-items: center;
  }
  .map .cols {
    display: grid;
    grid-template-columns: repeat(4, 44px);
    text-align: center;
  }
  .map .rows {
    display: grid;
    grid-template-rows: repeat(3, 44px);
    align-items: center;
    padding-right: 0.3em;
    text-align: right;
  }
  .map pe-matrix {
    width: 176px;
    height: 132px;
    border: 1px solid var(--pe-border);
  }
  .legend {
    display: flex;
    align-items: center;
    gap: 0.4em;
    font-size: 0.75em;
    margin-top: 0.3em;
  }
  .legend .bar {
    display: inline-block;
    width: 8em;
    height: 0.6em;
    border: 1px solid var(--pe-border);
  }
  .observations li {
    margin: 0.2em 0;
  }
  .note {
    font-size: 0.9em;
  }
  .message {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
