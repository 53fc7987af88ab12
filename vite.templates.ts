import { minifyHTMLLiterals } from 'minify-literals';
import type { Plugin } from 'vite';

/**
 * A template's indentation: any run of white space that holds a line break.
 * In HTML it is one space (the same text node, and the same rendering outside
 * <pre> and <textarea>, which keep theirs); in CSS, one space, or none next
 * to a brace, a semicolon, a colon or a comma.
 */
const INDENT = /[ \t]*\n\s*/g;

function collapseHtml(html: string): string {
  // <pre> and <textarea> keep their white space.
  return html
    .split(/(<(pre|textarea)\b[\s\S]*?<\/\2\s*>)/i)
    .map((part, k) => (k % 3 === 0 ? part.replace(INDENT, ' ') : k % 3 === 1 ? part : ''))
    .join('');
}

function collapseCss(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(INDENT, ' ')
      .replace(/ ?([{};]) ?/g, '$1')
      // After a declaration's colon or a comma (no string in the widget's CSS holds either).
      .replace(/([:,]) /g, '$1')
      .trim()
  );
}

/**
 * minify-literals leaves every css`` template of a file alone when the file
 * mentions `unsafeCSS` (it cannot know what the inserted text holds): 37 of
 * the widget's files, the heat map's frame and view styles among them, kept
 * their comments and indentation (0.7 kB gzip of the README embed's
 * first load). Here only the template's own white space changes, never
 * the text of an expression (minify-literals keeps each ${…} as it is), so the file is handed over
 * with the name spelled differently (same length, so the source map holds)
 * and spelled back after.
 */
const UNSAFE_CSS = /\bunsafeCSS\b/g;
const UNSAFE_CSS_ALIAS = 'unsafeC$S';

/**
 * Takes the indentation out of Lit's css`` and html`` templates in the
 * builds (the JavaScript minifier leaves template text alone): about 1.6 kB
 * gzip of the element. Only white space changes, never a value (a colour
 * stays as written: hosts read the custom properties) or an attribute
 * (a style binding stays a binding: CSP, ui/style-map.ts). minify-literals
 * finds the templates and keeps their expressions and source maps.
 */
export function minifyTemplates(): Plugin {
  return {
    name: 'minify-templates',
    apply: 'build',
    async transform(code, id) {
      if (!/\/web\/src\/.*\.ts$/.test(id) || !/\b(html|css|svg)`/.test(code)) return null;
      if (code.includes(UNSAFE_CSS_ALIAS))
        this.error(`minify-templates: ${id} already holds ${UNSAFE_CSS_ALIAS}`);
      const result = await minifyHTMLLiterals(
        code.replace(UNSAFE_CSS, () => UNSAFE_CSS_ALIAS),
        {
          fileName: id,
          html: collapseHtml,
          css: collapseCss,
        },
      );
      return (
        result && {
          code: result.code.replaceAll(UNSAFE_CSS_ALIAS, 'unsafeCSS'),
          map: result.map ?? null,
        }
      );
    },
  };
}
