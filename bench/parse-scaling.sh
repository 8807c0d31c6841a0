#!/usr/bin/env bash
# Whether the signature reader stays linear in the length of a type: generates a module whose
# interactor method takes a member chain of N names (`f(_ x: A0.A1.….AN)`), for N = 20,000,
# 40,000 and 80,000, RUNS times each, and prints the least CPU time (user + sys) of each N and
# the ratio of each doubling. A linear reader doubles (ratio about 2); a quadratic one quadruples.
# The goal is a ratio under 3. (This was a timed test; speed is measured here, not asserted.)
#
#   bench/parse-scaling.sh                    RUNS=3, builds release in .build-bench
#   BIN=.build/debug/viper-gen bench/parse-scaling.sh   measure that binary, build nothing
set -euo pipefail

RUNS=${RUNS:-3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-bench}

cd "$ROOT"
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product viper-gen >&2
    BIN="$SCRATCH/release/viper-gen"
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

previous=""
for n in 20000 40000 80000; do
    awk -v n="$n" 'BEGIN {
        printf "{\"modules\": [{\"name\": \"Login\", \"interactor\": [\"f(_ x: A0"
        for (i = 1; i < n; i++) printf ".A%d", i
        printf ")\"]}]}\n"
    }' > viper-gen.json
    best=""
    for _ in $(seq 1 "$RUNS"); do
        /usr/bin/time -f "%U %S" -o time.txt "$BIN" generate --dry-run > out.txt 2>&1 || {
            echo "generate failed for N=$n:" >&2
            cat out.txt >&2
            exit 1
        }
        cpu=$(awk '{ printf "%.3f", $1 + $2 }' time.txt)
        if [ -z "$best" ] || awk -v a="$cpu" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$cpu; fi
    done
    if [ -n "$previous" ]; then
        ratio=$(awk -v a="$best" -v b="$previous" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
        verdict=$(awk -v r="$ratio" 'BEGIN { print (r < 3 ? "ok" : "MISS") }')
        echo "members $n: ${best} s CPU, ${ratio}x the half (goal < 3x) $verdict"
    else
        echo "members $n: ${best} s CPU"
    fi
    previous=$best
done
