// The check that a view's slots are sized right (ui/chapter.ts sized()): at
// one state, every value its first-paint frame sizes has no text yet, and the
// view's number there is exactly as many characters as the slot is wide.
import assert from 'node:assert/strict';

const isSized = (value) =>
  typeof value === 'object' && value !== null && 'chars' in value && 'text' in value;

/** Asserts the frame's sized values (`frame`) fit the view's (`view`) exactly; the names checked. */
export function assertSlotWidths(frame, view, label) {
  const names = Object.keys(frame).filter((name) => isSized(frame[name]));
  for (const name of names) {
    const blank = frame[name];
    const shown = view[name];
    assert.equal(blank.text, '', `${label}: the frame shows no number for ${name}`);
    assert.ok(isSized(shown), `${label}: the view sizes ${name} too`);
    assert.equal(shown.chars, blank.chars, `${label}: ${name}'s slot is as wide in the view`);
    assert.equal(
      [...shown.text].length,
      blank.chars,
      `${label}: ${name} = "${shown.text}" fills its slot of ${blank.chars}`,
    );
  }
  return names;
}
