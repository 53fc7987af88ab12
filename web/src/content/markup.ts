// The inline markup of a chapter's prose, parsed into a tree the renderer
// turns into Lit templates (ui/chapter.ts). Pure, no DOM: Node's tests parse
// every chapter with it.
//
// The language is a small subset of HTML, so a translator sees familiar
// text: the tags in `allowedTags` with the attributes listed for each,
// quoted with "; the entities &lt; &gt; &amp; &quot; &lbrace; &rbrace;; and {name}, a
// value the view supplies. Anything else is an error naming the offending
// piece, never silently text: a typo in a tag must not reach the page.
//
// `<span class="num" data-chars="7">{theta}</span>` is a slot: a number the
// engine supplies, set in a box at least that many characters of the
// monospaced font wide (ui/chapter.ts), so the line wraps the same before
// the number arrives (the view's first-paint frame leaves the slot blank)
// and whatever the number is, up to that many characters. When the view
// knows the number's width from the state it gives it with the value
// (sized() of ui/chapter.ts), in place of data-chars. A slot may carry a
// data-fact (a test hook on a fact of the view).
//
// Links into the lesson's appendix (rendered by ui/chapter.ts as links to
// the glossary view's entry, #term-<id> or #ref-<id>, on the page the
// widget's links point at: ui/lesson-link.ts):
//   <a data-term="query">query</a>                a term of content/glossary.ts
//   <cite data-ref="press2022">Press et al. 2022</cite>  a source of content/references.ts
// A source's check, shown only while the numbers beside it are the source's
// (widget/presets.ts: sourceChecks):
//   <span class="source" data-source="tutorial-row1">(the tutorial's check)</span>
//   <span class="source" data-away="tutorial-row1">(… is at d_model = 512:
//     <a data-preset="tutorial-heatmap">Tutorial …</a>)</span>
// data-away lists one or more checks (space-separated) and shows while none
// of them holds; <a data-preset> is a button that sets the preset's state,
// its text the preset's label. An <a> takes exactly one of href, data-term
// and data-preset. The ids are checked when `parseMarkup` is given the
// targets (the tests give it every glossary, reference, preset and check id):
// an unknown one is a SyntaxError naming it.

export const allowedTags: Readonly<Record<string, readonly string[]>> = {
  em: [],
  strong: ['class', 'data-value'],
  var: [],
  sub: [],
  sup: [],
  code: [],
  kbd: [],
  cite: ['data-ref'],
  q: [],
  br: [],
  span: ['class', 'data-value', 'data-source', 'data-away', 'data-fact', 'data-chars'],
  a: ['href', 'data-term', 'data-preset'],
};

export type MarkupNode = string | { readonly value: string } | MarkupElement;

export interface MarkupElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly MarkupNode[];
}

const entities: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  lbrace: '{',
  rbrace: '}',
};

const token = /<\/?([a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*>|\{([A-Za-z][\w-]*)\}|&([a-z]+);/g;
const attribute = /([a-z-]+)="([^"]*)"/g;

function decode(text: string, source: string): string {
  if (/[<>{}]/.test(text)) {
    throw new SyntaxError(
      `content markup: unexpected "${text.match(/[<>{}]/)![0]}" in "${source}"`,
    );
  }
  return text;
}

/**
 * The ids a piece of markup may name, each set the lesson's own (the
 * glossary's terms, the references, the presets, the source checks). A kind
 * left out is not checked.
 */
export interface LinkTargets {
  readonly terms?: ReadonlySet<string>;
  readonly refs?: ReadonlySet<string>;
  readonly presets?: ReadonlySet<string>;
  readonly sources?: ReadonlySet<string>;
}

/** The attributes that name an id, what they name and where the ids live. */
const linkAttributes = [
  { tag: 'a', name: 'data-term', kind: 'terms', what: 'term', where: 'content/glossary.ts' },
  {
    tag: 'cite',
    name: 'data-ref',
    kind: 'refs',
    what: 'reference',
    where: 'content/references.ts',
  },
  { tag: 'a', name: 'data-preset', kind: 'presets', what: 'preset', where: 'widget/presets.ts' },
  {
    tag: 'span',
    name: 'data-source',
    kind: 'sources',
    what: 'source check',
    where: 'widget/presets.ts',
  },
  {
    tag: 'span',
    name: 'data-away',
    kind: 'sources',
    what: 'source check',
    where: 'widget/presets.ts',
  },
] as const;

const linkId = /^[a-z0-9][a-z0-9-]*$/;

/** Checks the ids an element names (and that an <a> is one kind of link). */
function checkLinks(
  tag: string,
  attrs: Readonly<Record<string, string>>,
  markup: string,
  targets: LinkTargets | undefined,
): void {
  if (tag === 'a') {
    const kinds = ['href', 'data-term', 'data-preset'].filter((name) => name in attrs);
    if (kinds.length !== 1) {
      throw new SyntaxError(
        `content markup: <a> takes exactly one of href, data-term and data-preset (got ${
          kinds.join(', ') || 'none'
        }) in "${markup}"`,
      );
    }
  }
  for (const { tag: on, name, kind, what, where } of linkAttributes) {
    if (on !== tag || !(name in attrs)) continue;
    const ids = name === 'data-away' ? attrs[name]!.split(' ') : [attrs[name]!];
    for (const id of ids) {
      if (!linkId.test(id)) {
        throw new SyntaxError(
          `content markup: ${name}="${attrs[name]}" is not an id (lower-case letters, digits ` +
            `and -) in "${markup}"`,
        );
      }
      const known = targets?.[kind];
      if (known && !known.has(id)) {
        throw new SyntaxError(
          `content markup: unknown ${what} "${id}" in ${name} (no entry of ${where} has that ` +
            `id) in "${markup}"`,
        );
      }
    }
  }
}

/**
 * The tree of `markup`; a SyntaxError naming the problem when it is not
 * valid, or when it names an id `targets` does not hold.
 */
export function parseMarkup(markup: string, targets?: LinkTargets): MarkupNode[] {
  const root: MarkupNode[] = [];
  const stack: { tag: string; attrs: Record<string, string>; children: MarkupNode[] }[] = [];
  const out = () => stack[stack.length - 1]?.children ?? root;
  const text = (piece: string) => {
    if (piece === '') return;
    const list = out();
    const last = list[list.length - 1];
    if (typeof last === 'string') list[list.length - 1] = last + piece;
    else list.push(piece);
  };
  let at = 0;
  for (const match of markup.matchAll(token)) {
    text(decode(markup.slice(at, match.index), markup));
    at = match.index + match[0].length;
    const [whole, tag, attrText, value, entity] = match;
    if (entity !== undefined) {
      const decoded = entities[entity];
      if (decoded === undefined) {
        throw new SyntaxError(`content markup: unknown entity &${entity}; in "${markup}"`);
      }
      text(decoded);
    } else if (value !== undefined) {
      out().push({ value });
    } else if (tag !== undefined) {
      const allowed = allowedTags[tag];
      if (allowed === undefined) {
        throw new SyntaxError(`content markup: tag <${tag}> is not allowed in "${markup}"`);
      }
      if (whole.startsWith('</')) {
        const open = stack.pop();
        if (open?.tag !== tag) {
          throw new SyntaxError(
            `content markup: </${tag}> closes <${open?.tag ?? 'nothing'}> in "${markup}"`,
          );
        }
        const { children, attrs } = open;
        out().push({ tag, attrs, children });
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const [, name, attrValue] of (attrText ?? '').matchAll(attribute)) {
        if (!allowed.includes(name!)) {
          throw new SyntaxError(
            `content markup: <${tag}> takes no attribute ${name} in "${markup}"`,
          );
        }
        attrs[name!] = attrValue!;
      }
      checkLinks(tag, attrs, markup, targets);
      if (tag === 'br') out().push({ tag, attrs, children: [] });
      else stack.push({ tag, attrs, children: [] });
    }
  }
  text(decode(markup.slice(at), markup));
  if (stack.length > 0) {
    throw new SyntaxError(
      `content markup: <${stack[stack.length - 1]!.tag}> is not closed in "${markup}"`,
    );
  }
  return root;
}

/** A link the markup makes: a term, a reference, a preset or a source check, by id. */
export interface MarkupLink {
  readonly kind: 'terms' | 'refs' | 'presets' | 'sources';
  readonly id: string;
  /** The link's own text (its children as plain text, values left as {name}). */
  readonly text: string;
}

/** Every link in parsed markup (term links, citations, presets, source checks), in order. */
export function markupLinks(nodes: readonly MarkupNode[]): MarkupLink[] {
  const links: MarkupLink[] = [];
  for (const node of nodes) {
    if (typeof node === 'string' || 'value' in node) continue;
    for (const { tag, name, kind } of linkAttributes) {
      const value = node.tag === tag ? node.attrs[name] : undefined;
      if (value === undefined) continue;
      for (const id of name === 'data-away' ? value.split(' ') : [value]) {
        links.push({ kind, id, text: markupText(node.children, {}) });
      }
    }
    links.push(...markupLinks(node.children));
  }
  return links;
}

/** Every {name} in `markup`, in order of appearance. */
export function markupValues(nodes: readonly MarkupNode[]): string[] {
  const names: string[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if ('value' in node) names.push(node.value);
    else names.push(...markupValues(node.children));
  }
  return names;
}

/**
 * The plain text of a formula's markup, where a sub- or superscript means
 * something a dropped tag would lose: d<sub>model</sub> is "d_model",
 * base<sup>2i/d</sup> is "base^(2i/d)" (one character needs no brackets);
 * other tags are dropped as in markupText. For the places that take text
 * (an <option>, an aria-label) of a formula written in the lesson's notation.
 */
export function formulaText(nodes: readonly MarkupNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('value' in node) return `{${node.value}}`;
      const inner = formulaText(node.children);
      if (node.tag === 'sub') return `_${inner}`;
      if (node.tag === 'sup') return inner.length === 1 ? `^${inner}` : `^(${inner})`;
      return inner;
    })
    .join('');
}

/**
 * The plain text of parsed markup, its tags dropped and each {name} replaced by
 * `values[name]` (or left as {name} when it has none): for the places that take
 * text, not elements, such as an aria-label or an <option>.
 */
export function markupText(
  nodes: readonly MarkupNode[],
  values: Readonly<Record<string, string | number>>,
): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('value' in node) {
        return Object.hasOwn(values, node.value) ? String(values[node.value]) : `{${node.value}}`;
      }
      return markupText(node.children, values);
    })
    .join('');
}
