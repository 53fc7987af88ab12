import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { anywidgetBuild } from './vite.anywidget.js';
import { classicBuild } from './vite.classic.js';
import {
  elementChunk,
  frameSources,
  ownKeysNamespaces,
  elementName,
  pageInputs,
  preloadDefaultView,
  preloadEngineCore,
  workerBase,
} from './vite.pages.js';
import { minifyTemplates } from './vite.templates.js';

// What the npm package ships for CDNs, bundlers and any static host
// (`npm run build:cdn`, after build:wasm), in dist/cdn:
//   positional-encoding-widget.js       the element, every view, exercises included
//   positional-encoding-widget-lite.js  the same element without the
//                                       Exercises tab (`--mode lite`)
//   embed.html, embed-resizer.js        the iframe route (docs/embedding.md)
//   index.html                          the lesson page ("Open the full lesson")
//   engine-preload.js, favicon.svg      what the two pages load beside them
// The full build is the site's (vite.pages.ts: the element in one file with
// everything it imports statically, Lit included, so the package has no
// runtime dependency; the pages import the element from it); the lite build
// adds its element. The engine (.wasm), the exercise sandbox page and each
// view's lazily loaded chunk are hashed files under dist/cdn/assets/, found
// at run time relative to import.meta.url, and the pages refer to them by
// relative URLs, so
//   <script type="module" src="https://cdn.jsdelivr.net/npm/positional-encoding-widget@0.1.0/dist/cdn/positional-encoding-widget.js"></script>
// works with only the package's own files, and dist/cdn copied to any folder
// of any host serves the iframe page. The lite build defines __PE_LITE__
// (views/registry.ts), so its module graph never references the exercises
// chunk or CodeMirror; the two builds share dist/cdn/assets. `--mode classic`
// and `--mode classic-lite` then add the two elements' classic scripts
//   positional-encoding-widget.classic.js, positional-encoding-widget-lite.classic.js
// with their own chunks in the same assets/ (vite.classic.ts). `--mode
// anywidget` writes the anywidget module to dist/anywidget (vite.anywidget.ts).
const elementEntry = fileURLToPath(new URL('web/src/element.ts', import.meta.url));

export default defineConfig(({ mode }) => {
  // The anywidget module, in dist/anywidget (vite.anywidget.ts).
  if (mode === 'anywidget') return anywidgetBuild();
  if (mode === 'classic' || mode === 'classic-lite')
    return classicBuild('../dist/cdn', mode === 'classic-lite');
  const lite = mode === 'lite';
  const element = elementChunk(undefined, frameSources());
  return {
    root: 'web',
    base: './',
    // web/public (favicon, embed-resizer.js, engine-preload.js) goes with the pages.
    publicDir: lite ? false : 'public',
    // __PE_BROWSER__: these builds run in browsers only (web/src/engine/wasm.ts drops its Node branch).
    define: {
      __PE_LITE__: JSON.stringify(lite),
      __PE_BROWSER__: 'true',
      __PE_HOST_BYTES__: 'false',
    },
    build: {
      outDir: '../dist/cdn',
      // The full build runs first and empties the folder; the lite build adds to it.
      emptyOutDir: !lite,
      target: 'es2022',
      // The full build's lazily loaded exercises chunk carries CodeMirror
      // (~535 kB, 178 kB gzipped); the lite build has no such chunk.
      chunkSizeWarningLimit: 600,
      // No preload lists in the scripts: they would be paths inside this
      // folder, which a consumer's bundler does not rewrite (they would 404
      // from its output). Each lazy chunk's own imports load in parallel
      // anyway. The pages' HTML keeps its <link rel="modulepreload"> tags
      // (they are in the page itself, so the paths stay right).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'html' ? deps : [],
      },
      rollupOptions: lite
        ? {
            input: { [`${elementName}-lite`]: elementEntry },
            preserveEntrySignatures: 'allow-extension' as const,
            output: { entryFileNames: `${elementName}-lite.js` },
          }
        : {
            input: pageInputs,
            // Keep the element's exports (Vite drops entry exports in app builds).
            preserveEntrySignatures: 'allow-extension' as const,
            output: element.output,
          },
    },
    // Workers resolve their files against their script's URL, blob: trampolines too.
    worker: { plugins: () => [workerBase()] },
    plugins: lite
      ? [minifyTemplates(), ownKeysNamespaces()]
      : [
          minifyTemplates(),
          element.plugin,
          ownKeysNamespaces(),
          preloadDefaultView(),
          preloadEngineCore(),
        ],
  };
});
