// Styles of the exercises view and its parts (each part's shadow root adopts
// the shared base styles and this one sheet).
import { css } from 'lit';

export const exerciseStyles = css`
  section {
    margin-bottom: 1.5em;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
    margin: 0.5em 0;
  }
  .result {
    margin: 0.6em 0;
  }
  .feedback {
    margin: 0.4em 0;
  }
  .heat {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
    align-items: flex-start;
  }
  .work {
    margin-bottom: 1em;
  }
  /* Phones: a compact "Your work" card (small print, buttons on one row),
     so the exercise's editor starts within the first screen. */
  @container (max-width: 640px) {
    .work {
      padding: 0.5em 0.7em;
      font-size: 0.85em;
    }
    .work > p {
      margin: 0 0 0.3em;
    }
    .work .buttons {
      margin: 0.3em 0 0;
      gap: 0.4em;
    }
    .work .buttons button {
      padding: 0.2em 0.5em;
      font-size: 1em;
    }
  }
  textarea.results {
    display: block;
    width: 100%;
    min-height: 12em;
    font-family: var(--pe-mono);
    font-size: 0.85em;
  }
  .shape .section {
    margin: 0.8em 0 0.3em;
  }
  pre.solution {
    font-family: var(--pe-mono);
    font-size: 0.85em;
    background: var(--pe-surface);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.6em;
    overflow-x: auto;
  }
  .item {
    margin: 0.8em 0;
  }
  .item textarea {
    display: block;
    width: 100%;
    max-width: 60ch;
    min-height: 3.5em;
    margin: 0.3em 0;
  }
  .answer {
    margin-top: 0.4em;
  }
  ol.quiz > li {
    margin-bottom: 0.8em;
  }
  fieldset {
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    margin: 0.6em 0;
  }
  legend {
    font-weight: 600;
    padding: 0 0.3em;
  }
  .wide {
    width: min(100%, 30em);
  }
  /* A checkpoint's self-check: the pressed mark looks pressed (colour and
     a check, not colour alone). */
  .self-check {
    margin: 0.5em 0 0;
  }
  .self-check button[aria-pressed='true'] {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
    border-color: var(--pe-accent);
  }
  .self-check button[aria-pressed='true']::before {
    content: '✓ ' / '';
  }
  .self-mark {
    margin: 0.2em 0 0;
    min-height: 1.5em;
  }
  /* The NumPy-to-JavaScript sheet: NumPy on the left, its JavaScript on the
     right, one row per step; one column on a phone. */
  .python-sheet dl {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 0 1.2em;
    max-width: 110ch;
    margin: 0.4em 0 0.8em;
  }
  .python-sheet dt,
  .python-sheet dd {
    margin: 0;
    padding: 0.35em 0;
    border-top: 1px solid var(--pe-border);
    overflow-wrap: anywhere;
  }
  @container (max-width: 640px) {
    .python-sheet dl {
      grid-template-columns: minmax(0, 1fr);
    }
    .python-sheet dd {
      border-top: none;
      padding: 0 0 0.35em 1em;
    }
  }
`;
