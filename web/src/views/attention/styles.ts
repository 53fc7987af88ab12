// Styles of the attention chapter: the sentence's chips and the controls
// (the figures style themselves).
import { css } from 'lit';

export const attentionStyles = css`
  .sentence {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    margin: 0.6em 0;
    padding: 0;
    list-style: none;
  }
  .chip {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    border: 1px solid var(--pe-border);
    border-radius: calc(var(--pe-radius) * 1.5);
    padding: 0.1em 0.5em;
    min-width: 2.8em;
    line-height: 1.3;
  }
  .chip .pos {
    font-size: 0.75em;
    color: var(--pe-muted);
  }
  .controls.order {
    align-items: center;
    gap: 0.4em 0.5em;
    margin: 0.4em 0;
  }
  .projections {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
  }
  .field.words input {
    width: 18em;
    max-width: 100%;
  }
  .field input[type='number'] {
    width: 6em;
  }
  select {
    font: inherit;
    color: var(--pe-fg);
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.2em 0.3em;
  }
  /* Phones: smaller buttons and inputs, so the matrices start within the first screen. */
  @container (max-width: 640px) {
    .controls.order button {
      padding: 0.2em 0.5em;
      font-size: 0.85em;
    }
    .chip {
      min-width: 2.4em;
      padding: 0 0.4em;
    }
    .field.words {
      width: 100%;
    }
    .field.words input {
      width: 100%;
    }
  }
  .num {
    font-family: var(--pe-mono);
  }
  .next {
    margin: 0.4em 0 0.8em;
  }
`;
