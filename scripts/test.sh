#!/usr/bin/env bash
# npm test: set up, build, lint and run every suite, with the steps that do
# not depend on each other side by side (scripts/side-by-side.sh), so that
# neither core of a 2-core machine idles while a single-threaded step runs
# (the engine's link, tsc, Prettier, vite).
#   the native GoogleTest suite    needs no build: it runs beside all of them;
#   the engine, then dist/lib      the lint (tsc over the tests, the package's
#                                  types) and the JS suite need both;
#   the npm projects beside the    (the lint's Vue and Svelte checkers, the
#   root, then the lint            recipe sites' generators) installed, then
#                                  the lint, beside the CDN and site builds,
#                                  then the JS suite (it reads dist/cdn's
#                                  files): their npm ci (about 26 s of a fresh
#                                  clone's set-up) no longer runs alone;
#   the browser suites             need every build, and both cores to
#                                  themselves (Playwright's two workers).
# Every command runs to its end; a failure fails the whole, named.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-projects
bash scripts/side-by-side.sh \
  'npm run test:cpp' \
  "npm run build:wasm && npm run build:lib && bash scripts/side-by-side.sh 'bash scripts/setup.sh --projects && npm run lint' 'npm run build:cdn && npm run build:site && npm run test:js'"
npm run test:e2e
npm run test:engines
