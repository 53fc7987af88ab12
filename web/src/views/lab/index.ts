// <pe-lab-view>: the training lab. The experiment is the state (view.ts);
// Train hands its runs (config.ts) to a pool of workers (runner.ts,
// training-worker.ts), each training one model with the engine; the figures draw
// their losses as they arrive and, when an encoding's seeds are all done,
// its accuracy against length (derive.ts, band-chart.ts).
//
// The seed bands are the engine's too (labSeedBands), computed here on the
// page's thread, where every run's numbers meet: a worker holds one run,
// and a band needs all of an encoding's seeds, so a worker would need them
// all sent back and forth each frame, and its answer would lag a frame
// behind the status line. The work is a few passes over at most a few
// thousand numbers per encoding. The full engine is loaded here on Train
// (bands.ts), not before: the lab's first load and first paint stay as
// they were, and a reader who only reads never fetches it. The runs start
// once it is here, so its one-time set-up on this thread (the module's
// bindings) is no long task while the workers train.
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
import type { RunChoice } from './attention-grid.js';
import './band-chart.js';
import './gram-pair.js';
import { evaluationLengths, experimentKey, firstLength, labRuns } from './config.js';
import { labPresets, labRun, labSetup, type RunStatus } from './controls.js';
import { LabBands } from './bands.js';
import { accuracySeries, lossSeries, type RunNumbers } from './derive.js';
import { LabInspector, type InspectRequest } from './inspector.js';
import { runLabel, runName } from './run-names.js';
import { LabRunner, workerCount, type RunProgress } from './runner.js';
import { labStyles } from './styles.js';
import { labValues } from './values.js';
import { parseRunName, type LabEncoding, type LabRunName } from './view.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class LabView extends ViewElement {
  static override styles = [...ViewElement.styles, ...labStyles];
  protected override readonly needsEngine = false;

  /** The runs and their numbers (public for tests: the final losses of a shared link). */
  readonly runner = new LabRunner(this);
  /** The inspections of trained models: the picked run's attention, a learned run's Gram. */
  readonly attentionInspector = new LabInspector(this);
  readonly gramInspector = new LabInspector(this);
  /** The engine on the page, for the seed bands; loaded on Train. */
  readonly bands = new LabBands(this);
  private readonly message = new InputMessage(this);
  private key = '';

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

  private train = () => {
    const runs = labRuns(this.state);
    const key = this.key;
    void this.bands.load().then(() => {
      // Unless the experiment changed meanwhile (then Train is pressed again).
      if (key === this.key) this.runner.start(runs, key);
    });
  };

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
    if (current && this.bands.error) text = `${text} ${this.bands.error}`.trim();
    return { phase: current ? r.phase : 'idle', fraction, text };
  }

  private numbers(): RunNumbers[] {
    if (this.runner.key !== this.key) return [];
    return this.runner.progress.map((p) => ({
      encoding: p.run.config.encoding,
      losses: p.losses,
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
    // The run a link or the picker named, once trained; else the first trained.
    const named = parseRunName(state.labRun);
    const picked = named
      ? done.find((p) => p.run.config.encoding === named.encoding && p.run.seed === named.seed)
      : done[0];
    const learned =
      done.find((p) => p.run.config.encoding === 'learned' && p.run.seed === picked?.run.seed) ??
      done.find((p) => p.run.config.encoding === 'learned');
    return { done, named, picked, learned, attention: ask(picked), gram: ask(learned) };
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
    const pe = numbers.length > 0 ? this.bands.engine : undefined;
    const losses = pe ? lossSeries(pe, numbers, encodings, state.labSteps) : [];
    let lossMax = 0;
    for (const s of losses) for (const v of s.max) if (v > lossMax) lossMax = v;
    const lengths = evaluationLengths(state);
    const accuracy = pe ? accuracySeries(pe, numbers, encodings, lengths, state.labMetric) : [];
    const trained = `trained ${state.labTrainMin}–${state.labTrainMax}`;
    const inspect = this.inspections();
    const attention = this.answer(
      this.attentionInspector,
      inspect.attention?.[0],
      inspect.named && !inspect.picked
        ? `${runLabel(inspect.named)}: the maps show it once it is trained.`
        : 'Press Train: the maps show a trained model.',
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
            .series=${losses}
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
            .runs=${this.runChoices(inspect.done, inspect.named, inspect.picked)}
            .picked=${inspect.picked ? runName(inspect.picked.run) : state.labRun}
            .inspection=${attention.inspection}
            .note=${attention.note}
            .caption=${chapter.phrases.attentionCaption}
            @pick=${(event: CustomEvent<LabRunName>) => this.request({ labRun: event.detail })}
          ></pe-lab-attention>`,
        gram: () =>
          html`<pe-lab-gram
            .gram=${gram.inspection?.gram}
            .learnedLabel=${inspect.learned ? runLabel(inspect.learned.run) : 'learned'}
            .note=${gram.note}
            .caption=${chapter.phrases.gramCaption}
          ></pe-lab-gram>`,
      },
    });
  }

  /** The picker's runs: the trained ones, and the one a link named while it is not. */
  private runChoices(
    done: readonly RunProgress[],
    named: { encoding: LabEncoding; seed: number } | undefined,
    picked: RunProgress | undefined,
  ): RunChoice[] {
    const runs: RunChoice[] = done.map((p) => ({ name: runName(p.run), label: runLabel(p.run) }));
    if (named && !picked) {
      runs.unshift({
        name: runName(named),
        label: `${runLabel(named)} (untrained)`,
        waiting: true,
      });
    }
    return runs;
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
