import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup, UserConfig } from 'vite';

import {
  exportsModule,
  inlineImports,
  toClassicScript,
  type InlinedModule,
} from './scripts/classic-script.mjs';
import { classicFrames } from './vite.classic-frames.js';
import { minifyTemplates } from './vite.templates.js';
import {
  elementChunk,
  elementName,
  frameSources,
  ownKeysNamespaces,
  preloadDefaultViewOnly,
  workerBase,
} from './vite.pages.js';

// The classic build of the element: `positional-encoding-widget.classic.js`
// (and `-lite.classic.js`), a plain <script src> with no type="module", no
// async or defer. The parser runs it before it reaches the elements below
// it, so <positional-encoding-widget> is defined, and its first render done,
// before the page's first paint, in every engine and wherever the script is
// (a module script is deferred, and blocking="render" works in <head> only
// and not in Firefox). Named after the HTML term for a non-module script;
// not `.iife.js`, because unlike Rollup's iife format it still splits code.
//
// It is the element's own chunk (vite.pages.ts, elementChunk: every module
// the element imports statically, Lit included) turned into a script by
// scripts/classic-script.mjs: its exports go into one global, and its
// import() calls resolve against the script's URL (document.currentScript),
// so it loads from any host like the module does. The views, the engine's
// full module and the export code stay lazily loaded ES module chunks under
// assets/ (import() works in classic scripts); every chunk that imports the
// entry imports `assets/classic-exports-<hash>.js` instead, a tiny module
// reading that global, so no chunk downloads a second copy of the element or
// Lit. Its own chunks (their hashes differ from the module build's) sit in
// the same assets/ folder; the .wasm files are identical and shared.

const packageJson = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

const elementEntry = fileURLToPath(new URL('web/src/element.ts', import.meta.url));

/** The classic script's file name (in the output folder's root). */
export function classicFile(lite: boolean): string {
  return `${elementName}${lite ? '-lite' : ''}.classic.js`;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 8);

/**
 * Turns the entry chunk named `name` into the classic script `${name}.js`
 * and points every other chunk's imports of it to the exports module.
 */
/**
 * The Symbol.for key of the global of the classic script `${name}.js`:
 * unique per package version and build, so two copies of the package on one
 * page keep apart, and the same script run twice defines nothing twice.
 */
export function classicKey(name: string): string {
  return `${packageJson.name}@${packageJson.version}/${name}`;
}

/**
 * The small modules the classic build's chunks import (the exports modules
 * of the element and of the frames), by file, with what inlineImports needs
 * to copy their reads into each importing chunk (inlineSmallModules).
 */
export type SmallModules = Map<string, InlinedModule>;

export function classicScript(name: string, small: SmallModules): Plugin[] {
  const file = `${name}.js`;
  // indexed: the global is an array in export order (scripts/classic-script.mjs).
  const options = { key: classicKey(name), name: file, indexed: true };
  let shim: { fileName: string; source: string; names: readonly string[] } | undefined;
  const shimFor = (names: readonly string[]) => {
    if (shim?.names.join() !== names.join()) {
      const source = exportsModule(names, options);
      shim = { fileName: `assets/classic-exports-${hash(source)}.js`, source, names };
    }
    return shim;
  };
  const entryOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk => {
    const entry = bundle[file];
    if (!entry || entry.type !== 'chunk') throw new Error(`classic-script: no chunk ${file}`);
    return entry;
  };
  const imports: Plugin = {
    name: 'classic-script-imports',
    enforce: 'post',
    buildStart() {
      shim = undefined;
    },
    renderChunk(code, chunk, _output, meta) {
      const entry = Object.values(meta.chunks).find((c) => c.fileName === file);
      if (!entry) this.error(`classic-script: no entry chunk ${file}`);
      if (chunk.fileName === file) return null;
      const from = posix.dirname(chunk.fileName);
      const specifier = `./${posix.relative(from, shimFor(entry.exports).fileName)}`;
      const edits: [number, number][] = [];
      for (const statement of this.parse(code).body) {
        const source = 'source' in statement ? statement.source : null;
        if (source?.type === 'Literal' && posix.join(from, String(source.value)) === file)
          edits.push([source.start, source.end]);
      }
      if (edits.length === 0 && !code.includes(file)) return null;
      let out = code;
      for (const [start, end] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + JSON.stringify(specifier) + out.slice(end);
      if (out.includes(file)) this.error(`classic-script: ${chunk.fileName} still loads ${file}`);
      return out;
    },
    // Before Vite's own generateBundle writes the preload lists: the exports
    // module is in the bundle and each chunk's imports name it, so it is
    // preloaded with the chunks that import it.
    generateBundle: {
      order: 'pre',
      handler(_output, bundle) {
        const { fileName, source, names } = shimFor(entryOf(bundle).exports);
        this.emitFile({ type: 'asset', fileName, source });
        small.set(fileName, {
          key: options.key,
          names,
          missing: `${file} has not run on this page: load it with <script src>`,
        });
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.fileName === file) continue;
          chunk.imports = chunk.imports.map((name) => (name === file ? fileName : name));
        }
      },
    },
  };
  const script: Plugin = {
    name: 'classic-script',
    enforce: 'post',
    // After Vite's own generateBundle, which fills in the preload lists from
    // the import() calls as they were.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const entry = entryOf(bundle);
        const classic = toClassicScript(entry.code, options);
        if (classic.exports.join() !== shimFor(entry.exports).names.join())
          this.error(`classic-script: ${file} exports other names than its chunks import`);
        entry.code = classic.code;
      },
    },
  };
  return [imports, script];
}

/**
 * The last step of the classic build: each chunk's imports of the small
 * modules (the element's and the frames' exports modules, `small`, and the
 * bundler's runtime helpers, a chunk of its own) are copied into it
 * (scripts/classic-script.mjs, inlineImports), and those modules leave the
 * output. On the README embed's first load that is three requests and
 * 0.7 kB (gzip -9) fewer: each is a few hundred bytes of names no gzip
 * window shares with the chunk that reads them. What they read is there
 * before: the element's global before any chunk loads (the element loads
 * them), a frame's before its view's code (vite.classic-frames.ts checks).
 */
function inlineSmallModules(entryFile: string, small: SmallModules): Plugin {
  return {
    name: 'classic-inline-small-modules',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const files = Object.values(bundle);
        for (const file of files) {
          if (
            file.type === 'chunk' &&
            file.name === 'rolldown-runtime' &&
            file.imports.length === 0
          )
            small.set(file.fileName, { code: file.code });
        }
        for (const chunk of files) {
          if (chunk.type !== 'chunk' || chunk.fileName === entryFile || small.has(chunk.fileName))
            continue;
          const dir = posix.dirname(chunk.fileName);
          const { code, inlined } = inlineImports(chunk.code, {
            name: chunk.fileName,
            modules: (specifier) => small.get(posix.join(dir, specifier)),
          });
          const gone = new Set(inlined.map((specifier) => posix.join(dir, specifier)));
          chunk.code = code;
          chunk.imports = chunk.imports.filter((file) => !gone.has(file));
        }
        // A small module nothing names any more leaves the output.
        for (const file of small.keys()) {
          const base = posix.basename(file);
          const named = Object.values(bundle).some(
            (other) =>
              other.fileName !== file &&
              (other.type === 'chunk'
                ? other.code.includes(base)
                : typeof other.source === 'string' && other.source.includes(base)),
          );
          if (!named) delete bundle[file];
        }
      },
    },
  };
}

/**
 * The build of the classic script into `outDir` (relative to web/), beside
 * a module build there: the site's (vite.config.ts) or the package's
 * (vite.cdn.config.ts).
 */
export function classicBuild(outDir: string, lite: boolean): UserConfig {
  const name = classicFile(lite).replace(/\.js$/, '');
  const frames = frameSources();
  const element = elementChunk(name, frames);
  const framePrefix = `${classicKey(name)}#frame/`;
  const small: SmallModules = new Map();
  return {
    root: 'web',
    base: './',
    publicDir: false,
    // Browsers only: the engine loader drops its Node branch (web/src/engine/wasm.ts).
    // __PE_CLASSIC_FRAMES__: where the frame scripts leave their frames
    // (widget/frame-registry.ts, vite.classic-frames.ts).
    define: {
      __PE_LITE__: JSON.stringify(lite),
      __PE_BROWSER__: 'true',
      __PE_HOST_BYTES__: 'false',
      __PE_CLASSIC_FRAMES__: JSON.stringify(framePrefix),
    },
    build: {
      outDir,
      // The module build has filled the folder; this adds to it.
      emptyOutDir: false,
      target: 'es2022',
      chunkSizeWarningLimit: 600,
      // Preload lists for the default view only (vite.pages.ts): unlike the
      // package's module build, no bundler ever rewrites a classic script,
      // so its lists stay right; they name the chunks the view's chunk
      // imports, found from the script's URL, and the view's first frame
      // does not wait a round trip for them.
      modulePreload: preloadDefaultViewOnly,
      rollupOptions: {
        input: { [name]: elementEntry },
        preserveEntrySignatures: 'allow-extension',
        output: element.output,
      },
    },
    // Workers resolve their files against their script's URL, blob: trampolines too.
    worker: { plugins: () => [workerBase()] },
    plugins: [
      minifyTemplates(),
      element.plugin,
      ownKeysNamespaces(),
      classicFrames({
        coreFile: `${name}.js`,
        coreKey: classicKey(name),
        prefix: framePrefix,
        frames,
        lite,
        small,
      }),
      ...classicScript(name, small),
      inlineSmallModules(`${name}.js`, small),
    ],
  };
}
