#!/usr/bin/env bash
# The `assess` figures of viper-gen's benchmark: `viper-gen assess --format json` against
# `python3 -m lizard --csv` (PyPI's lizard) on two trees, side by side in the same rounds:
#
#   generated  390 generated modules (64,192 lines of Swift since version 3 of the generated
#              code; 73,353 before);
#   real apps  the ten apps of Tests/Fixtures/AssessCorpus/expected.json (962 files, 63,850
#              lines), exported from local mirrors (from-mirrors.py; $VIPER_GEN_MIRRORS, default
#              /work/.mirror); skipped with a message when no mirror is present.
#
# bench/run.sh sources this file and calls assess_bench, then assess_rows for its table. Run
# on its own (`bench/assess.sh`, `RUNS=5 bench/assess.sh`) it builds the release binary as
# run.sh does and prints only these rows.
#
# Each round runs assess three times on a tree, then lizard once, for each tree in turn; the
# round's ratio is lizard's time over the median of the three. The machine's load comes and
# goes in bursts of a few seconds; timing all of one tool, then all of the other, let a burst
# land on one of them only. Reported per tree: each tool's median wall time over every round,
# each tool's median CPU time (user + sys, the process and its threads) and the median round
# ratio of both. assess uses both cores and lizard one, so on a loaded machine (assess loses
# its second core) the wall ratio falls while the CPU ratio stays: read the two together.

# assess_cpu_ns FILE: the CPU time (user + sys) in ns of every child this shell had waited for
# when bash's `times` wrote FILE (millisecond resolution).
assess_cpu_ns() {
    sed -n 2p "$1" | awk '{ total = 0
        for (i = 1; i <= NF; i++) { f = $i; sub(/s$/, "", f); split(f, p, "m"); total += p[1] * 60 + p[2] }
        printf "%.0f", total * 1e9 }'
}

# assess_time_run OUT_WALL OUT_CPU command...: runs the command once (output discarded) and
# sets the two variables to its wall and CPU time in ns. No subshell around the command (its
# fork would be timed too), and `times` runs in this shell, not in a $(…) subshell whose
# children's times start at zero.
assess_time_run() {
    local wall_var=$1 cpu_var=$2; shift 2
    local start end
    times > "$WORK/times-before"
    stamp start
    "$@" > /dev/null || { echo "bench: '$*' failed" >&2; exit 1; }
    stamp end
    times > "$WORK/times-after"
    printf -v "$wall_var" '%s' $((end - start))
    printf -v "$cpu_var" '%s' $(( $(assess_cpu_ns "$WORK/times-after") - $(assess_cpu_ns "$WORK/times-before") ))
}

# assess_tree NAME DIR: one round on one tree (three assess runs, one lizard run); appends to
# the arrays named after NAME.
assess_tree() {
    local name=$1 dir=$2 wall cpu walls=() cpus=()
    for run in 1 2 3; do
        assess_time_run wall cpu "$BIN" assess "$dir" --format json
        walls+=("$wall"); cpus+=("$cpu")
    done
    eval "${name}_assess_wall+=(\"\${walls[@]}\"); ${name}_assess_cpu+=(\"\${cpus[@]}\")"
    [ "$has_lizard" = yes ] || return 0
    local round_wall round_cpu lizard_wall lizard_cpu
    round_wall=$(printf '%s\n' "${walls[@]}" | median)
    round_cpu=$(printf '%s\n' "${cpus[@]}" | median)
    assess_time_run lizard_wall lizard_cpu python3 -m lizard --csv "$dir"
    eval "${name}_lizard_wall+=($lizard_wall); ${name}_lizard_cpu+=($lizard_cpu)"
    eval "${name}_ratio_wall+=($(awk -v a="$lizard_wall" -v b="$round_wall" 'BEGIN { printf "%.3f", a / b }'))"
    eval "${name}_ratio_cpu+=($(awk -v a="$lizard_cpu" -v b="$round_cpu" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }'))"
}

assess_bench() {
    ASSESS_GOAL=${ASSESS_GOAL:-30}
    AS="$WORK/assess" && mkdir -p "$AS"
    python3 - "$AS/viper-gen.json" <<'PY2'
import json, sys
patterns = ["viper", "mvp", "mvvm", "mvc"]
modules = [{"name": "Area%03d" % i, "pattern": patterns[i % 4], "ui": ("swiftui-hosted" if i % 4 == 3 else "swiftui") if i % 3 == 0 else "uikit"} for i in range(390)]
json.dump({"modules": modules}, open(sys.argv[1], "w"))
PY2
    (cd "$AS" && "$BIN" generate > /dev/null && rm viper-gen.json viper-gen.lock)
    assess_lines=$(find "$AS" -name '*.swift' -exec cat {} + | wc -l)
    # The real apps, exported from the mirrors into the bench's work folder.
    AC="$WORK/assess-corpus"
    python3 "$ROOT/Tests/Fixtures/AssessCorpus/from-mirrors.py" "$AC" > "$WORK/assess-corpus.log" 2>&1 || true
    if grep -q MISSING "$WORK/assess-corpus.log"; then
        echo "bench: assess on real apps: some mirrors are absent, measuring the others:" >&2
        grep MISSING "$WORK/assess-corpus.log" >&2
    fi
    corpus_files=$(find "$AC" -name '*.swift' 2> /dev/null | wc -l)
    corpus_lines=0
    [ "$corpus_files" -gt 0 ] && corpus_lines=$(find "$AC" -name '*.swift' -exec cat {} + | wc -l)
    corpus_apps=$(find "$AC" -mindepth 1 -maxdepth 1 -type d 2> /dev/null | wc -l)
    [ "$corpus_files" -gt 0 ] || echo "bench: assess on real apps skipped: no mirror of Tests/Fixtures/AssessCorpus/expected.json's apps under ${VIPER_GEN_MIRRORS:-/work/.mirror}" >&2

    ROUNDS=${ROUNDS:-$(( RUNS < 7 ? RUNS : 7 ))}
    has_lizard=$(python3 -c 'import lizard' 2> /dev/null && echo yes || echo no)
    gen_assess_wall=(); gen_assess_cpu=(); gen_lizard_wall=(); gen_lizard_cpu=(); gen_ratio_wall=(); gen_ratio_cpu=()
    real_assess_wall=(); real_assess_cpu=(); real_lizard_wall=(); real_lizard_cpu=(); real_ratio_wall=(); real_ratio_cpu=()
    assess_load_before=$(cut -d' ' -f1 /proc/loadavg 2> /dev/null || echo "?")
    for round in $(seq 1 "$ROUNDS"); do
        assess_tree gen "$AS"
        [ "$corpus_files" -gt 0 ] && assess_tree real "$AC"
    done
    assess_load_after=$(cut -d' ' -f1 /proc/loadavg 2> /dev/null || echo "?")
}

# assess_figure NAME: "wall ms (cpu ms CPU)" of a tool's samples; NAME is e.g. gen_assess.
assess_figure() {
    local wall cpu
    wall=$(eval "printf '%s\n' \"\${${1}_wall[@]}\"" | median)
    cpu=$(eval "printf '%s\n' \"\${${1}_cpu[@]}\"" | median)
    printf '%s ms (CPU %s ms)' "$(ms "$wall")" "$(ms "$cpu")"
}

# assess_ratio NAME: "wall x (lo-hi), CPU y x" of the round ratios; NAME is gen or real.
assess_ratio() {
    local wall range cpu
    wall=$(eval "printf '%s\n' \"\${${1}_ratio_wall[@]}\"" | median | awk '{ printf "%.1f", $1 }')
    range=$(eval "printf '%s\n' \"\${${1}_ratio_wall[@]}\"" | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f-%.1f", lo, hi }')
    cpu=$(eval "printf '%s\n' \"\${${1}_ratio_cpu[@]}\"" | median | awk '{ printf "%.1f", $1 }')
    printf '%sx (%s), CPU %sx' "$wall" "$range" "$cpu"
}

# assess_row MEASURE FIGURE [GOAL VALUE]: a row of run.sh's table (its `row`, which marks a
# missed goal), or of this script's own when it runs alone.
assess_row() {
    if declare -F row > /dev/null; then
        if [ $# -ge 4 ]; then row "$1" "$2" "$3" "$4" ">=" "$ASSESS_GOAL"; else row "$1" "$2" "${3:-}"; fi
    else
        printf '| %-52s | %-24s | %s\n' "$1" "$2" "${3:-}"
    fi
}

# assess_median_ratio NAME: the median wall ratio of the rounds; NAME is gen or real.
assess_median_ratio() {
    eval "printf '%s\n' \"\${${1}_ratio_wall[@]}\"" | median
}

assess_rows() {
    assess_row "assess, ${assess_lines} lines of generated Swift" "$(assess_figure gen_assess)" "well under 1 s"
    if [ "$has_lizard" = yes ]; then
        assess_row "lizard --csv, the same tree" "$(assess_figure gen_lizard)"
        assess_row "  ratio lizard / assess (median of $ROUNDS rounds)" "$(assess_ratio gen)" ">= ${ASSESS_GOAL}x" "$(assess_median_ratio gen)"
    else
        assess_row "  ratio lizard / assess" "n/a (pip install lizard)" ">= ${ASSESS_GOAL}x"
    fi
    if [ "$corpus_files" -gt 0 ]; then
        assess_row "assess, $corpus_apps real apps, $corpus_files files, $corpus_lines lines" "$(assess_figure real_assess)"
        if [ "$has_lizard" = yes ]; then
            assess_row "lizard --csv, the same apps" "$(assess_figure real_lizard)"
            assess_row "  ratio lizard / assess (median of $ROUNDS rounds)" "$(assess_ratio real)" ">= ${ASSESS_GOAL}x" "$(assess_median_ratio real)"
        fi
    else
        assess_row "assess, real apps" "skipped (no mirrors)" ">= ${ASSESS_GOAL}x"
    fi
    assess_row "  load average before / after the assess rounds" "$assess_load_before / $assess_load_after" "(2 cores)"
}

# On its own: build, set up what run.sh would, measure, print.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    ROOT=$(cd "$(dirname "$0")/.." && pwd)
    RUNS=${RUNS:-11}
    cd "$ROOT"
    [ -n "${BIN:-}" ] || { bash Tools/release-build.sh --product viper-gen >&2
        BIN="$(bash Tools/release-build.sh --show-bin-path)/viper-gen"; }
    WORK=$(mktemp -d "$([ -d /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/viper-gen-assess.XXXXXX")
    trap 'rm -rf "$WORK"' EXIT
    if [ -n "${EPOCHREALTIME:-}" ]; then
        stamp() { printf -v "$1" '%s000' "${EPOCHREALTIME/[.,]/}"; }
    else
        stamp() { printf -v "$1" '%s' "$(date +%s%N)"; }
    fi
    median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
    ms() { awk -v ns="$1" 'BEGIN { printf "%.1f", ns / 1e6 }'; }
    assess_bench
    echo
    echo "viper-gen assess benchmark ($(nproc) cores, $ROUNDS rounds, $(date -u +%Y-%m-%d))"
    echo
    assess_rows
fi
