// The core module (the heat map's functions) through its plain C ABI
// (cpp/bindings/c_abi.h): a standalone .wasm with no Emscripten glue, so the
// first load carries none. Every function is called the same way: its
// arguments written as doubles to the argument block (a value object as its
// fields), call(index), the answer read from the return block. Which index,
// which argument and return types: the core's descriptions
// (cpp/bindings/functions.h), generated into functions-core.js's `abi`;
// nothing here names an engine function. The object this builds is the one
// the Embind module was to call.ts and api.ts: HEAPF64 and a function per
// name returning numbers or Result objects.
import { abi } from '../../generated/functions-core.js';
import type { PosEncCoreWasm } from '../../generated/posenc-wasm-core.js';
import type { WasmResult } from '../../generated/posenc-wasm.js';

interface CoreExports {
  readonly memory: WebAssembly.Memory;
  readonly _initialize: () => void;
  readonly args: () => number;
  readonly returns: () => number;
  readonly call: (index: number) => number;
}

/** A number as the ABI takes it: never coerced (the API has read every value already). */
function slotValue(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'boolean' ? Number(value) : NaN;
}

/**
 * The imports of a standalone Emscripten module: exit (only an abort, which
 * the engine never calls: it validates instead) and the memory-growth
 * notice (views are taken again on use).
 */
const imports = {
  wasi_snapshot_preview1: {
    proc_exit(code: number): never {
      throw new Error(`engine: the core module stopped (exit code ${code})`);
    },
  },
  env: { emscripten_notify_memory_growth() {} },
};

/** Instantiates the compiled core module and builds its calls from the descriptions. */
export async function instantiateCore(compiled: WebAssembly.Module): Promise<PosEncCoreWasm> {
  const instance = await WebAssembly.instantiate(compiled, imports);
  const exports = instance.exports as unknown as CoreExports;
  exports._initialize();
  const { memory } = exports;
  const argsAt = exports.args() / 8;
  const returnsAt = exports.returns() / 8;
  const slot = abi.returns;
  const decoder = new TextDecoder();

  let heap = new Float64Array(memory.buffer);
  /** The memory as doubles, taken again after the memory grew. */
  const view = (): Float64Array =>
    heap.buffer === memory.buffer ? heap : (heap = new Float64Array(memory.buffer));
  const answer = (k: number): number => view()[returnsAt + k]!;
  const text = (at: number, length: number): string =>
    decoder.decode(new Uint8Array(memory.buffer, answer(at), answer(length)));

  const readers: Record<(typeof abi.functions)[number]['returns'], () => unknown> = {
    void: () => undefined,
    number: () => answer(slot.value),
    boolean: () => answer(slot.value) !== 0,
    WasmResult: (): WasmResult => ({
      ok: answer(slot.ok) !== 0,
      kind: answer(slot.kind),
      param: text(slot.param, slot.paramLength),
      message: text(slot.text, slot.textLength),
      address: answer(slot.address),
      value: answer(slot.value),
    }),
  };

  const wasm: Record<string, unknown> = {
    get HEAPF64() {
      return view();
    },
  };
  abi.functions.forEach(({ name, args, returns }, index) => {
    const read = readers[returns];
    const width = args.reduce((sum, type) => sum + (abi.structs[type]?.length ?? 1), 0);
    if (width > abi.argSlots) {
      throw new Error(
        `engine: ${name} takes ${width} values; the core's argument block holds ${abi.argSlots}`,
      );
    }
    wasm[name] = (...values: unknown[]): unknown => {
      const block = view();
      let at = argsAt;
      args.forEach((type, k) => {
        const fields = abi.structs[type];
        if (fields === undefined) {
          block[at++] = slotValue(values[k]);
        } else {
          const object = values[k] as Record<string, unknown>;
          for (const field of fields) block[at++] = slotValue(object[field]);
        }
      });
      if (!exports.call(index)) throw new Error(`engine: the core module has no function ${name}`);
      return read();
    };
  });
  return wasm as unknown as PosEncCoreWasm;
}
