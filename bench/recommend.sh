#!/usr/bin/env bash
# Throughput of `viper-gen recommend --queries`: builds release, generates N JSON Lines queries
# (every teamSize 1-12 x 1-5 combination of the other inputs, cycled), answers them RUNS times
# with the output to /dev/null, and prints queries per second (best run and every run).
#
#   bench/recommend.sh                  N=1000000 RUNS=3, scratch path .build-bench
#   N=200000 RUNS=1 bench/recommend.sh
#   SCRATCH=.build bench/recommend.sh   reuse an existing build folder
#   BIN=path/to/viper-gen bench/recommend.sh   measure that binary, build nothing
set -euo pipefail

N=${N:-1000000}
RUNS=${RUNS:-3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-bench}

cd "$ROOT"
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product viper-gen >&2
    BIN="$SCRATCH/release/viper-gen"
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
INPUT="$WORK/queries.jsonl"
awk -v n="$N" 'BEGIN {
    for (i = 0; i < n; i++) {
        printf "{\"teamSize\":%d,\"complexity\":%d,\"testing\":%d,\"maintenance\":%d,\"speed\":%d}\n",
            i % 12 + 1, int(i / 12) % 5 + 1, int(i / 60) % 5 + 1, int(i / 300) % 5 + 1, int(i / 1500) % 5 + 1
    }
}' > "$INPUT"

# Sanity check on a prefix: one answer per query, none an error.
head -n 10000 "$INPUT" | "$BIN" recommend --queries - > "$WORK/check.jsonl"
lines=$(wc -l < "$WORK/check.jsonl")
errors=$(grep -c '"error"' "$WORK/check.jsonl" || true)
if [ "$lines" -ne 10000 ] || [ "$errors" -ne 0 ]; then
    echo "sanity check failed: $lines answers, $errors errors for 10000 queries" >&2
    exit 1
fi

input_mb=$(awk -v b="$(wc -c < "$INPUT")" 'BEGIN { printf "%.1f", b / 1048576 }')
echo "queries: $N ($input_mb MiB), runs: $RUNS, binary: $BIN"
best=0
for run in $(seq 1 "$RUNS"); do
    start=$(date +%s.%N)
    "$BIN" recommend --queries "$INPUT" > /dev/null
    end=$(date +%s.%N)
    qps=$(awk -v n="$N" -v s="$start" -v e="$end" 'BEGIN { printf "%d", n / (e - s) }')
    secs=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')
    echo "run $run: ${secs}s, $qps queries/s"
    if [ "$qps" -gt "$best" ]; then best=$qps; fi
done
echo "best: $best queries/s"
