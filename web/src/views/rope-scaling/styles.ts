// Styles of the rope-scaling, DroPE and precision views' shared parts.
import { css } from 'lit';

export const ropeScalingStyles = css`
  .readout {
    min-height: 2.8em;
    margin: 0.3em 0 0.8em;
    font-size: 0.92em;
  }
  .readout .num {
    font-family: var(--pe-mono);
  }
  .charts {
    display: grid;
    gap: 1em;
  }
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.25em;
  }
  select {
    font: inherit;
    color: var(--pe-fg);
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.2em 0.3em;
  }
  .table-wrap {
    overflow-x: auto;
  }
  td.num,
  th.num {
    text-align: right;
    font-family: var(--pe-mono);
  }
  .nan {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
