// Styles of the word-order lesson (the view) and of its word and embedding
// editor (a sub-element with its own shadow root).
import { css } from 'lit';

export const orderStyles = css`
  .sentences {
    display: grid;
    gap: 0.5em;
    margin: 0.6em 0;
  }
  .sentence {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em;
  }
  .sentence > .name {
    min-width: 7.5em;
    font-weight: 600;
  }
  /* Phones: the second order's name on a line of its own, so its three
     words with their arrows fit on one line (the first order's, without
     arrows, fit beside its name), smaller buttons and an unboxed "Follow
     the token" row; the first attention map then starts within the first
     screen. */
  @container (max-width: 640px) {
    .sentence > .name {
      min-width: 6.5em;
      font-size: 0.85em;
    }
    .sentence.editable > .name {
      flex-basis: 100%;
      min-width: 0;
    }
    .sentences .controls button {
      padding: 0.2em 0.5em;
      font-size: 0.85em;
    }
    .sentences fieldset {
      border: 0;
      padding: 0;
    }
    .sentences legend {
      float: left;
      padding: 0 0.3em 0 0;
    }
    .verdict .result {
      font-size: 1.6em;
    }
  }
  .chip {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    border: 1px solid var(--pe-border);
    border-radius: calc(var(--pe-radius) * 1.5);
    padding: 0.15em 0.55em 0.1em;
    background: var(--pe-bg);
    min-width: 3em;
  }
  .chip.followed {
    border: 2px solid var(--pe-accent);
    background: var(--pe-surface);
    font-weight: 700;
  }
  .chip .word {
    font-size: 1.05em;
  }
  .chip .pos {
    font-size: 0.75em;
    color: var(--pe-muted);
  }
  .chip .moves {
    display: flex;
    gap: 0.2em;
    margin-top: 0.1em;
  }
  .chip .moves button {
    min-height: 1.8em;
    padding: 0 0.45em;
    font-size: 0.85em;
  }
  fieldset {
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.3em 0.7em 0.5em;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2em 0.9em;
    align-items: center;
  }
  legend {
    font-size: 0.9em;
    padding: 0 0.3em;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    font-size: 1em;
  }
  input[type='radio'] {
    min-height: auto;
    width: 1.1em;
    height: 1.1em;
    margin: 0;
  }
  .runs {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 29em), 1fr));
    gap: 0.8em;
    margin: 0.8em 0;
  }
  .runs .section {
    margin-top: 0.1em;
  }
  .verdict {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2em 0.6em;
    margin: 0.2em 0 0.5em;
  }
  /* "same" (order lost) and "different" (order kept) differ in colour, in
     weight and in a sign (= or ≠), so the verdict reads without colour too. */
  .verdict .result {
    font-size: 2.2em;
    line-height: 1.1;
  }
  .verdict [data-result='same'] {
    color: var(--pe-bad);
  }
  .verdict [data-result='same'] strong {
    font-weight: 400;
    font-style: italic;
  }
  .verdict [data-result='different'] {
    color: var(--pe-good);
  }
  .verdict [data-result='different'] strong {
    font-weight: 800;
  }
  .verdict .icon {
    display: inline-block;
    min-width: 1em;
    margin-right: 0.15em;
    font-weight: 800;
    text-align: center;
  }
  .vector {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.8em;
    align-items: baseline;
    margin: 0.15em 0;
  }
  .vector .sentence-name {
    min-width: 7em;
    font-size: 0.9em;
  }
  .vector code {
    font-size: 0.95em;
    white-space: pre;
  }
  .small {
    font-size: 0.85em;
    margin: 0.2em 0;
  }
  .difference {
    margin: 0.5em 0;
    padding-top: 0.3em;
    border-top: 1px solid var(--pe-border);
  }
  .difference strong {
    font-family: var(--pe-mono);
    font-size: 1.1em;
  }
  .maps {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8em 1.4em;
    margin-top: 0.6em;
  }
  .scale {
    display: flex;
    align-items: center;
    gap: 0.4em;
    font-size: 0.75em;
    margin-top: 0.3em;
  }
  .scale span.bar {
    display: inline-block;
    width: 7em;
    height: 0.6em;
    border: 1px solid var(--pe-border);
  }
  details {
    margin: 0.5em 0;
  }
  details table {
    margin: 0.3em 0.8em 0.6em 0;
    display: inline-table;
    vertical-align: top;
    font-size: 0.85em;
  }
  caption {
    text-align: left;
    font-size: 0.85em;
    padding-bottom: 0.2em;
  }
`;

export const editorStyles = css`
  .editor td,
  .editor th {
    padding: 0.2em 0.3em;
  }
  .editor input[type='number'] {
    width: 5.2em;
  }
  .editor input[type='text'] {
    width: 7em;
  }
  .message {
    color: var(--pe-bad);
    font-weight: 600;
  }
  .message {
    color: var(--pe-bad);
    font-weight: 600;
  }
`;
