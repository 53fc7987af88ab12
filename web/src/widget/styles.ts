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
  }
  /* Seventeen lessons: tight enough that they take two rows, not three, at
     a 1280 px page. */
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15em;
    border-bottom: 1px solid var(--pe-border);
    padding-bottom: 0.4em;
    margin-bottom: 0.3em;
  }
  [role='tab'] {
    border-radius: var(--pe-radius);
    border: 1px solid transparent;
    background: transparent;
    padding: 0.3em 0.5em;
  }
  [role='tab'][aria-selected='true'] {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
  }
  /* The lesson select replaces the tabs in narrow widgets (below). */
  .view-select {
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
  /* Narrow widgets (a phone): one row for the lesson choice, one scrolling
     row of source presets and a compact grid of controls, so the view's
     first figure starts within the first screen. */
  @container (max-width: 640px) {
    [role='tablist'] {
      display: none;
    }
    /* The lesson select takes the first line; the sources' select wraps
       to a line of its own when both would be cramped. */
    .view-select {
      display: flex;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3em 0.5em;
      padding-bottom: 0.4em;
      border-bottom: 1px solid var(--pe-border);
    }
    .view-select select {
      flex: 1 1 9em;
      min-width: 0;
    }
    /* Long enough for the longest title ("Sinusoidal vs learned vs RoPE"). */
    .view-select label {
      font-size: 0.85em;
    }
    #view-select {
      font-size: 0.88em;
    }
    /* The presets' select sits in the lesson row instead (when it is shown). */
    .view-select ~ .presets {
      display: none;
    }
    .presets {
      flex-wrap: nowrap;
      overflow-x: auto;
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
