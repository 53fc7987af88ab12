// Styles of the RoPE context extension view: its two charts, one above the
// other, and its numbers in the monospaced font, where a slot's width in `ch`
// is the width of its number (ui/chapter.ts sized()).
import { css } from 'lit';

export const ropeScalingStyles = css`
  .charts {
    display: grid;
    gap: 1em;
  }
  .num {
    font-family: var(--pe-mono);
  }
`;
