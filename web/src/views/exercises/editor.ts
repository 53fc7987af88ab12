// <pe-code-editor>: the code editor of the exercise, CodeMirror themed by
// the widget's --pe-* tokens. CodeMirror lives in ./codemirror.ts, imported
// here on first render, so it is a chunk of its own that only this element
// loads. The element owns the editor: created inside its own shadow root,
// destroyed when the element leaves the page.
//
// The host's height is fixed (boxes.ts, EDITOR_HEIGHT_EM): long code scrolls
// inside the editor, and CodeMirror arriving moves nothing around it.
//
// `value` sets the text (only when it differs, so the cursor survives an
// echo of the same text); every edit fires `pe-code-input` (no detail; read
// `value`).
import {
  LitElement,
  css,
  html,
  unsafeCSS,
  type PropertyDeclarations,
  type PropertyValues,
} from 'lit';

import { define } from '../view-element.js';
import { EDITOR_HEIGHT_EM, EDITOR_MARGIN_EM } from './boxes.js';
import type { TextEditor } from './codemirror.js';

export class CodeEditor extends LitElement {
  static override properties: PropertyDeclarations = {
    value: { attribute: false },
    label: {},
  };
  static override styles = css`
    :host {
      display: block;
      margin: ${unsafeCSS(EDITOR_MARGIN_EM)}em 0;
      max-width: 100%;
      height: ${unsafeCSS(EDITOR_HEIGHT_EM)}em;
      /* Nothing inside can change the box: CodeMirror scrolls within it
         (no clipping here, so the focus outline shows whole). */
      contain: size layout;
    }
    .host,
    .cm-editor {
      box-sizing: border-box;
      height: 100%;
    }
  `;

  /** The text shown; setting it replaces the editor's text when it differs. */
  declare value: string;
  /** The editable area's accessible name. */
  declare label: string;

  // Initialised (an own property): a host page that adds `view` to
  // Object.prototype must not hand its value to destroy() below.
  private view: TextEditor | undefined = undefined;
  private loading = false;

  constructor() {
    super();
    this.value = '';
    this.label = 'Code';
  }

  /** The editor's current text (the last `value` before the first render). */
  get text(): string {
    return this.view?.text() ?? this.value;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page after a removal: the editor was destroyed, draw it again.
    if (this.hasUpdated && !this.view) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.view?.destroy();
    this.view = undefined;
  }

  protected override render() {
    return html`<div class="host"></div>`;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.view) {
      if (changed.has('value')) this.view.replace(this.value);
    } else if (!this.loading) {
      void this.start();
    }
  }

  private async start(): Promise<void> {
    this.loading = true;
    try {
      const { createEditor } = await import('./codemirror.js');
      if (!this.isConnected || this.view) return;
      this.view = createEditor({
        doc: this.value,
        label: this.label,
        parent: this.renderRoot.querySelector<HTMLElement>('.host')!,
        root: this.renderRoot as ShadowRoot,
        onChange: (text) => {
          this.value = text;
          this.dispatchEvent(new Event('pe-code-input'));
        },
      });
    } finally {
      this.loading = false;
    }
  }
}

define('pe-code-editor', CodeEditor);

declare global {
  interface HTMLElementTagNameMap {
    'pe-code-editor': CodeEditor;
  }
}
