#!/usr/bin/env bash
# Runs `make <stage>` for each stage named, in order, stopping at the first that fails, and prints each stage's
# wall time at the end (make test: the breakdown docs/testing.md records).
set -uo pipefail
declare -a names=() times=()
status=0
for stage in "$@"; do
  started=$SECONDS
  echo "=== make $stage"
  make --no-print-directory "$stage" || status=$?
  names+=("$stage"); times+=($((SECONDS - started)))
  [ "$status" -eq 0 ] || break
done
echo "=== stage times"
total=0
for i in "${!names[@]}"; do
  printf '  %-12s %3dm%02ds\n' "${names[$i]}" $((times[i] / 60)) $((times[i] % 60))
  total=$((total + times[i]))
done
printf '  %-12s %3dm%02ds\n' total $((total / 60)) $((total % 60))
exit "$status"
