// The frequencies view's controls: the "add a dimension" field, a chip per
// plotted dimension (a click removes it) and, under them, which dimensions
// the view chose or the button that lets it choose again. A template of a
// FrameHost and the dimensions plotted, so the view (with the engine's
// model) and its first-paint frame (frame.ts, with the same dimensions from
// the state) show the same live controls.
import { html, nothing } from 'lit';

import chapter from '../../content/frequencies.js';
import { renderMarkup } from '../../ui/chapter.js';
import { grouped } from '../../ui/format.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { addDim } from './plotted.js';
import { MAX_DIMS } from './view.js';

/** The dimensions on show, and whether the view chose them for this d_model. */
export interface Plotted {
  readonly dims: readonly number[];
  readonly auto: boolean;
}

function onAddDim(event: Event, host: FrameHost, dims: readonly number[]): void {
  event.preventDefault();
  const input = (event.currentTarget as HTMLFormElement).querySelector('input')!;
  const result = addDim(dims, host.state.dModel, input.value);
  if ('message' in result) {
    host.message.show(result.message);
    return;
  }
  host.accept({ dims: result.dims });
  input.value = '';
}

function removeDim(host: FrameHost, dims: readonly number[], dim: number): void {
  const left = dims.filter((d) => d !== dim);
  if (left.length > 0) host.accept({ dims: left });
}

/** The controls (nothing with controls="none") and the message of a refused dimension. */
export function frequenciesControls(host: FrameHost, { dims, auto }: Plotted) {
  if (!host.showControls) return nothing;
  const { dModel } = host.state;
  const text = host.message.text;
  return html`<div class="controls">
      <form class="add" novalidate @submit=${(event: Event) => onAddDim(event, host, dims)}>
        <div class="field">
          <label for="dim-input">Dimension to plot (0–${dModel - 1})</label>
          <input
            id="dim-input"
            type="number"
            inputmode="numeric"
            min="0"
            max=${dModel - 1}
            step="1"
          />
        </div>
        <button type="submit" ?disabled=${dims.length >= MAX_DIMS}>Add dimension</button>
      </form>
      <ul class="chips" aria-label="Plotted dimensions">
        ${dims.map(
          (dim) =>
            html`<li>
              <button
                type="button"
                aria-label=${`Remove dim ${dim}`}
                title=${dims.length <= 1 ? 'At least one dimension stays plotted' : `Remove dim ${dim}`}
                ?disabled=${dims.length <= 1}
                @click=${() => removeDim(host, dims, dim)}
              >
                dim ${dim} <span aria-hidden="true">✕</span>
              </button>
            </li>`,
        )}
      </ul>
      ${
        auto
          ? html`<p class="muted dims-note" id="dims-note">
              ${renderMarkup(chapter.phrases.autoDims, { dModelGrouped: grouped(dModel) })}
            </p>`
          : html`<button type="button" @click=${() => host.accept({ dims: [] })}>
              ${renderMarkup(chapter.phrases.chooseDims, {})}
            </button>`
      }
    </div>
    ${text ? html`<p class="bad" role="status">${text}</p>` : nothing}`;
}
