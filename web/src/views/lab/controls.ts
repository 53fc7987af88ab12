// The lab's controls, templates of the state (and, for the run row, of the
// runner's phase), so that the first-paint frame (frame.ts) shows the same
// live controls before the view's code and the engine arrive: the presets;
// the experiment (task, direction, encodings, seeds, sizes, training,
// lengths, metric); Train, Pause or Resume, Cancel and the progress.
import { html, nothing } from 'lit';

import { choiceField } from '../../ui/view-fields.js';
import { controlsRow, stateField } from '../../ui/host-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { presetNames, presetOf, presets, type PresetName } from './presets.js';
import { unpickStale } from './run-names.js';
import { LAB_LIMITS, labEncodings, labMetrics, labTasks, type LabEncoding } from './view.js';

const PRESET_TEXT: Record<PresetName, string> = {
  default: 'Every encoding, lookback (the default)',
  learned: 'Learned positions collapse past the training length',
  'nope-reverse': 'No position, bidirectional: reverse cannot be learned',
  randomized: 'Randomized positions help on unseen lengths (Ruoss et al. 2023)',
};

/** The host, its `accept` clearing a picked run the change takes out (config.ts, unpickStale). */
function keepingRun(host: FrameHost): FrameHost {
  return { ...host, accept: (partial) => host.accept(unpickStale(host.state, partial)) };
}

/** The presets' list: choosing one sets the whole experiment. */
export function labPresets(frameHost: FrameHost) {
  if (!frameHost.showControls) return nothing;
  const host = keepingRun(frameHost);
  const current = presetOf(host.state);
  return html`<div class="controls presets">
    <div class="field">
      <label for="lab-preset">Preset</label>
      <select
        id="lab-preset"
        @change=${(event: Event) => {
          const name = (event.target as HTMLSelectElement).value as PresetName | '';
          if (name) host.accept({ ...presets[name] });
        }}
      >
        ${current ? nothing : html`<option value="" selected>Your own settings</option>`}
        ${presetNames.map(
          (name) =>
            html`<option value=${name} ?selected=${name === current}>${PRESET_TEXT[name]}</option>`,
        )}
      </select>
    </div>
  </div>`;
}

function toggled(list: readonly LabEncoding[], encoding: LabEncoding, on: boolean): LabEncoding[] {
  return labEncodings.filter((e) => (e === encoding ? on : list.includes(e)));
}

/** Learning rate typed: a number in the view's range. */
function parseRate(text: string) {
  const [min, max] = LAB_LIMITS.learningRate;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    return {
      error: `learning rate must be a number from ${min} to ${max}; got "${text.slice(0, 24)}".`,
    };
  }
  return { value };
}

/** The experiment: task, direction, encodings, and the numbers. */
export function labSetup(frameHost: FrameHost) {
  if (!frameHost.showControls) return nothing;
  const host = keepingRun(frameHost);
  const s = host.state;
  const L = LAB_LIMITS;
  const choices = html`${choiceField({
      id: 'lab-task',
      label: 'Task',
      value: s.labTask,
      choices: labTasks,
      set: (labTask) => host.accept({ labTask }),
    })}
    <div class="field">
      <label for="lab-causal">Causal mask</label>
      <input
        id="lab-causal"
        type="checkbox"
        .checked=${s.labCausal}
        @change=${(e: Event) => host.accept({ labCausal: (e.target as HTMLInputElement).checked })}
      />
    </div>
    ${choiceField({
      id: 'lab-metric',
      label: 'Accuracy',
      value: s.labMetric,
      choices: labMetrics,
      text: (m) => (m === 'sequence' ? 'exact sequence' : 'per token'),
      set: (labMetric) => host.accept({ labMetric }),
    })}`;
  const encodings = html`<fieldset class="encodings">
    <legend>Encodings</legend>
    ${labEncodings.map(
      (encoding) =>
        html`<label
          ><input
            type="checkbox"
            name="lab-encoding"
            value=${encoding}
            .checked=${s.labEncodings.includes(encoding)}
            ?disabled=${s.labEncodings.length === 1 && s.labEncodings[0] === encoding}
            @change=${(e: Event) =>
              host.accept({
                labEncodings: toggled(
                  s.labEncodings,
                  encoding,
                  (e.target as HTMLInputElement).checked,
                ),
              })}
          />${encoding}</label
        >`,
    )}
  </fieldset>`;
  const numbers = html`${stateField(host, 'labSeeds', { id: 'lab-seeds', label: 'seeds', min: L.seeds[0], max: L.seeds[1] })}
  ${stateField(host, 'labLayers', { id: 'lab-layers', label: 'layers', min: L.layers[0], max: L.layers[1] })}
  ${stateField(host, 'labDModel', { id: 'lab-d-model', label: 'd_model', min: L.dModel[0], max: L.dModel[1], step: 2 })}
  ${stateField(host, 'labHeads', { id: 'lab-heads', label: 'heads', min: L.heads[0], max: L.heads[1] })}
  ${stateField(host, 'labVocab', { id: 'lab-vocab', label: 'vocabulary', min: L.vocab[0], max: L.vocab[1] })}
  ${stateField(host, 'labSteps', { id: 'lab-steps', label: 'steps', min: L.steps[0], max: L.steps[1] })}
  ${stateField(host, 'labBatch', { id: 'lab-batch', label: 'batch', min: L.batch[0], max: L.batch[1] })}
  ${stateField(host, 'labLearningRate', {
    id: 'lab-lr',
    label: 'learning rate',
    min: L.learningRate[0],
    max: L.learningRate[1],
    step: 0.0001,
    parse: parseRate,
  })}
  ${stateField(host, 'labTrainMin', { id: 'lab-train-min', label: 'train from length', min: 1, max: s.labMaxLength })}
  ${stateField(host, 'labTrainMax', { id: 'lab-train-max', label: 'to length', min: 1, max: s.labMaxLength })}
  ${stateField(host, 'labMaxLength', { id: 'lab-max-length', label: 'test up to length', min: L.maxLength[0], max: L.maxLength[1] })}`;
  return html`<div class="controls setup">${choices}</div>
    ${encodings}${controlsRow(host.message, numbers)}`;
}

/** What the run row shows: the runner's phase and progress (idle in the frame). */
export interface RunStatus {
  readonly phase: 'idle' | 'running' | 'paused' | 'done' | 'cancelled' | 'failed';
  readonly fraction: number;
  readonly text: string;
}

export interface RunActions {
  train(): void;
  pause(): void;
  resume(): void;
  cancel(): void;
}

const idle: RunStatus = { phase: 'idle', fraction: 0, text: '' };

/** Train, Pause/Resume, Cancel and the progress bar with its words. */
export function labRun(status: RunStatus = idle, actions?: RunActions) {
  const busy = status.phase === 'running' || status.phase === 'paused';
  return html`<div class="controls run">
      <button
        type="button"
        class="train"
        ?disabled=${!actions || busy}
        @click=${() => actions?.train()}
      >
        Train
      </button>
      <button
        type="button"
        class="pause"
        ?disabled=${!busy}
        @click=${() => (status.phase === 'paused' ? actions?.resume() : actions?.pause())}
      >
        ${status.phase === 'paused' ? 'Resume' : 'Pause'}
      </button>
      <button type="button" class="cancel" ?disabled=${!busy} @click=${() => actions?.cancel()}>
        Cancel
      </button>
      <progress aria-label="Training progress" max="1" .value=${status.fraction}></progress>
    </div>
    <p class=${status.phase === 'failed' ? 'run-status bad' : 'run-status'} role="status">
      ${status.text || '\u00a0'}
    </p>`;
}
