// What the widget's body shows: the active view and its export menu; until
// they can be shown, the view's first-paint frame (its chapter laid out with
// empty figure boxes, views/frames.ts) beside the loading status, or the
// status alone for a view without a frame or after a failure.
import { html, nothing, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';

import type { PosEnc } from '../engine/index.js';
import '../export/menu-layout.js';
import type { FigureExports } from '../ui/figure-mode.js';
import type { ViewFrame } from '../ui/view-frame.js';
import '../ui/view-frame.js';
import type { ViewEntry } from '../views/registry.js';
import type { State } from '../views/state.js';
import type { ViewElement } from '../views/view-element.js';
import type { ExportIntent } from './export-intent.js';
import { styleMap } from '../ui/style-map.js';
import { offeredShape } from '../export/shape.js';

export interface BodyInputs {
  /** The loader's status template while the view cannot be shown (undefined once it can). */
  readonly pending: TemplateResult | undefined;
  /**
   * The active view's frame, unless loading failed (then the status says so,
   * with Retry): shown while the view loads, and then the export room's shape.
   */
  readonly frame: ViewFrame | undefined;
  readonly entry: ViewEntry;
  readonly state: State;
  /** Whether the lesson's own controls (and the export menu) show. */
  readonly lesson: boolean;
  readonly headingLevel: number;
  readonly pe: PosEnc | undefined;
  /** The view element shown, for the export menu. */
  readonly activeView: () => ViewElement | null;
  /** Whether the menu's code loads (export-intent.ts): the room stands in for it until then. */
  readonly intent: ExportIntent;
  /** The chapter's number ("3", "A1"; '' for none): its title shows it (ui/styles.ts). */
  readonly chapterNumber: string;
  /** Whether the export menu shows (the `lesson` or `export` control). */
  readonly exportShown: boolean;
  /**
   * Figure mode (ui/figure-mode.ts): the chapter figures shown alone, the
   * figure's caption and its part of the export; undefined: the whole chapter.
   */
  readonly figure?:
    | {
        readonly only: ReadonlySet<string>;
        readonly caption: string;
        readonly exports: FigureExports | undefined;
      }
    | undefined;
}

/**
 * Figure mode's frame around the view (or its first-paint frame), the same
 * in both so that nothing moves when the view arrives: a <figure> with its
 * caption under it, then the export control; `::part(figure)` and
 * `::part(caption)` for the host page's styles.
 */
function figured(b: BodyInputs, content: unknown, menu: unknown): unknown {
  if (!b.figure) return html`${content}${menu}`;
  return html`<figure part="figure" class="figure-only">
      ${content}
      <figcaption part="caption">${b.figure.caption}</figcaption>
    </figure>
    ${menu}`;
}

/**
 * How the view (or its frame) gets its chapter's number: a data-chapter
 * attribute and the number as a CSS string in --pe-chapter, which the
 * shared styles put before the view's title (ui/styles.ts), so every view's
 * title is numbered without a view knowing its place in the course.
 */
function chapterStyle(number: string) {
  return styleMap({ '--pe-chapter': number === '' ? null : JSON.stringify(number) });
}

/** The body's content, and whether it is the view's frame. */
export function renderBody(b: BodyInputs): { content: unknown; framing: boolean } {
  const { pending, frame, state, lesson, exportShown } = b;
  const only = b.figure?.only;
  // What the export menu lists (figure mode: the figure's part), before the menu has loaded.
  const exportShape = () =>
    exportShown ? offeredShape(frame?.exportShape(state), b.figure?.exports) : undefined;
  // A figure alone has no tab to be the panel of: the <figure> and its caption name it.
  const role = only ? nothing : 'tabpanel';
  const labelledBy = only ? nothing : `tab-${state.view}`;
  // Without the chapter's title, a figure's own headings take its level.
  const headingLevel = only ? Math.max(1, b.headingLevel - 1) : b.headingLevel;
  const chapter = b.chapterNumber === '' ? nothing : b.chapterNumber;
  if (pending !== undefined) {
    if (frame === undefined) return { content: pending, framing: false };
    // The chapter laid out at its final size, and the loading status (the
    // one busy region) for screen readers only: over the frame it covered
    // the first line at narrow widths; the frame's empty figure boxes show
    // it instead (ui/styles.ts). Taking no room, it keeps the frame's height.
    return {
      framing: true,
      content: html`<div class="visually-hidden">${pending}</div>
        ${figured(
          b,
          html`<pe-view-frame
            role=${role}
            aria-labelledby=${labelledBy}
            data-chapter=${chapter}
            style=${chapterStyle(b.chapterNumber)}
            .frame=${frame}
            .state=${state}
            .showControls=${lesson}
            .headingLevel=${headingLevel}
            .only=${only}
          ></pe-view-frame>`,
          html`<pe-export-room part="export" .shape=${exportShape()}></pe-export-room>`,
        )}`,
    };
  }
  const tag = unsafeStatic(b.entry.tag);
  const view = staticHtml`<${tag}
      id="panel"
      role=${role}
      aria-labelledby=${labelledBy}
      data-chapter=${chapter}
      style=${chapterStyle(b.chapterNumber)}
      .pe=${b.pe}
      .state=${state}
      .showControls=${lesson}
      .headingLevel=${headingLevel}
      .only=${only}
    ></${tag}>`;
  const menu = b.intent.ready
    ? html`<pe-export-menu
        part="export"
        .pe=${b.pe}
        .state=${state}
        .view=${b.activeView}
        .showControls=${exportShown}
        .offer=${b.figure?.exports}
        .press=${b.intent.take()}
      ></pe-export-menu>`
    : html`<pe-export-room
        part="export"
        live
        .shape=${exportShape()}
        .message=${b.intent.message}
        @pe-export-want=${b.intent.want}
      ></pe-export-room>`;
  return { framing: false, content: figured(b, view, menu) };
}
