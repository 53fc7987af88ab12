// The learner's work, kept in this browser only: answers, predictions,
// exercise code and results, one JSON record per page (location.pathname)
// and view in localStorage. Nothing here sends anything anywhere.
//
// Storage can be missing (a sandboxed frame, privacy settings: reading
// window.localStorage throws), full (setItem throws a QuotaExceededError) or
// hold anything (another version, a hand edit, a record of megabytes): each
// case degrades to work kept in memory for this page's life, never to an
// exception. A record longer than MAX_RECORD_LENGTH is refused by its length
// alone, before any of it is parsed, and the page never writes one. Pure apart
// from browserStore(); tested in Node with a fake store
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
/** Longest text kept per answer or code (characters); longer text is cut. */
export const MAX_TEXT = 100_000;
/** Most answers kept in one record. */
export const MAX_ANSWERS = 200;
/**
 * Longest record read or written (characters of JSON): far more than a
 * learner's work on one page takes (the code is at most MAX_TEXT), far less
 * than a localStorage quota, so a record of megabytes is refused unparsed.
 */
export const MAX_RECORD_LENGTH = 1_000_000;

export interface SavedWork {
  /** The exercise code as last edited, or null for the starter code. */
  code: string | null;
  /** Answer fields by id (text, a choice, a number as text). */
  answers: Record<string, string>;
  /** Ids of the quiz items whose answer was revealed. */
  revealed: string[];
  /** The last result of each completed item, by id. */
  results: Record<string, ResultItem>;
}

export function emptyWork(): SavedWork {
  return { code: null, answers: {}, revealed: [], results: {} };
}

/** The localStorage key of a page's work in one view. */
export function progressKey(pathname: string, view: string): string {
  return `positional-encoding-widget:work:v${WORK_VERSION}:${pathname}:${view}`;
}

/** This page's work in `view`, as kept in this browser (read now). */
export function pageProgress(view: string): ProgressStore {
  return new ProgressStore(browserStore(), progressKey(globalThis.location?.pathname ?? '/', view));
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

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Reads a stored record field by field: whatever is malformed is dropped
 * (a corrupt record gives empty work), texts are cut to MAX_TEXT.
 */
export function parseWork(text: string | null): SavedWork {
  const work = emptyWork();
  if (text === null) return work;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return work;
  }
  if (!isRecord(raw) || raw.version !== WORK_VERSION) return work;
  if (typeof raw.code === 'string') work.code = raw.code.slice(0, MAX_TEXT);
  if (isRecord(raw.answers)) {
    for (const [id, value] of Object.entries(raw.answers).slice(0, MAX_ANSWERS)) {
      if (typeof value === 'string') work.answers[id] = value.slice(0, MAX_TEXT);
    }
  }
  if (Array.isArray(raw.revealed)) {
    work.revealed = [
      ...new Set(raw.revealed.filter((id): id is string => typeof id === 'string')),
    ].slice(0, MAX_ANSWERS);
  }
  if (isRecord(raw.results)) {
    for (const [id, item] of Object.entries(raw.results).slice(0, MAX_ANSWERS)) {
      if (isResultItem(item) && item.id === id) work.results[id] = item;
    }
  }
  return work;
}

export function serialiseWork(work: SavedWork): string {
  return JSON.stringify({ version: WORK_VERSION, ...work });
}

/** Work kept for this page's life when storage is unavailable or full, by key. */
const memory = new Map<string, string>();

/**
 * Why the last save did not reach storage, for the page to say: no storage,
 * storage full, or work larger than MAX_RECORD_LENGTH.
 */
export type SaveProblem = 'unavailable' | 'full' | 'large' | null;

/**
 * One page's work in one view: read once, changed through update(), written
 * back after every change (to storage when it can, always to memory).
 */
export class ProgressStore {
  private current: SavedWork;
  /** Why the work is kept only in memory, or null when it is saved. */
  problem: SaveProblem;
  /** The length of the stored record when it was refused as too long (else null). */
  readonly refusedLength: number | null;

  constructor(
    private readonly store: KeyValueStore | null,
    readonly key: string,
  ) {
    this.problem = store ? null : 'unavailable';
    const record = readRecord(store, key);
    this.refusedLength = record.refusedLength;
    this.current = parseWork(record.text);
  }

  get work(): SavedWork {
    return this.current;
  }

  /** Applies `change` to a copy of the work and saves it; returns the new work. */
  update(change: (work: SavedWork) => void): SavedWork {
    const next: SavedWork = {
      code: this.current.code,
      answers: { ...this.current.answers },
      revealed: [...this.current.revealed],
      results: { ...this.current.results },
    };
    change(next);
    this.current = next;
    this.save();
    return next;
  }

  setAnswer(id: string, value: string | null): void {
    const kept = value === null ? null : value.slice(0, MAX_TEXT);
    if ((this.current.answers[id] ?? null) === kept) return;
    this.update((w) => {
      if (value === null) delete w.answers[id];
      else w.answers[id] = value.slice(0, MAX_TEXT);
    });
  }

  record(item: ResultItem): void {
    this.update((w) => {
      w.results[item.id] = item;
    });
  }

  /** Forgets everything: storage, memory and the work in hand. */
  clear(): void {
    this.current = emptyWork();
    memory.delete(this.key);
    try {
      this.store?.removeItem(this.key);
    } catch {
      // A store that cannot remove cannot have saved either.
    }
  }

  private save(): void {
    const text = serialiseWork(this.current);
    memory.set(this.key, text);
    if (!this.store) return;
    if (text.length > MAX_RECORD_LENGTH) {
      // Written, it would be refused when read back: kept in memory instead.
      this.problem = 'large';
      return;
    }
    try {
      this.store.setItem(this.key, text);
      this.problem = null;
    } catch {
      // QuotaExceededError, or storage switched off since the page loaded.
      this.problem = 'full';
    }
  }
}

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
