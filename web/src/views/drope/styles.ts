// Styles of the DroPE view: its numbers in the monospaced font, where a
// slot's width in `ch` is the width of its number (ui/chapter.ts sized()).
import { css } from 'lit';

export const dropeStyles = css`
  .num {
    font-family: var(--pe-mono);
  }
`;
