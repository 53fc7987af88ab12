// <pe-lab-view>: the training lab. The experiment is the state (view.ts);
// Train hands its runs (config.ts) to a pool of workers (runner.ts,
// training-worker.ts), each training one model with the engine; the figures draw
// their losses as they arrive and, when an encoding's seeds are all done,
// its accuracy against length (derive.ts, band-chart.ts). The page's thread
// only copies numbers and draws.
import { html } from 'lit';

import chapter from '../../content/lab.js';
import { renderChapter } from '../../ui/chapter.js';
import { grouped } from '../../ui/format.js';
import { viewHost } from '../../ui/host-fields.js';
import { InputMessage } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import './attention-grid.js';
import './band-chart.js';
import './gram-pair.js';
import { evaluationLengths, experimentKey, firstLength, labRuns } from './config.js';
import { labPresets, labRun, labSetup, type RunStatus } from './controls.js';
import { accuracySeries, lossSeries, type RunNumbers } from './derive.js';
import { LabInspector, type InspectRequest } from './inspector.js';
import { LabRunner, workerCount, type RunProgress } from './runner.js';
import { labStyles } from './styles.js';
import { labValues } from './values.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class LabView extends ViewElement {
  static override styles = [...ViewElement.styles, ...labStyles];
  protected override readonly needsEngine = false;

  /** The runs and their numbers (public for tests: the final losses of a shared link). */
  readonly runner = new LabRunner(this);
  /** The inspections of trained models: the picked run's attention, a learned run's Gram. */
  readonly attentionInspector = new LabInspector(this);
  readonly gramInspector = new LabInspector(this);
  private readonly message = new InputMessage(this);
  private key = '';
  /** The run the attention figure shows (an index into the experiment's runs). */
  private picked = 0;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed as never);
    if (changed.has('state') && this.state) {
      const key = experimentKey(this.state);
      // A new experiment: runs of the old one would mislead, so they stop.
      if (key !== this.key) {
        this.key = key;
        if (this.runner.key !== key) this.runner.cancel();
      }
    }
  }

  private train = () => this.runner.start(labRuns(this.state), this.key);

  private status(): RunStatus {
    const r = this.runner;
    const current = r.key === this.key;
    const total = r.stepsTotal;
    const fraction = current && total > 0 ? r.stepsDone / total : 0;
    const runs = r.progress.length;
    const workers = workerCount(runs);
    let text = '';
    if (!current && r.phase !== 'idle') text = 'The settings changed: press Train to run them.';
    else if (r.phase === 'running' || r.phase === 'paused') {
      text =
        `${r.phase === 'paused' ? 'Paused' : 'Training'}: ${r.runsDone} of ${runs} runs done, ` +
        `step ${grouped(r.stepsDone)} of ${grouped(total)}, ${seconds(r.elapsedMs)} before ` +
        `this, ${workers} worker${workers === 1 ? '' : 's'}.`;
    } else if (r.phase === 'done') {
      text = `${runs} runs trained and tested in ${seconds(r.elapsedMs)} (${workers} worker${workers === 1 ? '' : 's'}).`;
    } else if (r.phase === 'cancelled') text = 'Cancelled.';
    else if (r.phase === 'failed') text = r.error;
    return { phase: current ? r.phase : 'idle', fraction, text };
  }

  private numbers(): RunNumbers[] {
    if (this.runner.key !== this.key) return [];
    return this.runner.progress.map((p) => ({
      encoding: p.run.config.encoding,
      losses: p.losses,
      step: p.step,
      accuracy: p.result?.accuracy,
      tokenAccuracy: p.result?.tokenAccuracy,
    }));
  }

  /** The finished runs of the current experiment. */
  private finished(): RunProgress[] {
    if (this.runner.key !== this.key) return [];
    return this.runner.progress.filter((p) => p.result);
  }

  /** What the two inspection figures ask the workers for: [key, request] or undefined. */
  private inspections() {
    const done = this.finished();
    const state = this.state;
    const length = Math.max(firstLength(state.labTask), state.labExample);
    const ask = (p: RunProgress | undefined): [string, InspectRequest] | undefined =>
      p?.result
        ? [
            `${this.key}|${p.run.index}|${length}`,
            { config: p.run.config, params: p.result.params, length },
          ]
        : undefined;
    const picked = done.find((p) => p.run.index === this.picked) ?? done[0];
    const learned =
      done.find((p) => p.run.config.encoding === 'learned' && p.run.seed === picked?.run.seed) ??
      done.find((p) => p.run.config.encoding === 'learned');
    return { done, picked, learned, attention: ask(picked), gram: ask(learned) };
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed as never);
    const { attention, gram } = this.inspections();
    if (attention) this.attentionInspector.request(...attention);
    if (gram) this.gramInspector.request(...gram);
  }

  /** The inspection answering `key`, or what the figure says instead. */
  private answer(inspector: LabInspector, key: string | undefined, idle: string) {
    if (key === undefined) return { inspection: undefined, note: idle };
    if (inspector.key !== key)
      return { inspection: undefined, note: 'Computing the weights of the trained model…' };
    if (inspector.error) return { inspection: undefined, note: inspector.error };
    return { inspection: inspector.inspection, note: '' };
  }

  override render() {
    const state = this.state;
    const host = this.frameHost();
    const numbers = this.numbers();
    const encodings = state.labEncodings;
    const losses = lossSeries(numbers, encodings, state.labSteps);
    let lossMax = 0;
    for (const s of losses) for (const v of s.hi) if (v > lossMax) lossMax = v;
    const lengths = evaluationLengths(state);
    const accuracy = accuracySeries(numbers, encodings, lengths, state.labMetric);
    const trained = `trained ${state.labTrainMin}–${state.labTrainMax}`;
    const inspect = this.inspections();
    const runName = (p: RunProgress) => `${p.run.config.encoding}, seed ${p.run.seed}`;
    const attention = this.answer(
      this.attentionInspector,
      inspect.attention?.[0],
      'Press Train: the maps show a trained model.',
    );
    const gram = this.answer(
      this.gramInspector,
      inspect.gram?.[0],
      encodings.includes('learned')
        ? 'Press Train: the maps show the trained learned table.'
        : 'Add learned to the encodings compared to see its table after training.',
    );
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      values: labValues(state),
      figures: {
        presets: () => labPresets(host),
        setup: () => labSetup(host),
        run: () =>
          labRun(this.status(), {
            train: this.train,
            pause: () => this.runner.pause(),
            resume: () => this.runner.resume(),
            cancel: () => this.runner.cancel(),
          }),
        loss: () =>
          html`<pe-lab-band-chart
            class="loss"
            .encodings=${encodings}
            .series=${numbers.length > 0 ? losses : []}
            .caption=${chapter.phrases.lossCaption}
            .xLabel=${'step'}
            .domain=${[1, state.labSteps] as const}
            .yMax=${lossMax > 0 ? lossMax : Math.log(state.labVocab)}
            .format=${(v: number) => v.toFixed(3)}
            .readout=${(x: number) => (numbers.length > 0 ? `step ${grouped(x)}` : 'press Train')}
            .label=${'Loss curves: step under the cursor'}
          ></pe-lab-band-chart>`,
        accuracy: () =>
          html`<pe-lab-band-chart
            class="accuracy"
            .encodings=${encodings}
            .series=${accuracy}
            .caption=${
              state.labMetric === 'token'
                ? chapter.phrases.accuracyCaptionToken
                : chapter.phrases.accuracyCaptionSequence
            }
            .xLabel=${'task length n'}
            .domain=${[firstLength(state.labTask), state.labMaxLength] as const}
            .yMax=${1}
            .shade=${[state.labTrainMin, state.labTrainMax] as const}
            .shadeLabel=${'trained'}
            .format=${(v: number) => v.toFixed(2)}
            .readout=${(x: number) =>
              `length ${x} (${x >= state.labTrainMin && x <= state.labTrainMax ? 'inside' : 'outside'} the ${trained} range)`}
            .label=${'Accuracy against length: length under the cursor'}
          ></pe-lab-band-chart>`,
        attention: () =>
          html`<pe-lab-attention
            .layers=${state.labLayers}
            .heads=${state.labHeads}
            .runs=${inspect.done.map((p) => ({ index: p.run.index, label: runName(p) }))}
            .picked=${inspect.picked?.run.index ?? 0}
            .inspection=${attention.inspection}
            .note=${attention.note}
            .caption=${chapter.phrases.attentionCaption}
            @pick=${(event: CustomEvent<number>) => {
              this.picked = event.detail;
              this.requestUpdate();
            }}
          ></pe-lab-attention>`,
        gram: () =>
          html`<pe-lab-gram
            .gram=${gram.inspection?.gram}
            .learnedLabel=${inspect.learned ? runName(inspect.learned) : 'learned'}
            .note=${gram.note}
            .caption=${chapter.phrases.gramCaption}
          ></pe-lab-gram>`,
      },
    });
  }

  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial: Partial<State>) =>
      this.request(partial),
    );
  }
}

define('pe-lab-view', LabView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-lab-view': LabView;
  }
}
