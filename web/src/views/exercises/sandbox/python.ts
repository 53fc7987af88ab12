// Whether code that failed to load (or to run) is Python: a learner who knows
// NumPy pastes it into the JavaScript editor and gets "SyntaxError:
// Unexpected identifier". The checker then shows a NumPy-to-JavaScript sheet
// (content/exercises.ts, `python`) instead of the bare error.
//
// Read, never run: each line is matched against a few Python forms once its
// JavaScript comments and string literals are removed (so a JavaScript
// comment quoting NumPy is no sign). A sign JavaScript never has (an
// `import x as y`, a `def`, a block header ending in a colon, `elif`, a NumPy
// slice such as `pe[:, 0::2]`, `np.` or `numpy.`, a `#` comment line; a
// comment after code is removed first) is
// enough; the signs JavaScript code may also have (`range(`, `len(`,
// `print(`, True, False, None) count only two kinds together. `**` is no
// sign: it is JavaScript too. Pure: no DOM.

/** A line of the learner's code that looks like Python (1-based line number, its text). */
export interface PythonSign {
  line: number;
  text: string;
}

/** Forms JavaScript never has. */
const strong: readonly RegExp[] = [
  /^\s*import\s+[\w.]+(\s+as\s+\w+)?\s*$/, // import numpy as np
  /^\s*from\s+[\w.]+\s+import\b/, // from numpy import sin
  /^\s*def\s+\w+\s*\(.*\)\s*(->.*)?:\s*$/, // def pe(n, d):
  /^\s*(for|while|if|elif|else|with|try|except|finally|class)\b.*:\s*$/, // for pos in range(n):
  /\belif\b/,
  /\[\s*:|\w\s*::\s*-?\w|:\s*\]|,\s*:/, // pe[:, 0::2], P[1, :6], P[1, -4:]
  /\b(np|numpy)\.\w/, // np.zeros, numpy.arange
];

/** Forms JavaScript code may have too: two kinds of them together are a sign. */
const weak: readonly RegExp[] = [
  /\brange\s*\(/,
  /\blen\s*\(/,
  /\bprint\s*\(/,
  /\b(True|False|None)\b/,
  /\blambda\b/,
];

/** The longest text quoted from a line. */
const MAX_QUOTE = 40;

/** A line without its JavaScript comments and string literals (enough for the forms above). */
function codeOf(line: string): string {
  return line
    .replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""')
    .replace(/\/\*.*?\*\//g, ' ')
    .replace(/\/\/.*$/, '');
}

function quoteLine(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_QUOTE ? `${trimmed.slice(0, MAX_QUOTE - 1)}…` : trimmed;
}

/**
 * The lines that make `code` look like Python, at most `max` of them in
 * order; none when it does not (then it is JavaScript with a mistake).
 */
export function pythonSigns(code: string, max = 3): PythonSign[] {
  const lines = code.split(/\r\n|\r|\n/);
  const signs: PythonSign[] = [];
  const weakKinds = new Set<number>();
  const weakLines: PythonSign[] = [];
  let inComment = false;
  lines.forEach((raw, index) => {
    let line = raw;
    // A /* … */ comment over several lines is no code.
    if (inComment) {
      const end = line.indexOf('*/');
      if (end < 0) return;
      line = line.slice(end + 2);
      inComment = false;
    }
    const open = line.lastIndexOf('/*');
    if (open >= 0 && line.indexOf('*/', open) < 0) {
      line = line.slice(0, open);
      inComment = true;
    }
    const code = codeOf(line);
    // A # comment, on a line of its own or after the code (not JavaScript's this.#field).
    const comment = /(^|\s)#(\s|$)/.test(code);
    const text = code.replace(/(^|\s)#.*$/, '');
    const sign = { line: index + 1, text: quoteLine(raw) };
    if (/^\s*$/.test(text) ? comment : strong.some((form) => form.test(text))) {
      signs.push(sign);
      return;
    }
    const kinds = weak.flatMap((form, kind) => (form.test(text) ? [kind] : []));
    if (kinds.length > 0) {
      kinds.forEach((kind) => weakKinds.add(kind));
      weakLines.push(sign);
    }
  });
  const all =
    signs.length > 0 || weakKinds.size >= 2
      ? [...signs, ...(weakKinds.size >= 2 ? weakLines : [])].sort((a, b) => a.line - b.line)
      : [];
  return all.slice(0, max);
}
