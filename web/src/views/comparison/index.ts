// <pe-comparison-view>: sinusoidal, learned and rotary (RoPE) position
// encodings on the same controls. Sinusoidal: no parameters, bounded,
// defined at every position. Learned: a lookup table with a hard maximum
// length. RoPE: rotates queries and keys so the score depends only on i - j.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { figureStyles } from '../../ui/styles.js';
import { errorText } from '../../ui/error-text.js';
import { InputMessage } from '../../ui/view-fields.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/comparison.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportComparison } from './export.js';
import {
  derive,
  FAR_POSITION,
  OFFSET,
  QK_SEED,
  ropeIsRelative,
  SHOW_DIMS,
  SHOW_POSITIONS,
  type ComparisonModel,
} from './derive.js';
import './extrapolation.js';
import './rope.js';
import { comparisonStyles } from './styles.js';
import { summaryTable } from './summary.js';

export class ComparisonView extends ViewElement<ComparisonModel> {
  static override styles = [...ViewElement.styles, figureStyles, comparisonStyles];

  /** The message for a training length that is not a whole number in range. */
  private readonly message = new InputMessage(this);

  protected override derive(state: State, pe: PosEnc): ComparisonModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model;
    return model
      ? exportComparison(model.figures.outcome.value, model.rope.outcome.value, this.state)
      : undefined;
  }

  override render() {
    const model = this.model;
    const figures = model?.figures.outcome;
    const extrapolation = model?.extrapolation.outcome;
    const rope = model?.rope.outcome;
    const f = figures?.value;
    const x = extrapolation?.value;
    const r = rope?.value;
    const ok = f !== undefined && x !== undefined && r !== undefined;
    const s = this.state;
    const phrases = chapter.phrases;
    const say = (phrase: keyof typeof phrases) => renderMarkup(phrases[phrase], values);
    const values = {
      lastShown: f ? f.Ls - 1 : '',
      lastDim: f ? f.dc - 1 : '',
      trainLen: grouped(s.trainLen),
      shown: f?.Ls ?? '',
      dims: f?.dc ?? '',
      showPositions: SHOW_POSITIONS,
      showDims: SHOW_DIMS,
      bounded: () => (x?.maxBeyond === null ? say('noneBeyond') : say('beyond')),
      checked: x ? grouped(x.checked) : '',
      lastChecked: x ? grouped(x.checked - 1) : '',
      maxBeyond: x?.maxBeyond != null ? significant(x.maxBeyond, 8) : '',
      boundedVerdict: () =>
        x?.maxBeyond != null && x.maxBeyond <= 1 ? say('boundedYes') : say('boundedNo'),
      dModel: s.dModel,
      dModelGrouped: grouped(s.dModel),
      distinct: () => (x && x.unique === x.checked ? say('distinctAll') : say('distinctSome')),
      distinctCapped: () => (x && x.checked < s.seqLen ? say('distinctCapped') : nothing),
      unique: x ? grouped(x.unique) : '',
      farPosition: grouped(FAR_POSITION),
      farMax: x ? significant(x.farMax, 8) : '',
      farVerdict: () => (x && x.farMax <= 1 ? say('farIn') : say('farOut')),
      parameters: x ? grouped(x.parameters) : '',
      bert: x ? grouped(x.bert) : '',
      qkSeed: QK_SEED,
      ropeLast: r ? r.L - 1 : '',
      ropeL: r?.L ?? '',
      ropeSpread: r ? significant(r.spread, 3) : '',
      ropeScale: r ? fixed(r.scale, 4) : '',
      ropeVerdict: () => (r && ropeIsRelative(r) ? say('ropeYes') : say('ropeNo')),
      aI: r?.sample?.a[0] ?? '',
      aJ: r?.sample?.a[1] ?? '',
      aScore: r?.sample ? fixed(r.sample.a[2], 8) : '',
      bI: r?.sample?.b[0] ?? '',
      bJ: r?.sample?.b[1] ?? '',
      bScore: r?.sample ? fixed(r.sample.b[2], 8) : '',
      maxBeyondNote: () => (x?.maxBeyond != null ? say('maxBeyondNote') : nothing),
      maxBeyondShort: x?.maxBeyond != null ? fixed(x.maxBeyond, 4) : '',
      rotationNote: () => (f?.rotationError != null ? say('rotationNote') : nothing),
      rotationError: f?.rotationError != null ? significant(f.rotationError, 2) : '',
      offset: OFFSET,
      ropeSpreadShort: r ? significant(r.spread, 2) : '',
    };
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {
        model: ok,
        trainLenPast: f !== undefined && s.trainLen >= f.Ls,
        capped: s.seqLen > SHOW_POSITIONS || s.dModel > SHOW_DIMS,
        ropeSample: r?.sample !== undefined && r.sample !== null,
        ropeCapped: r !== undefined && s.seqLen > r.L,
      },
      values,
      figures: {
        controls: () => (this.showControls ? this.renderControls() : nothing),
        error: () => this.renderError(),
        maps: () =>
          html`<pe-extrapolation-maps
            .figures=${f}
            .trainLen=${s.trainLen}
            .cmap=${s.cmap}
          ></pe-extrapolation-maps>`,
        ropeMap: () => html`<pe-rope-scores .rope=${r} .cmap=${s.cmap}></pe-rope-scores>`,
        summaryTable: () => summaryTable(say),
      },
    });
  }

  private renderControls() {
    return html`<div class="controls">
      ${this.message.field({
        id: 'train-len',
        label: 'Training length (learned table rows)',
        value: this.state.trainLen,
        min: 1,
        max: MAX_SEQ_LEN,
        name: 'Training length',
        messageId: 'train-len-error',
        set: (trainLen) => this.request({ trainLen }),
      })}
      ${this.message.render('train-len-error')}
    </div>`;
  }

  private renderError() {
    const model = this.model;
    if (model === undefined) return errorText(this.modelError);
    // One failing input (say d_model) fails every part alike: say it once.
    const messages = new Set([
      model.figures.outcome.error,
      model.extrapolation.outcome.error,
      model.rope.outcome.error,
    ]);
    messages.delete(undefined);
    return html`<p class="error" role="alert">${[...messages].join(' ')}</p>`;
  }
}

define('pe-comparison-view', ComparisonView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-comparison-view': ComparisonView;
  }
}
