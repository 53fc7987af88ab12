// What went wrong, said where it happened: an input's message or the
// engine's reason a view has nothing to show.
import { html, nothing } from 'lit';

/** `message` as an alert paragraph (with `id`, for aria-describedby), or nothing when empty. */
export function errorText(message: string | undefined, id?: string) {
  return message ? html`<p id=${id ?? nothing} class="error" role="alert">${message}</p>` : nothing;
}
