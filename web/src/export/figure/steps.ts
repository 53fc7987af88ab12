// Work split into small steps, so that building an export file of any
// allowed size never holds the page's main thread for long. A `Steps<T>` is
// a generator that does a bounded piece of work (a few milliseconds: some
// thousands of cells), yields the fraction of the whole done so far (0 to 1)
// and finally returns its result. The figure and file modules are written
// as such generators and stay pure: `finish` runs every step at once (Node,
// tests, the synchronous entry points), `runInTasks` spreads them over
// tasks of the page and yields to the event loop between tasks, so input,
// rendering and other timers run while a large file is being built.

/** Work in steps: yields the fraction done after each step, returns the result. */
export type Steps<T> = Generator<number, T, void>;

/** Runs every step at once and returns the result. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** `steps` as the part [from, to] of a larger job: its fractions mapped into that range. */
export function* within<T>(steps: Steps<T>, from: number, to: number): Steps<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    yield from + (to - from) * next.value;
  }
}

/**
 * Calls `body(begin, end)` for consecutive ranges of at most `size` of the
 * `count` items, one step each.
 */
export function* inChunks(
  count: number,
  size: number,
  body: (begin: number, end: number) => void,
): Steps<void> {
  const chunk = Math.max(1, Math.floor(size));
  for (let begin = 0; begin < count; begin += chunk) {
    const end = Math.min(count, begin + chunk);
    body(begin, end);
    yield end / count;
  }
}

/**
 * A value computed once, on first use: in steps (`steps()`, what the export
 * menu runs in tasks before it reads the value) or at once (`get()`). A
 * run of `steps()` stopped before its end leaves nothing behind, and the
 * next use starts again; so does `clear()`.
 */
export class Once<T> {
  private done = false;
  private value: T | undefined;

  constructor(private readonly make: () => Steps<T>) {}

  *steps(): Steps<T> {
    if (this.done) return this.value as T;
    const value = yield* this.make();
    this.value = value;
    this.done = true;
    return value;
  }

  get(): T {
    return finish(this.steps());
  }

  /** Forgets the value: the next use computes it again. */
  clear(): void {
    this.done = false;
    this.value = undefined;
  }
}

/**
 * Throws the signal's reason once it is aborted (AbortSignal.throwIfAborted,
 * which Safari before 15.4 lacks).
 */
export function stopIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted)
    throw signal.reason ?? new DOMException('The export was stopped', 'AbortError');
}

/** Longest a task of {@link runInTasks} runs before it yields (milliseconds). */
export const TASK_BUDGET_MS = 25;
/** Most steps in one task, however fast they are: at least one yield every this many steps. */
export const STEPS_PER_TASK = 8;

export interface TaskOptions {
  /** Stops the work between two steps; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Called with the fraction done each time the work yields to the page. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** Longest task in milliseconds (default {@link TASK_BUDGET_MS}). */
  budgetMs?: number | undefined;
  /** Most steps per task (default {@link STEPS_PER_TASK}). */
  stepsPerTask?: number | undefined;
}

/** What a run of {@link runInTasks} took: its steps and the tasks they were spread over. */
export interface TaskCount {
  steps: number;
  tasks: number;
}

/**
 * Runs `steps` in tasks of at most `budgetMs` (or `stepsPerTask` steps),
 * yielding to the event loop between tasks (a message on a channel of its
 * own: not clamped like nested timers, and closed when the work ends, so
 * nothing stays reachable). `count`, when given, is filled in as it goes.
 */
export async function runInTasks<T>(
  steps: Steps<T>,
  options: TaskOptions = {},
  count: TaskCount = { steps: 0, tasks: 0 },
): Promise<T> {
  const budget = options.budgetMs ?? TASK_BUDGET_MS;
  const most = options.stepsPerTask ?? STEPS_PER_TASK;
  const { signal, onProgress } = options;
  const channel = new MessageChannel();
  let wake: (() => void) | undefined;
  channel.port1.onmessage = () => wake?.();
  const nextTask = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      channel.port2.postMessage(null);
    });
  try {
    for (;;) {
      count.tasks++;
      const start = performance.now();
      let inTask = 0;
      for (;;) {
        stopIfAborted(signal);
        const next = steps.next();
        if (next.done) return next.value;
        count.steps++;
        inTask++;
        if (inTask >= most || performance.now() - start >= budget) {
          onProgress?.(next.value);
          break;
        }
      }
      await nextTask();
    }
  } finally {
    steps.return(undefined as never);
    channel.port1.onmessage = null;
    channel.port1.close();
    channel.port2.close();
  }
}
