// <pe-atlas-table>: the atlas's overview table, one row per scheme (where
// position enters, learned parameters, relative or absolute, behaviour past
// the training length, models, a button to each scheme's view). A figure
// element (ui/figure-element.ts): its box (boxes.ts) is the header and a
// row of known height per scheme (the schemes' descriptions count them),
// each cell one line, or up to three clamped lines, in a box that scrolls sideways;
// nothing in it depends on the engine's numbers. The rows are the schemes'
// data (views/<id>/atlas.ts, assembled by table.ts); the headers are the
// chapter's.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import chapter from '../../content/atlas.js';
import { renderMarkup } from '../../ui/chapter.js';
import { FigureElement } from '../../ui/figure-element.js';
import { grouped } from '../../ui/format.js';
import { lessonLink, refAnchor } from '../../ui/lesson-link.js';
import type { ViewName } from '../state.js';
import { define } from '../view-element.js';
import { atlasTableBox, HEADER_EM, ROW_EM, TABLE_GUTTER_PX, tableEm } from './boxes.js';
import { hasView } from './derive.js';
import { SCHEME_ROWS } from './schemes.js';
import type { Cited, SchemeRow } from './table.js';

/** The table's font, in em of the figure's (cells' sizes below are in em of this font). */
const TABLE_FONT_EM = 0.85;
const em = (figureEm: number) => unsafeCSS(figureEm / TABLE_FONT_EM);

/** Each name a link to its source in the glossary's references, separated by `separator`. */
function citedLinks(items: readonly Cited[], separator: string) {
  return items.map(
    (c, k) =>
      html`${k > 0 ? separator : ''}<a ${lessonLink('glossary', refAnchor(c.ref))} data-ref=${c.ref}
          >${c.text}</a
        >`,
  );
}

export class AtlasTable extends FigureElement {
  static override properties: PropertyDeclarations = {
    rows: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .table-wrap {
        height: calc(${unsafeCSS(tableEm(SCHEME_ROWS))}em + ${unsafeCSS(TABLE_GUTTER_PX)}px);
        overflow: auto;
      }
      table.schemes {
        border-collapse: collapse;
        font-size: ${unsafeCSS(TABLE_FONT_EM)}em;
      }
      table.schemes th,
      table.schemes td {
        border: 0;
        border-bottom: 1px solid var(--pe-border);
        padding: 0 0.5em;
        text-align: left;
        vertical-align: middle;
        height: ${em(ROW_EM)}em;
      }
      /* A header may wrap to two lines (the header row holds them: HEADER_EM). */
      table.schemes thead th {
        height: ${em(HEADER_EM)}em;
        line-height: 1.1;
      }
      table.schemes td.num {
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      /* One line each: the scheme's button, its count, the small line under them. */
      .line {
        white-space: nowrap;
      }
      /*
       * Three lines at most (a row holds them: ROW_EM): the text columns wrap
       * within their width, so the table fits a 1,280 px page (it scrolls
       * sideways on narrower ones).
       */
      .text {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        overflow: hidden;
        line-height: 1.3;
        max-height: 3.9em;
      }
      /* Widths for three lines of each column's longest text, with a little room. */
      .enters {
        width: 6.5em;
      }
      .kind {
        width: 7.5em;
      }
      .beyond {
        width: 14.5em;
      }
      .models {
        width: 11.5em;
      }
      button {
        min-height: 0;
        padding: 0.15em 0.5em;
        white-space: nowrap;
      }
      .small {
        color: var(--pe-muted);
        font-size: 0.85em;
        white-space: nowrap;
      }
      /* A scheme's papers, and a parameter count's note: two lines at most. */
      .small.paper {
        white-space: normal;
        max-width: 16em;
        line-height: 1.3;
      }
      .small.note {
        white-space: normal;
        width: 11em;
        margin-left: auto;
        line-height: 1.3;
      }
    `,
  ];

  /** The schemes' rows; undefined until the engine's parameter counts arrive. */
  declare rows: readonly SchemeRow[] | undefined;

  constructor() {
    super();
    this.rows = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return atlasTableBox({ rows: SCHEME_ROWS }, width, font);
  }

  private request(view: ViewName): void {
    this.dispatchEvent(
      new CustomEvent('pe-state', { detail: { view }, bubbles: true, composed: true }),
    );
  }

  protected override renderFigure() {
    const rows = this.rows;
    if (rows === undefined) return nothing;
    const phrase = (name: keyof typeof chapter.phrases) => renderMarkup(chapter.phrases[name], {});
    return html`<div class="table-wrap" data-part>
      <table class="schemes">
        <thead>
          <tr>
            <th>${phrase('schemeHeader')}</th>
            <th>${phrase('entersHeader')}</th>
            <th>${phrase('parametersHeader')}</th>
            <th>${phrase('kindHeader')}</th>
            <th>${phrase('beyondHeader')}</th>
            <th>${phrase('modelsHeader')}</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (r) =>
              html`<tr data-scheme=${r.name}>
                <td>
                  <button
                    type="button"
                    data-view=${r.view}
                    ?disabled=${!hasView(r.view)}
                    title=${hasView(r.view) ? `open the ${r.view} view` : 'view not in this build'}
                    @click=${() => this.request(r.view as ViewName)}
                  >
                    ${r.name}
                  </button>
                  <div class="small paper">${citedLinks(r.paper, '; ')}</div>
                </td>
                <td><div class="text enters" data-part>${r.enters}</div></td>
                <td class="num" data-parameters=${r.parameters} data-per=${r.per ?? nothing}>
                  <div class="line">${grouped(r.parameters)}</div>
                  <div class="small note">${r.parameterNote}</div>
                </td>
                <td><div class="text kind" data-part>${r.kind}</div></td>
                <td><div class="text beyond" data-part>${r.beyond}</div></td>
                <td><div class="text models" data-part>${citedLinks(r.models, ', ')}</div></td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-atlas-table', AtlasTable);

declare global {
  interface HTMLElementTagNameMap {
    'pe-atlas-table': AtlasTable;
  }
}
