// Styles of the RoPE context extension view: its two charts, one above the other.
import { css } from 'lit';

export const ropeScalingStyles = css`
  .charts {
    display: grid;
    gap: 1em;
  }
`;
