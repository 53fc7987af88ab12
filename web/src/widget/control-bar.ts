// The shared control bar above every view. Which controls it holds comes
// from the active view's registry entry (`controls`), filtered further by the
// element's `controls` attribute; each control is defined once here.
import { html, nothing, type TemplateResult } from 'lit';

import {
  MAX_BASE,
  MAX_D_MODEL,
  MAX_SEQ_LEN,
  MIN_BASE,
  colormapNames,
  layoutNames,
  type State,
} from '../views/state.js';
import { presetActive, presets, presetTitle } from './presets.js';
import type { ControlName } from '../views/registry.js';

export interface ControlBarHost {
  readonly state: Readonly<State>;
  /** A control's new text, parsed like a URL value (clamped, with a notice). */
  changeText(field: keyof State, text: string): void;
  /** Sets several fields at once (a preset). */
  apply(partial: Partial<State>): void;
}

const optionLabels: Record<string, string> = {
  interleaved: 'interleaved (sin, cos, sin, …)',
  split: 'split (all sin, then all cos)',
  diverging: 'diverging (red–white–blue)',
  sequential: 'sequential (viridis)',
};

function numberInput(
  host: ControlBarHost,
  control: ControlName,
  label: string,
  field: 'seqLen' | 'dModel' | 'base',
  min: number,
  max: number,
  step: number | 'any',
): TemplateResult {
  const id = `control-${control}`;
  return html`<div class="field">
    <label for=${id}>${label}</label>
    <input
      id=${id}
      type="number"
      inputmode="decimal"
      min=${min}
      max=${max}
      step=${step}
      .value=${String(host.state[field])}
      @change=${(event: Event) => {
        const input = event.target as HTMLInputElement;
        host.changeText(field, input.value);
        // A clamped value shows what the widget uses.
        input.value = String(host.state[field]);
      }}
    />
  </div>`;
}

function select(
  host: ControlBarHost,
  control: ControlName,
  label: string,
  field: 'layout' | 'cmap',
  values: readonly string[],
): TemplateResult {
  const id = `control-${control}`;
  const current = host.state[field];
  return html`<div class="field">
    <label for=${id}>${label}</label>
    <select
      id=${id}
      .value=${current}
      @change=${(event: Event) => host.changeText(field, (event.target as HTMLSelectElement).value)}
    >
      ${values.map(
        (value) =>
          html`<option value=${value} ?selected=${value === current}>
            ${optionLabels[value] ?? value}
          </option>`,
      )}
    </select>
  </div>`;
}

const controls: Record<ControlName, (host: ControlBarHost) => TemplateResult> = {
  'seq-len': (host) => numberInput(host, 'seq-len', 'Sequence length', 'seqLen', 1, MAX_SEQ_LEN, 1),
  'd-model': (host) => numberInput(host, 'd-model', 'd_model', 'dModel', 2, MAX_D_MODEL, 2),
  base: (host) => numberInput(host, 'base', 'Base', 'base', MIN_BASE, MAX_BASE, 'any'),
  layout: (host) => select(host, 'layout', 'Layout', 'layout', layoutNames),
  cmap: (host) => select(host, 'cmap', 'Colours', 'cmap', colormapNames),
};

/** The bar with `names` (the active view's controls the embedder kept), or nothing. */
export function renderControlBar(host: ControlBarHost, names: readonly ControlName[]) {
  if (names.length === 0) return nothing;
  return html`<div class="controls bar">${names.map((name) => controls[name](host))}</div>`;
}

/** Each control's value, short, for the settings button of a narrow widget. */
const shortValues: Record<ControlName, (state: Readonly<State>) => string> = {
  'seq-len': (state) => `length ${state.seqLen}`,
  'd-model': (state) => `d_model ${state.dModel}`,
  base: (state) => `base ${state.base}`,
  layout: (state) => state.layout,
  cmap: (state) => state.cmap,
};

export interface SettingsInputs {
  /** The active view's controls the embedder kept. */
  readonly names: readonly ControlName[];
  /** Whether the sources' presets show (buttons, or a select in a narrow widget). */
  readonly presets: boolean;
  /** Whether a narrow widget shows its settings (wide widgets always do). */
  readonly open: boolean;
  toggle(): void;
  /**
   * Beside the settings button in a narrow widget (the Contents button: the
   * chapter select needs the chapter row's whole width there); shown alone
   * in that row by a chapter without settings.
   */
  readonly beside: unknown;
}

/**
 * The sources' presets and the shared controls. A wide widget shows the
 * preset buttons and the bar as they are; a narrow one (a phone: styles.ts)
 * folds the sources' select and the bar behind one button that names the
 * current values, so that the chapter's first figure starts within the first
 * screen; the reader opens it with one tap.
 */
export function renderSettings(host: ControlBarHost, inputs: SettingsInputs) {
  const { names, presets, open } = inputs;
  if (names.length === 0 && !presets) {
    return inputs.beside === nothing
      ? nothing
      : html`<div class="settings"><div class="settings-row">${inputs.beside}</div></div>`;
  }
  const values = names.map((name) => shortValues[name](host.state)).join(' · ');
  return html`<div class="settings ${open ? 'open' : ''}">
    <div class="settings-row">
      <button
        type="button"
        class="settings-toggle"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls="settings-panel"
        @click=${() => inputs.toggle()}
      >
        <span class="settings-name">${names.length > 0 ? 'Settings' : 'Sources'}</span>
        <span class="settings-values">${values}</span>
      </button>
      ${inputs.beside}
    </div>
    <div id="settings-panel" class="settings-panel">
      ${presets ? renderPresetSelect(host) : nothing}${presets ? renderPresets(host) : nothing}
      ${renderControlBar(host, names)}
    </div>
  </div>`;
}

/**
 * One button per source figure or check (presets.ts): a click sets the state
 * the source used, and the view shows the source's numbers, computed.
 */
export function renderPresets(host: ControlBarHost) {
  return html`<div class="presets" role="group" aria-label="Reproduce a source">
    <span class="presets-label" aria-hidden="true">Sources:</span>
    ${presets.map(
      (preset) =>
        html`<button
          type="button"
          data-preset=${preset.id}
          title=${presetTitle(preset)}
          aria-pressed=${presetActive(preset, host.state) ? 'true' : 'false'}
          @click=${() => host.apply(preset.state)}
        >
          ${preset.label}
        </button>`,
    )}
  </div>`;
}

/**
 * The same presets as a select, for narrow widgets (styles.ts shows it in
 * the lesson row instead of the row of buttons): choosing one applies it.
 */
export function renderPresetSelect(host: ControlBarHost) {
  return html`<select
    id="preset-select"
    aria-label="Reproduce a source"
    .value=${''}
    @change=${(event: Event) => {
      const select = event.target as HTMLSelectElement;
      const preset = presets.find((p) => p.id === select.value);
      select.value = '';
      if (preset) host.apply(preset.state);
    }}
  >
    <option value="" selected>Sources…</option>
    ${presets.map((preset) => html`<option value=${preset.id}>${preset.label}</option>`)}
  </select>`;
}
