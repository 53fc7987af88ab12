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
  table.summary td {
    text-align: left;
    vertical-align: top;
    min-width: 10em;
  }
  .error {
    color: var(--pe-bad);
  }
`;
