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
 *
 * Theme: unless a frame's URL names one (theme=light|dark|auto), the frame
 * gets the host page's colour scheme, {type: 'pe-embed-theme', theme}: the
 * effective CSS color-scheme at the iframe ('light' or 'dark'; 'auto', the
 * reader's system setting, where the page states neither or both), sent
 * when the frame reports and again whenever it changes (a light/dark switch
 * that sets a class or data attribute on <html> or <body>, as MkDocs
 * Material and Docusaurus do). A host's own script may send the same
 * message to the frame at any time.
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
    sendTheme(iframe, true);
  }

  // The host's scheme at the frame: 'light' or 'dark' when the page states
  // one of them alone, 'auto' otherwise (normal, or both).
  function hostTheme(iframe) {
    var words = (getComputedStyle(iframe).colorScheme || '').split(/\s+/);
    var light = words.indexOf('light') >= 0;
    var dark = words.indexOf('dark') >= 0;
    return light === dark ? 'auto' : dark ? 'dark' : 'light';
  }

  function urlTheme(iframe) {
    try {
      return new URL(iframe.getAttribute('src') || '', document.baseURI).searchParams.get('theme');
    } catch (error) {
      return null;
    }
  }

  // Sent to the frame's own origin only; `force` sends it even when unchanged
  // (the frame may have just loaded).
  function sendTheme(iframe, force) {
    if (!iframe.contentWindow || urlTheme(iframe) !== null) return;
    var origin = originOf(iframe);
    if (!origin || origin === 'null') return;
    var theme = hostTheme(iframe);
    if (!force && iframe.__peEmbedTheme === theme) return;
    iframe.__peEmbedTheme = theme;
    iframe.contentWindow.postMessage({ type: 'pe-embed-theme', theme: theme }, origin);
  }

  function sendThemes() {
    var list = frames();
    for (var i = 0; i < list.length; i++) sendTheme(list[i], false);
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
      // Its first report: the frame's page is there, and gets the host's theme.
      if (!iframe.__peEmbedReported) {
        iframe.__peEmbedReported = true;
        sendTheme(iframe, true);
      }
      var next = Math.min(Math.ceil(height), MAX_HEIGHT);
      if (data.ready !== true && next < iframe.clientHeight) return;
      iframe.style.height = next + 'px';
      return;
    }
  });

  function start() {
    if (typeof MutationObserver !== 'undefined') {
      var observer = new MutationObserver(sendThemes);
      observer.observe(document.documentElement, { attributes: true });
      if (document.body) observer.observe(document.body, { attributes: true });
    }
    if (window.matchMedia) {
      var query = window.matchMedia('(prefers-color-scheme: dark)');
      if (query.addEventListener) query.addEventListener('change', sendThemes);
    }
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
