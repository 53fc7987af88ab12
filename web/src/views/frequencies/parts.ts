// The small multiples' column and the notes under it, as templates of what
// they hold: the view fills the column with its <pe-wave-curve>s, the
// first-paint frame (frame.ts) with empty boxes of their size, and both
// write the same notes (plotted.ts's curveNotes, from the state alone).
import { html, nothing } from 'lit';

/** The small multiples, one under the other. */
export function multiples(curves: readonly unknown[]) {
  return html`<div class="multiples">${curves}</div>`;
}

/** What is left out of the curves, as one muted paragraph (nothing when nothing is). */
export function notesParagraph(notes: readonly string[]) {
  return notes.length > 0 ? html`<p class="muted">${notes.join(' ')}</p>` : nothing;
}
