// Code links without the platform's streams and in the legacy formats: the
// fflate fallback reads and writes the same "c." links (and checks zlib's
// checksum, which fflate itself does not), "z." links inflate through it, and
// a "t." link, which has no checksum, always gets a notice (a stronger one
// when its code ends with brackets left open).
import assert from 'node:assert/strict';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { decodeCode, decodeCodeParam, encodeCode } from '../../dist/lib/views/link.js';
import { deflate, inflate } from '../../dist/lib/state/zlib-fallback.js';
import { openBrackets } from '../../dist/lib/state/open-brackets.js';

const code = 'function positionalEncoding(n, d) {\n  return [[0, 1]]; // é, 位置\n}';
const bytes = new TextEncoder().encode(code);
const base64url = (data) => Buffer.from(data).toString('base64url');

describe('the fallback (fflate) where the platform has no streams', () => {
  const saved = {};
  beforeEach(() => {
    for (const name of ['CompressionStream', 'DecompressionStream']) {
      saved[name] = globalThis[name];
      delete globalThis[name];
    }
  });
  afterEach(() => Object.assign(globalThis, saved));

  test('a c. link written without streams is read back, and by Node’s zlib', async () => {
    const link = await encodeCode(code);
    assert.match(link, /^c\./);
    assert.equal(await decodeCode(link), code);
    const { inflateSync } = await import('node:zlib');
    assert.equal(inflateSync(Buffer.from(link.slice(2), 'base64url')).toString('utf8'), code);
  });

  test('c. and z. links written by the platform are read', async () => {
    assert.equal(await decodeCode(`c.${base64url(deflateSync(bytes))}`), code);
    assert.equal(await decodeCode(`z.${base64url(deflateRawSync(bytes))}`), code);
  });

  test('a c. link whose checksum does not match its code is refused', async () => {
    const packed = deflateSync(bytes);
    packed[packed.length - 1] ^= 1;
    assert.equal(await decodeCode(`c.${base64url(packed)}`), undefined);
  });

  test('a cut c. or z. link is refused', async () => {
    assert.equal(await decodeCode(`c.${base64url(deflateSync(bytes)).slice(0, -4)}`), undefined);
    assert.equal(await decodeCode(`z.${base64url(deflateRawSync(bytes)).slice(0, -4)}`), undefined);
  });
});

test('a platform without the deflate-raw format (Chromium < 103) reads z. links through the fallback', async () => {
  const Native = globalThis.DecompressionStream;
  globalThis.DecompressionStream = class extends Native {
    constructor(format) {
      if (format === 'deflate-raw')
        throw new TypeError(`Unsupported compression format: '${format}'`);
      super(format);
    }
  };
  try {
    assert.equal(await decodeCode(`z.${base64url(deflateRawSync(bytes))}`), code);
    assert.equal(await decodeCode(`c.${base64url(deflateSync(bytes))}`), code);
  } finally {
    globalThis.DecompressionStream = Native;
  }
});

describe('zlib-fallback', () => {
  test('deflate gives zlib that Node inflates', async () => {
    const { inflateSync } = await import('node:zlib');
    assert.equal(Buffer.from(inflateSync(deflate(bytes))).toString('utf8'), code);
  });

  test('inflate refuses output past its limit', () => {
    const big = deflateSync(Buffer.alloc(100_000, 32));
    assert.equal(inflate('deflate', big, 99_999), undefined);
    assert.equal(inflate('deflate', big, 100_000)?.length, 100_000);
  });
});

describe('legacy t. links', () => {
  const legacy = (text) => `t.${Buffer.from(text, 'utf8').toString('base64url')}`;

  test('a whole one gives its code and a notice that it cannot be checked', async () => {
    const notices = [];
    assert.equal(await decodeCodeParam(legacy(code), 'code', notices), code);
    assert.equal(notices.length, 1);
    assert.match(notices[0], /^code is in an old link format \("t\."\) without a checksum/);
    assert.doesNotMatch(notices[0], /probably cut/);
  });

  test('a cut one says how many brackets it leaves open', async () => {
    const notices = [];
    const cut = code.slice(0, 40); // "function positionalEncoding(n, d) {\n  re"
    assert.equal(await decodeCodeParam(legacy(cut), 'code', notices), cut);
    assert.match(
      notices[0],
      /ends with 1 bracket or quote left open, so the link was probably cut/,
    );
  });

  test('c. links get no such notice', async () => {
    const notices = [];
    assert.equal(await decodeCodeParam(await encodeCode(code), 'code', notices), code);
    assert.deepEqual(notices, []);
  });
});

describe('openBrackets', () => {
  test('whole code leaves none open', () => {
    assert.equal(openBrackets(code), 0);
    assert.equal(openBrackets('const a = [1, (2 + 3)]; if (a) { f({ x: 1 }); }'), 0);
  });

  test('brackets inside strings, comments, templates and regular expressions do not count', () => {
    assert.equal(
      openBrackets(`const s = "{(["; const t = '}'; // {\n/* ( */ const r = /[(]\\/{/g;`),
      0,
    );
    assert.equal(openBrackets('const t = `a ${f({ b: `c ${d[0]}` })} {`;'), 0);
    assert.equal(openBrackets('const q = x / y / (z); const u = a ? /\\)/ : 1;'), 0);
  });

  test('cut code leaves brackets, strings or comments open', () => {
    assert.equal(openBrackets('function f(n) { const rows = [[1, 2'), 3);
    assert.equal(openBrackets('const s = "abc'), 1);
    assert.equal(openBrackets('f(); /* unfinished'), 1);
    assert.equal(openBrackets('const t = `a ${f(1'), 2);
  });
});
