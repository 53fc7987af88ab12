// Styles of the lab's controls (the figures style themselves: band-chart.ts).
import { css } from 'lit';

import { choiceStyles } from '../../ui/view-fields.js';

export const labStyles = [
  choiceStyles,
  css`
    .controls.presets select {
      max-width: 100%;
    }
    .presets .field {
      max-width: 100%;
    }
    fieldset.encodings {
      border: 1px solid var(--pe-border);
      border-radius: var(--pe-radius);
      margin: 0.5em 0;
      padding: 0.3em 0.6em 0.4em;
      display: flex;
      flex-wrap: wrap;
      gap: 0.2em 1em;
    }
    fieldset.encodings legend {
      padding: 0 0.3em;
    }
    fieldset.encodings label {
      white-space: nowrap;
    }
    .controls.run {
      align-items: center;
      margin-top: 0.6em;
    }
    .controls.run progress {
      flex: 1 1 8em;
      min-width: 6em;
      height: 0.9em;
    }
    p.run-status {
      margin: 0.3em 0 0.6em;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      font-size: 0.92em;
    }
    pe-lab-band-chart,
    pe-figure-slot {
      margin-top: 0.4em;
    }
  `,
];
