// <pe-precision-view>: the sinusoidal encoding computed in float32, float16
// and bfloat16 as code in that type computes it. Every number comes from
// ./derive.ts (the engine); the words from content/precision.ts.
import { html, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { type State } from '../state.js';
import { ChartCursor, chartFigure } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { viewHost } from '../../ui/host-fields.js';
import { choiceStyles, InputMessage } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { wholeText } from '../../ui/whole-number.js';
import { typeFacts } from './type-facts.js';
import { ViewElement, define } from '../view-element.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/precision.js';
import {
  completeAll,
  completeNext,
  derive,
  reducedPrecisions,
  type PrecisionModel,
} from './derive.js';
import { precisionExport } from './export.js';
import './tables.js';
import { precisionControls } from './controls.js';
import { CHART_CAPTION_LINES, CHART_READOUT_LINES } from './boxes.js';

const tones = { float32: 3, float16: 2, bfloat16: 0 } as const;

type Value = (typeof chapter.values)[number];
type Values = Readonly<Record<Value, unknown>>;

export class PrecisionView extends ViewElement<PrecisionModel> {
  static override styles = [...ViewElement.styles, choiceStyles];

  private readonly message = new InputMessage(this);
  private readonly cursor = new ChartCursor(this);

  /** The task that computes the next pending report (one per task: see PrecisionModel.reports). */
  private nextReport: ReturnType<typeof setTimeout> | undefined;

  protected override derive(state: State, pe: PosEnc): PrecisionModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    if (this.model === undefined) return undefined;
    this.model = completeAll(this.model);
    this.requestUpdate();
    return precisionExport(this.model);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.model === undefined || this.model.pending.length === 0) return;
    // One task at a time; it reads the model current when it runs.
    if (this.nextReport !== undefined) return;
    this.nextReport = setTimeout(() => {
      this.nextReport = undefined;
      if (this.model === undefined || !this.isConnected) return;
      try {
        this.model = completeNext(this.model);
      } catch (error) {
        this.model = undefined;
        this.modelError = error instanceof Error ? error.message : String(error);
      }
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.nextReport);
    this.nextReport = undefined;
  }

  override render() {
    const m = this.model;
    const values = m ? this.values(m) : noValues(chapter);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: m !== undefined, collision: m?.collision !== undefined },
      values,
      figures: {
        controls: () => precisionControls(this.frameHost()),
        error: () => errorText(this.modelError),
        summaryTable: () => html`<pe-precision-summary .model=${m}></pe-precision-summary>`,
        chart: () => this.renderChart(m!, values),
        collision: () => html`<pe-precision-collision .model=${m}></pe-precision-collision>`,
      },
    });
  }

  /** The view as the host of its controls' template (the one its first-paint frame shows too). */
  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }

  /** The position under the cursor. */
  private position(m: PrecisionModel): number {
    return this.cursor.at(m.seqLen, 2049);
  }

  /** The numbers the chapter's prose and phrases interpolate. */
  private values(m: PrecisionModel): Values {
    const d = this.position(m);
    const ready = reducedPrecisions.filter((p) => m.reports[p] !== undefined);
    const c = m.collision;
    return {
      positions: wholeText(m.seqLen),
      position: wholeText(d),
      errors: () =>
        ready.map(
          (p, k) =>
            html`${k ? ', ' : ''}${p}
              <span class="num"
                >${Number.isNaN(m.reports[p]!.maxError[d]!) ? html`<span class="nan">NaN</span>` : significant(m.reports[p]!.maxError[d]!, 3)}</span
              >`,
        ),
      selected: m.selected,
      stored: significant(m.stored[d]!, 8),
      previousPosition: c ? wholeText(c.position - 1) : '',
      repeatedPosition: c ? wholeText(c.position) : '',
      columns: c?.row.length ?? 0,
      // Each column header sets its own (renderCollision).
      column: '',
      ...this.typeValues(),
    };
  }

  /** The closing paragraph's facts of bfloat16, float16 and float32, from the engine's rounding. */
  private typeValues() {
    const bf16 = typeFacts(this.pe, 'bfloat16');
    const f16 = typeFacts(this.pe, 'float16');
    const f32 = typeFacts(this.pe, 'float32');
    return {
      bf16Bits: bf16.bits,
      bf16Exact: wholeText(bf16.exact),
      bf16Next: wholeText(bf16.next),
      bf16Stored: wholeText(bf16.nextStored),
      f16Bits: f16.bits,
      f16Exact: wholeText(f16.exact),
      f16Max: wholeText(f16.maxFinite),
      f16Overflow: wholeText(f16.overflowFrom),
      f32Exact: wholeText(f32.exact),
      f32Bits: f32.bits,
    };
  }

  private renderChart(m: PrecisionModel, values: Values) {
    const ready = reducedPrecisions.filter((p) => m.reports[p] !== undefined);
    const markers = ready
      .filter((p) => m.reports[p]!.firstCollision >= 0)
      .map((p) => ({ x: m.reports[p]!.firstCollision, label: `${p} repeats` }));
    return chartFigure({
      caption: renderMarkup(chapter.phrases.caption, values),
      series: ready.map((p) => ({
        label: p,
        x: m.positions,
        y: m.reports[p]!.maxError,
        tone: tones[p],
      })),
      markers,
      cursor: this.cursor,
      at: this.position(m),
      xLabel: 'position',
      yLabel: 'max |error| in the row',
      label: 'Position in the precision chart',
      figure: 'chart',
      yLog: true,
      readout: renderMarkup(chapter.phrases.readout, values),
      readoutLines: CHART_READOUT_LINES,
      captionLines: CHART_CAPTION_LINES,
    });
  }
}

define('pe-precision-view', PrecisionView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-precision-view': PrecisionView;
  }
}
