// <pe-nope-view>: NoPE (Kazemnejad et al. 2023): no position encoding, yet
// the causal mask alone lets attention recover position. The engine's
// uniform causal attention matrix and its outputs, with a hover and
// keyboard readout per position (<pe-nope-panels>, ./panels.ts). Every
// number comes from ./derive.ts.
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { viewHost } from '../../ui/host-fields.js';
import { InputMessage } from '../../ui/view-fields.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/nope.js';
import { derive, type NopeModel } from './derive.js';
import { nopeControls } from './controls.js';
import { nopeExport } from './export.js';
import './panels.js';
import { nopeStyles } from './styles.js';
import { nopeChapterValues } from './values.js';

export class NopeView extends ViewElement<NopeModel> {
  static override styles = [...ViewElement.styles, nopeStyles];

  /** The frame host's message (the view's one control is a choice: it never shows). */
  private readonly message = new InputMessage(this);

  protected override derive(state: State, pe: PosEnc): NopeModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model && nopeExport(this.model);
  }

  override render() {
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      // The body's from the state; the readout's are the panels' (<pe-nope-panels>).
      values: nopeChapterValues(this.state),
      figures: {
        controls: () => nopeControls(this.frameHost()),
        // Its box is there before the model (the engine's attention) arrives.
        panels: () =>
          this.modelError
            ? html`<p class="bad" role="alert">${this.modelError}</p>`
            : html`<pe-nope-panels .model=${this.model}></pe-nope-panels>`,
      },
    });
  }

  /** The view as the host of its controls' template (the one its first-paint frame shows too). */
  private frameHost(): FrameHost {
    return viewHost(this.state, this.showControls, this.message, (partial) =>
      this.request(partial),
    );
  }
}

define('pe-nope-view', NopeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-nope-view': NopeView;
  }
}
