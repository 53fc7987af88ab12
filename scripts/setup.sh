#!/usr/bin/env bash
# Installs what the project needs and is missing; quick and silent when all
# is there. System tools come from Debian (apt-get, as root); npm packages
# from package-lock.json (npm ci). Never downloads browsers or toolchains.
#   setup.sh                everything;
#   setup.sh --no-projects  all but the small npm projects beside the root
#                           (npm test installs those beside the builds:
#                           scripts/test.sh);
#   setup.sh --projects     only those (and Debian 13's MkDocs for the MkDocs
#                           1.5+ recipe, fetched into .cache/).
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
  # The MkDocs 1.5+ recipe (tests/e2e/recipes-mkdocs15.spec.ts) runs Debian 13's
  # MkDocs 1.6 (fetched below) with these Debian 12 libraries that 1.4.2 does
  # not need: pathspec, platformdirs (for mkdocs-get-deps) and Bootstrap 5 (the
  # default theme links it).
  need python3-pathspec /usr/bin/python3 -c 'import pathspec'
  need python3-platformdirs /usr/bin/python3 -c 'import platformdirs'
  need libjs-bootstrap5 test -f /usr/share/javascript/bootstrap5/js/bootstrap.bundle.min.js

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

# MkDocs 1.5 or later for the `path:`/`type: module` form of extra_javascript.
# Debian 12 has 1.4.2 and this project reaches no PyPI, so it is Debian 13
# (trixie)'s mkdocs (1.6, pure Python: architecture all) and mkdocs-get-deps
# (the one module it needs that Debian 12 lacks), fetched from deb.debian.org
# with an apt state of their own under .cache/ (the system's apt sources stay
# as they are) and unpacked there with dpkg -x. Not installed: trixie's
# mkdocs would replace Debian 12's 1.4.2, which the 1.4 recipe runs, and
# would ask for trixie's Python. Debian 12's Python 3.11 runs it:
#   PYTHONPATH=.cache/mkdocs-trixie/root/usr/lib/python3/dist-packages \
#     /usr/bin/python3 -m mkdocs
# (Its mkdocs/__init__.py adds /usr/share/mkdocs/themes, where Debian 12's
# Material 8.2.5 is, to the path.)
# (In the projects' part: npm test fetches it beside the builds.)
fetch_mkdocs_trixie() {
  mkdocs_trixie=.cache/mkdocs-trixie
  if [ ! -f "$mkdocs_trixie/root/usr/lib/python3/dist-packages/mkdocs/__init__.py" ] ||
    [ ! -f "$mkdocs_trixie/root/usr/lib/python3/dist-packages/mkdocs_get_deps/__init__.py" ]; then
    echo "setup: fetching Debian 13's mkdocs into $mkdocs_trixie"
    rm -rf "$mkdocs_trixie"
    apt_state="$PWD/$mkdocs_trixie/apt"
    mkdir -p "$apt_state/lists/partial" "$apt_state/cache/archives/partial" "$apt_state/debs"
    echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' \
      >"$apt_state/sources.list"
    : >"$apt_state/status"
    apt_options=(
      -o "Dir::Etc::SourceList=$apt_state/sources.list" -o Dir::Etc::SourceParts=/dev/null
      -o "Dir::State::Lists=$apt_state/lists" -o "Dir::Cache=$apt_state/cache"
      -o "Dir::State::status=$apt_state/status" -o Acquire::Languages=none
      -o APT::Sandbox::User="$(id -un)"
    )
    log="$apt_state/log"
    if ! { apt-get "${apt_options[@]}" update &&
      (cd "$apt_state/debs" && apt-get "${apt_options[@]}" download mkdocs mkdocs-get-deps); } \
      >"$log" 2>&1; then
      cat "$log" >&2
      echo "setup: fetching Debian 13's mkdocs failed" >&2
      exit 1
    fi
    tree="$PWD/$mkdocs_trixie/root"
    mkdir -p "$tree"
    for deb in "$apt_state"/debs/*.deb; do dpkg -x "$deb" "$tree"; done
    # The package links its themes' scripts, styles and fonts (Bootstrap,
    # lunr.js, Font Awesome) to other Debian packages under /usr/share: point
    # the unpacked tree's usr/share/<package> at the system's.
    find "$tree/usr/lib" -xtype l | while read -r link; do
      target=$(realpath -m "$link")
      top=${target#"$tree"/usr/share/}
      top=${top%%/*}
      [ -e "$tree/usr/share/$top" ] || ln -s "/usr/share/$top" "$tree/usr/share/$top"
    done
    rm -rf "$apt_state/debs" "$apt_state/cache" "$apt_state/lists"
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
  # Debian 13's MkDocs for the 1.5+ recipe, at the same time (a download).
  fetch_mkdocs_trixie &
  pids+=($!)
  for pid in "${pids[@]}"; do
    wait "$pid" || { echo "setup: a step above failed" >&2; exit 1; }
  done
}

if [ "$part" != --projects ]; then system_and_root; fi
if [ "$part" != --no-projects ]; then projects; fi
