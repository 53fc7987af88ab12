// <pe-rope-scaling-view>: RoPE context extension. A model trained on
// `original` positions is run on factor x original: the view shows how each
// method (position interpolation, NTK-aware, dynamic NTK, YaRN, Llama 3)
// changes every pair's frequency, which pairs it interpolates or leaves
// alone, and what the score of q = k = ones does against distance past the
// training length. Every number comes from ./derive.ts (the engine).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { ropeScalingNames } from '../../engine/facts.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { MAX_ROPE_FACTOR, MAX_ROPE_ORIGINAL } from './view.js';
import { type State } from '../state.js';
import { ChartCursor, chartFigure, chartStyles } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { choiceField, choiceStyles, InputMessage } from '../../ui/view-fields.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../view-element.js';
import { derive, pairKind, parseFactor, type RopeScalingModel } from './derive.js';
import { ropeScalingExport } from './export.js';
import { ropeScalingStyles } from './styles.js';

const methodTitles: Record<string, string> = {
  none: 'none (plain RoPE)',
  linear: 'linear (position interpolation)',
  ntk: 'NTK-aware',
  'dynamic-ntk': 'dynamic NTK',
  yarn: 'YaRN',
  llama3: 'Llama 3',
};

export class RopeScalingView extends ViewElement<RopeScalingModel> {
  static override styles = [...ViewElement.styles, ...chartStyles, choiceStyles, ropeScalingStyles];

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
    return html`
      ${heading(this.headingLevel, 0, html`RoPE context extension`)}
      <p>
        Context-extension methods change RoPE's frequencies so that a model trained on
        <em>L</em> positions can read longer inputs. Pick a method and a factor:
      </p>
      ${this.showControls ? this.renderControls() : nothing} ${this.renderModel()}
      <!-- After the charts, so a phone's first screen reaches them. -->
      <p>
        RoPE (Su et al., 2021) turns pair <em>i</em> of a query or key by position × θ<sub>i</sub>,
        θ<sub>i</sub> = base<sup>−2i/d</sup>. A model trained on <em>L</em> positions has seen every
        angle of the fast pairs, but its slow pairs (wavelength longer than <em>L</em>) have only
        turned part of the way: run it on longer inputs and those pairs reach angles it never saw.
        Context-extension methods change the frequencies so that a longer input stays within what
        training covered.
      </p>
      <p>
        <strong>Position interpolation</strong> (Chen et al., 2023) divides every frequency by the
        factor: all pairs are interpolated, nearby tokens get squeezed together.
        <strong>NTK-aware</strong> scaling (bloc97, 2023) raises the base to base × factor<sup
          >d/(d−2)</sup
        >
        instead: fast pairs barely change, the slowest is divided by the whole factor;
        <strong>dynamic NTK</strong> does so only for the length actually used.
        <strong>YaRN</strong> (Peng et al., 2023) interpolates only pairs slower than the training
        length, keeps the fast ones, ramps in between and scales attention by 0.1 ln(factor) + 1.
        <strong>Llama 3</strong> (Meta, 2024, "The Llama 3 Herd of Models") does the same by
        wavelength: above L / lowFreqFactor interpolated, below L / highFreqFactor kept, blended
        between.
      </p>
    `;
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

  private renderModel() {
    const m = this.model;
    if (m === undefined) return errorText(this.modelError);
    const type = m.scaling.type;
    const title = methodTitles[type] ?? type;
    const half = m.dModel / 2;
    const i = this.pairCursor.at(half, 0);
    const d = this.distanceCursor.at(m.distances.length, 0);
    const share = m.after.interpolation[i]!;
    const past = d >= m.original;
    return html`
      <p class="summary">
        With <strong>${title}</strong> at factor ${significant(m.extended / m.original)} (L =
        ${wholeText(m.original)} → ${wholeText(m.extended)}): of ${half} pairs,
        <strong class="count-interpolated">${m.classes.interpolated}</strong> interpolated,
        <strong class="count-extrapolated">${m.classes.extrapolated}</strong> left as trained
        (extrapolated), <strong class="count-blended">${m.classes.blended}</strong> blended.
        Attention factor <span class="num">${significant(m.after.attentionFactor)}</span>.
      </p>
      ${
        m.cut
          ? html`<p class="cut-note">
              The score chart stops at distance ${wholeText(m.distances.length - 1)}: at d_model =
              ${wholeText(m.dModel)} the engine scores at most ${wholeText(m.distances.length)}
              distances at once (its cost limit). A smaller d_model shows the whole extended length.
            </p>`
          : nothing
      }
      <div class="charts">
        ${chartFigure({
          caption: 'Wavelength of each pair (positions per turn, log scale)',
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
          readout: html`<strong>Pair ${i}</strong>: wavelength
            <span class="num">${significant(m.before.wavelength[i]!)}</span> →
            <span class="num">${significant(m.after.wavelength[i]!)}</span> positions; θ =
            <span class="num">${significant(m.before.invFreq[i]!)}</span> →
            <span class="num">${significant(m.after.invFreq[i]!)}</span>; share of the factor
            <span class="num">${significant(share * 100, 4)} %</span>: ${pairKind(share)}.
            ${
              m.before.wavelength[i]! > m.original
                ? 'Slower than the training length: it never completed a turn in training.'
                : 'Completed a full turn within the training length.'
            }`,
        })}
        ${chartFigure({
          caption: 'Score of q = k = (1, …, 1) against relative distance',
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
          readout: html`<strong>Distance ${wholeText(d)}</strong> (${past ? 'past' : 'within'} the
            training length): score
            <span class="num">${significant(m.scoreBefore[d]!)}</span> unscaled,
            <span class="num">${significant(m.scoreAfter[d]!)}</span> with ${title}.`,
        })}
      </div>
    `;
  }
}

define('pe-rope-scaling-view', RopeScalingView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rope-scaling-view': RopeScalingView;
  }
}
