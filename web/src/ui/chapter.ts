// The one renderer of lesson content: a chapter (content/format.ts) and what
// its view supplies (figures, values, flags) -> one Lit template. Views call
// it from render(); the words come only from the chapter.
//
// Each tag of the markup has one fixed template here, so Lit reuses its
// parts across renders and nothing is ever written as HTML (no innerHTML,
// nothing a strict CSP refuses). A piece of markup is parsed once.
//
// Term links and citations become links to the glossary view's entries
// (ui/lesson-link.ts); a source's check label (data-source, data-away) shows
// only while the state it is given says the numbers beside it are the
// source's (widget/presets.ts), and <a data-preset> is a button that sets
// the preset's state.
import { html, nothing } from 'lit';

import type { Block, Chapter, Piece } from '../content/format.js';
import { markupText, parseMarkup, type MarkupElement, type MarkupNode } from '../content/markup.js';
import { heading } from '../views/view-element.js';
import { presetOf, presetTitle, sourceHolds } from '../widget/presets.js';
import type { State } from '../views/state.js';
import { lessonLink, refAnchor, termAnchor } from './lesson-link.js';
import { OWN_READOUT } from './figure-mode.js';
import { styleMap } from './style-map.js';

/** A figure or value, or a function giving it (called only when its block is shown). */
type Part = unknown;

/**
 * The state fields a source's check label is decided by (the widget's state,
 * or a view's model holding the fields its checks depend on): a label whose
 * fields are missing reads as not at the source.
 */
export type SourceState = Readonly<Partial<Record<keyof State, unknown>>>;

export interface ChapterParts<F extends string, V extends string, W extends string> {
  readonly figures: Readonly<Record<F, Part>>;
  readonly values: Readonly<Record<V, Part>>;
  readonly flags: Readonly<Record<W, boolean>>;
  /** The widget's heading level, as views pass it to heading(). */
  readonly headingLevel: number | undefined;
  /** The state, for a chapter with source labels (data-source, data-away). */
  readonly state?: SourceState;
}

/** What the inline templates read: the view's values, and the state for source labels. */
interface Inline {
  readonly values: Readonly<Record<string, Part>>;
  readonly state: SourceState;
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

function rawPart(parts: Readonly<Record<string, Part>>, name: string): unknown {
  if (!Object.hasOwn(parts, name)) return `{${name}}`;
  const value = parts[name];
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

/** A part as the page shows it: a sized number outside a slot is its text. */
function part(parts: Readonly<Record<string, Part>>, name: string): unknown {
  const value = rawPart(parts, name);
  return isSized(value) ? value.text : value;
}

/**
 * A slot's number with its width in characters, known from the state alone
 * (fixed decimals, a position bounded by the sequence length, a known sign):
 * the view and its first-paint frame give the same width, the frame with no
 * text (''), so the slot is as wide before the number arrives as after, and
 * no wider than the number (no gap). The width replaces the slot's data-chars.
 */
export interface Sized {
  readonly text: string;
  readonly chars: number;
}

const sizedTag = Symbol('sized');

/** `text` (or '' before the engine's number arrives) in a slot `chars` characters wide. */
export function sized(text: string, chars: number): Sized {
  return { [sizedTag]: true, text, chars } as Sized;
}

function isSized(value: unknown): value is Sized {
  return typeof value === 'object' && value !== null && sizedTag in value;
}

/** A slot: a span of the markup with data-chars (content/markup.ts). */
function isSlot(node: MarkupNode | undefined): node is MarkupElement {
  return typeof node === 'object' && 'tag' in node && node.attrs['data-chars'] !== undefined;
}

/** A slot, or an element (<strong>) that starts or ends with one. */
function edgedBySlot(node: MarkupNode | undefined): boolean {
  if (typeof node !== 'object' || !('tag' in node)) return false;
  const kids = node.children;
  return isSlot(node) || edgedBySlot(kids[0]) || edgedBySlot(kids[kids.length - 1]);
}

function inline(nodes: readonly MarkupNode[], ctx: Inline): unknown[] {
  const out: unknown[] = [];
  // The text after a slot, less what was glued to the slot.
  let rest: string | undefined;
  nodes.forEach((node, i) => {
    if (rest !== undefined) {
      out.push(rest);
      rest = undefined;
      return;
    }
    if (!edgedBySlot(node)) {
      out.push(one(node, ctx));
      return;
    }
    // A line may break on either side of an inline-block (the slot), even
    // before a comma: the characters that touch the slot (no space between)
    // go with it in a box that does not wrap, as they would with the bare number.
    const last = out[out.length - 1];
    const before = typeof last === 'string' ? /\S*$/.exec(last)![0] : '';
    const next = nodes[i + 1];
    const after = typeof next === 'string' ? /^\S*/.exec(next)![0] : '';
    if (typeof next === 'string') rest = next.slice(after.length);
    const box = isSlot(node) ? slot(node, ctx) : one(node, ctx);
    if (before === '' && after === '') {
      out.push(box);
      return;
    }
    if (before !== '') out[out.length - 1] = (last as string).slice(0, -before.length);
    out.push(
      html`<span class="glued" style=${styleMap({ 'white-space': 'nowrap' })}
        >${before}${box}${after}</span
      >`,
    );
  });
  if (rest !== undefined) out.push(rest);
  return out;
}

/**
 * A slot's template: its number (or a no-break space while it has none) in
 * a box of its width, the one the value gives (sized()) or else data-chars.
 */
function slot(node: MarkupElement, ctx: Inline): unknown {
  const a = node.attrs;
  let chars = a['data-chars']!;
  const kids = node.children.map((child) => {
    if (typeof child === 'string' || !('value' in child)) return one(child, ctx);
    const value = rawPart(ctx.values, child.value);
    if (!isSized(value)) return value;
    chars = String(value.chars);
    return value.text;
  });
  return html`<span
    class=${`${a['class'] ?? ''} slot`}
    data-value=${a['data-value'] ?? nothing}
    data-source=${a['data-source'] ?? nothing}
    data-fact=${a['data-fact'] ?? nothing}
    style=${styleMap({ 'min-width': slotWidth(chars) })}
    >${blankIfEmpty(kids)}</span
  >`;
}

/**
 * Whether a source label shows at `state`: data-source while its check
 * holds, data-away while none of its checks does (content/markup.ts).
 */
function sourceShown(a: Readonly<Record<string, string>>, state: SourceState): boolean {
  const at = a['data-source'];
  if (at !== undefined && !sourceHolds(at, state)) return false;
  const away = a['data-away'];
  return away === undefined || !away.split(' ').some((id) => sourceHolds(id, state));
}

/**
 * A button that sets a preset's state: the widget takes it as a view's
 * request (pe-state). An inline element with the button role, not a
 * <button>, so that its label wraps with the prose like a link's and the
 * text's lines are where a box function counted them.
 */
function presetButton(id: string, kids: unknown[]): unknown {
  const preset = presetOf(id);
  if (!preset) return html`<span class="bad">unknown preset "${id}"</span>`;
  const apply = (event: Event) => {
    event.preventDefault();
    (event.currentTarget as Element).dispatchEvent(
      new CustomEvent('pe-state', { detail: { ...preset.state }, bubbles: true, composed: true }),
    );
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') apply(event);
  };
  return html`<span
    role="button"
    tabindex="0"
    class="preset-link"
    data-preset-link=${id}
    title=${presetTitle(preset)}
    @click=${apply}
    @keydown=${key}
    >${kids}</span
  >`;
}

function one(node: MarkupNode, ctx: Inline): unknown {
  if (typeof node === 'string') return node;
  if ('value' in node) return part(ctx.values, node.value);
  const a = node.attrs;
  if (!sourceShown(a, ctx.state)) return nothing;
  const kids = inline(node.children, ctx);
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
    case 'cite': {
      const ref = a['data-ref'];
      if (ref === undefined) return html`<cite>${kids}</cite>`;
      return html`<cite class="ref"
        ><a ${lessonLink('glossary', refAnchor(ref))} data-ref=${ref}>${kids}</a></cite
      >`;
    }
    case 'q':
      return html`<q>${kids}</q>`;
    case 'br':
      return html`<br />`;
    case 'a': {
      const term = a['data-term'];
      if (term !== undefined) {
        return html`<a class="term" ${lessonLink('glossary', termAnchor(term))} data-term=${term}
          >${kids}</a
        >`;
      }
      const preset = a['data-preset'];
      if (preset !== undefined) return presetButton(preset, kids);
      return html`<a href=${a['href'] ?? nothing}>${kids}</a>`;
    }
    default:
      return html`<span
        class=${a['class'] ?? nothing}
        data-value=${a['data-value'] ?? nothing}
        data-source=${a['data-source'] ?? nothing}
        data-away=${a['data-away'] ?? nothing}
        data-fact=${a['data-fact'] ?? nothing}
        >${kids}</span
      >`;
  }
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

/**
 * One piece of markup (a phrase, or a block's text) with the view's values,
 * and the state its source labels are decided by (none: not at a source).
 */
export function renderMarkup(
  markup: string,
  values: Readonly<Record<string, Part>>,
  state: SourceState = {},
): unknown {
  const nodes = tree(markup);
  return nodes instanceof Error
    ? html`<span class="bad">${nodes.message}</span>`
    : inline(nodes, { values, state });
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
  const text = (markup: string) => renderMarkup(markup, parts.values, parts.state);
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

/**
 * The chapter figures the element being rendered shows alone (figure mode:
 * ui/figure-mode.ts), or undefined for the whole chapter. Set only while a
 * view or a frame renders (see {@link renderingOnly}), so that every view's
 * render and its frame honour the mode without passing it through each view.
 */
let only: ReadonlySet<string> | undefined;

/** Runs `render` (an element's update) showing only the chapter figures `figures` (undefined: all). */
export function renderingOnly<T>(figures: ReadonlySet<string> | undefined, render: () => T): T {
  const before = only;
  only = figures;
  try {
    return render();
  } finally {
    only = before;
  }
}

/**
 * Whether a figure being rendered shows the readout it carries inside itself
 * (<pe-cell-matrix>'s): always in a chapter; in figure mode only with the
 * `readout` control (OWN_READOUT in the set, ui/figure-mode.ts). A view reads
 * it in its render and hands it to the figure (and a frame to its slot), so
 * the figure's box counts the readout only when it shows.
 */
export function ownReadoutShown(): boolean {
  return only === undefined || only.has(OWN_READOUT);
}

/**
 * The figures of `list` that `figures` names, in page order, and nothing else:
 * no heading, no prose; a `when` block's figures as its flag chooses; a box's
 * (div's) and a list item's figures without the box or the item.
 */
function figuresOnly(
  list: readonly Block[],
  parts: ChapterParts<string, string, string>,
  figures: ReadonlySet<string>,
): unknown[] {
  const out: unknown[] = [];
  for (const block of list) {
    if ('figure' in block) {
      if (figures.has(block.figure)) out.push(part(parts.figures, block.figure));
    } else if ('ul' in block) {
      for (const item of block.ul) {
        if (typeof item === 'string' || typeof item.li === 'string') continue;
        if (item.when !== undefined && !flag(parts, item.when)) continue;
        for (const piece of item.li) {
          if (typeof piece !== 'string' && figures.has(piece.figure))
            out.push(part(parts.figures, piece.figure));
        }
      }
    } else if ('div' in block) {
      out.push(...figuresOnly(block.body, parts, figures));
    } else if ('when' in block) {
      const shown = flag(parts, block.when) ? block.body : (block.else ?? []);
      out.push(...figuresOnly(shown, parts, figures));
    }
  }
  return out;
}

/** The chapter as the view shows it: every block in order, with the view's parts (or its figures alone). */
export function renderChapter<F extends string, V extends string, W extends string>(
  chapter: Chapter<F, V, W, string>,
  parts: ChapterParts<F, V, W>,
): unknown {
  const all = parts as ChapterParts<string, string, string>;
  return only ? figuresOnly(chapter.body, all, only) : blocks(chapter.body, all);
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
