#!/usr/bin/env bash
# `npm run test:stress`: the whole `npm test`, three times in a row, while two busy loops keep
# both cores of a small machine loaded. Any failure in any run fails the command. Proves that no
# test leans on timing: each waits on the state it needs. RUNS=5 npm run test:stress runs more.
set -uo pipefail
cd "$(dirname "$0")/.."

runs="${RUNS:-3}"
hogs=()
for _ in 1 2; do
  node -e 'for(;;){}' &
  hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT

failed=0
for run in $(seq 1 "$runs"); do
  echo "== stress run $run of $runs (two CPU hogs beside it), $(date -u +%H:%M:%S)"
  started=$(date +%s)
  if bash scripts/test.sh "$@"; then
    echo "== stress run $run passed in $(($(date +%s) - started)) s"
  else
    echo "== stress run $run FAILED after $(($(date +%s) - started)) s"
    failed=$((failed + 1))
  fi
done
echo "== $((runs - failed)) of $runs runs passed"
[ "$failed" -eq 0 ]
