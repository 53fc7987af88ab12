import { posix } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin, Rollup } from 'vite';

import { toClassicScript } from './scripts/classic-script.mjs';
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
// element reads (widget/frame-registry.ts). The view's own chunk still
// imports the frame chunk's modules as ES modules (a second download of a few
// kB when the page ran the frame script): a module standing for the chunk
// that picks the script's global needs a top-level await, and WebKitGTK 2.50
// then never finishes loading the view (the engines smoke's CSP page hung).

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
            },
            chunkPath: posix.relative(posix.dirname(script), chunk.fileName),
            also: [{ name: FRAME_MODULE, local: namespace }],
          });
          this.emitFile({ type: 'asset', fileName: script, source: classic.code });
        }
      },
    },
  };
}
