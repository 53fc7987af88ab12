// The renderer's slots (ui/chapter.ts): a number of the engine in a box of
// a width known before it arrives. Its width comes from the value when the
// view sizes it from the state (sized()), else from the markup's data-chars;
// the characters touching it (a comma, a closing bracket) stay on its line;
// it keeps its data-fact. Read from the Lit templates the renderer returns.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renderMarkup, sized, BLANK } from '../../../dist/lib/ui/chapter.js';

/** A template as HTML-like text: attribute parts as name=value, a style directive as its properties. */
function html(result) {
  if (Array.isArray(result)) return result.map(html).join('');
  if (result === undefined || result === null || typeof result === 'symbol') return '';
  if (typeof result !== 'object') return String(result);
  if ('_$litDirective$' in result) {
    const [info] = result.values;
    return `"${Object.entries(info)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}"`;
  }
  if ('strings' in result && 'values' in result) {
    let out = result.strings[0];
    result.values.forEach((value, i) => {
      out += html(value) + result.strings[i + 1];
    });
    return out
      .replace(/[ \t\r\n]+/g, ' ')
      .replace(/ >/g, '>')
      .replace(/< /g, '<');
  }
  return String(result);
}

/** The slots of rendered markup: each one's style and text. */
function slots(text) {
  return [...text.matchAll(/<span class=[^>]*slot[^>]*style="([^"]*)">([^<]*)<\/span>/g)].map(
    ([, style, inner]) => ({ style, text: inner }),
  );
}

const markup = 'from <span class="num" data-chars="8">{x}</span> to';

test('a slot is as wide as its data-chars when the value gives no width', () => {
  assert.deepEqual(slots(html(renderMarkup(markup, { x: '12' }))), [
    { style: 'min-width:8ch', text: '12' },
  ]);
});

test("a sized value sets its slot's width in place of data-chars", () => {
  assert.deepEqual(slots(html(renderMarkup(markup, { x: sized('123,456', 7) }))), [
    { style: 'min-width:7ch', text: '123,456' },
  ]);
});

test('a sized value with no number yet is a no-break space in a slot of its width', () => {
  assert.deepEqual(slots(html(renderMarkup(markup, { x: sized('', 7) }))), [
    { style: 'min-width:7ch', text: BLANK },
  ]);
});

test('a sized value outside a slot is its text', () => {
  assert.equal(html(renderMarkup('n = {x}.', { x: sized('42', 9) })), 'n = 42.');
});

test('a slot and the punctuation right after it share a box that does not wrap', () => {
  const text = html(
    renderMarkup('range (<span class="num" data-chars="3">{x}</span>), then on', { x: '5' }),
  );
  assert.match(
    text,
    /^range <span class="glued" style="white-space:nowrap">\(<span [^>]*slot[^>]*>5<\/span>\),<\/span> then on$/,
  );
});

test('a slot with spaces on both sides is not glued to anything', () => {
  const text = html(renderMarkup(markup, { x: '5' }));
  assert.doesNotMatch(text, /glued/);
  assert.match(text, /^from <span [^>]*slot[^>]*>5<\/span> to$/);
});

test('a strong that ends with a slot is glued to the punctuation after it', () => {
  const text = html(
    renderMarkup('prints <strong><span class="num" data-chars="6">{x}</span></strong>, cut', {
      x: '0.9999',
    }),
  );
  assert.match(
    text,
    /^prints <span class="glued" style="white-space:nowrap"><strong[^>]*><span [^>]*slot[^>]*>0\.9999<\/span><\/strong>,<\/span> cut$/,
  );
});

test('a slot keeps its data-fact', () => {
  const text = html(
    renderMarkup('<span class="num" data-fact="ratio" data-chars="6">{x}</span> times', {
      x: '1.2',
    }),
  );
  assert.match(text, /<span [^>]*data-fact=ratio[^>]*>1\.2<\/span>/);
});
