// Styles of the worked example's chapter (its figures style themselves:
// cells.ts, divisors.ts, map.ts, sums.ts).
import { css } from 'lit';

export const workedStyles = css`
  ol.steps {
    padding-left: 1.3em;
  }
  .figure {
    display: flex;
    flex-wrap: wrap;
    gap: 1em 2em;
    align-items: flex-start;
    margin: 0.6em 0;
  }
  .notes {
    flex: 1 1 20em;
  }
  .observations li {
    margin: 0.2em 0;
  }
  .note {
    font-size: 0.9em;
  }
  /* The engine's numbers in the prose: slots of a known width (content/worked.ts). */
  .num {
    font-family: var(--pe-mono);
  }
  .message {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
