// <pe-rope-scaling-view>: RoPE context extension. A model trained on
// `original` positions is run on factor x original: the view shows how each
// method (position interpolation, NTK-aware, dynamic NTK, YaRN, Llama 3)
// changes every pair's frequency, which pairs it interpolates or leaves
// alone, and what the score of q = k = ones does against distance past the
// training length. Every number comes from ./derive.ts (the engine); the
// words from content/rope-scaling.ts.

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { type State } from '../state.js';
import { ChartCursor, chartFigure } from '../../ui/chart-figure.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import { errorText } from '../../ui/error-text.js';
import { viewHost } from '../../ui/host-fields.js';
import { choiceStyles, InputMessage } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/rope-scaling.js';
import { ViewElement, define } from '../view-element.js';
import { derive, type RopeScalingModel } from './derive.js';
import { ropeScalingControls } from './controls.js';
import { methodTitle, ropeScalingValues } from './values.js';
import { ropeScalingExport } from './export.js';
import { ropeScalingStyles } from './styles.js';
import { PAIRS_READOUT_LINES, SCORES_READOUT_LINES } from './boxes.js';

type Value = (typeof chapter.values)[number];

/** The cursors' pair and distance, and the values the chapter interpolates for them. */
interface Shown {
  readonly title: string;
  readonly i: number;
  readonly d: number;
  readonly values: Readonly<Record<Value, unknown>>;
}

export class RopeScalingView extends ViewElement<RopeScalingModel> {
  static override styles = [...ViewElement.styles, choiceStyles, ropeScalingStyles];

  private readonly message = new InputMessage(this);
  private readonly pairCursor = new ChartCursor(this);
  private readonly distanceCursor = new ChartCursor(this);

  protected override derive(state: State, pe: PosEnc): RopeScalingModel {
    const model = derive(state, pe);
    // The distance cursor starts at the training length, where the story is.
    if (this.model === undefined)
      this.distanceCursor.index = Math.min(state.ropeOriginalMax, model.distances.length - 1);
    return model;
  }

  override exportData(): ViewExport | undefined {
    return this.model ? ropeScalingExport(this.model) : undefined;
  }

  override render() {
    const m = this.model;
    const shown = m && this.shown(m);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: m !== undefined, cut: m?.cut === true },
      values: shown?.values ?? noValues(chapter),
      figures: {
        controls: () => ropeScalingControls(this.frameHost()),
        error: () => errorText(this.modelError),
        pairsChart: () => this.renderPairs(m!, shown!),
        scoreChart: () => this.renderScores(m!, shown!),
      },
    });
  }

  /** The view as the host of its controls' template (the one its first-paint frame shows too). */
  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }

  private shown(m: RopeScalingModel): Shown {
    const i = this.pairCursor.at(m.dModel / 2, 0);
    const d = this.distanceCursor.at(m.distances.length, 0);
    const values = ropeScalingValues(this.state, m, { i, d });
    return { title: methodTitle(m.scaling.type), i, d, values };
  }

  private renderPairs(m: RopeScalingModel, { title, i, values }: Shown) {
    return chartFigure({
      caption: renderMarkup(chapter.phrases.pairsCaption, values),
      chartClass: 'pairs-chart',
      series: [
        { label: 'unscaled', x: m.pairs, y: m.before.wavelength, tone: 1 },
        { label: title, x: m.pairs, y: m.after.wavelength, tone: 0 },
      ],
      levels: [
        { x: m.original, label: `L = ${wholeText(m.original)}` },
        { x: m.extended, label: `factor × L = ${wholeText(m.extended)}` },
      ],
      cursor: this.pairCursor,
      at: i,
      xLabel: 'pair index i',
      yLabel: 'wavelength (positions)',
      label: 'Pair in the wavelength chart',
      figure: 'pairs',
      yLog: true,
      readoutClass: 'pair-readout',
      readout: renderMarkup(chapter.phrases.pairReadout, values),
      readoutLines: PAIRS_READOUT_LINES,
    });
  }

  private renderScores(m: RopeScalingModel, { title, d, values }: Shown) {
    return chartFigure({
      caption: renderMarkup(chapter.phrases.scoreCaption, values),
      chartClass: 'score-chart',
      series: [
        { label: 'unscaled', x: m.distances, y: m.scoreBefore, tone: 1 },
        { label: title, x: m.distances, y: m.scoreAfter, tone: 0 },
      ],
      markers: [{ x: m.original, label: `L = ${wholeText(m.original)}` }],
      cursor: this.distanceCursor,
      at: d,
      xLabel: 'relative distance m − n',
      yLabel: 'score',
      label: 'Distance in the score chart',
      figure: 'scores',
      readoutClass: 'distance-readout',
      readout: renderMarkup(chapter.phrases.distanceReadout, values),
      readoutLines: SCORES_READOUT_LINES,
    });
  }
}

define('pe-rope-scaling-view', RopeScalingView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rope-scaling-view': RopeScalingView;
  }
}
