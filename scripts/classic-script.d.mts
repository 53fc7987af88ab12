import type { Program } from '@oxc-project/types';

export interface ClassicOptions {
  /** The global's key: Symbol.for(key). */
  key: string;
  /** The classic script's file name, for the messages. */
  name: string;
  /** The global is an array of the exports in their order, read by position (not by name). */
  indexed?: boolean;
}

export interface ConvertOptions extends ClassicOptions {
  /**
   * For a chunk that imports the element: `from`, the specifier of the
   * element script's exports module in the chunk; `key`, that script's
   * global; `name`, its file name (for the message when it has not run);
   * `names`, its exports in order when its global is indexed.
   */
  core?: { from: string; key: string; name: string; names?: readonly string[] };
  /** The chunk's path relative to the script: import.meta.url and import() resolve as in the chunk. */
  chunkPath?: string;
  /** Small chunks the chunk imports (no imports of their own, one export list), copied in. */
  inline?: readonly { from: string; code: string }[];
  /** More bindings of the chunk to put into its global's object. */
  also?: readonly { name: string; local: string }[];
}

export declare function reassignedExports(program: Program, locals: Set<string>): string[];
export declare function toClassicScript(
  code: string,
  options: ConvertOptions,
): { code: string; exports: string[] };
export declare function exportsModule(
  names: readonly string[],
  options: ClassicOptions & {
    /** The error's message when the global is not there (by default: load the script). */
    missing?: string;
  },
): string;
export declare function publishExports(
  code: string,
  options: ClassicOptions & { also?: readonly { name: string; local: string }[] },
): string;

/** What an inlined import's module is: copied-in code, or an exports module's global. */
export type InlinedModule =
  | { code: string; key?: undefined; names?: undefined; missing?: undefined }
  | { code?: undefined; key: string; names?: readonly string[]; missing: string };
export declare function inlineImports(
  code: string,
  options: { name: string; modules: (specifier: string) => InlinedModule | undefined },
): { code: string; inlined: string[] };
