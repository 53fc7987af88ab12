// The learner's results as an instructor collects them: one item per quiz
// question, prediction and exercise (right or wrong as the engine decided;
// for a checkpoint question, the learner's own mark once they compared
// their answer with the given one), and a plain-text summary of them. Pure:
// no DOM; tested in Node (tests/js/views/exercises-progress.test.mjs).

/** What was completed: a checked question, a prediction, or an exercise. */
export type ResultKind = 'quiz' | 'exercise' | 'prediction';

/** One completed item, as kept, returned by getResults() and sent in pe-result. */
export interface ResultItem {
  kind: ResultKind;
  id: string;
  /**
   * Right or wrong as the engine decided. For a checkpoint question (the
   * self-checked items of RESULT_ITEMS: q1 to q5 and the challenge) it is
   * the learner's own mark after revealing the answer: true for "I had it",
   * false for "Not yet", and null until they mark it.
   */
  correct: boolean | null;
  /** One line on what was answered or run, and the outcome. */
  summary: string;
}

/** Who decides whether an item is right: the engine, or the learner's own mark. */
export type ResultCheck = 'engine' | 'self';

/** The items the exercises view can complete, in page order, with their names. */
export const RESULT_ITEMS: readonly {
  id: string;
  kind: ResultKind;
  label: string;
  check?: ResultCheck;
}[] = [
  { id: 'code', kind: 'exercise', label: 'Coding exercise: positionalEncoding' },
  { id: 'q1', kind: 'prediction', label: 'Checkpoint question 1', check: 'self' },
  { id: 'q2', kind: 'prediction', label: 'Checkpoint question 2', check: 'self' },
  { id: 'q3', kind: 'prediction', label: 'Checkpoint question 3', check: 'self' },
  { id: 'q4', kind: 'prediction', label: 'Checkpoint question 4', check: 'self' },
  { id: 'q5', kind: 'prediction', label: 'Checkpoint question 5', check: 'self' },
  { id: 'challenge', kind: 'prediction', label: 'Independent challenge', check: 'self' },
  { id: 'pe0', kind: 'quiz', label: 'PE(0) at d_model = 8' },
  { id: 'longest', kind: 'quiz', label: 'Pair with the longest wavelength at d_model = 512' },
  { id: 'dot', kind: 'quiz', label: 'Is PE5·PE8 equal to PE10·PE13 at d_model = 512?' },
  { id: 'ex1', kind: 'prediction', label: 'Exercise 1: are all rows distinct?' },
  { id: 'ex2', kind: 'exercise', label: 'Exercise 2: the rotation at another pair and offset' },
  { id: 'ex3', kind: 'prediction', label: 'Exercise 3: which dimension oscillates faster?' },
];

/** Longest summary line kept (a written answer is quoted in it). */
export const MAX_SUMMARY = 2000;

const kinds = new Set<ResultKind>(['quiz', 'exercise', 'prediction']);

export function isResultItem(x: unknown): x is ResultItem {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.kind === 'string' &&
    kinds.has(r.kind as ResultKind) &&
    typeof r.id === 'string' &&
    (r.correct === null || typeof r.correct === 'boolean') &&
    typeof r.summary === 'string' &&
    r.summary.length <= MAX_SUMMARY
  );
}

/** A written answer quoted on one line, cut to `max` characters. */
export function quote(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > max ? `${line.slice(0, max - 1)}…` : line}"`;
}

/** Whether item `id` is marked by the learner (a checkpoint question), not by the engine. */
export function isSelfChecked(id: string): boolean {
  return RESULT_ITEMS.some((r) => r.id === id && r.check === 'self');
}

function mark(item: ResultItem | undefined): string {
  if (!item) return '[not done]';
  if (item.correct === null) return '[answered]';
  if (isSelfChecked(item.id)) return item.correct ? '[I had it]' : '[not yet]';
  return item.correct ? '[right]' : '[wrong]';
}

/** The results in page order (known items first, then any others kept). */
export function orderedResults(results: Readonly<Record<string, ResultItem>>): ResultItem[] {
  const known = RESULT_ITEMS.flatMap((r) => (results[r.id] ? [results[r.id]!] : []));
  const others = Object.values(results).filter((r) => !RESULT_ITEMS.some((k) => k.id === r.id));
  return [...known, ...others];
}

/**
 * The plain-text summary: a heading with the page, the count of items the
 * engine checked right and (once there are any) of the learner's own marks,
 * then one line per item in page order.
 */
export function resultsText(results: Readonly<Record<string, ResultItem>>, page: string): string {
  const items = orderedResults(results);
  const decided = items.filter((i) => i.correct !== null);
  const checked = decided.filter((i) => !isSelfChecked(i.id));
  const marked = decided.filter((i) => isSelfChecked(i.id));
  const count = (list: ResultItem[]) => list.filter((i) => i.correct).length;
  const own =
    marked.length > 0 ? `; your own marks: ${count(marked)} of ${marked.length} "I had it"` : '';
  const lines = [
    'Positional encoding: my results',
    `Page: ${page}`,
    `Checked by the engine: ${count(checked)} of ${checked.length} right${own}; ${items.length} of ${RESULT_ITEMS.length} items done.`,
    '',
  ];
  for (const entry of RESULT_ITEMS) {
    const item = results[entry.id];
    lines.push(`${mark(item)} ${entry.label}${item ? `: ${item.summary}` : ''}`);
  }
  for (const item of items.filter((i) => !RESULT_ITEMS.some((k) => k.id === i.id))) {
    lines.push(`${mark(item)} ${item.id}: ${item.summary}`);
  }
  return `${lines.join('\n')}\n`;
}
