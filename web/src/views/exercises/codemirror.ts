// The CodeMirror set-up of the exercise editor, in a module of its own so
// that the bundler puts CodeMirror (most of the exercises' weight) in a
// separate chunk: <pe-code-editor> imports it when it first renders, and
// nothing else imports it, so no other view and not the element carry it.
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView, basicSetup } from 'codemirror';
import { tags } from '@lezer/highlight';

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

export interface EditorOptions {
  doc: string;
  label: string;
  parent: HTMLElement;
  root: ShadowRoot;
  /** Called with the whole text after every edit. */
  onChange: (text: string) => void;
}

/** The text editor the exercise needs: its text, replacing it, and disposal. */
export interface TextEditor {
  text(): string;
  replace(text: string): void;
  destroy(): void;
}

export function createEditor(options: EditorOptions): TextEditor {
  const view = new EditorView({
    doc: options.doc,
    extensions: [
      basicSetup,
      javascript(),
      editorTheme,
      syntaxHighlighting(highlight),
      EditorView.contentAttributes.of({ 'aria-label': options.label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
    parent: options.parent,
    root: options.root,
  });
  return {
    text: () => view.state.doc.toString(),
    replace: (text) => {
      const doc = view.state.doc;
      if (doc.toString() !== text)
        view.dispatch({ changes: { from: 0, to: doc.length, insert: text } });
    },
    destroy: () => view.destroy(),
  };
}
