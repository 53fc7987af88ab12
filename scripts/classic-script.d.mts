import type { Program } from '@oxc-project/types';

export interface ClassicOptions {
  /** The global's key: Symbol.for(key). */
  key: string;
  /** The classic script's file name, for the messages. */
  name: string;
}

export declare function reassignedExports(program: Program, locals: Set<string>): string[];
export declare function toClassicScript(
  code: string,
  options: ClassicOptions,
): { code: string; exports: string[] };
export declare function exportsModule(names: readonly string[], options: ClassicOptions): string;
