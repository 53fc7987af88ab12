import { posix } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin, Rollup } from 'vite';

import { createHash } from 'node:crypto';

import {
  exportsModule,
  publishExports,
  toClassicScript,
  type InlinedModule,
} from './scripts/classic-script.mjs';
import { frameScriptFile } from './web/src/widget/frame-script-file.js';
import type { FrameSource } from './vite.pages.js';

// The classic build's frame scripts: `frames/<view>.classic.js` (and
// `frames/<view>.lite.classic.js` for the lite element), one per view with a
// first-paint frame (widget/frame-registry.ts). The embed snippet puts the
// view's frame script after the element's classic script; both are parser
// blocking, so the element renders the view's chapter and figure boxes at its
// first render, before the page's first paint, and the page downloads the
// frame of the view it shows and no other.
//
// Each is the view's frame chunk (`frame-<view>`, which imports nothing but
// the element: vite.pages.ts, elementChunk) turned into a classic script by
// scripts/classic-script.mjs: its imports of the element read the element
// script's global, its module goes into a global of its own, which the
// element reads (widget/frame-registry.ts).
//
// So that a page that ran the frame script never downloads the frame's
// modules a second time, no other chunk imports the frame chunk itself: each
// imports `assets/classic-frame-<view>-<hash>.js`, a tiny module reading the
// frame's global (like the element's exports module, vite.classic.ts), and
// the preload lists name that module instead. The global is there either
// way: filled by the frame script, or by the frame chunk when the element
// imports it (a page without the frame script), since in this build the
// chunk also publishes its exports there. A chunk reading the global must
// run after the frame: the element loads a view's frame before the view's
// code (widget/view-loader.ts), and the build refuses a chunk that reads a
// frame's global and can be reached other than through that view's code.
// (A module that picks the global or imports the chunk would need a
// top-level await, and with one WebKitGTK 2.50 never finished loading a
// view.)

/**
 * The property of a frame script's global that holds its frame module (the
 * namespace object whose `default` is the frame); read by
 * widget/frame-registry.ts.
 */
export const FRAME_MODULE = '__peFrameModule';

/**
 * The local name of the frame module's namespace object in a frame chunk:
 * the bundler builds it, for the loader's import(), as
 * `var w = helper({ default: () => frame })`.
 */
function frameNamespace(code: string, hasHelpers: boolean): string | undefined {
  if (!hasHelpers) return undefined;
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations) {
      const init = declaration.init;
      if (
        declaration.id.type === 'Identifier' &&
        init?.type === 'CallExpression' &&
        init.arguments[0]?.type === 'ObjectExpression' &&
        init.arguments[0].properties.some(
          (p) =>
            p.type === 'Property' &&
            ((p.key.type === 'Identifier' && p.key.name === 'default') ||
              (p.key.type === 'Literal' && p.key.value === 'default')),
        )
      )
        return declaration.id.name;
    }
  }
  return undefined;
}

interface Options {
  /** The element's classic script (its file name in the output folder's root). */
  readonly coreFile: string;
  /** The Symbol.for key of the element script's global. */
  readonly coreKey: string;
  /** The Symbol.for prefix of the frame scripts' globals (followed by the view id). */
  readonly prefix: string;
  readonly frames: readonly FrameSource[];
  readonly lite: boolean;
  /** Where the frames' exports modules are recorded, to be copied into their readers (vite.classic.ts). */
  readonly small: Map<string, InlinedModule>;
}

const relativeSpecifier = (from: string, to: string) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

export function classicFrames(options: Options): Plugin {
  return {
    name: 'classic-frames',
    enforce: 'post',
    // After Vite has filled in the preload lists (which then still name the
    // frame chunk's own imports: the element's exports module) and before
    // the element's chunk becomes its classic script (classic-script, also
    // 'post', registered after this plugin).
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const readers = new Map<string, Reader>();
        const entry = bundle[options.coreFile];
        if (entry?.type !== 'chunk') this.error(`classic-frames: no chunk ${options.coreFile}`);
        const coreExports = entry.exports;
        for (const frame of options.frames) {
          // A frame this build never reaches (the lite build's exercises) has no script.
          if (!this.getModuleInfo(frame.file)) continue;
          // A group's chunk has no facade: found by its name and its module.
          const chunk = chunks.find(
            (c) => c.name === `frame-${frame.view}` && c.moduleIds.includes(frame.file),
          );
          if (!chunk) this.error(`classic-frames: no chunk frame-${frame.view} for ${frame.file}`);
          // The element's exports module, and the bundler's runtime helpers
          // (a chunk of their own, with no imports), copied into the script.
          const core = chunk.imports.filter((file) => file.includes('classic-exports-'));
          const helpers = chunk.imports
            .filter((file) => !core.includes(file))
            .map((file) => bundle[file]);
          if (
            core.length !== 1 ||
            !helpers.every(
              (c) => c?.type === 'chunk' && c.imports.length === 0 && c.code.length < 2000,
            )
          )
            this.error(
              `classic-frames: ${chunk.fileName} must import the element only (it imports ${chunk.imports.join(', ')})`,
            );
          const namespace = frameNamespace(chunk.code, helpers.length > 0);
          if (!namespace)
            this.error(`classic-frames: ${chunk.fileName} holds no namespace object of its frame`);
          const key = `${options.prefix}${frame.view}`;
          const script = frameScriptFile(frame.view, options.lite);
          const classic = toClassicScript(chunk.code, {
            key,
            name: script,
            inline: helpers.map((helper) => ({
              from: relativeSpecifier(chunk.fileName, helper!.fileName),
              code: (helper as Rollup.OutputChunk).code,
            })),
            core: {
              from: relativeSpecifier(chunk.fileName, core[0]!),
              key: options.coreKey,
              name: options.coreFile,
              // Its global is indexed (vite.classic.ts): read by position in its export list.
              names: coreExports,
            },
            chunkPath: posix.relative(posix.dirname(script), chunk.fileName),
            also: [{ name: FRAME_MODULE, local: namespace }],
          });
          this.emitFile({ type: 'asset', fileName: script, source: classic.code });
          const also = [{ name: FRAME_MODULE, local: namespace }];
          chunk.code = publishExports(chunk.code, { key, name: chunk.fileName, also });
          const reader = exportsModule(chunk.exports, {
            key,
            name: script,
            // Only a load-order bug says this: widget/view-loader.ts loads the frame first.
            missing: `the ${frame.view} frame has not run (a load-order bug)`,
          });
          const readerFile = `assets/classic-frame-${frame.view}-${hash(reader)}.js`;
          this.emitFile({ type: 'asset', fileName: readerFile, source: reader });
          options.small.set(readerFile, {
            key,
            missing: `the ${frame.view} frame has not run (a load-order bug)`,
          });
          readers.set(chunk.fileName, {
            file: readerFile,
            view: frame.view,
            entry: posix.join(posix.dirname(frame.file), 'index.ts'),
          });
        }
        for (const chunk of chunks) {
          if (readers.has(chunk.fileName)) continue;
          for (const from of pointTo(chunk, readers)) {
            const { view, entry } = readers.get(from)!;
            if (!reachedThrough(chunk, entry, chunks))
              this.error(
                `classic-frames: ${chunk.fileName} reads the ${view} frame's global but can be loaded before the frame (only the ${view} view's code, ${entry}, and what it loads may import ${from})`,
              );
          }
        }
      },
    },
  };
}

/** A frame chunk's reader module (by the frame chunk's file). */
interface Reader {
  readonly file: string;
  readonly view: string;
  /** The view's code: the module whose chunk the element loads after the frame. */
  readonly entry: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 8);

/**
 * Points `chunk`'s static imports of the frame chunks (the keys of
 * `readers`), and the preload lists naming them, to their readers; its
 * import() of a frame chunk (the element's frame loader) stays. Returns the
 * frame chunks it imports statically (its code reads their globals when it
 * runs).
 */
function pointTo(chunk: Rollup.OutputChunk, readers: ReadonlyMap<string, Reader>): string[] {
  const named = [...readers.keys()].filter((file) => chunk.code.includes(posix.basename(file)));
  if (named.length === 0) return [];
  const dir = posix.dirname(chunk.fileName);
  const frameOf = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const file = posix.join(dir, value);
    return readers.has(file) ? file : undefined;
  };
  const edits: [number, number, string][] = [];
  const loads = new Map<string, number>();
  const reads = new Set<string>();
  type Node = { type?: string; value?: unknown; start: number; end: number; source?: Node };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    const n = node as Node;
    if (n.type === 'ImportExpression') {
      // import(`…`) or import("…") of a frame chunk: the loader, kept.
      const source = n.source as Node & { quasis?: { value: { cooked: string } }[] };
      const file = frameOf(
        source.type === 'Literal' ? source.value : source.quasis?.[0]?.value.cooked,
      );
      if (file) loads.set(file, (loads.get(file) ?? 0) + 1);
      else walk(source);
      return;
    }
    if (
      n.type === 'ImportDeclaration' ||
      n.type === 'ExportNamedDeclaration' ||
      n.type === 'ExportAllDeclaration'
    ) {
      const file = frameOf(n.source?.value);
      if (file) reads.add(file);
    }
    if (n.type === 'Literal') {
      const file = frameOf(n.value);
      if (file)
        edits.push([
          n.start,
          n.end,
          JSON.stringify(relativeSpecifier(chunk.fileName, readers.get(file)!.file)),
        ]);
      return;
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && key !== 'start' && key !== 'end') walk(value);
  };
  walk(parseAst(chunk.code));
  let code = chunk.code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    code = code.slice(0, start) + text + code.slice(end);
  for (const file of named)
    if (code.split(posix.basename(file)).length - 1 !== (loads.get(file) ?? 0))
      throw new Error(`classic-frames: ${chunk.fileName} still names ${file} outside its import()`);
  chunk.code = code;
  chunk.imports = chunk.imports.map((file) => readers.get(file)?.file ?? file);
  return [...reads];
}

/**
 * Whether `chunk` runs only after the chunk of the module `entry` (a view's
 * index.ts) has started loading: it is that chunk, or every chunk that
 * imports it (statically or with import()) is.
 */
function reachedThrough(
  chunk: Rollup.OutputChunk,
  entry: string,
  chunks: readonly Rollup.OutputChunk[],
  seen = new Set<string>(),
): boolean {
  // The view's code may share its frame's chunk (the default view's: vite.pages.ts).
  if (chunk.facadeModuleId === entry || chunk.moduleIds.includes(entry)) return true;
  if (seen.has(chunk.fileName)) return true; // A cycle adds no way in.
  seen.add(chunk.fileName);
  const importers = chunks.filter(
    (c) => c.imports.includes(chunk.fileName) || c.dynamicImports.includes(chunk.fileName),
  );
  return importers.length > 0 && importers.every((c) => reachedThrough(c, entry, chunks, seen));
}
