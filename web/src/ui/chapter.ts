// The one renderer of lesson content: a chapter (content/format.ts) and what
// its view supplies (figures, values, flags) -> one Lit template. Views call
// it from render(); the words come only from the chapter.
//
// Each tag of the markup has one fixed template here, so Lit reuses its
// parts across renders and nothing is ever written as HTML (no innerHTML,
// nothing a strict CSP refuses). A piece of markup is parsed once.
import { html, nothing } from 'lit';

import type { Block, Chapter, Piece } from '../content/format.js';
import { markupText, parseMarkup, type MarkupNode } from '../content/markup.js';
import { heading } from '../views/view-element.js';
import { styleMap } from './style-map.js';

/** A figure or value, or a function giving it (called only when its block is shown). */
type Part = unknown;

export interface ChapterParts<F extends string, V extends string, W extends string> {
  readonly figures: Readonly<Record<F, Part>>;
  readonly values: Readonly<Record<V, Part>>;
  readonly flags: Readonly<Record<W, boolean>>;
  /** The widget's heading level, as views pass it to heading(). */
  readonly headingLevel: number | undefined;
}

const parsed = new Map<string, MarkupNode[] | Error>();

function tree(markup: string): MarkupNode[] | Error {
  let nodes = parsed.get(markup);
  if (nodes === undefined) {
    try {
      nodes = parseMarkup(markup);
    } catch (error) {
      nodes = error instanceof Error ? error : new Error(String(error));
    }
    parsed.set(markup, nodes);
  }
  return nodes;
}

function part(parts: Readonly<Record<string, Part>>, name: string): unknown {
  if (!Object.hasOwn(parts, name)) return `{${name}}`;
  const value = parts[name];
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

function inline(nodes: readonly MarkupNode[], values: Readonly<Record<string, Part>>): unknown[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    if ('value' in node) return part(values, node.value);
    const kids = inline(node.children, values);
    const a = node.attrs;
    switch (node.tag) {
      case 'em':
        return html`<em>${kids}</em>`;
      case 'strong':
        return html`<strong class=${a['class'] ?? nothing} data-value=${a['data-value'] ?? nothing}
          >${kids}</strong
        >`;
      case 'var':
        return html`<var>${kids}</var>`;
      case 'sub':
        return html`<sub>${kids}</sub>`;
      case 'sup':
        return html`<sup>${kids}</sup>`;
      case 'code':
        return html`<code>${kids}</code>`;
      case 'kbd':
        return html`<kbd>${kids}</kbd>`;
      case 'cite':
        return html`<cite>${kids}</cite>`;
      case 'q':
        return html`<q>${kids}</q>`;
      case 'br':
        return html`<br />`;
      case 'a':
        return html`<a href=${a['href'] ?? nothing}>${kids}</a>`;
      default:
        return a['data-chars'] !== undefined
          ? html`<span
              class=${`${a['class'] ?? ''} slot`}
              data-value=${a['data-value'] ?? nothing}
              style=${styleMap({ 'min-width': slotWidth(a['data-chars']) })}
              >${blankIfEmpty(kids)}</span
            >`
          : html`<span
              class=${a['class'] ?? nothing}
              data-value=${a['data-value'] ?? nothing}
              data-source=${a['data-source'] ?? nothing}
              data-fact=${a['data-fact'] ?? nothing}
              >${kids}</span
            >`;
    }
  });
}

/**
 * What a slot holds while its number has not arrived (the first-paint
 * frame): one no-break space, so the slot keeps its baseline and line height.
 */
export const BLANK = '\u00a0';

function blankIfEmpty(kids: unknown[]): unknown {
  return kids.every((kid) => kid === '' || kid === undefined || kid === null || kid === nothing)
    ? BLANK
    : kids;
}

/** A slot's width: its data-chars in `ch` of the monospaced font (.num), at least one. */
function slotWidth(chars: string): string {
  const n = Number(chars);
  return `${Number.isInteger(n) && n > 0 ? n : 1}ch`;
}

/** One piece of markup (a phrase, or a block's text) with the view's values. */
export function renderMarkup(markup: string, values: Readonly<Record<string, Part>>): unknown {
  const nodes = tree(markup);
  return nodes instanceof Error
    ? html`<span class="bad">${nodes.message}</span>`
    : inline(nodes, values);
}

/** One piece of markup as plain text (an attribute's value), with the view's values. */
export function renderText(
  markup: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const nodes = tree(markup);
  return nodes instanceof Error ? nodes.message : markupText(nodes, values);
}

function flag(parts: ChapterParts<string, string, string>, name: string): boolean {
  return Object.hasOwn(parts.flags, name) && parts.flags[name] === true;
}

function blocks(list: readonly Block[], parts: ChapterParts<string, string, string>): unknown[] {
  const text = (markup: string) => renderMarkup(markup, parts.values);
  const pieces = (li: string | readonly Piece[]) =>
    typeof li === 'string'
      ? text(li)
      : li.map((piece) =>
          typeof piece === 'string' ? text(piece) : part(parts.figures, piece.figure),
        );
  return list.map((block) => {
    if ('h' in block) return heading(parts.headingLevel, block.depth, text(block.h), block.id);
    if ('p' in block) {
      return html`<p
        class=${block.class ?? nothing}
        data-value=${block.value ?? nothing}
        id=${block.id ?? nothing}
      >
        ${text(block.p)}
      </p>`;
    }
    if ('ul' in block) {
      return html`<ul class=${block.class ?? nothing} aria-live=${block.live ?? nothing}>
        ${block.ul.map((item) => {
          if (typeof item === 'string') return html`<li>${text(item)}</li>`;
          if (item.when !== undefined && !flag(parts, item.when)) return nothing;
          return html`<li class=${item.class ?? nothing} data-check=${item.check ?? nothing}>
            ${pieces(item.li)}
          </li>`;
        })}
      </ul>`;
    }
    if ('dl' in block) {
      return html`<dl>
        ${block.dl.map(
          ([term, description]) =>
            html`<dt>${text(term)}</dt>
              <dd>${text(description)}</dd>`,
        )}
      </dl>`;
    }
    if ('figure' in block) return part(parts.figures, block.figure);
    if ('div' in block) {
      const live = block.live ?? nothing;
      return html`<div class=${block.div} aria-live=${live}>${blocks(block.body, parts)}</div>`;
    }
    return flag(parts, block.when)
      ? blocks(block.body, parts)
      : block.else
        ? blocks(block.else, parts)
        : nothing;
  });
}

/** The chapter as the view shows it: every block in order, with the view's parts. */
export function renderChapter<F extends string, V extends string, W extends string>(
  chapter: Chapter<F, V, W, string>,
  parts: ChapterParts<F, V, W>,
): unknown {
  return blocks(chapter.body, parts as ChapterParts<string, string, string>);
}

/**
 * Every value of `chapter` as '': what a view supplies while it has no model,
 * when the chapter shows none of the blocks that use them (its `when` flags are false).
 */
export function noValues<V extends string>(
  chapter: Chapter<string, V, string, string>,
): Readonly<Record<V, string>> {
  return Object.fromEntries(chapter.values.map((name) => [name, ''])) as Record<V, string>;
}
