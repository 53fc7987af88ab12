#!/usr/bin/env bash
# Runs clang-format (Google style, .clang-format) over the C++ sources.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -co --exclude-standard -- 'cpp/*.h' 'cpp/*.cc' 'cpp/*.cpp' 'tests/cpp/*.cc' 'tests/cpp/*.h' | xargs clang-format "$@"
