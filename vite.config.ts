import { defineConfig, type UserConfig } from 'vite';

import { classicBuild } from './vite.classic.js';
import { minifyTemplates } from './vite.templates.js';
import {
  elementChunk,
  frameSources,
  ownKeysNamespaces,
  pageInputs,
  preloadDefaultView,
  preloadEngineCore,
  preloadImportsOnly,
  workerBase,
} from './vite.pages.js';

// The site (`npm run build:site`, dist/site): the lesson page, embed.html
// and the element, built as vite.pages.ts describes; web/public (the favicon,
// embed-resizer.js, engine-preload.js) is copied beside them. `--mode
// classic` then adds the element's classic script (vite.classic.ts). The
// package builds the same pages into dist/cdn (vite.cdn.config.ts).
const element = elementChunk(undefined, frameSources());

const site: UserConfig = {
  root: 'web',
  base: './',
  publicDir: 'public',
  // The engine loader's host-bytes path is the anywidget build's only (web/src/engine/wasm.ts).
  define: { __PE_HOST_BYTES__: 'false' },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    // The preload helper (about 1.2 kB gzip in the element) stays: without it
    // a view's shared chunks are fetched only after its own chunk, one more
    // round trip on every first visit of a tab.
    // The lazily loaded exercises chunk carries CodeMirror (~535 kB, 178 kB
    // gzipped); nothing else comes close.
    chunkSizeWarningLimit: 600,
    // The polyfill cost a request and a script run on the lesson page's first
    // load (older browsers only lose the preload); no list names the chunk it
    // is for (vite.pages.ts).
    modulePreload: preloadImportsOnly,
    rollupOptions: {
      input: pageInputs,
      // Keep the element's exports (Vite drops entry exports in app builds).
      preserveEntrySignatures: 'allow-extension',
      output: element.output,
    },
  },
  plugins: [
    minifyTemplates(),
    element.plugin,
    ownKeysNamespaces(),
    preloadDefaultView(),
    preloadEngineCore(),
  ],
  // Workers resolve their files against their script's URL, blob: trampolines too.
  worker: { plugins: () => [workerBase()] },
  preview: { host: '127.0.0.1', port: 4173 },
  server: { host: '127.0.0.1' },
};

export default defineConfig(({ mode }) =>
  mode === 'classic' ? classicBuild('../dist/site', false) : site,
);
