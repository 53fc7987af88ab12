import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

import { ownKeysNamespaces } from './vite.pages.js';
import { minifyTemplates } from './vite.templates.js';

// The anywidget front-end module (`vite build -c vite.cdn.config.ts --mode
// anywidget`, part of `npm run build:cdn`), in dist/anywidget:
//   positional-encoding-widget.anywidget.js  the module: `export default { initialize, render }`
//   posenc-wasm-core.wasm, posenc-wasm.wasm   the engine, for the Python side to send as bytes
// anywidget imports a module given as text from a blob: URL, so the module
// can load nothing relative to itself: it is one file with every view in it
// (no code splitting), the exercise sandbox page is inlined as a data: URL,
// and the engine arrives as bytes from the Python traits (web/src/platforms/
// anywidget.ts hands them to web/src/engine/wasm.ts). The .wasm files keep
// stable names so that a Python class can read them by name. A separate
// output: the element's own files in dist/cdn and dist/site are untouched.

const entry = fileURLToPath(new URL('web/src/platforms/anywidget.ts', import.meta.url));

export const anywidgetFile = 'positional-encoding-widget.anywidget';

/** How views/exercises/sandbox/runner.ts names its sandbox page (checked: the build fails if it changes). */
const sandboxReference = "new URL('./sandbox.html', import.meta.url)";

/**
 * The sandbox page as a data: URL in the exercises' runner. Vite never
 * inlines an .html asset, and a relative URL resolved against a blob:
 * module's import.meta.url throws. A data: URL needs no base; the runner
 * fetches it (served as text/html) and gives it to its sandboxed frame as
 * before, and the page's own Content-Security-Policy still applies there.
 */
function inlineSandboxPage(): Plugin {
  return {
    name: 'inline-sandbox-page',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/views/exercises/sandbox/runner.ts')) return null;
      if (!code.includes(sandboxReference))
        this.error(`anywidget build: ${id} no longer contains ${sandboxReference}`);
      const page = readFileSync(join(dirname(id), 'sandbox.html')).toString('base64');
      const url = JSON.stringify(`data:text/html;base64,${page}`);
      return { code: code.replace(sandboxReference, `new URL(${url})`), map: null };
    },
  };
}

export function anywidgetBuild(): UserConfig {
  return {
    root: 'web',
    base: './',
    publicDir: false,
    // __PE_HOST_BYTES__: the engine loader takes the .wasm as bytes (web/src/engine/wasm.ts).
    define: { __PE_LITE__: 'false', __PE_BROWSER__: 'true', __PE_HOST_BYTES__: 'true' },
    build: {
      outDir: '../dist/anywidget',
      emptyOutDir: true,
      target: 'es2022',
      // One file with every view, CodeMirror included (about 1 MB, 300 kB
      // gzipped), sent once per notebook session.
      chunkSizeWarningLimit: 1500,
      modulePreload: false,
      // The .wasm files stay files (the Python side sends them).
      assetsInlineLimit: 0,
      rollupOptions: {
        input: { [anywidgetFile]: entry },
        preserveEntrySignatures: 'strict',
        output: {
          codeSplitting: false,
          entryFileNames: '[name].js',
          assetFileNames: (asset: { names?: readonly string[] }) =>
            asset.names?.[0]?.endsWith('.wasm')
              ? '[name][extname]'
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
    plugins: [inlineSandboxPage(), minifyTemplates(), ownKeysNamespaces()],
  };
}
