// <pe-code-editor>: the CodeMirror editor for the learner's code, themed by
// the widget's --pe-* tokens. It owns the EditorView: created on first
// render inside its own shadow root, destroyed when the element leaves the
// page. CodeMirror is imported only here and in the exercises view, so it
// stays in the lazily loaded exercises chunk.
//
// `value` sets the text (only when it differs, so the cursor survives an
// echo of the same text); every edit fires `pe-code-input` (no detail; read
// `value`).
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView, basicSetup } from 'codemirror';
import { tags } from '@lezer/highlight';
import { LitElement, css, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import { define } from '../../view-element.js';

const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--pe-fg)',
    backgroundColor: 'var(--pe-bg)',
    border: '1px solid var(--pe-border)',
    borderRadius: 'var(--pe-radius)',
    fontSize: '0.9em',
  },
  '&.cm-focused': { outline: '3px solid var(--pe-focus)', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'var(--pe-mono)', caretColor: 'var(--pe-fg)' },
  '.cm-scroller': { fontFamily: 'var(--pe-mono)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--pe-fg)' },
  '.cm-gutters': {
    backgroundColor: 'var(--pe-surface)',
    color: 'var(--pe-muted)',
    borderRight: '1px solid var(--pe-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--pe-accent) 8%, transparent)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--pe-accent) 30%, transparent) !important',
  },
  '.cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--pe-good) 25%, transparent)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--pe-surface)',
    color: 'var(--pe-fg)',
    border: '1px solid var(--pe-border)',
  },
  '.cm-panels': { backgroundColor: 'var(--pe-surface)', color: 'var(--pe-fg)' },
});

const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--pe-accent)',
    fontWeight: '600',
  },
  { tag: tags.comment, color: 'var(--pe-muted)', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--pe-good)' },
  { tag: tags.string, color: 'var(--pe-bad)' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--pe-focus)',
  },
]);

export class CodeEditor extends LitElement {
  static override properties: PropertyDeclarations = {
    value: { attribute: false },
    label: {},
  };
  static override styles = css`
    :host {
      display: block;
      margin: 0.5em 0;
      max-width: 100%;
      overflow-x: auto;
    }
    .cm-editor {
      min-height: 12em;
    }
  `;

  /** The text shown; setting it replaces the editor's text when it differs. */
  declare value: string;
  /** The editable area's accessible name. */
  declare label: string;

  private view: EditorView | undefined;

  constructor() {
    super();
    this.value = '';
    this.label = 'Code';
  }

  /** The editor's current text (the last `value` before the first render). */
  get text(): string {
    return this.view?.state.doc.toString() ?? this.value;
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
    if (!this.view) {
      this.view = new EditorView({
        doc: this.value,
        extensions: [
          basicSetup,
          javascript(),
          editorTheme,
          syntaxHighlighting(highlight),
          EditorView.contentAttributes.of({ 'aria-label': this.label }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            this.value = update.state.doc.toString();
            this.dispatchEvent(new Event('pe-code-input'));
          }),
        ],
        parent: this.renderRoot.querySelector<HTMLElement>('.host')!,
        root: this.renderRoot as ShadowRoot,
      });
    } else if (changed.has('value')) {
      const doc = this.view.state.doc;
      if (doc.toString() !== this.value) {
        this.view.dispatch({ changes: { from: 0, to: doc.length, insert: this.value } });
      }
    }
  }
}

define('pe-code-editor', CodeEditor);

declare global {
  interface HTMLElementTagNameMap {
    'pe-code-editor': CodeEditor;
  }
}
