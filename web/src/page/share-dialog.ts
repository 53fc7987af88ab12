// <pe-share-dialog>: a "Share" button that opens a dialog with three things
// to copy, each reflecting the widget's current state: a link to this view,
// an <iframe> snippet and a custom-element snippet. Everything is shown in
// read-only text areas through Lit bindings (never as HTML).
import { LitElement, css, html, type PropertyDeclarations } from 'lit';

import { attributeName, queryKeys, type State } from '../views/state.js';
import { toLinkQuery } from '../views/link.js';
import { baseStyles, themeStyles } from '../ui/styles.js';
import { define } from '../views/view-element.js';
import { hasFrame } from '../widget/frame-registry.js';
import { frameScriptFile } from '../widget/frame-script-file.js';
import { FRAME_WIDTH, embedHeight } from './embed-height.js';

/** Anything with the widget's getState(), so the dialog does not depend on the widget module. */
export interface StateSource {
  getState(): State;
}

type SnippetKind = 'link' | 'iframe' | 'element';

const labels: Record<SnippetKind, string> = {
  link: 'Link to this view',
  iframe: 'Embed with an iframe',
  element: 'Embed as a custom element',
};

const hints: Record<SnippetKind, string> = {
  link: 'Opens the lesson page with the same settings.',
  iframe:
    'Works anywhere HTML is allowed. Its height fits this view at the width below; the small script keeps the frame fitted as the reader changes it.',
  element:
    'One script tag, then the element anywhere on your page. The engine loads once per page.',
};

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const fieldByQueryKey = new Map<string, keyof State>(
  (Object.keys(queryKeys) as (keyof State)[]).map((field) => [queryKeys[field], field]),
);

export interface Snippets extends Record<SnippetKind, string> {
  /** Set when the exercise code is too long to travel in a link (the snippets leave it out). */
  notice?: string;
}

/**
 * The three snippets for a state, with URLs resolved against `pageUrl` (the
 * lesson page); the iframe's height is `frameHeight` (embed-height.ts).
 */
export async function shareSnippets(
  state: Readonly<State>,
  pageUrl: string,
  frameHeight: number,
): Promise<Snippets> {
  const { query, notice } = await toLinkQuery(state);
  const page = new URL(pageUrl);
  page.hash = '';
  page.search = query ? `?${query}` : '';
  const embed = new URL('embed.html', page);
  embed.search = query ? `?${query}` : '';
  const resizer = new URL('embed-resizer.js', page);
  // The classic script: defined before the page's first paint, wherever it is
  // pasted; then the view's frame script, which lays the view out at that paint.
  const script = new URL('positional-encoding-widget.classic.js', page);
  const frame = hasFrame(state.view) ? new URL(frameScriptFile(state.view), page) : undefined;
  // Attributes carry the same values as the link (the code packed alike).
  const attributes = [...new URLSearchParams(query)]
    .map(([key, value]) => {
      const field = fieldByQueryKey.get(key);
      const name = field ? attributeName(field) : key;
      return ` ${name}="${escapeAttribute(value)}"`;
    })
    .join('');
  return {
    link: page.href,
    iframe:
      `<iframe src="${escapeAttribute(embed.href)}" data-pe-embed ` +
      `title="Sinusoidal positional encoding, interactive" loading="lazy" ` +
      `width="100%" height="${frameHeight}" frameborder="0"></iframe>\n` +
      `<script src="${escapeAttribute(resizer.href)}"></script>`,
    element:
      `<script src="${escapeAttribute(script.href)}"></script>\n` +
      (frame ? `<script src="${escapeAttribute(frame.href)}"></script>\n` : '') +
      `<positional-encoding-widget${attributes}></positional-encoding-widget>`,
    ...(notice ? { notice } : {}),
  };
}

export class ShareDialog extends LitElement {
  static override properties: PropertyDeclarations = {
    snippets: { state: true },
    frameWidth: { state: true },
    copied: { state: true },
    announcement: { state: true },
  };

  static override styles = [
    themeStyles,
    baseStyles,
    css`
      :host {
        display: flex;
        justify-content: flex-end;
        margin: 0 0 0.5em;
      }
      dialog {
        width: min(44em, calc(100vw - 1.5em));
        max-height: calc(100vh - 2em);
        overflow: auto;
        background: var(--pe-bg);
        color: var(--pe-fg);
        border: 1px solid var(--pe-border);
        border-radius: calc(var(--pe-radius) * 1.5);
        padding: 1em 1.1em;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.45);
      }
      .head {
        display: flex;
        justify-content: space-between;
        align-items: center;
        gap: 1em;
      }
      h2 {
        margin: 0;
      }
      section {
        margin-top: 0.9em;
      }
      section label {
        font-weight: 600;
        font-size: 0.95em;
      }
      .hint {
        margin: 0.1em 0 0.3em;
        font-size: 0.85em;
      }
      .row {
        display: flex;
        gap: 0.5em;
        align-items: flex-start;
      }
      textarea {
        flex: 1;
        min-width: 0;
        font-family: var(--pe-mono);
        font-size: 0.8em;
        line-height: 1.35;
        resize: vertical;
        background: var(--pe-surface);
        word-break: break-all;
      }
      .copy {
        min-width: 5.5em;
      }
      .width {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4em;
        margin: 0 0 0.4em;
        font-size: 0.9em;
      }
      .width input {
        width: 6em;
      }
      .status {
        min-height: 1.4em;
        margin: 0.8em 0 0;
        font-size: 0.9em;
      }
      @media (max-width: 30em) {
        .row {
          flex-direction: column;
          align-items: stretch;
        }
      }
    `,
  ];

  declare snippets: Snippets;
  /** The iframe's width on the author's page (CSS px): its snippet's height is the view's there. */
  declare frameWidth: number;
  declare copied: SnippetKind | '';
  declare announcement: string;

  /** The widget whose state is shared. */
  source: StateSource | undefined;
  /** The lesson page URL the snippets point to; default: this page's URL. */
  pageUrl: string | undefined;

  private copiedTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.snippets = { link: '', iframe: '', element: '' };
    this.frameWidth = FRAME_WIDTH.default;
    this.copied = '';
    this.announcement = '';
  }

  private refreshes = 0;

  /**
   * Recomputes the snippets from the source's current state: the iframe's
   * height is the view's at the frame's width, laid out off screen (a
   * moment; until then, and if that fails, the height of the view shown).
   */
  async refresh(): Promise<void> {
    if (!this.source) return;
    const ticket = ++this.refreshes;
    this.heightReady = false;
    const state = this.source.getState();
    const page = this.pageUrl ?? location.href;
    this.snippets = await shareSnippets(state, page, this.shownHeight());
    let height: number | undefined;
    try {
      height = await embedHeight(state, this.frameWidth);
    } catch {
      // The estimate stays: the resizer fits the frame anyway.
    }
    if (ticket !== this.refreshes) return;
    this.snippets = await shareSnippets(state, page, height ?? this.shownHeight());
    if (ticket === this.refreshes) this.heightReady = true;
  }

  /** Set once the iframe snippet carries the height measured at the chosen width. */
  heightReady = false;

  /** The view as this page shows it, as a first estimate of the frame's height. */
  private shownHeight(): number {
    const box = (this.source as Partial<Element>).getBoundingClientRect?.();
    return box ? Math.ceil(box.height) : 720;
  }

  private readonly changeWidth = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const value = Math.round(Number(input.value));
    const width = Number.isFinite(value)
      ? Math.min(Math.max(value, FRAME_WIDTH.min), FRAME_WIDTH.max)
      : FRAME_WIDTH.default;
    input.value = String(width);
    if (width === this.frameWidth) return;
    this.frameWidth = width;
    void this.refresh();
  };

  /** Opens the dialog with fresh snippets. */
  open(): void {
    void this.refresh();
    this.copied = '';
    this.announcement = '';
    this.dialog?.showModal();
  }

  close(): void {
    this.dialog?.close();
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  private async copy(kind: SnippetKind): Promise<void> {
    const text = this.snippets[kind];
    const area = this.renderRoot.querySelector<HTMLTextAreaElement>(`#snippet-${kind}`);
    let done = false;
    try {
      await navigator.clipboard.writeText(text);
      done = true;
    } catch {
      // No clipboard permission (or an old browser): select the text instead.
    }
    if (!done && area) {
      area.focus();
      area.select();
      try {
        done = document.execCommand('copy');
      } catch {
        done = false;
      }
    }
    this.copied = done ? kind : '';
    this.announcement = done
      ? `Copied: ${labels[kind].toLowerCase()}.`
      : 'Could not copy automatically. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
    clearTimeout(this.copiedTimer);
    this.copiedTimer = setTimeout(() => (this.copied = ''), 2500);
  }

  private renderSnippet(kind: SnippetKind, rows: number) {
    const id = `snippet-${kind}`;
    return html`<section>
      <label for=${id}>${labels[kind]}</label>
      <p class="hint muted" id=${`${id}-hint`}>${hints[kind]}</p>
      ${
        kind === 'iframe'
          ? html`<p class="width">
              <label for="frame-width">Frame width on your page</label>
              <input
                id="frame-width"
                type="number"
                inputmode="numeric"
                min=${FRAME_WIDTH.min}
                max=${FRAME_WIDTH.max}
                step="10"
                .value=${String(this.frameWidth)}
                @change=${this.changeWidth}
              />
              <span>px</span>
            </p>`
          : ''
      }
      <div class="row">
        <textarea
          id=${id}
          readonly
          rows=${rows}
          spellcheck="false"
          aria-describedby=${`${id}-hint`}
          .value=${this.snippets[kind]}
          @focus=${(event: FocusEvent) => (event.target as HTMLTextAreaElement).select()}
        ></textarea>
        <button class="copy primary" type="button" @click=${() => void this.copy(kind)}>
          ${this.copied === kind ? 'Copied' : 'Copy'}<span class="visually-hidden">
            ${labels[kind].toLowerCase()}</span
          >
        </button>
      </div>
    </section>`;
  }

  override render() {
    return html`<button
        type="button"
        class="share"
        aria-haspopup="dialog"
        @click=${() => this.open()}
      >
        Share
      </button>
      <dialog aria-labelledby="share-title" @close=${() => this.onClose()}>
        <div class="head">
          <h2 id="share-title">Share this view</h2>
          <button type="button" @click=${() => this.close()}>Close</button>
        </div>
        ${this.renderSnippet('link', 2)} ${this.renderSnippet('iframe', 4)}
        ${this.renderSnippet('element', 4)}
        ${this.snippets.notice ? html`<p class="hint muted">${this.snippets.notice}</p>` : ''}
        <p class="status" role="status" aria-live="polite">${this.announcement}</p>
      </dialog>`;
  }

  private onClose(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button.share')?.focus();
  }
}

define('pe-share-dialog', ShareDialog);

declare global {
  interface HTMLElementTagNameMap {
    'pe-share-dialog': ShareDialog;
  }
}
