/*
 * engine-preload.js: starts downloading the engine's core .wasm (the heat
 * map's functions) while the page's scripts load, but only on a page whose
 * first view uses it: other views load the full engine instead, and a
 * preload nobody fetches costs bandwidth and a console warning.
 *
 * index.html and embed.html load it with <script defer> before their module
 * script, so it runs before the element (deferred scripts run in document
 * order) and the widget's own fetch of the file reuses this download. The
 * build (vite.pages.ts, preloadEngineCore) writes its data-* attributes from
 * the widget's modules: the .wasm's URL relative to this script, every view
 * id, those whose first load uses the core, the default view, the view a
 * visit without any query opens (the lesson page starts the course there:
 * page.ts), the query key of the view and how much of the query the page
 * reads. The view is chosen as the page does: no query at all is the landing
 * view; otherwise as parseQuery does (web/src/state/url.ts), the first
 * `view=` in the part of the query that is read, an unknown value (or none)
 * meaning the default view.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.dataset.wasm) return;
  var data = script.dataset;
  var query = location.search.slice(1);
  var view = new URLSearchParams(query.slice(0, Number(data.maxQuery))).get(data.viewKey);
  if (data.views.split(' ').indexOf(view) < 0) view = data.defaultView;
  if (query === '') view = data.landingView;
  if (data.coreViews.split(' ').indexOf(view) < 0) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.type = 'application/wasm';
  // The widget fetches it as a CORS request without cookies: the same request, so it is reused.
  link.crossOrigin = 'anonymous';
  link.href = new URL(data.wasm, script.src).href;
  document.head.appendChild(link);
})();
