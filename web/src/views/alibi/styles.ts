// Styles of the ALiBi view: the scheme views' shared rules and the row of
// head buttons with their slopes.
import { css } from 'lit';

import { schemeStyles } from '../../ui/scheme-styles.js';

export const alibiStyles = [
  schemeStyles,
  css`
    .slopes {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3em;
      margin: 0.5em 0;
      max-height: 12em;
      overflow: auto;
    }
    .slopes button {
      font-variant-numeric: tabular-nums;
      font-family: var(--pe-mono);
      font-size: 0.85em;
      padding: 0.2em 0.5em;
    }
    .slopes button[aria-pressed='true'] {
      outline: 2px solid var(--pe-focus);
    }
  `,
];
