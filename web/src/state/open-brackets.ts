// How many brackets a piece of JavaScript leaves open at its end: the check
// a legacy "t." code link (no checksum) gets, since a link cut short almost
// always ends inside a function body. A scanner, not a parser (the page's
// policy allows no eval): it skips strings, template literals (and their
// ${} parts), comments and regular expressions well enough for code a
// learner writes; it is used only to word a notice, never to refuse code.

/** Characters after which a "/" starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);

/** The number of (, [ and { (and unclosed strings or comments) left open at the end of `code`. */
export function openBrackets(code: string): number {
  const stack: string[] = [];
  let previous = '';
  let k = 0;
  const n = code.length;
  /** Skips a quoted string from k (at its quote); false when it never ends. */
  const skipQuoted = (quote: string): boolean => {
    for (k++; k < n; k++) {
      const c = code[k];
      if (c === '\\') k++;
      else if (c === quote) return true;
      else if (c === '\n' && quote !== '`') return false;
      else if (quote === '`' && c === '$' && code[k + 1] === '{') {
        stack.push('${');
        k++;
        return true;
      }
    }
    return false;
  };
  while (k < n) {
    const c = code[k]!;
    const next = code[k + 1];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      k++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', k);
      k = end < 0 ? n : end;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = code.indexOf('*/', k + 2);
      if (end < 0) return stack.length + 1;
      k = end + 2;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      if (!skipQuoted(c)) return stack.length + 1;
      k++;
      previous = 'x';
      continue;
    }
    if (c === '/' && BEFORE_REGEX.has(previous)) {
      let inClass = false;
      for (k++; k < n && code[k] !== '\n'; k++) {
        const r = code[k];
        if (r === '\\') k++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      if (k >= n || code[k] === '\n') return stack.length + 1;
      k++;
      previous = 'x';
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() === '${') {
        // Back inside the template literal: on to its end or its next ${.
        if (!skipQuoted('`')) return stack.length + 1;
        k++;
        previous = 'x';
        continue;
      }
    }
    previous = /[\w$]/.test(c) ? 'x' : c;
    k++;
  }
  return stack.length;
}
