#!/usr/bin/env bash
# Builds the WebAssembly engine into web/src/generated/ (Emscripten 3.1.6).
set -euo pipefail
cd "$(dirname "$0")/.."
# em++ runs a JS optimizer that needs Debian's acorn, which this Node only
# finds through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
out="$PWD/web/src/generated"
mkdir -p "$out"
if [ ! -f build/wasm/CMakeCache.txt ]; then
  # emcmake's default test emulator passes a flag Node 20 rejects.
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DPOSENC_WASM_OUT_DIR="$out" \
    -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node \
    -DCMAKE_CXX_COMPILER_LAUNCHER="cmake;-E;env;NODE_PATH=$NODE_PATH" >/dev/null
fi
cmake --build build/wasm -j"$(nproc)"
cp cpp/bindings/posenc-wasm.d.ts "$out/posenc-wasm.d.ts"
