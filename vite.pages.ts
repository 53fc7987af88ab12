import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type IndexHtmlTransformContext, type Plugin, type Rollup } from 'vite';

import { DEFAULT_VIEW } from './web/src/views/default-view.js';

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
/** The default view's folder: its code is in every first load (views/default-view.ts). */
const defaultViewFolder = fileURLToPath(new URL(`web/src/views/${DEFAULT_VIEW}/`, import.meta.url));
const defaultViewEntry = join(defaultViewFolder, 'index.ts');
/** Its chapter's prose (content/<view>.ts), which goes with its frame. */
const defaultViewContent = `/web/src/content/${DEFAULT_VIEW}.ts`;

/** Rollup inputs: the two pages and the element. */
export const pageInputs: Record<string, string> = {
  index: fileURLToPath(new URL('web/index.html', import.meta.url)),
  embed: fileURLToPath(new URL('web/embed.html', import.meta.url)),
  [elementName]: elementEntry,
};

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** `start` and every module it imports statically, directly or not. */
function reachable(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) stack.push(...info.importedIds);
  }
  return seen;
}

/** A view's first-paint frame module (web/src/views/<view>/frame.ts). */
export interface FrameSource {
  readonly view: string;
  readonly file: string;
}

/** Every view folder's frame.ts. */
export function frameSources(): FrameSource[] {
  const views = fileURLToPath(new URL('web/src/views/', import.meta.url));
  return readdirSync(views, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(views, entry.name, 'frame.ts')))
    .map((entry) => ({ view: entry.name, file: join(views, entry.name, 'frame.ts') }));
}

/**
 * Output options that keep the element in one file named `${name}.js`
 * (the input's name) holding every module it imports statically, and its
 * plugin (which forgets the module list between builds, e.g. in watch mode).
 */
export function elementChunk(
  name = elementName,
  frames: readonly FrameSource[] = [],
): { output: Rollup.OutputOptions; plugin: Plugin } {
  let elementModules: Set<string> | undefined;
  let frameChunks: Map<string, string> | undefined;
  /**
   * With `frames`: each module only one view's frame imports statically
   * (directly or not) goes into that frame's chunk, `frame-<view>`, and a
   * module two frames import goes into the element's, so every frame chunk
   * imports nothing but the element (vite.classic-frames.ts turns each into a
   * classic script of its own).
   */
  function frameChunkOf(graph: ModuleGraph): Map<string, string> {
    if (frameChunks) return frameChunks;
    const owners = new Map<string, Set<string>>();
    for (const frame of frames) {
      for (const id of reachable(graph, frame.file)) {
        if (!owners.has(id)) owners.set(id, new Set());
        owners.get(id)!.add(frame.view);
      }
    }
    // A module of the view's own (its folder, its chapter) only one frame
    // imports goes into that frame's chunk; anything else a frame needs (ui/,
    // Lit's directives, another view's module) into the element's, so that
    // no other view's chunk loads this frame's chunk for a shared helper.
    const inFolder = (id: string, view: string) =>
      id.includes(`/web/src/views/${view}/`) || id.endsWith(`/web/src/content/${view}.ts`);
    // Also the view's own: a module only that view's modules import, and
    // only statically (the glossary's references and notation, which only
    // its entries import), so no other chunk ever loads the frame's for it.
    const onlyOf = new Map<string, string>();
    for (const [id, views] of owners) {
      if (views.size === 1 && inFolder(id, [...views][0]!)) onlyOf.set(id, [...views][0]!);
    }
    for (let grown = true; grown;) {
      grown = false;
      for (const [id, views] of owners) {
        const [view] = [...views];
        const info = graph.getModuleInfo(id);
        if (views.size !== 1 || onlyOf.has(id) || !info || id === elementEntry) continue;
        if (info.dynamicImporters.length > 0 || info.importers.length === 0) continue;
        if (!info.importers.every((importer) => onlyOf.get(importer) === view)) continue;
        onlyOf.set(id, view!);
        grown = true;
      }
    }
    frameChunks = new Map(
      [...owners].map(([id, views]) => {
        const view = onlyOf.get(id);
        return [id, views.size === 1 && view !== undefined ? `frame-${view}` : name];
      }),
    );
    // The default view's own code goes into its frame's chunk too: every
    // first load fetches both, and as one file they are one request and
    // 0.65 kB (gzip -9) less than apart (the view's modules outside its
    // folder are the element's: reachableFromElement). Its lazily loaded
    // parts (export, gestures, data table) stay chunks of their own.
    if (
      frames.some((frame) => frame.view === DEFAULT_VIEW) &&
      graph.getModuleInfo(defaultViewEntry)
    ) {
      for (const id of reachable(graph, defaultViewEntry)) {
        if (inFolder(id, DEFAULT_VIEW) && frameChunks.get(id) !== name)
          frameChunks.set(id, `frame-${DEFAULT_VIEW}`);
      }
    }
    return frameChunks;
  }
  /**
   * The element entry and every module it imports statically, directly or
   * not; and the modules outside its folder and chapter that the default view's code
   * imports statically (ui/cursor-event.ts): they are in every first load,
   * so they cost no extra request there, and the view chunks that share them
   * import them from the element.
   */
  function reachableFromElement(graph: ModuleGraph): Set<string> {
    if (elementModules) return elementModules;
    elementModules = reachable(graph, elementEntry);
    if (graph.getModuleInfo(defaultViewEntry)) {
      for (const id of reachable(graph, defaultViewEntry)) {
        const own = id.startsWith(defaultViewFolder) || id.endsWith(defaultViewContent);
        if (id.includes('/web/src/') && !own) elementModules.add(id);
      }
    }
    return elementModules;
  }
  return {
    output: {
      entryFileNames: (chunk) => (chunk.name === name ? `${name}.js` : 'assets/[name]-[hash].js'),
      codeSplitting: {
        groups: [
          {
            debugName: name,
            // First: what the element's chunk holds is taken from every later group.
            priority: 2,
            // (with the bundler's runtime helpers, which a frame chunk would otherwise import
            // from a chunk of their own).
            name: (id: string, context: ModuleGraph) =>
              reachableFromElement(context).has(id) ||
              frameChunkOf(context).get(id) === name ||
              (frames.length > 0 && /^\0?rolldown[:/]runtime/.test(id))
                ? name
                : null,
          },
          ...(frames.length > 0
            ? [
                {
                  debugName: 'frames',
                  priority: 1,
                  name: (id: string, context: ModuleGraph) => frameChunkOf(context).get(id) ?? null,
                },
              ]
            : []),
        ],
      },
    },
    plugin: {
      name: 'element-modules-reset',
      buildStart() {
        elementModules = undefined;
        frameChunks = undefined;
      },
    },
  };
}

/**
 * The module preload options of the builds that keep preload lists (the
 * site's element and the classic scripts): no polyfill (every browser the
 * widget supports preloads modules natively: Chrome 66, Safari 17, Firefox
 * 115), and each import()'s list names the chunks the imported chunk
 * imports, not that chunk itself, which import() fetches at once anyway
 * (Vite lists it first). That takes the view and frame chunks' names (34 of
 * the 50) out of the element's list.
 */
export const preloadImportsOnly = {
  polyfill: false,
  resolveDependencies: (file: string, deps: string[]) => deps.filter((dep) => dep !== file),
};

/**
 * The classic scripts' preload lists: only for the default view's code and
 * frame (the chunks every first load imports), whose own imports then load
 * beside them instead of after them. Every other view's chunk finds its
 * imports when it arrives, one round trip later, as in the package's module
 * build: the lists of all views cost 0.7 kB (gzip -9) of the README embed's
 * first load, and a view shown later is not on that path.
 */
/**
 * The small modules the classic build copies into the chunks that import
 * them (vite.classic.ts), and the frame chunks, which a view's chunk reads
 * through its frame's exports module, copied in too (vite.classic-frames.ts).
 */
const copiedIn = /(^|\/)(classic-exports|(classic-)?frame-[\w-]+|rolldown-runtime)-[\w-]+\.js$/;

export const preloadDefaultViewOnly = {
  polyfill: false,
  resolveDependencies: (file: string, deps: string[]) =>
    new RegExp(`(^|/)(frame-)?${DEFAULT_VIEW}-[\\w-]+\\.js$`).test(file)
      ? deps.filter((dep) => dep !== file && !copiedIn.test(dep))
      : [],
};

/**
 * The workers' bundles (the lab's training worker) resolve their files (the
 * engine's .wasm, through Vite's asset URLs and Emscripten's script
 * folder) against `self.location.href`, which for a worker started from a
 * blob: of the page's origin (web/src/views/lab/cross-origin-worker.ts, for
 * an element loaded from a CDN) is the blob:. That worker sets the
 * worker script's own URL as `self.__peWorkerBase` first, and this reads it
 * where set. The build fails if a bundle names the location otherwise.
 */
export function workerBase(): Plugin {
  return {
    name: 'worker-base',
    renderChunk(code) {
      if (!code.includes('self.location')) return null;
      const out = code.replaceAll(
        'self.location.href',
        '(self.__peWorkerBase||self.location.href)',
      );
      if (/self\.location(?!\.href)/.test(out.replaceAll('self.location.href', '')))
        this.error('worker-base: a worker bundle reads self.location other than its href');
      return out;
    },
  };
}

/**
 * The bundler's helper that builds a module namespace object for import()
 * (rolldown's `__exportAll`, used for the views' frame modules, which share
 * a chunk with their imports) walks its argument with for-in, so on a host
 * page that added keys to Object.prototype it defines getters from them and
 * throws ("Getter must be a function"). This walks own keys only. The build
 * fails if the helper is there in another shape, so a bundler update cannot
 * bring the for-in back unseen (tests/e2e/state.spec.ts loads every view on
 * such a page).
 */
export function ownKeysNamespaces(): Plugin {
  const loop = /for \(var (\w+) in (\w+)\)(\s*\{?\s*__defProp\(target, \1, \{)/g;
  return {
    name: 'own-keys-namespaces',
    renderChunk(code) {
      if (!code.includes('var __exportAll =')) return null;
      const fixed = code.replace(loop, 'for (var $1 of Object.keys($2)) $3');
      if (fixed === code)
        this.error('own-keys-namespaces: __exportAll has no for-in loop of the known shape');
      return { code: fixed, map: null };
    },
  };
}

/** What the pages' preloads depend on, read from the widget's own modules (never a copy). */
interface WidgetFacts {
  /** The view a page without `view=` (or with an unknown one) opens on. */
  defaultView: string;
  /** The view the lesson page opens a bare visit (no query at all) on: the course's start. */
  courseStart: string;
  /** The query key of the view. */
  viewKey: string;
  /** How much of the query the pages read (parseQuery). */
  maxQueryLength: number;
  /** Every view id, and whether its first load uses the engine's core module. */
  views: readonly { id: string; engine?: 'core' | 'none' }[];
}

const webSource = (path: string) => fileURLToPath(new URL(`web/src/${path}`, import.meta.url));

async function readWidgetFacts(): Promise<WidgetFacts> {
  // Evaluated in Node through Vite's module runner: these modules are free of
  // DOM work at import (a view's code is only imported when shown).
  const options = {
    root: fileURLToPath(new URL('web', import.meta.url)),
    logLevel: 'silent' as const,
  };
  const [state, link, registry, course] = await Promise.all([
    runnerImport<typeof import('./web/src/views/state.js')>(webSource('views/state.ts'), options),
    runnerImport<typeof import('./web/src/views/link.js')>(webSource('views/link.ts'), options),
    runnerImport<typeof import('./web/src/views/registry.js')>(
      webSource('views/registry.ts'),
      options,
    ),
    runnerImport<typeof import('./web/src/course/chapters.js')>(
      webSource('course/chapters.ts'),
      options,
    ),
  ]);
  return {
    defaultView: state.module.defaultState.view,
    courseStart: course.module.courseStart,
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
 * The view the lesson page opens on without any query, a visit to the
 * course (page.ts): its first chapter, not the element's default view (the
 * heat map, which links without `view=` show). Other pages open their
 * default view then.
 */
async function landingView(filename: string): Promise<string> {
  const { defaultView, courseStart } = await facts();
  return filename.endsWith('index.html') ? courseStart : defaultView;
}

/**
 * The lesson page's bare visit opens the course's first chapter: that
 * view's chunk and its frame's (and the chunks they import) download with
 * the element script instead of after the element has run and asked for it.
 */
export function preloadDefaultView(): Plugin {
  return {
    name: 'preload-default-view',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const landing = await landingView(context.filename);
        const entry = webSource(`views/${landing}/index.ts`);
        const chunks = Object.values(context.bundle).filter((file) => file.type === 'chunk');
        const view = chunks.find((chunk) => chunk.facadeModuleId === entry);
        if (!view) throw new Error(`no chunk for the landing view (${entry})`);
        // Its first-paint frame's chunk too (a group's chunk, found by its module).
        const frame = chunks.find((chunk) =>
          chunk.moduleIds.includes(webSource(`views/${landing}/frame.ts`)),
        );
        const files = [
          ...new Set([
            view.fileName,
            ...view.imports,
            ...(frame ? [frame.fileName, ...frame.imports] : []),
          ]),
        ].filter((file) => file !== `${elementName}.js`);
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
 * script), which views' first load uses it and which view a bare visit opens
 * (the lesson page's course start). The script then preloads the
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
        const landing = await landingView(context.filename);
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
          landingView: landing,
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
