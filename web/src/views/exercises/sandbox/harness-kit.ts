// The sandbox harness's own copies of the platform functions it uses after
// the learner's code has run.
//
// The learner's code shares the worker's global scope with the harness and
// may replace anything in it (Float64Array, Array.isArray, JSON,
// String.prototype.slice, Error[Symbol.hasInstance], an accessor on
// Array.prototype that runs on assignment to a missing index, ...). The
// harness captures what it needs here, before that code is loaded, and
// builds its reply only with these: fresh typed arrays over buffers it
// allocated itself, texts cut to a bound, and values put into its own
// arrays without [[Set]] (so no inherited setter runs). Nothing the learner
// made is ever structured-cloned to the page.
//
// captureKit is serialised with Function.prototype.toString into the
// worker (see harness.ts): it must stay self-contained, with no reference to
// anything else in this module and no import.

/** Where one shape's numbers go: a buffer allocated before the learner's code ran. */
export interface Slot {
  store: ArrayBuffer;
  values: Float64Array;
  /** How many float64 values `store` holds. */
  capacity: number;
}

export interface HarnessKit {
  /** The longest text the harness sends. */
  maxText: number;
  /** A new buffer of `capacity` float64 values. */
  slot(capacity: number): Slot;
  /** A Float64Array of the first `length` values of a slot (no species lookup). */
  view(slot: Slot, length: number): Float64Array;
  /** The length of an Array (read once) or a typed array (its real length); -1 otherwise. */
  lengthOf(value: unknown): number;
  isFinite(x: unknown): boolean;
  floor(x: number): number;
  /** Any value as text of at most `max` characters (default maxText); never throws. */
  text(value: unknown, max?: number): string;
  /** A thrown value as "Name: message" (an Error) or "Your code threw <type>: text", cut. */
  errorText(error: unknown): string;
  /** A string's first `count` characters, JSON-quoted. */
  quote(text: string, count: number): string;
  /** A whole number with thousands separators (1,000,000). */
  grouped(n: number): string;
  /** Defines list[index] = value as an own property: no inherited setter runs. */
  put<T>(list: T[], index: number, value: T): void;
  /** Cancels an ErrorEvent (so that it does not reach the frame) and returns what was thrown. */
  takeError(event: Event): unknown;
}

/** The kit, captured from the worker's globals as they are now (before the learner's code). */
export function captureKit(maxText: number): HarnessKit {
  const uncurry = Function.prototype.call.bind(Function.prototype.call) as <A extends unknown[], R>(
    f: (...args: A) => R,
    self: unknown,
    ...args: A
  ) => R;
  const F64 = Float64Array;
  const Buffer = ArrayBuffer;
  const isArray = Array.isArray;
  const typedLength = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(Int8Array.prototype) as object,
    'length',
  )!.get as () => number;
  const numberIsFinite = Number.isFinite;
  const floor = Math.floor;
  const toText = String;
  const slice = String.prototype.slice as (this: string, start: number, end: number) => string;
  const stringify = JSON.stringify;
  const isPrototypeOf = Object.prototype.isPrototypeOf as (this: object, value: unknown) => boolean;
  const errorPrototype = Error.prototype;
  const define = Object.defineProperty;
  const preventDefault = Event.prototype.preventDefault as (this: Event) => void;
  // ErrorEvent exists in workers (Node, where tests call the kit, has none).
  const errorOf = (
    typeof ErrorEvent === 'function'
      ? Object.getOwnPropertyDescriptor(ErrorEvent.prototype, 'error')?.get
      : undefined
  ) as ((this: Event) => unknown) | undefined;

  // No RegExp and no Math.max here: the learner's code may have replaced them.
  function grouped(n: number): string {
    const digits = `${n}`;
    if (!(n >= 0 && n < 1e21 && floor(n) === n)) return digits;
    let out = '';
    for (let k = 0; k < digits.length; k++) {
      if (k > 0 && (digits.length - k) % 3 === 0) out += ',';
      out += digits[k];
    }
    return out;
  }
  function cut(text: string, max: number): string {
    if (text.length <= max) return text;
    const note = `… (cut: ${grouped(text.length)} characters in all)`;
    return uncurry(slice, text, 0, max > note.length ? max - note.length : 0) + note;
  }
  function text(value: unknown, max = maxText): string {
    if (typeof value === 'string') return cut(value, max);
    try {
      return cut(toText(value), max);
    } catch {
      return 'a value that cannot be shown';
    }
  }
  function isError(value: unknown): value is { name: unknown; message: unknown } {
    if (typeof value !== 'object' || value === null) return false;
    try {
      return uncurry(isPrototypeOf, errorPrototype, value);
    } catch {
      return false;
    }
  }
  return {
    maxText,
    slot(capacity) {
      const store = new Buffer(capacity * 8);
      return { store, values: new F64(store), capacity };
    },
    view(slot, length) {
      return new F64(slot.store, 0, length);
    },
    lengthOf(value) {
      if (isArray(value)) {
        // An Array's length is a whole number; a Proxy's may be anything.
        let length: unknown;
        try {
          length = (value as { length: unknown }).length;
        } catch {
          return -1;
        }
        return typeof length === 'number' && length >= 0 && floor(length) === length ? length : -1;
      }
      try {
        return uncurry(typedLength, value);
      } catch {
        return -1; // Not a typed array (a DataView, a plain object, ...).
      }
    },
    isFinite: (x) => numberIsFinite(x),
    floor: (x) => floor(x),
    text,
    errorText(error) {
      if (isError(error)) {
        let name: unknown = 'Error';
        let message: unknown = '';
        try {
          name = error.name;
          message = error.message;
        } catch {
          // A getter that throws: keep what was read.
        }
        // The head is short, so the cut (and its note) falls in the message itself.
        const head = `${text(name, 100)}: `;
        return head + text(message, maxText - head.length);
      }
      const head = `Your code threw ${typeof error}: `;
      return head + text(error, maxText - head.length);
    },
    quote: (value, count) => stringify(uncurry(slice, value, 0, count)),
    grouped,
    put(list, index, value) {
      define(list, index, { value, writable: true, enumerable: true, configurable: true });
    },
    takeError(event) {
      try {
        uncurry(preventDefault, event);
        return errorOf ? uncurry(errorOf, event) : undefined;
      } catch {
        return undefined; // Not an ErrorEvent: nothing to show but that it happened.
      }
    },
  };
}
