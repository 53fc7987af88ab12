#!/usr/bin/env bash
# Runs each argument as a shell command at the same time as the others
# (npm test: the lint beside the CDN and site builds, which use the other
# core), then prints each command's output in turn, and fails when any did,
# naming it. Every command runs to its end, so one failure hides no other.
set -euo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for k in $(seq 1 $#); do
  bash -c "${!k}" >"$logs/$k" 2>&1 &
  pids+=($!)
done
failed=()
for k in $(seq 1 $#); do
  status=0
  wait "${pids[$((k - 1))]}" || status=$?
  echo "> ${!k}"
  cat "$logs/$k"
  if [ "$status" -ne 0 ]; then
    failed+=("${!k} (exit $status)")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'side-by-side: failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
