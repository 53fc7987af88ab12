// How the element reads a state change before applying it: setState's
// object (its values read first, nested calls from its getters bounded,
// unknown keys refused) and a view's pe-state request (only from inside the
// widget's own shadow root). Pure reading: the element applies what comes
// back to its current state and commits it.
import { fields, readValues, shown, type ReadValues } from '../views/state.js';

/** setState calls that may nest inside the reading of another's values (a getter calling setState). */
export const MAX_NESTED_READS = 4;

/** Reads setState objects, counting the calls whose values are being read. */
export class SetStateReader {
  private depth = 0;

  /**
   * Every value of `partial`, read before anything is applied; a key that
   * names no field is a TypeError (thrown before any value is read). A call
   * made while MAX_NESTED_READS others are reading is refused: a notice.
   */
  read(partial: unknown): ReadValues | { refused: string } {
    if (partial === null || typeof partial !== 'object') {
      throw new TypeError(`setState expects an object of state fields; got ${shown(partial)}`);
    }
    if (this.depth >= MAX_NESTED_READS) {
      return {
        refused:
          `setState was called from a getter of a value being read, ${this.depth} calls deep; ` +
          `at most ${MAX_NESTED_READS} nest, so this call was ignored.`,
      };
    }
    let read: ReadValues;
    this.depth++;
    try {
      read = readValues(partial, 'script', true);
    } finally {
      this.depth--;
    }
    const unknown = read.unknownKeys;
    if (unknown.length > 0) {
      throw new TypeError(
        `setState: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not state fields' : 'is not a state field'}; allowed: ${fields.join(', ')}`,
      );
    }
    return read;
  }
}

/**
 * A view's pe-state request read like setState's object, with an unknown key
 * or a detail that is no object a notice (views send neither).
 */
export function readViewRequest(detail: unknown): ReadValues {
  if (detail === null || typeof detail !== 'object') {
    return {
      values: new Map(),
      notices: [`A view asked for the state ${shown(detail)}, not an object of fields; ignored.`],
      unknownKeys: [],
    };
  }
  const read = readValues(detail, 'script');
  for (const key of read.unknownKeys) {
    read.notices.push(`A view asked for ${key}, which is not a state field; ignored.`);
  }
  return read;
}

/**
 * Whether `event` started inside `root` (the widget's shadow root), at any
 * depth of nested shadow roots: a view's event, or one of its sub-elements'.
 */
export function startedInside(root: Node, event: Event): boolean {
  let node: unknown = event.composedPath()[0];
  while (node instanceof Node) {
    const at = node.getRootNode();
    if (at === root) return true;
    node = at instanceof ShadowRoot ? at.host : null;
  }
  return false;
}
