#!/usr/bin/env bash
# Installs what the project needs and is missing; quick and silent when all
# is there. System tools come from Debian (apt-get, as root); npm packages
# from package-lock.json (npm ci). Never downloads browsers or toolchains.
#   setup.sh                everything;
#   setup.sh --no-projects  all but the small npm projects beside the root
#                           (npm test installs those beside the builds:
#                           scripts/test.sh);
#   setup.sh --projects     only those.
set -euo pipefail
cd "$(dirname "$0")/.."

part=${1:-all}
case $part in
  all | --no-projects | --projects) ;;
  *)
    echo "setup: unknown option $part (use --no-projects, --projects or nothing)" >&2
    exit 2
    ;;
esac

# Debian's packages and the root's npm packages.
system_and_root() {
  missing=()
  need() {  # need <debian-package> <test command...>
    local package=$1
    shift
    "$@" >/dev/null 2>&1 || missing+=("$package")
  }
  need emscripten command -v em++
  need cmake command -v cmake
  need g++ command -v g++
  need make command -v make
  need libgtest-dev test -f /usr/include/gtest/gtest.h
  need chromium test -x /usr/bin/chromium
  need python3-numpy /usr/bin/python3 -c 'import numpy'
  # The training lab's float64 reference (tests/reference/lab_torch.py) and the
  # PyTorch speed baseline (bench/torch_step.py). Large: about 140 packages,
  # 127 MB of archives, 603 MB installed.
  need python3-torch /usr/bin/python3 -c 'import torch'
  need clang-format command -v clang-format
  # The engine smoke (npm run test:engines): Firefox ESR, and WebKitGTK's
  # MiniBrowser (libwebkit2gtk-4.1-0, a dependency of the driver) under Xvfb.
  need firefox-esr test -x /usr/bin/firefox-esr
  need webkit2gtk-driver command -v WebKitWebDriver
  need xvfb command -v xvfb-run
  # The MkDocs recipe (tests/e2e/recipes-mkdocs.spec.ts): Debian 12's MkDocs
  # 1.4.2 and Material for MkDocs 8.2.5.
  need mkdocs command -v mkdocs
  need mkdocs-material test -d /usr/share/mkdocs/themes/material

  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "setup: installing ${missing[*]} with apt-get"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -q >/dev/null
      apt-get install -y -q "${missing[@]}" >/dev/null
    else
      echo "setup: missing system packages: ${missing[*]}" >&2
      echo "setup: install them with: sudo apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi

  # npm ci when node_modules is missing or older than the lock file.
  if [ ! -f node_modules/.package-lock.json ] ||
    [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "setup: npm ci"
    # puppeteer-core drives Debian's Firefox; it must never fetch a browser.
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  fi
}

# The small npm projects beside the root (the static-site generators the
# recipe tests build with, the Vue and Svelte type checkers of the lint), each
# with its own lock file so that the root's stays small: npm ci in each when
# its node_modules is missing or older than its lock file, side by side (the
# downloads overlap; Docusaurus's is most of it: about 35 s from a warm npm
# cache, 2.5 min from a cold one).
projects() {
  pids=()
  for project in tests/recipes/vitepress tests/recipes/docusaurus tests/types/frameworks; do
    if [ ! -f "$project/node_modules/.package-lock.json" ] ||
      [ "$project/package-lock.json" -nt "$project/node_modules/.package-lock.json" ]; then
      echo "setup: npm ci in $project"
      (cd "$project" && npm ci --no-audit --no-fund --loglevel=error) &
      pids+=($!)
    fi
  done
  for pid in "${pids[@]}"; do
    wait "$pid" || { echo "setup: an npm ci above failed" >&2; exit 1; }
  done
}

if [ "$part" != --projects ]; then system_and_root; fi
if [ "$part" != --no-projects ]; then projects; fi
