// The widget shell's own styles (tabs, notices, status panels); the theme
// tokens and the shared building blocks come from ../styles.ts.
import { css } from 'lit';

export const shellStyles = css`
  :host {
    container-type: inline-size;
  }
  /* The host page cannot reach inside the shadow root, but inherited
     properties (color, font-size, ...) flow in through the host element,
     and any page rule on the host (even * { font-size: 40px }) beats
     :host. So everything is drawn inside .root, which resets them; sizes
     are in em (rem would follow the host page's root font size). */
  .root {
    all: initial;
    display: block;
    visibility: inherit;
    color-scheme: inherit;
    font-family: var(--pe-font);
    font-size: var(--pe-font-size, 16px);
    line-height: 1.45;
    color: var(--pe-fg);
    background: var(--pe-bg);
    border: 1px solid var(--pe-border);
    border-radius: calc(var(--pe-radius) * 1.5);
    padding: 0.75em;
    /* The skip link's containing block (below). */
    position: relative;
  }
  /* Figure mode (widget/body.ts): the figure and its caption under it. */
  .figure-only {
    margin: 0;
  }
  .figure-only figcaption {
    margin-top: 0.4em;
    font-size: 0.9em;
    color: var(--pe-muted);
  }
  /* The skip link: the first Tab stop, shown over the chapter row only while
     it has the keyboard's focus (it takes no room, so nothing moves). */
  .skip-link {
    position: absolute;
    z-index: 2;
    top: 0.4em;
    left: 0.4em;
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
    border-color: var(--pe-accent);
  }
  .skip-link:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    min-height: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  /* The chapter row: the tabs (or, narrow, the chapter select) and the
     contents button. */
  .course-row {
    display: flex;
    align-items: flex-start;
    gap: 0.5em;
    border-bottom: 1px solid var(--pe-border);
    padding-bottom: 0.4em;
    margin-bottom: 0.3em;
  }
  .course-row > [role='tablist'] {
    flex: 1 1 auto;
    min-width: 0;
  }
  .contents-toggle {
    flex: none;
    white-space: nowrap;
  }
  .contents-toggle::after {
    content: ' ▾';
  }
  .contents-toggle[aria-expanded='true']::after {
    content: ' ▴';
  }
  /* One row (or more) of tabs per part, each led by the part's name. */
  .part-row {
    display: grid;
    grid-template-columns: 5em 1fr; /* "APPENDIX" and a gap */
    align-items: baseline;
  }
  .part-tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15em;
  }
  .part-name {
    font-size: 0.75em;
    font-weight: 600;
    color: var(--pe-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  [role='tab'] {
    border-radius: var(--pe-radius);
    border: 1px solid transparent;
    background: transparent;
    padding: 0.3em 0.45em;
  }
  [role='tab'][aria-selected='true'] {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
  }
  .chapter-number {
    font-variant-numeric: tabular-nums;
  }
  [role='tab'][aria-selected='false'] .chapter-number {
    color: var(--pe-muted);
  }
  /* The chapter select replaces the tabs in narrow widgets (below). */
  .view-select {
    display: none;
  }
  /* A link to a chapter is an <a href> or (no page reads it) a button, alike. */
  .chapter-link {
    font: inherit;
    color: var(--pe-accent);
    text-decoration: underline;
    text-underline-offset: 0.15em;
    text-align: start;
  }
  button.chapter-link {
    min-height: 0;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  /* Previous and Next at the chapter's end: two cards, Next on the right. */
  .chapter-nav {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.6em;
    margin-top: 1em;
    padding-top: 0.8em;
    border-top: 1px solid var(--pe-border);
  }
  .chapter-nav .chapter-link {
    display: flex;
    flex-direction: column;
    gap: 0.1em;
    padding: 0.5em 0.7em;
    border: 1px solid var(--pe-border);
    border-radius: var(--pe-radius);
    background: var(--pe-surface);
    text-decoration: none;
    min-width: 0;
  }
  .chapter-nav .chapter-link:hover .name {
    text-decoration: underline;
  }
  .chapter-nav .next {
    grid-column: 2;
    align-items: flex-end;
    text-align: end;
  }
  .chapter-nav .dir {
    font-size: 0.85em;
    color: var(--pe-muted);
  }
  .chapter-nav .name {
    overflow-wrap: anywhere;
  }
  .chapter-nav .finish .name {
    color: var(--pe-fg);
  }
  /* The settings button, and the Contents button beside it, are for narrow
     widgets only (below); a wide one has its Contents button in the chapter
     row. */
  .settings-row .contents-toggle,
  .settings-toggle {
    display: none;
  }
  .presets {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3em;
    margin: 0.4em 0;
    font-size: 0.85em;
  }
  .presets button {
    min-height: 2em;
    padding: 0.15em 0.6em;
    white-space: nowrap;
  }
  .presets button[aria-pressed='true'] {
    border-color: var(--pe-accent);
    box-shadow: inset 0 0 0 1px var(--pe-accent);
  }
  .presets-label {
    color: var(--pe-muted);
  }
  /* The sources' select is the narrow widgets' (below); wide ones have the buttons. */
  #preset-select {
    display: none;
  }
  /* Narrow widgets (a phone): the chapter select across the chapter row
     (its longest option needs it), and one row with a button that opens the
     shared controls and the sources (naming the current values) and the
     Contents button, so the chapter's first figure starts within the first
     screen. */
  @container (max-width: 640px) {
    [role='tablist'],
    .course-row .contents-toggle {
      display: none;
    }
    .settings-row {
      display: flex;
      gap: 0.5em;
      justify-content: flex-end;
    }
    .settings-row .contents-toggle {
      display: block;
    }
    .course-row {
      align-items: center;
      padding-bottom: 0.3em;
      margin-bottom: 0.2em;
    }
    .view-select {
      display: flex;
      flex: 1 1 auto;
      min-width: 0;
    }
    #view-select {
      width: 100%;
      min-width: 0;
      font-size: 0.95em;
    }
    .presets {
      display: none;
    }
    .settings-toggle {
      display: flex;
      align-items: baseline;
      gap: 0.5em;
      flex: 1 1 auto;
      min-width: 0;
      min-height: 2.2em;
      text-align: start;
      background: transparent;
    }
    .settings-toggle::after {
      content: '▾';
      margin-left: auto;
    }
    .settings.open .settings-toggle::after {
      content: '▴';
    }
    .settings-name {
      flex: none;
      font-weight: 600;
    }
    .settings-values {
      flex: 1 1 auto;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-size: 0.85em;
      color: var(--pe-muted);
    }
    .settings:not(.open) .settings-panel {
      display: none;
    }
    .settings-panel {
      margin-top: 0.3em;
    }
    #preset-select {
      display: block;
      width: 100%;
      margin-bottom: 0.3em;
    }
    /* Number fields three to a line; a select (its options are long) takes
       a line of its own, so no label or value is cut off. */
    .bar {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(6em, 1fr));
      gap: 0.3em 0.5em;
    }
    .bar .field:has(select) {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: auto 1fr;
      align-items: center;
      gap: 0.5em;
    }
    .bar label {
      font-size: 0.75em;
    }
    .bar .field:not(:has(select)) label {
      font-size: 0.7em;
      white-space: nowrap;
    }
    .bar input[type='number'],
    .bar select {
      font-size: 0.9em;
      width: 100%;
      min-width: 0;
      min-height: 2em;
      padding: 0.2em 0.35em;
    }
    .chapter-nav .chapter-link {
      padding: 0.4em 0.5em;
    }
  }
  .notices {
    margin: 0.3em 0;
    padding: 0.4em 0.6em;
    border-left: 4px solid var(--pe-focus);
    background: var(--pe-surface);
    font-size: 0.9em;
  }
  .notices ul {
    margin: 0;
    padding-left: 1.2em;
    overflow-wrap: anywhere;
  }
  /* The view and its export menu; margins stay inside, so the frame's
     measured height (reservation.ts) is the room the body takes. */
  .content {
    display: flow-root;
  }
  /* Holds the visually hidden loading status beside a frame (body.ts). */
  .body {
    position: relative;
  }
  .status {
    min-height: 8em;
    display: grid;
    place-items: center;
    text-align: center;
  }
  .error {
    color: var(--pe-bad);
  }
`;
