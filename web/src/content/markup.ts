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

export const allowedTags: Readonly<Record<string, readonly string[]>> = {
  em: [],
  strong: ['class', 'data-value'],
  var: [],
  sub: [],
  sup: [],
  code: [],
  kbd: [],
  cite: [],
  q: [],
  br: [],
  span: ['class', 'data-value', 'data-source', 'data-fact', 'data-chars'],
  a: ['href'],
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

/** The tree of `markup`; a SyntaxError naming the problem when it is not valid. */
export function parseMarkup(markup: string): MarkupNode[] {
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
