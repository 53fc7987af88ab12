// The check that a view's slots are sized right (ui/chapter.ts sized()): at
// one state, every value its first-paint frame sizes has no text yet, and the
// view's number there is exactly as many characters as the slot is wide (or,
// for a slot sized by a bound of a data result, at most that many).
import assert from 'node:assert/strict';

const isSized = (value) =>
  typeof value === 'object' && value !== null && 'chars' in value && 'text' in value;

/**
 * Asserts the frame's sized values (`frame`) fit the view's (`view`) exactly,
 * those named in `bounded` within their width; those named in `absent` (a
 * number the engine has none of at this state, in a phrase not shown) have
 * no text in the view either. Returns the names checked.
 */
export function assertSlotWidths(frame, view, label, { bounded = [], absent = [] } = {}) {
  const names = Object.keys(frame).filter((name) => isSized(frame[name]));
  for (const name of names) {
    const blank = frame[name];
    const shown = view[name];
    assert.equal(blank.text, '', `${label}: the frame shows no number for ${name}`);
    assert.ok(isSized(shown), `${label}: the view sizes ${name} too`);
    assert.equal(shown.chars, blank.chars, `${label}: ${name}'s slot is as wide in the view`);
    const chars = [...shown.text].length;
    if (absent.includes(name)) {
      assert.equal(shown.text, '', `${label}: no number for ${name}`);
    } else if (bounded.includes(name)) {
      assert.ok(
        chars <= blank.chars,
        `${label}: ${name} = "${shown.text}" fits its slot of ${blank.chars}`,
      );
    } else {
      assert.equal(
        chars,
        blank.chars,
        `${label}: ${name} = "${shown.text}" fills its slot of ${blank.chars}`,
      );
    }
  }
  for (const name of bounded) assert.ok(names.includes(name), `${label}: ${name} is sized`);
  return names;
}

/** Whether `value` is a slot's sized value (text and width). */
export { isSized };

const sizedNames = (values) =>
  [...values.keys()].filter((name) => isSized(values.get(name))).sort();

/**
 * Like assertSlotWidths, over the values a rendering of the chapter read
 * (`frame` and `view`: Maps from name to value), for the sized names both
 * read. A name of `bounded` is sized by a bound: its number may be narrower
 * than its slot, never wider. Returns the names checked, the bounded ones
 * that left a gap, and whether the frame and the view read the same names
 * (they differ where the engine's findings choose another phrase).
 */
export function assertShownSlots(frame, view, label, bounded = []) {
  const names = sizedNames(frame).filter((name) => view.has(name));
  const gaps = [];
  for (const name of names) {
    const blank = frame.get(name);
    const shown = view.get(name);
    assert.equal(blank.text, '', `${label}: the frame shows no number for ${name}`);
    assert.ok(isSized(shown), `${label}: the view sizes ${name} too`);
    assert.equal(shown.chars, blank.chars, `${label}: ${name}'s slot is as wide in the view`);
    const length = [...shown.text].length;
    const what = `${label}: ${name} = "${shown.text}" in its slot of ${blank.chars}`;
    if (bounded.includes(name)) {
      assert.ok(length <= blank.chars, `${what} (a bound)`);
      if (length < blank.chars) gaps.push(name);
    } else {
      assert.equal(length, blank.chars, what);
    }
  }
  const same = sizedNames(frame).join() === sizedNames(view).join();
  return { names, bounded: gaps, same };
}
