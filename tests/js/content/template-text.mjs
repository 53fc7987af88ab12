// The text of a source file's html`` templates: the literal pieces between
// ${...} expressions, with tags (and so attributes, also those of a tag that
// holds expressions) removed, as a list of text runs. A small scanner (strings, comments, nested templates), enough
// for the project's TypeScript; used to check that views hold no prose.

/** Every text run of the html`` (or staticHtml``) templates in `source`. */
export function templateTexts(source) {
  const runs = [];
  // Stack of contexts: 'code' (with the brace depth at which a ${ opened) or 'template'.
  const stack = [{ kind: 'code', braces: 0, html: false }];
  let piece = '';
  let i = 0;
  const top = () => stack[stack.length - 1];
  while (i < source.length) {
    const c = source[i];
    const context = top();
    if (context.kind === 'template') {
      if (c === '\\') {
        piece += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        // The whole template at once, an expression as a NUL, so that a tag
        // spanning expressions (`<pe-matrix .x=${x} label="…">`) is removed whole.
        context.pieces.push(piece);
        if (context.html) runs[context.slot] = context.pieces.join('\0');
        piece = '';
        stack.pop();
        i += 1;
      } else if (c === '$' && source[i + 1] === '{') {
        context.pieces.push(piece);
        piece = '';
        stack.push({ kind: 'code', braces: 0 });
        i += 2;
      } else {
        piece += c;
        i += 1;
      }
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 2;
      if (i < 2) break;
    } else if (c === "'" || c === '"') {
      i += 1;
      while (i < source.length && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '`') {
      const tag = /(\w+)\s*$/.exec(source.slice(Math.max(0, i - 20), i))?.[1];
      const html = tag === 'html' || tag === 'staticHtml' || tag === 'svg';
      // An html template's place in the list is kept, so outer text comes before nested.
      stack.push({ kind: 'template', html, pieces: [], slot: runs.length });
      if (html) runs.push('');
      i += 1;
    } else if (c === '{') {
      context.braces += 1;
      i += 1;
    } else if (c === '}') {
      if (context.braces === 0 && stack.length > 1) stack.pop();
      else context.braces -= 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  return runs.flatMap((run) => run.replace(/<[^>]*>?/g, '\n').split(/[\n\0]/));
}

/** Words of the text runs that read as prose: runs of at least `minWords` words. */
export function proseWords(source, minWords = 5) {
  let total = 0;
  const found = [];
  for (const run of templateTexts(source)) {
    const words = run.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
    if (words.length >= minWords) {
      total += words.length;
      found.push(run.replace(/\s+/g, ' ').trim());
    }
  }
  return { total, found };
}
