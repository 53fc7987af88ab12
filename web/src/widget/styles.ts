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
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    border-bottom: 1px solid var(--pe-border);
    padding-bottom: 0.4em;
    margin-bottom: 0.3em;
  }
  [role='tab'] {
    border-radius: var(--pe-radius);
    border: 1px solid transparent;
    background: transparent;
    padding: 0.3em 0.7em;
  }
  [role='tab'][aria-selected='true'] {
    background: var(--pe-accent);
    color: var(--pe-accent-fg);
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
  /* The view and its export menu; margins stay inside, so the measured
     height (reserve.ts) is the room the body takes. */
  .content {
    display: flow-root;
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
