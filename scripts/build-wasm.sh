#!/usr/bin/env bash
# Builds the WebAssembly engine into web/generated/ (Emscripten 3.1.6),
# then writes web/generated/facts.js, the modules' .d.ts and the API's
# function descriptions from the freshly built module.
#
# Two modules (functions.h lists what each has), and a build of the second:
#   posenc-wasm-core.wasm      what the heat map needs (encoding,
#                              averageGrid), through the plain C ABI of
#                              cpp/bindings/c_abi.cc: a standalone .wasm with
#                              no JavaScript glue, which loads with the
#                              element, so it is the first load's engine;
#   posenc-wasm.js/.wasm       every function through Embind
#                              (cpp/bindings/embind.cpp), loaded when a view
#                              needs more;
#   posenc-wasm-simd.wasm      the full module with the lab's engine compiled
#                              with -msimd128 (same functions, same bits),
#                              which the lab's training workers load where
#                              WebAssembly SIMD validates (web/src/engine/
#                              simd.ts). It runs with posenc-wasm.js: its
#                              own glue, identical but for the .wasm's
#                              default name, is checked below and left in
#                              build/wasm/simd.
# Both link the whole engine; -flto drops from the core what it does not
# register, so engine files added later go to the full module by default.
# POSENC_WASM_LINK_OPT (-O3 or -Oz) sets the link optimisation of all three.
set -euo pipefail
cd "$(dirname "$0")/.."
# em++ runs a JS optimizer that needs Debian's acorn, which this Node only
# finds through NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
out="$PWD/web/generated"
mkdir -p "$out"
if [ ! -f build/wasm/CMakeCache.txt ]; then
  # emcmake's default test emulator passes a flag Node 20 rejects.
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DPOSENC_WASM_OUT_DIR="$out" \
    -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node \
    -DCMAKE_CXX_COMPILER_LAUNCHER="cmake;-E;env;NODE_PATH=$NODE_PATH" >/dev/null
elif ! grep -qx "POSENC_WASM_OUT_DIR:[A-Z]*=$out" build/wasm/CMakeCache.txt; then
  # A build folder configured before the output folder moved (or from
  # another checkout) would keep writing to the old place.
  cmake build/wasm -DPOSENC_WASM_OUT_DIR="$out" >/dev/null
fi
if [ -n "${POSENC_WASM_LINK_OPT:-}" ]; then
  cmake build/wasm -DPOSENC_WASM_LINK_OPT="$POSENC_WASM_LINK_OPT" >/dev/null
fi
cmake --build build/wasm -j"$(nproc)"
# The core's Embind glue of builds before the C ABI, which nothing loads.
rm -f "$out/posenc-wasm-core.js"
# Embind 3.1.6 walks a value_object's fields with for-in over a plain {}, so
# a host page that adds a key to Object.prototype breaks every call
# ("fields[i].read is not a function"). A prototype-less map fixes that.
for glue in posenc-wasm; do
node -e '
const fs = require("fs");
const file = process.argv[1];
const text = fs.readFileSync(file, "utf8");
const from = "var fields={};";
const to = "var fields=Object.create(null);";
const count = text.split(from).length - 1;
// A build that did not relink leaves the file patched already.
if (count === 0 && text.split(to).length === 2) process.exit(0);
if (count !== 1) throw new Error(`expected one "${from}" in ${file}, found ${count}`);
fs.writeFileSync(file, text.replace(from, to));
' "$out/$glue.js"
done
# The SIMD build ships as a .wasm only, loaded with the scalar module's glue
# (CMakeLists.txt says why). That holds while its own glue is the same text
# but for the .wasm's default name (which the loader never uses): checked on
# every build, so an Emscripten or option change that breaks it fails here.
node -e '
const fs = require("fs");
const [simdGlue, glue] = process.argv.slice(1);
const simd = fs.readFileSync(simdGlue, "utf8")
  .replaceAll("posenc-wasm-simd.wasm", "posenc-wasm.wasm")
  .replace("var fields={};", "var fields=Object.create(null);");
if (simd !== fs.readFileSync(glue, "utf8")) {
  throw new Error(`${simdGlue} differs from ${glue} beyond the .wasm name: the SIMD build cannot share its glue`);
}
' build/wasm/simd/posenc-wasm-simd.js "$out/posenc-wasm.js"
cp build/wasm/simd/posenc-wasm-simd.wasm "$out/posenc-wasm-simd.wasm"
# The modules' .d.ts and the API's descriptions, from the functions the
# built module describes (cpp/bindings/functions.h).
node scripts/gen-functions.mjs "$out"
node scripts/gen-facts.mjs "$out"
