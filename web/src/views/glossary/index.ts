// <pe-glossary-view>: the appendix: every term the lesson uses, its one
// notation and its sources (words: content/glossary.ts, notation.ts,
// references.ts). Text only: it needs no engine (view.ts: engine 'none').
// Opened at an entry by a lesson link (ViewElement.reveal), or, on a page
// loaded at ?view=glossary#term-query, at that entry.
import { type PropertyValues } from 'lit';

import chapter from '../../content/glossary.js';
import { noValues, renderChapter } from '../../ui/chapter.js';
import { glossaryAnchor } from '../../ui/lesson-link.js';
import { ViewElement, define } from '../view-element.js';
import { glossaryFigures } from './entries.js';
import { glossaryStyles } from './styles.js';

/** The page's #fragment, read once per page: an entry to open at the first glossary shown. */
let pageAnchor: string | undefined = (() => {
  const hash = globalThis.location?.hash.slice(1) ?? '';
  return glossaryAnchor.test(hash) ? hash : undefined;
})();

export class GlossaryView extends ViewElement {
  static override styles = [...ViewElement.styles, glossaryStyles];

  protected override readonly needsEngine = false;

  override render() {
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      values: noValues(chapter),
      flags: {},
      figures: glossaryFigures(this.headingLevel),
    });
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    const anchor = pageAnchor;
    pageAnchor = undefined;
    if (anchor !== undefined) this.reveal(anchor);
  }
}

define('pe-glossary-view', GlossaryView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-glossary-view': GlossaryView;
  }
}
