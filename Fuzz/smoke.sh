#!/usr/bin/env bash
# A short fuzz run of every target, for CI: each is built (modules are
# cached in .build-fuzz/build/) and fuzzed for SECONDS (default 8, at most
# 20), one after the other. Fails on the first crash, hang or leak; the input
# that caused it is in .build-fuzz/crashes/TARGET/.
#
#   Fuzz/smoke.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-8}
[ "$seconds" -le 20 ] || seconds=20

for target in json-reader document script simulate elf changeset wasm; do
  log=.build-fuzz/smoke-$target.log
  mkdir -p .build-fuzz
  if ! Fuzz/run.sh "$target" "$seconds" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz smoke: $target failed; its log is $log" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  echo "fuzz smoke: $target: ${runs:-?} runs, ${rate:-?}/s"
done
