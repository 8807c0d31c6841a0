#!/usr/bin/env bash
# Reads the output of `swift test` (a saved log, or standard input) and prints the slowest tests
# and suites by the durations Swift Testing reports ("✔ Test x() passed after 1.234 seconds.").
# Not a test: durations of tests that run side by side overlap, so they do not add up to the
# wall time. bench/test-time.md says how the figures there were made.
#
#   swift test 2>&1 | tee test.log; bench/test-times.sh test.log [N]     (N: rows, default 20)
set -eu
log=${1:--}
rows=${2:-20}
text=$(cat "$log")
for kind in Test Suite; do
    echo "slowest ${kind,,}s (seconds):"
    printf '%s\n' "$text" | LC_ALL=C.UTF-8 grep -a -E "^. $kind .* (passed|failed) after [0-9.]+ seconds" | grep -a -v "^. Test run with" \
        | sed -E "s/^. $kind (.*) (passed|failed) after ([0-9.]+) seconds.*/\3\t\1 (\2)/" \
        | sort -t$'\t' -k1,1 -g -r | head -n "$rows" | awk -F'\t' '{ printf "%9.1f  %s\n", $1, $2 }'
    echo
done
printf '%s\n' "$text" | grep -a -E "^. Test run with|Executed [0-9]+ tests" | tail -n 2 || true
