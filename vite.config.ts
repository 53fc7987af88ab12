import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Three entries share one copy of the code:
//   index.html                     the lesson page
//   embed.html                     the compact page for <iframe> embeds
//   positional-encoding-widget.js  the custom element for the one-line embed
//     <script type="module" src=".../positional-encoding-widget.js"></script>
// Every module the element imports statically is put into the element's own
// chunk, so that file is self-contained (one request, stable unhashed name)
// and the two pages import the element from it instead of from a shared
// chunk. Modules loaded with dynamic import() stay separate, lazily loaded
// chunks. The engine (.wasm), the workers and those chunks are hashed files
// under assets/, found at run time relative to import.meta.url, so they load
// from wherever the element file is hosted.
const elementEntry = fileURLToPath(new URL('web/src/element.ts', import.meta.url));
const elementName = 'positional-encoding-widget';
/** The folder of the view the lesson page opens on (defaultState.view in web/src/state/schema.ts). */
const defaultViewEntry = fileURLToPath(new URL('web/src/views/heatmap/index.ts', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

let elementModules: Set<string> | undefined;

/** The element entry and every module it imports statically, directly or not. */
function reachableFromElement(graph: ModuleGraph): Set<string> {
  if (elementModules) return elementModules;
  const seen = new Set<string>();
  const stack = [elementEntry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) stack.push(...info.importedIds);
  }
  elementModules = seen;
  return seen;
}

export default defineConfig({
  root: 'web',
  base: './',
  publicDir: 'public',
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
    // Every browser the widget supports preloads modules natively (Chrome 66,
    // Safari 17, Firefox 115); the polyfill cost a request and a script run on
    // the lesson page's first load. Older browsers only lose the preload.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: 'web/index.html',
        embed: 'web/embed.html',
        [elementName]: elementEntry,
      },
      // Keep the element's exports (Vite drops entry exports in app builds).
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: (chunk) =>
          chunk.name === elementName ? `${elementName}.js` : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              debugName: elementName,
              name: (id: string, context: ModuleGraph) =>
                reachableFromElement(context).has(id) ? elementName : null,
            },
          ],
        },
      },
    },
  },
  plugins: [
    {
      name: 'element-modules-reset',
      buildStart() {
        elementModules = undefined;
      },
    },
    {
      // The lesson page opens on the default view: its chunk (and the
      // chunks it imports) download with the element script instead of
      // after the element has run and asked for it.
      name: 'preload-default-view',
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          if (!context.bundle || !context.filename.endsWith('index.html')) return html;
          const chunks = Object.values(context.bundle).filter((file) => file.type === 'chunk');
          const view = chunks.find((chunk) => chunk.facadeModuleId === defaultViewEntry);
          if (!view) return html;
          const files = [view.fileName, ...view.imports].filter(
            (file) => file !== `${elementName}.js`,
          );
          return files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          }));
        },
      },
    },
  ],
  preview: { host: '127.0.0.1', port: 4173 },
  server: { host: '127.0.0.1' },
});
