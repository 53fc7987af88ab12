// Styles of the atlas view around its figures (which carry their own:
// schemes-table.ts, plot.ts): the table's footnote in small print.
import { css } from 'lit';

export const atlasStyles = css`
  .small {
    color: var(--pe-muted);
    font-size: 0.85em;
  }
`;
