import { fileURLToPath } from 'node:url';
import { runnerImport, type IndexHtmlTransformContext, type Plugin, type Rollup } from 'vite';

// How the two pages and the element are built, shared by the site
// (vite.config.ts, dist/site) and the package (vite.cdn.config.ts, dist/cdn):
//   index.html                     the lesson page
//   embed.html                     the compact page for <iframe> embeds
//   positional-encoding-widget.js  the custom element for the one-line embed
// Every module the element imports statically is put into the element's own
// chunk, so that file is self-contained (one request, stable unhashed name)
// and the two pages import the element from it instead of from a shared
// chunk. Modules loaded with dynamic import() stay separate, lazily loaded
// chunks. The engine (.wasm), the workers and those chunks are hashed files
// under assets/, found at run time relative to import.meta.url, so they load
// from wherever the element file is hosted; the pages refer to everything by
// relative URLs (base './'), so the folder works from any path on any origin.

export const elementName = 'positional-encoding-widget';
const elementEntry = fileURLToPath(new URL('web/src/element.ts', import.meta.url));

/** Rollup inputs: the two pages and the element. */
export const pageInputs: Record<string, string> = {
  index: fileURLToPath(new URL('web/index.html', import.meta.url)),
  embed: fileURLToPath(new URL('web/embed.html', import.meta.url)),
  [elementName]: elementEntry,
};

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Output options that keep the element in one file named `${name}.js`
 * (the input's name) holding every module it imports statically, and its
 * plugin (which forgets the module list between builds, e.g. in watch mode).
 */
export function elementChunk(name = elementName): { output: Rollup.OutputOptions; plugin: Plugin } {
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
  return {
    output: {
      entryFileNames: (chunk) => (chunk.name === name ? `${name}.js` : 'assets/[name]-[hash].js'),
      codeSplitting: {
        groups: [
          {
            debugName: name,
            name: (id: string, context: ModuleGraph) =>
              reachableFromElement(context).has(id) ? name : null,
          },
        ],
      },
    },
    plugin: {
      name: 'element-modules-reset',
      buildStart() {
        elementModules = undefined;
      },
    },
  };
}

/** What the pages' preloads depend on, read from the widget's own modules (never a copy). */
interface WidgetFacts {
  /** The view a page without `view=` (or with an unknown one) opens on. */
  defaultView: string;
  /** The query key of the view. */
  viewKey: string;
  /** How much of the query the pages read (parseQuery). */
  maxQueryLength: number;
  /** Every view id, and whether its first load uses the engine's core module. */
  views: readonly { id: string; engine?: 'core' }[];
}

const webSource = (path: string) => fileURLToPath(new URL(`web/src/${path}`, import.meta.url));

async function readWidgetFacts(): Promise<WidgetFacts> {
  // Evaluated in Node through Vite's module runner: these modules are free of
  // DOM work at import (a view's code is only imported when shown).
  const options = {
    root: fileURLToPath(new URL('web', import.meta.url)),
    logLevel: 'silent' as const,
  };
  const [state, link, registry] = await Promise.all([
    runnerImport<typeof import('./web/src/views/state.js')>(webSource('views/state.ts'), options),
    runnerImport<typeof import('./web/src/views/link.js')>(webSource('views/link.ts'), options),
    runnerImport<typeof import('./web/src/views/registry.js')>(
      webSource('views/registry.ts'),
      options,
    ),
  ]);
  return {
    defaultView: state.module.defaultState.view,
    viewKey: state.module.queryKeys.view,
    maxQueryLength: link.module.MAX_QUERY_LENGTH,
    views: registry.module.views,
  };
}

let widgetFacts: Promise<WidgetFacts> | undefined;
function facts(): Promise<WidgetFacts> {
  widgetFacts ??= readWidgetFacts();
  return widgetFacts;
}

/** The output file of the asset built from `source` (a path under web/). */
function assetFile(context: IndexHtmlTransformContext, source: string): string {
  const asset = Object.values(context.bundle!).find(
    (file): file is Rollup.OutputAsset =>
      file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(source)),
  );
  if (!asset) throw new Error(`${source} is not in the bundle of ${context.filename}`);
  return asset.fileName;
}

/**
 * The lesson page opens on the default view when its link names none: that
 * view's chunk (and the chunks it imports) download with the element script
 * instead of after the element has run and asked for it.
 */
export function preloadDefaultView(): Plugin {
  return {
    name: 'preload-default-view',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const entry = webSource(`views/${(await facts()).defaultView}/index.ts`);
        const chunks = Object.values(context.bundle).filter((file) => file.type === 'chunk');
        const view = chunks.find((chunk) => chunk.facadeModuleId === entry);
        if (!view) throw new Error(`no chunk for the default view (${entry})`);
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
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Fills in the data of each page's `<script defer src="/engine-preload.js">`
 * (web/public/engine-preload.js): the core .wasm's URL (relative to the
 * script) and which views' first load uses it. The script then preloads the
 * file only for those views, so no page preloads a file it never fetches
 * (Chromium warns about that), and a page whose first view does fetch it
 * starts the download before the element has run and asked for it.
 */
export function preloadEngineCore(): Plugin {
  const coreWasm = 'generated/posenc-wasm-core.wasm';
  const tag = /<script defer src="(?:\.\/|\/)engine-preload\.js"><\/script>/;
  return {
    name: 'preload-engine-core',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!tag.test(html)) {
          throw new Error(`${context.filename} has no <script defer src="/engine-preload.js">`);
        }
        const { defaultView, viewKey, maxQueryLength, views } = await facts();
        // Built: the hashed file under assets/ beside the script's folder;
        // served by `vite` (dev): the source file.
        const wasm = context.bundle ? `./${assetFile(context, coreWasm)}` : `/${coreWasm}`;
        const data = {
          wasm,
          views: views.map((view) => view.id).join(' '),
          coreViews: views
            .filter((view) => view.engine === 'core')
            .map((view) => view.id)
            .join(' '),
          defaultView,
          viewKey,
          maxQuery: String(maxQueryLength),
        };
        const attributes = Object.entries(data)
          .map(([key, value]) => ` data-${kebab(key)}="${escapeAttribute(value)}"`)
          .join('');
        const src = context.bundle ? './engine-preload.js' : '/engine-preload.js';
        return html.replace(tag, `<script defer src="${src}"${attributes}></script>`);
      },
    },
  };
}
