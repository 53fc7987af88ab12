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
import type { ResultItem } from './progress-summary.js';
import {
  MAX_ANSWERS,
  MAX_RECORD_LENGTH,
  WORK_VERSION,
  browserStore,
  isRecord,
  memory,
  parseRecord,
  parseResults,
  progressKey,
  readRecord,
  type KeyValueStore,
} from './progress-record.js';

// Reading a record (what the element's getResults() needs too) lives in
// progress-record.ts; its names stay importable from here.
export {
  MAX_ANSWERS,
  MAX_RECORD_LENGTH,
  WORK_VERSION,
  browserStore,
  progressKey,
  readRecord,
  readWork,
  type KeyValueStore,
  type StoredRecord,
} from './progress-record.js';

/** Longest text kept per answer or code (characters); longer text is cut. */
export const MAX_TEXT = 100_000;

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

/** This page's work in `view`, as kept in this browser (read now). */
export function pageProgress(view: string): ProgressStore {
  return new ProgressStore(browserStore(), progressKey(globalThis.location?.pathname ?? '/', view));
}

/**
 * Reads a stored record field by field: whatever is malformed is dropped
 * (a corrupt record gives empty work), texts are cut to MAX_TEXT.
 */
export function parseWork(text: string | null): SavedWork {
  const work = emptyWork();
  const raw = parseRecord(text);
  if (raw === null) return work;
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
  work.results = parseResults(raw.results);
  return work;
}

export function serialiseWork(work: SavedWork): string {
  return JSON.stringify({ version: WORK_VERSION, ...work });
}

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
