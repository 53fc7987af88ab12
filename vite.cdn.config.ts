import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The element builds the npm package ships for CDNs and bundlers
// (`npm run build:cdn`, after build:wasm):
//   dist/cdn/positional-encoding-widget.js       every view, exercises included
//   dist/cdn/positional-encoding-widget-lite.js  the same element without the
//                                                Exercises tab (`--mode lite`)
// Each is one ES module with a stable name and everything it imports
// statically bundled in (Lit included: the package has no runtime
// dependency). The engine (.wasm), the exercise sandbox page and each view's
// lazily loaded chunk are hashed files under dist/cdn/assets/, found at run
// time relative to import.meta.url, so
//   <script type="module" src="https://cdn.jsdelivr.net/npm/positional-encoding-widget@0.1.0/dist/cdn/positional-encoding-widget.js"></script>
// works with only the package's own files. The lite build defines
// __PE_LITE__ (views/registry.ts), so its module graph never references the
// exercises chunk or CodeMirror; the two builds share dist/cdn/assets.
const elementEntry = fileURLToPath(new URL('web/src/element.ts', import.meta.url));

export default defineConfig(({ mode }) => {
  const lite = mode === 'lite';
  const name = lite ? 'positional-encoding-widget-lite' : 'positional-encoding-widget';
  return {
    root: 'web',
    base: './',
    publicDir: false,
    // __PE_BROWSER__: these builds run in browsers only (web/src/wasm.ts drops its Node branch).
    define: { __PE_LITE__: JSON.stringify(lite), __PE_BROWSER__: 'true' },
    build: {
      outDir: '../dist/cdn',
      // The full build runs first and empties the folder; the lite build adds to it.
      emptyOutDir: !lite,
      target: 'es2022',
      // The full build's lazily loaded exercises chunk carries CodeMirror
      // (~535 kB, 178 kB gzipped); the lite build has no such chunk.
      chunkSizeWarningLimit: 600,
      // No preload helper: its file lists are paths inside this folder, which
      // a consumer's bundler does not rewrite (they would 404 from its
      // output). Each lazy chunk's own imports load in parallel anyway.
      modulePreload: false,
      rollupOptions: {
        input: { [name]: elementEntry },
        // Keep the element's exports (Vite drops entry exports in app builds).
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: `${name}.js`,
        },
      },
    },
  };
});
