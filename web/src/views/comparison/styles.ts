// Styles of the comparison view.
import { css } from 'lit';

export const comparisonStyles = css`
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
  .num {
    font-family: var(--pe-mono);
  }
  .error {
    color: var(--pe-bad);
  }
`;
