// Every bad-input rule: the error class, err.param, and a message naming the
// parameter, the value and the allowed range.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorCases } from './cases.mjs';
import { api, thrown } from './util.mjs';

for (const c of errorCases) {
  test(`${c.label} -> ${c.type.name} naming ${c.param}`, () => {
    const error = thrown(() => c.call(api));
    assert.equal(error.constructor, c.type, `${error.constructor.name}: ${error.message}`);
    assert.equal(error.param, c.param, error.message);
    assert.match(error.message, c.patterns.name, 'message names the parameter');
    assert.match(error.message, c.patterns.got, 'message names the value');
    assert.match(error.message, c.patterns.range, 'message names the allowed range');
  });
}

test('RangeError and TypeError are the built-in classes (instanceof works)', () => {
  assert.ok(thrown(() => api.positionalEncoding(0, 4)) instanceof RangeError);
  assert.ok(thrown(() => api.positionalEncoding('3', 4)) instanceof TypeError);
  assert.ok(thrown(() => api.positionalEncoding(0, 4)) instanceof Error);
});

test('a long string value is shortened in the message', () => {
  const error = thrown(() => api.positionalEncoding('x'.repeat(1000), 4));
  assert.ok(error.message.length < 200, error.message);
});
