// <pe-pitfalls-view>: each common implementation mistake (an engine
// variant) next to the correct encoding, with a scorecard the engine
// computes for both, plus the mistakes that are not a formula variant
// (wrong base, values outside [-1, 1], concatenating instead of adding).
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc, Variant } from '../../engine/index.js';
import type { State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { viewHost } from '../../ui/host-fields.js';
import { InputMessage } from '../../ui/view-fields.js';
import chapter from '../../content/pitfalls.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportPitfalls } from './export.js';
import { pitfallsControls } from './controls.js';
import { derive, type PitfallsModel } from './derive.js';
import './list-tables.js';
import './maps.js';
import { pitfallsStyles } from './styles.js';
import './tables.js';
import { pitfallsChapter } from './values.js';

export class PitfallsView extends ViewElement<PitfallsModel> {
  static override styles = [...ViewElement.styles, pitfallsStyles];

  protected override derive(state: State, pe: PosEnc): PitfallsModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const scores = this.model?.scores.outcome.value;
    return scores ? exportPitfalls(scores, this.model!.selected, this.state.cmap) : undefined;
  }

  /** The message of a refused entry (the picker refuses none: FrameHost asks for one). */
  private readonly message = new InputMessage(this);

  private readonly choose = (variant: Variant): void => {
    if (variant !== this.state.variant) this.request({ variant });
  };

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="error" role="alert">${this.modelError}</p>` : nothing;
    }
    const scores = model.scores.outcome;
    const r = scores.value;
    const variant = model.selected;
    const { flags, values, figures } = pitfallsChapter(this.state, scores, model.concat.outcome);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags,
      values,
      figures: {
        controls: () => pitfallsControls(this.frameHost()),
        maps: () =>
          html`<pe-pitfall-maps
            .correct=${r!.scores.get('correct')}
            .pitfall=${r!.scores.get(variant)}
            .cmap=${this.state.cmap}
          ></pe-pitfall-maps>`,
        scorecard: () =>
          html`<pe-pitfall-scorecard .scores=${r} .variant=${variant}></pe-pitfall-scorecard>`,
        summary: () =>
          html`<pe-pitfall-summary
            .scores=${r}
            .variant=${variant}
            .choose=${this.choose}
          ></pe-pitfall-summary>`,
        ...figures,
        error: () => html`<p class="error" role="alert">${scores.error}</p>`,
      },
    });
  }

  /** The view as the host of its picker's template (the one its first-paint frame shows too). */
  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }
}

define('pe-pitfalls-view', PitfallsView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfalls-view': PitfallsView;
  }
}
