// What the glossary view shows, from the content's data alone (no engine):
// the contents, the terms in alphabetical order, the notation table and the
// references by kind. The view and its first-paint frame render the same
// templates, so the frame is the view, laid out to the pixel.
//
// Every entry carries its anchor (ui/lesson-link.ts: term-, sym-, ref-) and
// is focusable from script, for the links that open it.
import { html, nothing } from 'lit';

import chapter, { terms, type Term } from '../../content/glossary.js';
import { markupText, parseMarkup } from '../../content/markup.js';
import { notation } from '../../content/notation.js';
import { references, type Reference, type ReferenceKind } from '../../content/references.js';
import { renderMarkup, renderText } from '../../ui/chapter.js';
import { lessonLink, refAnchor, symbolAnchor, termAnchor } from '../../ui/lesson-link.js';
import { viewEntry } from '../registry.js';
import { heading } from '../view-element.js';

type Phrase = keyof typeof chapter.phrases;
const say = (phrase: Phrase, values: Readonly<Record<string, unknown>> = {}) =>
  renderMarkup(chapter.phrases[phrase], values);

/** The section anchors of the view (its headings' ids in content/glossary.ts). */
export const SECTIONS = {
  terms: 'glossary-terms',
  notation: 'glossary-notation',
  references: 'glossary-references',
} as const;

const byId = new Map(references.map((reference) => [reference.id, reference]));

/** A term's name as plain text, lower case: its place in the alphabet. */
function sortKey(term: Term): string {
  return markupText(parseMarkup(term.name), {}).toLowerCase();
}

/** The terms in alphabetical order. */
export const sortedTerms: readonly Term[] = [...terms].sort((a, b) => {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
});

/** Items joined by commas, as template parts. */
function joined(items: readonly unknown[]): unknown[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [', ', item]));
}

/** Sentences one after the other. */
function spaced(items: readonly unknown[]): unknown[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [' ', item]));
}

/** A link to a reference's entry, by its citation. */
function citation(id: string) {
  const reference = byId.get(id);
  return html`<a ${lessonLink('glossary', refAnchor(id))} data-ref=${id}
    >${reference?.cite ?? id}</a
  >`;
}

export function contents() {
  return html`<nav class="contents" aria-label=${renderText(chapter.phrases.contents)}>
    <a ${lessonLink('glossary', SECTIONS.terms)}>${say('navTerms')}</a>
    <a ${lessonLink('glossary', SECTIONS.notation)}>${say('navNotation')}</a>
    <a ${lessonLink('glossary', SECTIONS.references)}>${say('navReferences')}</a>
  </nav>`;
}

function termEntry(term: Term) {
  const first = term.firstUsed === undefined ? undefined : viewEntry(term.firstUsed);
  const meta = [
    term.aka?.length ? say('aka', { aka: term.aka.join(', ') }) : nothing,
    first
      ? say('firstUsed', {
          chapter: html`<a ${lessonLink(first.id)}>${first.title}</a>`,
        })
      : nothing,
    term.refs.length > 0 ? say('sources', { sources: joined(term.refs.map(citation)) }) : nothing,
  ];
  return html`<dt id=${termAnchor(term.id)} tabindex="-1">${renderMarkup(term.name, {})}</dt>
    <dd>
      <p>${renderMarkup(term.definition, {})}</p>
      ${term.formula ? html`<p class="formula">${renderMarkup(term.formula, {})}</p>` : nothing}
      <p class="meta">${spaced(meta.filter((part) => part !== nothing))}</p>
    </dd>`;
}

export function termList() {
  return html`<dl class="terms">${sortedTerms.map(termEntry)}</dl>`;
}

export function notationTable() {
  return html`<div class="scroll">
    <table class="notation">
      <colgroup>
        <col class="symbol" />
        <col />
        <col class="values" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">${say('symbol')}</th>
          <th scope="col">${say('meaning')}</th>
          <th scope="col">${say('range')}</th>
        </tr>
      </thead>
      <tbody>
        ${notation.map(
          (entry) =>
            html`<tr id=${symbolAnchor(entry.id)} tabindex="-1">
              <td>${renderMarkup(entry.symbol, {})}</td>
              <td>
                ${renderMarkup(entry.meaning, {})}
                ${
                  entry.sources
                    ? html`<span class="aside"
                        >${say('inSources', { names: renderMarkup(entry.sources, {}) })}</span
                      >`
                    : nothing
                }
              </td>
              <td>${renderMarkup(entry.range, {})}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The address shown for a link: without its scheme, as it is read aloud. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '');

/** "Authors (year). ", or nothing for a source that names no author (a seed: its venue dates it). */
function byline(reference: Reference): string {
  if (!reference.authors) return '';
  return `${reference.authors}${reference.year === undefined ? '' : ` (${reference.year})`}. `;
}

function referenceEntry(reference: Reference) {
  const parts = reference.parts?.flatMap((part, i) => [
    i === 0 ? '' : '; ',
    html`${part.at} (${renderMarkup(part.what, {})})`,
  ]);
  const link = reference.url
    ? say('link', {
        url: html`<a class="url" href=${reference.url}>${shownUrl(reference.url)}</a>`,
      })
    : html`<span class="muted">${reference.noLink}</span>`;
  return html`<li id=${refAnchor(reference.id)} tabindex="-1">
    ${byline(reference)}<cite>${reference.title}</cite>. ${reference.venue}.
    ${renderMarkup(reference.note, {})} ${parts ? say('cited', { parts }) : nothing} ${link}
  </li>`;
}

const kinds: readonly ReferenceKind[] = ['seed', 'paper', 'post', 'code', 'docs'];

export function referenceList(headingLevel: number | undefined) {
  return kinds.map((kind) => {
    const list = references.filter((reference) => reference.kind === kind);
    if (list.length === 0) return nothing;
    return html`${heading(headingLevel, 2, say(kind))}
      <ol class="references">
        ${list.map(referenceEntry)}
      </ol>`;
  });
}

/** The chapter's figures: the same templates in the view and in its frame. */
export function glossaryFigures(headingLevel: number | undefined) {
  return {
    contents: () => contents(),
    terms: () => termList(),
    notation: () => notationTable(),
    references: () => referenceList(headingLevel),
  };
}
