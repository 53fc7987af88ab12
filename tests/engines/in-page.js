// The engine smoke's probe inside the page (tests/engines/): a classic script
// that the smoke's servers put first in <head> of every page they serve, so
// that it runs before any of the page's own code, under any
// Content-Security-Policy that allows 'self' scripts. It is plain JavaScript
// because it runs as it is in Firefox, WebKitGTK and Chromium, and because
// classic WebDriver (WebKitGTK) has no console access and no init scripts:
// what the page reports, this script records.
//
// window.__peSmoke:
//   errors            every error the page showed: uncaught errors, failed
//                     resources, unhandled rejections, console.error calls,
//                     CSP violations and the widget's pe-error events
//   notices           ResizeObserver loop-limit reports (printed, not errors)
//   figures(tag)      the canvases and SVG charts inside the view <tag>, and
//                     whether each is drawn (not all one colour)
//   text(tag)         the characters of text the view <tag> shows (a view of
//                     text only, the glossary, has no figure to draw)
//   layout()          with data-layout="<selector>" on this script's tag: the
//                     layout shifts sampled each frame since the page began
//                     (the Layout Instability formula, for engines without a
//                     layout-shift PerformanceObserver), and the element's
//                     height when first laid out and now
(function () {
  'use strict';
  var errors = [];
  var notices = [];
  function push(kind, text) {
    errors.push(kind + ': ' + text);
  }
  function describe(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch (_) {
      return String(value);
    }
  }

  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target instanceof Element) {
        push('failed resource', target.localName + ' ' + (target.src || target.href || ''));
      } else if (/^ResizeObserver loop/.test(event.message)) {
        // The loop limit of ResizeObserver (the rest is delivered next
        // frame): the spec reports it as an error event, WebKitGTK does so
        // now and then when the window is resized as a view lays out.
        // Printed by the smoke, not counted as the page's error.
        notices.push(event.message);
      } else {
        push(
          'uncaught error',
          (event.error ? describe(event.error) : event.message) +
            ' at ' +
            event.filename +
            ':' +
            event.lineno,
        );
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    push('unhandled rejection', describe(event.reason));
  });
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      push(
        'CSP violation',
        event.violatedDirective +
          ' blocked ' +
          (event.blockedURI || '(inline)') +
          ' at ' +
          event.sourceFile +
          ':' +
          event.lineNumber,
      );
    },
    true,
  );
  document.addEventListener(
    'pe-error',
    function (event) {
      push('pe-error', describe(event.detail));
    },
    true,
  );
  var consoleError = console.error;
  console.error = function () {
    push('console.error', Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(this, arguments);
  };

  /** Every element under `root`, through open shadow roots. */
  function deepElements(root) {
    var out = [];
    var stack = [root];
    while (stack.length) {
      var node = stack.pop();
      var list = node.querySelectorAll('*');
      for (var i = 0; i < list.length; i++) {
        out.push(list[i]);
        if (list[i].shadowRoot) stack.push(list[i].shadowRoot);
      }
    }
    return out;
  }

  function shown(element) {
    var box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }

  /** Whether the <pe-matrix> drawing `canvas` (if one does) holds one value in every cell. */
  function constantMatrix(canvas) {
    var root = canvas.getRootNode();
    var matrix = root && root.host && root.host.localName === 'pe-matrix' && root.host.matrix;
    if (!matrix || !matrix.data || matrix.data.length === 0) return false;
    for (var i = 1; i < matrix.data.length; i++) {
      if (!Object.is(matrix.data[i], matrix.data[0])) return false;
    }
    return true;
  }

  /**
   * A canvas is drawn when its pixels are not all one RGBA value, or (a
   * matrix whose cells are all equal, such as |yours - engine| of a correct
   * exercise) all one opaque colour.
   */
  function canvasFigure(canvas) {
    var figure = { kind: 'canvas', size: canvas.width + 'x' + canvas.height, drawn: false };
    if (canvas.width === 0 || canvas.height === 0) return figure;
    try {
      var data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      var pixels = new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4);
      var first = pixels[0];
      var uniform = true;
      for (var i = 1; i < pixels.length; i++) {
        if (pixels[i] !== first) {
          uniform = false;
          break;
        }
      }
      figure.drawn = !uniform || (data[3] === 255 && constantMatrix(canvas));
    } catch (error) {
      figure.error = describe(error);
    }
    return figure;
  }

  /** An SVG chart is drawn when at least two shapes of non-zero size paint in two colours. */
  function svgFigure(svg) {
    var box = svg.getBoundingClientRect();
    var shapes = svg.querySelectorAll('path, line, polyline, polygon, rect, circle, ellipse');
    var painted = 0;
    var colours = {};
    for (var i = 0; i < shapes.length; i++) {
      var shape = shapes[i];
      var size = shape.getBoundingClientRect();
      if (size.width === 0 && size.height === 0) continue;
      var style = getComputedStyle(shape);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
        continue;
      var paints = [style.fill, style.stroke].filter(function (paint) {
        return paint && paint !== 'none' && !/rgba\(.*,\s*0\)$/.test(paint);
      });
      if (paints.length === 0) continue;
      painted++;
      paints.forEach(function (paint) {
        colours[paint] = true;
      });
    }
    var count = Object.keys(colours).length;
    return {
      kind: 'svg',
      size: Math.round(box.width) + 'x' + Math.round(box.height),
      shapes: painted,
      colours: count,
      drawn: painted >= 2 && count >= 2,
    };
  }

  /** The figures inside the view element `tag` (in the first widget), shown ones only. */
  function figures(tag) {
    var view = deepElements(document).filter(function (element) {
      return element.localName === tag;
    })[0];
    if (!view) return { found: false, figures: [] };
    var list = deepElements(view.shadowRoot || view)
      .filter(function (element) {
        return (element.localName === 'canvas' || element.localName === 'svg') && shown(element);
      })
      .filter(function (element) {
        // An <svg> inside another figure's <svg> is part of it.
        return !(element.localName === 'svg' && element.parentElement?.closest('svg'));
      })
      .map(function (element) {
        return element.localName === 'canvas' ? canvasFigure(element) : svgFigure(element);
      });
    return { found: true, figures: list };
  }

  /** The length of the text shown inside the view element `tag` (in the first widget); -1 if absent. */
  function text(tag) {
    var view = deepElements(document).filter(function (element) {
      return element.localName === tag;
    })[0];
    if (!view) return -1;
    var root = view.shadowRoot || view;
    var seen = (root.innerText === undefined ? root.textContent : root.innerText) || '';
    if (view.shadowRoot) {
      // A shadow root has no innerText: take its shown blocks' text.
      seen = Array.prototype.map
        .call(root.children, function (child) {
          return shown(child) ? child.innerText || '' : '';
        })
        .join('');
    }
    return seen.replace(/\s+/g, ' ').trim().length;
  }

  // ---- Layout shift, sampled each frame -------------------------------------
  // The Layout Instability formula (https://wicg.github.io/layout-instability/):
  // a node is unstable when its start point moved by 3 px or more between two
  // frames; a frame's score is the impact fraction (the area of the union of
  // the unstable nodes' previous and current boxes, within the viewport, over
  // the viewport's area) times the distance fraction (the largest move over
  // the viewport's larger side). Sampled over the host page's own elements
  // (the light DOM), which is what a reader sees jump.

  /** The area of the union of rectangles [x0, y0, x1, y1] (a sweep over x). */
  function unionArea(rects) {
    var xs = [];
    rects.forEach(function (r) {
      xs.push(r[0], r[2]);
    });
    xs.sort(function (a, b) {
      return a - b;
    });
    var area = 0;
    for (var i = 0; i + 1 < xs.length; i++) {
      var x0 = xs[i];
      var x1 = xs[i + 1];
      if (x1 <= x0) continue;
      var spans = rects
        .filter(function (r) {
          return r[0] <= x0 && r[2] >= x1;
        })
        .map(function (r) {
          return [r[1], r[3]];
        })
        .sort(function (a, b) {
          return a[0] - b[0];
        });
      var covered = 0;
      var top = -Infinity;
      var bottom = -Infinity;
      spans.forEach(function (span) {
        if (span[0] > bottom) {
          if (bottom > top) covered += bottom - top;
          top = span[0];
          bottom = span[1];
        } else if (span[1] > bottom) {
          bottom = span[1];
        }
      });
      if (bottom > top) covered += bottom - top;
      area += covered * (x1 - x0);
    }
    return area;
  }

  function clip(box, width, height) {
    var r = [
      Math.max(0, box.left),
      Math.max(0, box.top),
      Math.min(width, box.right),
      Math.min(height, box.bottom),
    ];
    return r[2] > r[0] && r[3] > r[1] ? r : null;
  }

  var script = document.currentScript;
  var layoutTarget = script && script.getAttribute('data-layout');
  var layout = null;
  if (layoutTarget) {
    layout = {
      cls: 0,
      frames: 0,
      shifts: [],
      stableFrames: 0,
      firstHeight: null,
      height: null,
      native: null,
    };
    var previous = new Map();
    var sample = function () {
      layout.frames++;
      var width = document.documentElement.clientWidth;
      var height = document.documentElement.clientHeight;
      var current = new Map();
      var impact = [];
      var distance = 0;
      var changed = false;
      var elements = document.body ? document.body.querySelectorAll('*') : [];
      for (var i = 0; i < elements.length; i++) {
        var element = elements[i];
        if (element.localName === 'script' || element.localName === 'style') continue;
        var box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        current.set(element, box);
        var before = previous.get(element);
        if (!before) {
          changed = true;
          continue;
        }
        if (
          before.left !== box.left ||
          before.top !== box.top ||
          before.width !== box.width ||
          before.height !== box.height
        )
          changed = true;
        var moved = Math.max(Math.abs(box.left - before.left), Math.abs(box.top - before.top));
        if (moved < 3) continue;
        var was = clip(before, width, height);
        var now = clip(box, width, height);
        if (!was && !now) continue;
        if (was) impact.push(was);
        if (now) impact.push(now);
        distance = Math.max(distance, moved);
      }
      if (current.size !== previous.size) changed = true;
      if (impact.length) {
        var score =
          (unionArea(impact) / (width * height)) * Math.min(1, distance / Math.max(width, height));
        layout.cls += score;
        layout.shifts.push({
          frame: layout.frames,
          score: score,
          distance: distance,
          viewport: width + 'x' + height,
        });
      }
      layout.stableFrames = changed ? 0 : layout.stableFrames + 1;
      var target = document.querySelector(layoutTarget);
      if (target) {
        var targetHeight = target.getBoundingClientRect().height;
        if (layout.firstHeight === null) layout.firstHeight = targetHeight;
        layout.height = targetHeight;
      }
      previous = current;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    // Where the engine has the observer (Chromium), its own sum too, to check the formula.
    if (
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('layout-shift') >= 0
    ) {
      layout.native = 0;
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          if (!entry.hadRecentInput) layout.native += entry.value;
        });
      }).observe({ type: 'layout-shift', buffered: true });
    }
  }

  window.__peSmoke = {
    errors: errors,
    notices: notices,
    figures: figures,
    text: text,
    deepElements: deepElements,
    layout: function () {
      return layout;
    },
  };
})();
