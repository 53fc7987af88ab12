// The learner's way through the course, kept in this browser only, beside
// the exercises' work (views/exercises/progress-storage.ts) and as robust:
// one small JSON record per page (location.pathname) in localStorage with
// the chapters visited and completed. Missing storage (a sandboxed frame,
// privacy settings), full storage or a record of anything else (another
// version, a hand edit, megabytes) degrade to progress kept in memory for
// the page's life, never to an exception. Nothing is sent anywhere.
//
// What the marks mean (the contents says it too):
//   visited    the chapter was shown in this widget
//   completed  the learner reached the chapter's end and pressed Next there;
//              for the exercises, every item has a result (their own record)
// Pure apart from the store handed in; tested in Node with a fake store
// (tests/js/course.test.mjs).
import type { KeyValueStore } from '../views/exercises/progress-record.js';
import { RESULT_ITEMS, type ResultItem } from '../views/exercises/progress-summary.js';
import { viewIds, type ViewName } from '../views/registry.js';

/** Record format version: a record of another version is ignored, not misread. */
export const COURSE_VERSION = 1;
/**
 * Longest record read (characters of JSON). A whole course's record is a few
 * hundred characters; anything far longer is not one of ours and is refused
 * by its length alone, unparsed.
 */
export const MAX_COURSE_RECORD = 10_000;

export interface CourseRecord {
  /** Chapters shown, in the order first shown. */
  visited: ViewName[];
  /** Chapters completed (Next pressed at their end), in the order completed. */
  completed: ViewName[];
}

/** The localStorage key of a page's course record. */
export function courseKey(pathname: string): string {
  return `positional-encoding-widget:course:v${COURSE_VERSION}:${pathname}`;
}

const known = new Set<string>(viewIds);

/** The chapter ids of a stored list: known ids only, each once. */
function ids(value: unknown): ViewName[] {
  if (!Array.isArray(value)) return [];
  const out = new Set<ViewName>();
  for (const id of value) if (typeof id === 'string' && known.has(id)) out.add(id as ViewName);
  return [...out];
}

/** Reads a stored record: whatever is malformed is dropped (a corrupt record is an empty one). */
export function parseCourse(text: string | null): CourseRecord {
  const record: CourseRecord = { visited: [], completed: [] };
  if (text === null || text.length > MAX_COURSE_RECORD) return record;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return record;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return record;
  const fields = raw as Record<string, unknown>;
  if (fields.version !== COURSE_VERSION) return record;
  record.visited = ids(fields.visited);
  record.completed = ids(fields.completed);
  return record;
}

export function serialiseCourse(record: CourseRecord): string {
  return JSON.stringify({ version: COURSE_VERSION, ...record });
}

/** Records kept for the page's life where storage is missing or full, by key. */
const memory = new Map<string, string>();

/**
 * One page's course record. Every read goes to the record (what this page
 * wrote last, else storage), so two widgets on a page and the contents see
 * one record; every change is written back at once.
 */
export class CourseProgress {
  constructor(
    private readonly store: KeyValueStore | null,
    readonly key: string,
  ) {}

  /** The record as kept now. */
  read(): CourseRecord {
    const kept = memory.get(this.key);
    if (kept !== undefined) return parseCourse(kept);
    try {
      return parseCourse(this.store?.getItem(this.key) ?? null);
    } catch {
      return parseCourse(null);
    }
  }

  /** Marks `id` visited; false when it already was (nothing written). */
  visit(id: ViewName): boolean {
    return this.add('visited', id);
  }

  /** Marks `id` completed (and visited); false when it already was. */
  complete(id: ViewName): boolean {
    const visited = this.add('visited', id);
    return this.add('completed', id) || visited;
  }

  /** Forgets the record: storage and memory. */
  clear(): void {
    memory.delete(this.key);
    try {
      this.store?.removeItem(this.key);
    } catch {
      // A store that cannot remove cannot have saved either.
    }
  }

  private add(list: keyof CourseRecord, id: ViewName): boolean {
    const record = this.read();
    if (record[list].includes(id)) return false;
    record[list].push(id);
    const text = serialiseCourse(record);
    memory.set(this.key, text);
    try {
      this.store?.setItem(this.key, text);
    } catch {
      // QuotaExceededError, or storage switched off since the page loaded:
      // the record stays in memory for the page's life.
    }
    return true;
  }
}

/** A chapter's mark in the contents. */
export type ChapterStatus = 'completed' | 'visited' | 'new';

/** Whether every item of the exercises has a result (answered, run or checked). */
export function exercisesDone(results: Readonly<Record<string, ResultItem>>): boolean {
  return RESULT_ITEMS.every((item) => results[item.id] !== undefined);
}

/**
 * A chapter's mark: the exercises are completed when every item has a
 * result, any other chapter when Next was pressed at its end.
 */
export function chapterStatus(
  id: ViewName,
  record: CourseRecord,
  exerciseResults: Readonly<Record<string, ResultItem>>,
): ChapterStatus {
  const completed =
    id === ('exercises' as ViewName)
      ? exercisesDone(exerciseResults)
      : record.completed.includes(id);
  if (completed) return 'completed';
  return record.visited.includes(id) ? 'visited' : 'new';
}
