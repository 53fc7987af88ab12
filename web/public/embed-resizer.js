/*
 * embed-resizer.js: fits <iframe data-pe-embed> frames of the positional
 * encoding lesson to their content. Plain JavaScript, no dependencies; load it
 * once anywhere on the page:
 *
 *   <iframe src="https://example.org/pe/embed.html?view=relative" data-pe-embed
 *           title="Sinusoidal positional encoding" width="100%" height="640"></iframe>
 *   <script src="https://example.org/pe/embed-resizer.js"></script>
 *
 * The embed page posts {type: 'pe-embed-height', height, ready} to its
 * parent. A message is only used when it comes from one of those iframes'
 * windows (event.source) AND from the origin of that iframe's src
 * (event.origin); every other message is ignored. Until the widget inside
 * reports ready, a frame only grows: the host's height (or an earlier report)
 * is never taken back while the lesson loads, so the page below does not jump.
 */
(function () {
  'use strict';
  if (window.__peEmbedResizer) return;
  window.__peEmbedResizer = true;

  var MAX_HEIGHT = 20000;

  function frames() {
    return document.querySelectorAll('iframe[data-pe-embed]');
  }

  function originOf(iframe) {
    try {
      return new URL(iframe.getAttribute('src') || '', document.baseURI).origin;
    } catch (error) {
      return null;
    }
  }

  // Asks a frame to report its height again (in case its first report came
  // before this script ran). The request carries no data, so any target
  // origin will do; '*' also avoids console warnings while the frame is
  // still about:blank.
  function ask(iframe) {
    if (iframe.contentWindow)
      iframe.contentWindow.postMessage({ type: 'pe-embed-request-height' }, '*');
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'pe-embed-height') return;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 0) return;
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var iframe = list[i];
      if (event.source !== iframe.contentWindow) continue;
      if (event.origin !== originOf(iframe)) return;
      var next = Math.min(Math.ceil(height), MAX_HEIGHT);
      if (data.ready !== true && next < iframe.clientHeight) return;
      iframe.style.height = next + 'px';
      return;
    }
  });

  function start() {
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var iframe = list[i];
      if (!iframe.__peEmbedWatched) {
        iframe.__peEmbedWatched = true;
        iframe.addEventListener('load', ask.bind(null, iframe));
      }
      ask(iframe);
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
