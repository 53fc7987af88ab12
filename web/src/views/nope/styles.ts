// Styles of the NoPE lesson: only the controls' (the panels and the readout
// are styled by <pe-nope-panels>, ./panels.ts).
import { css } from 'lit';

export const nopeStyles = css`
  label select {
    margin-left: 0.4em;
  }
  pe-nope-panels {
    margin-top: 0.6em;
  }
`;
