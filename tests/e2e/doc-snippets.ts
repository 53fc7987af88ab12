// Snippets the docs give readers to paste, read from the docs themselves so
// that the tests check what a reader copies: the README's one-line embed and
// the Content-Security-Policy recipe of docs/embedding.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The origin the docs write for a widget host of one's own. */
export const DOC_WIDGET_ORIGIN = 'https://widget.example';

/** The first html block of README.md's "Embedding" section: the one-line embed. */
export function readmeEmbedSnippet(): string {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Embedding\n');
  if (start < 0) throw new Error('README.md: no "## Embedding" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const match = /```html\n([\s\S]+?)\n```/.exec(section);
  if (!match) throw new Error('README.md: no html block in the Embedding section');
  return match[1]!;
}

/** The header line docs/embedding.md gives after its csp-recipe marker (for DOC_WIDGET_ORIGIN). */
export function documentedCspHeader(): string {
  const docs = readFileSync(resolve(root, 'docs/embedding.md'), 'utf8');
  const after = docs.slice(docs.indexOf('<!-- csp-recipe:'));
  const match = /```http\nContent-Security-Policy: (.+)\n```/.exec(after);
  if (!match) throw new Error('docs/embedding.md: no csp-recipe header block');
  return match[1]!;
}

/** The html block docs/embedding.md gives after its scrollytelling-recipe marker. */
export function scrollytellingRecipe(): string {
  const docs = readFileSync(resolve(root, 'docs/embedding.md'), 'utf8');
  const at = docs.indexOf('<!-- scrollytelling-recipe:');
  if (at < 0) throw new Error('docs/embedding.md: no scrollytelling-recipe marker');
  const match = /```html\n([\s\S]+?)\n```/.exec(docs.slice(at));
  if (!match) throw new Error('docs/embedding.md: no html block after the scrollytelling marker');
  return match[1]!;
}
