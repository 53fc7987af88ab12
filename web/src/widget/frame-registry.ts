// Where the widget finds a view's first-paint frame (ui/view-frame.ts).
//
// A frame is not part of the element's own file: each view's frame is a
// small chunk of its own (views/frames.ts lists the loaders), so the first
// load carries the frame of the view it shows and no other. Two ways in:
//
// - The classic build (vite.classic.ts) also writes each frame chunk as a
//   classic script, `frames/<view>.classic.js`, which the embed snippet puts
//   after the element's classic script. Run by the parser before it reaches
//   the tag, it leaves its module in a global (the prefix below is the
//   build's, per package version), so the element has the frame at its first
//   render, before the page's first paint, in every engine.
// - Anywhere else (the module element, or a classic page without the frame
//   script) the element imports the frame chunk when it first needs it and
//   renders it as soon as it arrives, which is long before the view's code
//   and the engine (a few kB against the view chunk and the .wasm).
import type { ViewFrame } from '../ui/view-frame.js';
import { frameLoaders } from '../views/frames.js';
import type { ViewName } from '../views/state.js';

/** Set by the classic build only: the Symbol.for prefix of its frame scripts' globals. */
declare const __PE_CLASSIC_FRAMES__: string | undefined;

const loaded = new Map<ViewName, ViewFrame>();
const loading = new Map<ViewName, Promise<ViewFrame | undefined>>();

type FrameModule = { default: ViewFrame };

function fromFrameScript(view: ViewName): ViewFrame | undefined {
  const prefix = typeof __PE_CLASSIC_FRAMES__ === 'string' ? __PE_CLASSIC_FRAMES__ : '';
  if (!prefix) return undefined;
  // FRAME_MODULE in vite.classic-frames.ts: the frame module's namespace.
  const script = (globalThis as Record<symbol, { __peFrameModule?: FrameModule } | undefined>)[
    Symbol.for(`${prefix}${view}`)
  ];
  return script?.__peFrameModule?.default;
}

/** Whether `view` has a first-paint frame at all. */
export function hasFrame(view: ViewName): boolean {
  return frameLoaders[view] !== undefined;
}

/** The frame of `view` if it is here now (loaded, or left by its classic script). */
export function frameOf(view: ViewName): ViewFrame | undefined {
  const known = loaded.get(view);
  if (known) return known;
  const script = fromFrameScript(view);
  if (script) loaded.set(view, script);
  return script;
}

/**
 * The frame of `view`, loading its chunk once; rejects when the chunk fails
 * to load (and forgets the failure, so that Retry loads it again).
 */
function importFrame(view: ViewName): Promise<ViewFrame | undefined> {
  const here = frameOf(view);
  if (here) return Promise.resolve(here);
  const load = frameLoaders[view];
  if (!load) return Promise.resolve(undefined);
  let pending = loading.get(view);
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(view, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(view);
        throw error;
      },
    );
    loading.set(view, pending);
  }
  return pending;
}

/**
 * The frame of `view`, loading its chunk once; undefined for a view without
 * a frame, or when the chunk fails to load (the view then appears without
 * one: its own code reports a failure to load, with Retry).
 */
export function loadFrame(view: ViewName): Promise<ViewFrame | undefined> {
  return importFrame(view).catch(() => undefined);
}

/**
 * What must be here before the view's own code runs. In the classic build
 * a view's chunks read its frame's modules from the frame's global
 * (vite.classic-frames.ts), which its frame script or its frame chunk fills
 * in: so the frame loads first, and a frame that fails to load fails the
 * view's load (its code never runs, so Retry can load both again). Elsewhere
 * the view's chunks import the frame's chunk themselves: nothing to wait for.
 */
export function beforeViewCode(view: string): Promise<void> {
  if (typeof __PE_CLASSIC_FRAMES__ !== 'string' || !Object.hasOwn(frameLoaders, view))
    return Promise.resolve();
  return importFrame(view as ViewName).then(() => undefined);
}
