// Styles of the NoPE lesson: only the controls' (the panels and the readout
// are styled by <pe-nope-panels>, ./panels.ts).
import { css } from 'lit';

export const nopeStyles = css`
  label select {
    margin-left: 0.4em;
  }
  /* The first-paint frame's empty box (pe-figure-slot) stands where the panels will. */
  pe-nope-panels,
  pe-figure-slot {
    margin-top: 0.6em;
  }
`;
