// <pe-drope-view>: DroPE (Gelberg et al., 2025). The same query and key
// scored with RoPE's rotation and without it, inside and past the training
// length. Every number comes from ./derive.ts (the engine); the words from
// content/drope.ts.

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { ChartCursor, chartFigure } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { viewHost } from '../../ui/host-fields.js';
import { InputMessage } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define } from '../view-element.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/drope.js';
import { derive, type DropeModel } from './derive.js';
import { dropeControls } from './controls.js';
import { dropeValues } from './values.js';
import { widthWriters } from '../../ui/format-width.js';
import { dropeExport } from './export.js';
import { CHART_READOUT_LINES } from './boxes.js';
import { dropeStyles } from './styles.js';

type Value = (typeof chapter.values)[number];

export class DropeView extends ViewElement<DropeModel> {
  static override styles = [...ViewElement.styles, dropeStyles];

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
        controls: () => dropeControls(this.frameHost()),
        error: () => errorText(this.modelError),
        chart: () => this.renderChart(m!, values),
      },
    });
  }

  /** The view as the host of its controls' template (the one its first-paint frame shows too). */
  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }

  /** The distance under the cursor. */
  private distance(m: DropeModel): number {
    return this.cursor.at(m.distances.length, m.trainLen);
  }

  /** The numbers (and the status phrase) the chapter's prose and phrases interpolate. */
  private values(m: DropeModel): Readonly<Record<Value, unknown>> {
    return dropeValues(this.state, m, this.distance(m), widthWriters);
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
      figure: 'chart',
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
