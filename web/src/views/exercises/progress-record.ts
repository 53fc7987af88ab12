// Reading a page's stored work: the part of progress-storage.ts that the
// element's getResults() needs (widget/element.ts), kept apart so that the
// element's first load carries it and not the exercises' store (the
// ProgressStore class, the rest of the record's fields), which the
// exercises view loads with its own code. Everything in a record is read in
// progress-storage.ts; here only its results are. Pure apart from
// browserStore(); tested in Node through progress-storage.ts
// (tests/js/progress.test.mjs).
import { isResultItem, type ResultItem } from './progress-summary.js';

/** The part of the Web Storage API used here (a fake in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Record format version: a record of another version is ignored, not misread. */
export const WORK_VERSION = 1;
/** Most answers kept in one record. */
export const MAX_ANSWERS = 200;
/**
 * Longest record read or written (characters of JSON): far more than a
 * learner's work on one page takes (the code is at most progress-storage.ts's MAX_TEXT), far less
 * than a localStorage quota, so a record of megabytes is refused unparsed.
 */
export const MAX_RECORD_LENGTH = 1_000_000;

/** The localStorage key of a page's work in one view. */
export function progressKey(pathname: string, view: string): string {
  return `positional-encoding-widget:work:v${WORK_VERSION}:${pathname}:${view}`;
}

/** The page's localStorage, or null when it is missing or refuses to be used. */
export function browserStore(): KeyValueStore | null {
  try {
    const store = globalThis.localStorage;
    if (!store) return null;
    const probe = 'positional-encoding-widget:probe';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * A stored record's JSON as an object of the current version, or null
 * (no record, not JSON, not an object, another version).
 */
export function parseRecord(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(raw) && raw.version === WORK_VERSION ? raw : null;
}

/** A record's results field read item by item: malformed items are dropped. */
export function parseResults(raw: unknown): Record<string, ResultItem> {
  const results: Record<string, ResultItem> = {};
  if (!isRecord(raw)) return results;
  for (const [id, item] of Object.entries(raw).slice(0, MAX_ANSWERS)) {
    if (isResultItem(item) && item.id === id) results[id] = item;
  }
  return results;
}

/** Work kept for this page's life when storage is unavailable or full, by key. */
export const memory = new Map<string, string>();

/** A page's stored work as read: its text, or why a stored one was refused. */
export interface StoredRecord {
  text: string | null;
  /** The length of a record in storage refused as longer than MAX_RECORD_LENGTH. */
  refusedLength: number | null;
}

/**
 * The stored text of a page's work: what this page last wrote (it is newer
 * than storage when storage was full), else what storage holds, refused by
 * its length alone when it is longer than the page ever writes.
 */
export function readRecord(store: KeyValueStore | null, key: string): StoredRecord {
  const kept = memory.get(key);
  if (kept !== undefined) return { text: kept, refusedLength: null };
  let text: string | null;
  try {
    text = store?.getItem(key) ?? null;
  } catch {
    return { text: null, refusedLength: null };
  }
  if (typeof text === 'string' && text.length > MAX_RECORD_LENGTH) {
    return { text: null, refusedLength: text.length };
  }
  return { text, refusedLength: null };
}

/** The text of {@link readRecord} (null when there is none or it was refused). */
export function readWork(store: KeyValueStore | null, key: string): string | null {
  return readRecord(store, key).text;
}

/** The results kept in a stored record (none when it is missing or malformed). */
export function readResults(store: KeyValueStore | null, key: string): Record<string, ResultItem> {
  return parseResults(parseRecord(readWork(store, key))?.results);
}
