// scratch-canvas.ts and ui/draw-failure.ts with stand-in canvases: the
// scratch canvas is an OffscreenCanvas only where one gives a 2D context,
// else a <canvas> element; no context is a CanvasError; a failed draw is
// shown and reported once per cause.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import {
  CanvasError,
  asCanvasError,
  canvasToPng,
  context2d,
  scratchCanvas,
} from '../../dist/lib/ui/scratch-canvas.js';
import {
  DRAW_FAILED_EVENT,
  DrawFailure,
  drawFailedMessage,
  figureName,
} from '../../dist/lib/ui/draw-failure.js';

const context = { kind: '2d context' };

/** A stand-in for HTMLCanvasElement (document.createElement('canvas')). */
class FakeElement {
  width = 300;
  height = 150;
  constructor(gives = context) {
    this.gives = gives;
  }
  getContext(type) {
    return type === '2d' ? this.gives : null;
  }
  toBlob(callback) {
    callback(this.blob);
  }
}

/** A stand-in for OffscreenCanvas, giving `gives` as its 2D context. */
function fakeOffscreen(gives) {
  return class {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
    getContext(type) {
      return type === '2d' ? gives : null;
    }
    convertToBlob(options) {
      return Promise.resolve({ from: 'convertToBlob', ...options });
    }
  };
}

const saved = { OffscreenCanvas: globalThis.OffscreenCanvas, document: globalThis.document };
afterEach(() => {
  globalThis.OffscreenCanvas = saved.OffscreenCanvas;
  globalThis.document = saved.document;
});

/** A document whose createElement('canvas') gives FakeElements; counts them. */
function fakeDocument(gives = context) {
  const made = [];
  globalThis.document = {
    createElement(tag) {
      assert.equal(tag, 'canvas');
      const element = new FakeElement(gives);
      made.push(element);
      return element;
    },
  };
  return made;
}

test('the scratch canvas is an OffscreenCanvas where one gives a 2D context', () => {
  const made = fakeDocument();
  globalThis.OffscreenCanvas = fakeOffscreen(context);
  const scratch = scratchCanvas(4, 3);
  assert.ok(scratch.canvas instanceof globalThis.OffscreenCanvas);
  assert.deepEqual([scratch.canvas.width, scratch.canvas.height], [4, 3]);
  assert.equal(scratch.context, context);
  assert.equal(made.length, 0);
});

test('without OffscreenCanvas the scratch canvas is a <canvas> element of the size asked', () => {
  const made = fakeDocument();
  delete globalThis.OffscreenCanvas;
  const scratch = scratchCanvas(4, 3);
  assert.equal(made.length, 1);
  assert.equal(scratch.canvas, made[0]);
  assert.deepEqual([scratch.canvas.width, scratch.canvas.height], [4, 3]);
  assert.equal(scratch.context, context);
});

test('an OffscreenCanvas without a 2D context falls back to a <canvas> element', () => {
  const made = fakeDocument();
  globalThis.OffscreenCanvas = fakeOffscreen(null);
  assert.equal(scratchCanvas(2, 2).canvas, made[0]);
});

test('a canvas that gives no 2D context is a CanvasError saying so', () => {
  assert.throws(
    () => context2d(new FakeElement(null)),
    (error) => error instanceof CanvasError && /no 2D canvas context/.test(error.message),
  );
  fakeDocument(null);
  delete globalThis.OffscreenCanvas;
  assert.throws(() => scratchCanvas(2, 2), CanvasError);
});

test('a PNG comes from convertToBlob offscreen and from toBlob on an element', async () => {
  const Offscreen = fakeOffscreen(context);
  assert.deepEqual(await canvasToPng(new Offscreen(1, 1)), {
    from: 'convertToBlob',
    type: 'image/png',
  });
  const element = new FakeElement();
  element.blob = { from: 'toBlob' };
  assert.deepEqual(await canvasToPng(element), { from: 'toBlob' });
  element.blob = null;
  await assert.rejects(canvasToPng(element), CanvasError);
});

test("a drawing call's error keeps its name and message as a CanvasError", () => {
  assert.equal(asCanvasError(new TypeError('bad source')).message, 'TypeError: bad source');
  assert.equal(asCanvasError(new Error('refused')).message, 'refused');
  assert.equal(asCanvasError('text').message, 'text');
  const own = new CanvasError('no context');
  assert.equal(asCanvasError(own), own);
});

test("a figure's name is its label before the first ':' or ';', at most 80 characters", () => {
  assert.equal(figureName('term a, content-content: 8 by 8'), 'term a, content-content');
  assert.equal(figureName('Heat map of X; showing rows 0-9'), 'Heat map of X');
  assert.equal(figureName(''), 'figure');
  assert.equal(figureName('x'.repeat(200)).length, 80);
});

/** A Lit-like host: an EventTarget that records requestUpdate calls and the events it sends. */
function fakeHost() {
  const host = new EventTarget();
  host.updates = 0;
  host.events = [];
  host.requestUpdate = () => host.updates++;
  host.addEventListener(DRAW_FAILED_EVENT, (event) => host.events.push(event));
  return host;
}

test('a failed draw shows its cause and sends one bubbling, composed event', () => {
  const host = fakeHost();
  const failure = new DrawFailure(host);
  const drew = failure.run('Attention weights', () => {
    throw new Error('drawImage refused.');
  });
  assert.equal(drew, false);
  assert.equal(failure.text, 'This figure could not be drawn: drawImage refused.');
  assert.equal(host.events.length, 1);
  const [event] = host.events;
  assert.deepEqual(event.detail, { figure: 'Attention weights', cause: 'drawImage refused' });
  assert.equal(event.bubbles, true);
  assert.equal(event.composed, true);
});

test('the same failure again sends no second event; after a draw it is reported anew', () => {
  const host = fakeHost();
  const failure = new DrawFailure(host);
  const fail = () => {
    throw new CanvasError('this browser gave no 2D canvas context');
  };
  failure.run('m', fail);
  failure.run('m', fail);
  assert.equal(host.events.length, 1);
  assert.equal(
    failure.run('m', () => {}),
    true,
  );
  assert.equal(failure.text, '');
  failure.run('m', fail);
  assert.equal(host.events.length, 2);
});

test('the pe-error message names the view, the figure and the cause', () => {
  assert.equal(
    drawFailedMessage('worked', { figure: 'Heat map', cause: 'no context' }),
    `The worked view's figure "Heat map" could not be drawn: no context.`,
  );
});
