// <pe-rope-scaling-view>: RoPE context extension. A model trained on
// `original` positions is run on factor x original: the view shows how each
// method (position interpolation, NTK-aware, dynamic NTK, YaRN, Llama 3)
// changes every pair's frequency, which pairs it interpolates or leaves
// alone, and what the score of q = k = ones does against distance past the
// training length. Every number comes from ./derive.ts (the engine); the
// words from content/rope-scaling.ts.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { ropeScalingNames } from '../../engine/facts.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { MAX_ROPE_FACTOR, MAX_ROPE_ORIGINAL } from './view.js';
import { type State } from '../state.js';
import { ChartCursor, chartFigure } from '../../ui/chart-figure.js';
import { noValues, renderChapter, renderMarkup } from '../../ui/chapter.js';
import { errorText } from '../../ui/error-text.js';
import { choiceField, choiceStyles, InputMessage } from '../../ui/view-fields.js';
import { wholeText } from '../../ui/whole-number.js';
import chapter from '../../content/rope-scaling.js';
import { ViewElement, define } from '../view-element.js';
import { derive, pairKind, parseFactor, type RopeScalingModel } from './derive.js';
import { ropeScalingExport } from './export.js';
import { ropeScalingStyles } from './styles.js';
import { PAIRS_READOUT_LINES, SCORES_READOUT_LINES } from './boxes.js';

const methodTitles: Record<string, string> = {
  none: 'none (plain RoPE)',
  linear: 'linear (position interpolation)',
  ntk: 'NTK-aware',
  'dynamic-ntk': 'dynamic NTK',
  yarn: 'YaRN',
  llama3: 'Llama 3',
};

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
        controls: () => (this.showControls ? this.renderControls() : nothing),
        error: () => errorText(this.modelError),
        pairsChart: () => this.renderPairs(m!, shown!),
        scoreChart: () => this.renderScores(m!, shown!),
      },
    });
  }

  private renderControls() {
    const s = this.state;
    return html`<div class="controls">
        ${choiceField({
          id: 'rope-method',
          label: 'Method',
          value: s.ropeScaling,
          choices: ropeScalingNames,
          text: (name) => methodTitles[name] ?? name,
          set: (ropeScaling) => this.request({ ropeScaling }),
        })}
        ${this.message.field({
          id: 'rope-factor',
          label: 'Factor',
          value: s.ropeFactor,
          min: 1,
          max: MAX_ROPE_FACTOR,
          step: 0.5,
          parse: parseFactor,
          set: (ropeFactor) => this.request({ ropeFactor }),
        })}
        ${this.message.field({
          id: 'rope-original',
          label: 'Training length L',
          value: s.ropeOriginalMax,
          min: 1,
          max: MAX_ROPE_ORIGINAL,
          name: 'Training length',
          set: (ropeOriginalMax) => this.request({ ropeOriginalMax }),
        })}
      </div>
      ${this.message.render()}`;
  }

  private shown(m: RopeScalingModel): Shown {
    const title = methodTitles[m.scaling.type] ?? m.scaling.type;
    const i = this.pairCursor.at(m.dModel / 2, 0);
    const d = this.distanceCursor.at(m.distances.length, 0);
    const share = m.after.interpolation[i]!;
    const phrase = (name: keyof typeof chapter.phrases) =>
      renderMarkup(chapter.phrases[name], values);
    const values: Record<Value, unknown> = {
      title,
      factor: significant(m.extended / m.original),
      original: wholeText(m.original),
      extended: wholeText(m.extended),
      half: m.dModel / 2,
      interpolated: m.classes.interpolated,
      extrapolated: m.classes.extrapolated,
      blended: m.classes.blended,
      attentionFactor: significant(m.after.attentionFactor),
      lastDistance: wholeText(m.distances.length - 1),
      dModel: wholeText(m.dModel),
      distanceCount: wholeText(m.distances.length),
      pair: i,
      wavelengthBefore: significant(m.before.wavelength[i]!),
      wavelengthAfter: significant(m.after.wavelength[i]!),
      thetaBefore: significant(m.before.invFreq[i]!),
      thetaAfter: significant(m.after.invFreq[i]!),
      share: significant(share * 100, 4),
      pairKind: () => phrase(pairKind(share)),
      turnNote: () => phrase(m.before.wavelength[i]! > m.original ? 'slowPair' : 'fastPair'),
      distance: wholeText(d),
      pastOrWithin: () => phrase(d >= m.original ? 'past' : 'within'),
      scoreBefore: significant(m.scoreBefore[d]!),
      scoreAfter: significant(m.scoreAfter[d]!),
    };
    return { title, i, d, values };
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
