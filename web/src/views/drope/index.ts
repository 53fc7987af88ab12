// <pe-drope-view>: DroPE (Gelberg et al., 2025). The same query and key
// scored with RoPE's rotation and without it, inside and past the training
// length. Every number comes from ./derive.ts (the engine); the words from
// content/drope.ts.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { ChartCursor, chartFigure } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { InputMessage } from '../../ui/view-fields.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define } from '../view-element.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/drope.js';
import { derive, scoreStatus, type DropeModel } from './derive.js';
import { dropeExport } from './export.js';
import { CHART_READOUT_LINES } from './boxes.js';

type Value = (typeof chapter.values)[number];

export class DropeView extends ViewElement<DropeModel> {
  static override styles = ViewElement.styles;

  private readonly message = new InputMessage(this);
  private readonly cursor = new ChartCursor(this);

  protected override derive(state: State, pe: PosEnc): DropeModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? dropeExport(this.model) : undefined;
  }

  override render() {
    const m = this.model;
    const values = m ? this.values(m) : noValues(chapter);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: m !== undefined, cut: m?.cut === true },
      values,
      figures: {
        controls: () => (this.showControls ? this.renderControls() : nothing),
        error: () => errorText(this.modelError),
        chart: () => this.renderChart(m!, values),
      },
    });
  }

  private renderControls() {
    return html`<div class="controls">
        ${this.message.field({
          id: 'drope-train-len',
          label: 'Training length L',
          value: this.state.trainLen,
          min: 1,
          max: MAX_SEQ_LEN,
          name: 'Training length',
          set: (trainLen) => this.request({ trainLen }),
        })}
      </div>
      ${this.message.render()}`;
  }

  /** The distance under the cursor. */
  private distance(m: DropeModel): number {
    return this.cursor.at(m.distances.length, m.trainLen);
  }

  /** The numbers (and the status phrase) the chapter's prose and phrases interpolate. */
  private values(m: DropeModel): Readonly<Record<Value, unknown>> {
    const r = m.result;
    const n = m.distances.length;
    const d = this.distance(m);
    const values: Record<Value, unknown> = {
      trainLen: wholeText(m.trainLen),
      seenMin: significant(r.seenMin),
      seenMax: significant(r.seenMax),
      lastDistance: wholeText(n - 1),
      outsideCount: wholeText(r.outsideCount),
      past: wholeText(n - Math.min(n, m.trainLen)),
      firstOutside: wholeText(r.firstOutside),
      firstOutsideNote: () =>
        r.firstOutside >= 0 ? renderMarkup(chapter.phrases.firstOutsideNote, values) : nothing,
      unseenPairs: r.unseenPairs,
      pairs: m.dModel / 2,
      dot: significant(r.dot),
      dModel: wholeText(m.dModel),
      distanceCount: wholeText(n),
      distance: wholeText(d),
      ropeScore: significant(r.rope[d]!),
      nopeScore: significant(r.nope[d]!),
      status: () => renderMarkup(chapter.phrases[scoreStatus(m, d)], values),
    };
    return values;
  }

  private renderChart(m: DropeModel, values: Readonly<Record<Value, unknown>>) {
    const r = m.result;
    return chartFigure({
      caption: renderMarkup(chapter.phrases.caption, values),
      series: [
        { label: 'with RoPE', x: m.distances, y: r.rope, tone: 0 },
        { label: 'RoPE dropped (DroPE)', x: m.distances, y: r.nope, tone: 2 },
      ],
      markers: [{ x: m.trainLen, label: `L = ${wholeText(m.trainLen)}` }],
      cursor: this.cursor,
      at: this.distance(m),
      xLabel: 'relative distance m − n',
      yLabel: 'score',
      label: 'Distance in the DroPE chart',
      readout: renderMarkup(chapter.phrases.readout, values),
      readoutLines: CHART_READOUT_LINES,
    });
  }
}

define('pe-drope-view', DropeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-drope-view': DropeView;
  }
}
