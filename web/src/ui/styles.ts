// Shared styles: theme tokens as CSS custom properties (a host page can set
// any --pe-* on the element to restyle it), and the common building blocks.
import { css } from 'lit';

// The dark theme's tokens, used for theme="dark" and for theme="auto" on a
// dark host page, or on a system in dark mode when the host states no scheme.
const darkTokens = css`
  --pe-bg: #16171b;
  --pe-fg: #e8e9ee;
  --pe-muted: #a3a6b3;
  --pe-border: #41444f;
  --pe-surface: #22242a;
  --pe-accent: #7aa7ff;
  --pe-accent-fg: #0b1020;
  --pe-focus: #ffb86b;
  --pe-good: #6fd48f;
  --pe-bad: #ff8a80;
  color-scheme: dark;
`;

export const themeStyles = css`
  :host {
    --pe-bg: #ffffff;
    --pe-fg: #1b1c20;
    --pe-muted: #5b5e6a;
    --pe-border: #c9ccd6;
    --pe-surface: #f3f4f7;
    --pe-accent: #1f5fbf;
    --pe-accent-fg: #ffffff;
    --pe-focus: #c2410c;
    --pe-good: #17713a;
    --pe-bad: #b3261e;
    --pe-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --pe-mono: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
    --pe-radius: 6px;
    color-scheme: light;
  }
  /* The scheme in use, resolved by the widget (widget/host-scheme.ts: the
     theme, else the host page's color-scheme, else the system's). */
  :host([scheme='dark']) {
    ${darkTokens}
  }
  /* An element that resolves no scheme (the lesson page's Share dialog). */
  :host([theme='dark']:not([scheme])) {
    ${darkTokens}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light']):not([scheme])) {
      ${darkTokens}
    }
  }
`;

export const baseStyles = css`
  :host {
    display: block;
    font-family: var(--pe-font);
    color: var(--pe-fg);
    line-height: 1.45;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 3px solid var(--pe-focus);
    outline-offset: 2px;
  }
  h2,
  h3,
  .title,
  .section {
    line-height: 1.2;
    margin: 0.8em 0 0.4em;
  }
  /* A view's title and its sections look the same at any outline level
     (heading-level): the class wins over the tag. */
  h2,
  .title {
    font-size: 1.25em;
  }
  h3,
  .section {
    font-size: 1.05em;
  }
  /* The chapter's number before a view's title ("2. Worked example ..."): the
     widget marks the view (or its first-paint frame) with data-chapter and
     hands the number in --pe-chapter (widget/body.ts), so the title of every
     view and frame is numbered alike, and a view shown alone is not. Only a
     title that opens the chapter: a later one (the heat map's "Check the
     numbers") is a part of it. */
  :host([data-chapter]) > .title:first-child::before {
    content: var(--pe-chapter) '. ';
  }
  p {
    margin: 0.4em 0 0.8em;
    max-width: 72ch;
  }
  code,
  .mono {
    font-family: var(--pe-mono);
    font-size: 0.92em;
  }
  label {
    font-size: 0.9em;
  }
  /* A number's slot in the prose (content/markup.ts: data-chars): a box of
     at least its width, so the line wraps the same before and after the
     number arrives. Its text starts at the box's start. */
  .slot {
    display: inline-block;
    white-space: nowrap;
  }
  input,
  select,
  button,
  textarea {
    font: inherit;
    color: inherit;
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.3em 0.5em;
    min-height: 2.2em;
  }
  button {
    cursor: pointer;
    background: var(--pe-surface);
  }
  button.primary {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
    border-color: var(--pe-accent);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6em 1em;
    align-items: end;
    margin: 0.5em 0;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 0.15em;
  }
  .field input[type='number'] {
    width: 8.5em;
  }
  .muted {
    color: var(--pe-muted);
  }
  /* A first-paint frame's empty figure box (<pe-figure-slot>, ui/view-frame.ts)
     shows that the engine is on its way, in the box, where it covers no text
     at any width (the widget's own status is read to screen readers only).
     Generated content: the box's size containment keeps its height. */
  pe-figure-slot::after {
    content: 'Loading…';
    display: grid;
    place-items: center;
    height: 100%;
    overflow: hidden;
    border-radius: var(--pe-radius);
    background: var(--pe-surface);
    color: var(--pe-muted);
    font-size: 0.9em;
  }
  /* Which source a check comes from (presets.ts names them). */
  .source {
    color: var(--pe-muted);
    font-style: italic;
  }
  a[href],
  .preset-link {
    color: var(--pe-accent);
  }
  /* A term of the glossary and a citation (content/markup.ts): links to the
     glossary view's entries, marked apart from the links out of the lesson. */
  a.term {
    text-decoration: underline dotted;
    text-underline-offset: 0.15em;
  }
  cite.ref {
    font-style: inherit;
  }
  /* A preset named in the prose: a button that reads, and wraps, like a link. */
  .preset-link {
    cursor: pointer;
    text-decoration: underline;
    font-style: normal;
  }
  .good {
    color: var(--pe-good);
    font-weight: 600;
  }
  .bad {
    color: var(--pe-bad);
    font-weight: 600;
  }
  .card {
    background: var(--pe-surface);
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    padding: 0.6em 0.8em;
  }
  .scroll {
    overflow-x: auto;
    max-width: 100%;
    /* Contains absolutely positioned descendants (.visually-hidden labels),
       which would otherwise widen the page past the scroll box. */
    position: relative;
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    border: 1px solid var(--pe-border);
    padding: 0.2em 0.5em;
    text-align: right;
  }
  th {
    background: var(--pe-surface);
    font-weight: 600;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Side-by-side figures with captions (the pitfall and comparison heat maps). */
export const figureStyles = css`
  .maps {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
    gap: 0.8em;
    margin: 0.6em 0;
  }
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.25em;
  }
`;
