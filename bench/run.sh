#!/usr/bin/env bash
# viper-gen's benchmark: prints a table of figures (medians of repeated runs). Not a test.
#
#   bench/run.sh               all figures (builds release first)
#   RUNS=5 bench/run.sh        fewer repetitions
#   RECORD=1 bench/run.sh      also writes the report into docs/benchmarks.md ("Current
#                              figures", between its bench-report markers): the figures there
#                              are this script's output, never typed by hand
#
# Figures:
#   1. `viper-gen Login` against the seed's own generator `../shared/peers/viper_generator.sh Login`
#   2. a 1,000-module spec (mixed patterns and UI flavours; MVC hosted, never pure SwiftUI), wall time, against `cp -r` of the same tree
#   3. rendering throughput of the built-in templates (contexts + Mustache, no disk)
#   4. `recommend --queries` throughput (bench/recommend.sh)
#   5. peak memory of the 1,000-module run (/usr/bin/time -v)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-11}
PEER=${PEER:-$ROOT/../shared/peers/viper_generator.sh}
cd "$ROOT"
# The binary as README installs it (Tools/release-build.sh: on Linux fully static).
bash Tools/release-build.sh --product viper-gen >&2
bash Tools/release-build.sh --product viper-gen-bench >&2
BIN_DIR=$(bash Tools/release-build.sh --show-bin-path)
BIN="$BIN_DIR/viper-gen"
# Work in memory when /dev/shm exists: the figures then measure viper-gen, not a disk's
# journal or discard behaviour (both tools are timed in the same place).
WORK=$(mktemp -d "$([ -d /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/viper-gen-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# stamp VAR: sets VAR to the time in nanoseconds without starting a process (bash 5's
# EPOCHREALTIME); older shells fork GNU `date +%s%N`, whose start-up then lands inside every
# sample, of both tools alike. (The script needs GNU tools: `date +%N`, `/usr/bin/time -v`,
# `nproc`; on macOS install coreutils and GNU time, or run it on Linux.)
if [ -n "${EPOCHREALTIME:-}" ]; then
    stamp() { printf -v "$1" '%s000' "${EPOCHREALTIME/[.,]/}"; }
else
    stamp() { printf -v "$1" '%s' "$(date +%s%N)"; }
fi
# median of the numbers on standard input
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ms() { awk -v ns="$1" 'BEGIN { printf "%.1f", ns / 1e6 }'; }

# Runs "$@" RUNS times, each in a fresh empty directory; prints the median wall time in ns.
time_in_fresh_dir() {
    local samples=()
    for run in $(seq 1 "$RUNS"); do
        local dir="$WORK/run-$run"
        rm -rf "$dir"; mkdir -p "$dir"
        [ -n "${SETUP:-}" ] && cp "$SETUP" "$dir/"
        local start end
        # No subshell around the command: its fork would be timed too.
        cd "$dir" || exit 1
        stamp start
        "$@" > /dev/null 2>&1 || { echo "bench: '$*' failed in $dir" >&2; exit 1; }
        stamp end
        cd "$ROOT" || exit 1
        samples+=($((end - start)))
    done
    printf '%s\n' "${samples[@]}" | median
}

# 1. Login against the seed script.
ours=$(time_in_fresh_dir "$BIN" Login)
if [ -x "$PEER" ] || [ -f "$PEER" ]; then
    peer=$(time_in_fresh_dir bash "$PEER" Login)
    ratio=$(awk -v a="$ours" -v b="$peer" 'BEGIN { printf "%.2f", a / b }')
else
    peer=""; ratio="n/a"
fi

# 2. 1,000 modules against cp -r.
SPEC="$WORK/viper-gen.json"
python3 - "$SPEC" <<'PY'
import json, sys
patterns = ["viper", "mvp", "mvvm", "mvc"]
modules = [{"name": "Screen%04d" % i, "pattern": patterns[i % 4], "ui": ("swiftui-hosted" if i % 4 == 3 else "swiftui") if i % 3 == 0 else "uikit"} for i in range(1000)]
json.dump({"modules": modules}, open(sys.argv[1], "w"))
PY
big=$(SETUP="$SPEC" time_in_fresh_dir "$BIN" generate)
REFERENCE="$WORK/reference"
mkdir -p "$REFERENCE" && cp "$SPEC" "$REFERENCE/" && (cd "$REFERENCE" && "$BIN" generate > /dev/null)
files=$(find "$REFERENCE" -type f -name '*.swift' | wc -l)
size=$(du -sk "$REFERENCE" | cut -f1)
copy=$(time_in_fresh_dir cp -r "$REFERENCE/App" "$REFERENCE/AppTests" .)
copy_ratio=$(awk -v a="$big" -v b="$copy" 'BEGIN { printf "%.2f", a / b }')
noop=$(cd "$REFERENCE" && stamp start && "$BIN" generate > /dev/null && stamp end && echo $((end - start)))

# 3. Render throughput.
# Living modules: every generated file edited by "the user" (a line added after the first),
# then one method added to every module in the spec; the run merges every changed file.
EDITED="$WORK/edited"
merge_samples=()
for run in 1 2 3; do
    rm -rf "$EDITED" && cp -r "$REFERENCE" "$EDITED"
    python3 - "$EDITED" <<'PY'
import json, os, sys
root = sys.argv[1]
for folder, _, names in os.walk(root):
    for name in names:
        if name.endswith(".swift"):
            path = os.path.join(folder, name)
            lines = open(path).read().split("\n")
            lines.insert(1, "// edited by the team")
            open(path, "w").write("\n".join(lines))
spec = json.load(open(os.path.join(root, "viper-gen.json")))
role = {"viper": "presenter", "mvp": "presenter", "mvvm": "viewModel", "mvc": "controller"}
for module in spec["modules"]:
    module[role[module["pattern"]]] = ["didPullToRefresh()"]
json.dump(spec, open(os.path.join(root, "viper-gen.json"), "w"))
PY
    cd "$EDITED" || exit 1
    stamp start
    "$BIN" generate > "$WORK/merge.log" 2>&1 || { echo "bench: the merge run failed" >&2; tail "$WORK/merge.log" >&2; exit 1; }
    stamp end
    cd "$ROOT" || exit 1
    merge_samples+=($((end - start)))
done
merged=$(printf '%s\n' "${merge_samples[@]}" | median)
merge_summary=$(tail -n 1 "$WORK/merge.log")

render=$("$BIN_DIR/viper-gen-bench" 1000 5)

# 4. recommend --queries.
queries=$(N=${N:-1000000} RUNS=3 BIN="$BIN" bash "$ROOT/bench/recommend.sh" 2>/dev/null | awk '/^best:/ { print $2 }')

# 5. Xcode: one module added to a project file of about 1 MB (Tests/Fixtures/XcodeSample/classic
#    grown by generating 250 modules into it), in a folder with no spec.
XC="$WORK/xcode-big" && mkdir -p "$XC/App.xcodeproj"
cp "$ROOT/Tests/Fixtures/XcodeSample/classic.pbxproj" "$XC/App.xcodeproj/project.pbxproj"
python3 - "$XC/viper-gen.json" <<'PY2'
import json, sys
patterns = ["viper", "mvp", "mvvm", "mvc"]
modules = [{"name": "Feature%03d" % i, "pattern": patterns[i % 4]} for i in range(250)]
json.dump({"defaults": {"xcodeproj": "App.xcodeproj"}, "modules": modules}, open(sys.argv[1], "w"))
PY2
(cd "$XC" && "$BIN" generate > /dev/null)
project_kib=$(( $(wc -c < "$XC/App.xcodeproj/project.pbxproj") / 1024 ))
XRUNS=$(mktemp -d "$([ -d /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/viper-gen-xcode.XXXXXX")
trap 'rm -rf "$WORK" "$XRUNS"' EXIT
xcode_samples=()
for run in $(seq 1 "$RUNS"); do
    # Outside $WORK, whose viper-gen.json (the 1,000 modules) the run would otherwise find.
    dir="$XRUNS/run-$run"
    rm -rf "$dir" && mkdir -p "$dir/App.xcodeproj" && cp "$XC/App.xcodeproj/project.pbxproj" "$dir/App.xcodeproj/"
    cd "$dir" || exit 1
    stamp start
    "$BIN" Extra --xcodeproj App.xcodeproj > /dev/null 2>&1 || { echo "bench: the Xcode run failed" >&2; exit 1; }
    stamp end
    cd "$ROOT" || exit 1
    xcode_samples+=($((end - start)))
done
xcode=$(printf '%s\n' "${xcode_samples[@]}" | median)

# 6. assess against lizard, side by side in rounds, on the generated tree and on the real apps
#    of Tests/Fixtures/AssessCorpus (bench/assess.sh; lizard from PyPI, `pip install lizard`).
source "$ROOT/bench/assess.sh"
assess_bench

# 7. Peak memory of the 1,000-module run.
MEM="$WORK/mem" && mkdir -p "$MEM" && cp "$SPEC" "$MEM/"
# The same run gives the CPU time (user + sys) of the 1,000-module run: the machine's other
# load moves wall time, much less CPU time.
usage=$(cd "$MEM" && /usr/bin/time -f '%M %U %S' "$BIN" generate 2>&1 >/dev/null | tail -n 1)
peak=$(echo "$usage" | awk '{ printf "%.1f", $1 / 1024 }')
big_cpu=$(echo "$usage" | awk '{ printf "%.0f", ($2 + $3) * 1000 }')

# The report: printed, and with RECORD=1 written into docs/benchmarks.md.
report() {
echo "viper-gen benchmark ($(nproc) cores, median of $RUNS runs, $(date -u +%Y-%m-%d)); last column: ok, or MISS when a goal is not met"
echo
# row MEASURE FIGURE [GOAL VALUE OP LIMIT]: one line of the table; with a goal, VALUE OP LIMIT
# (OP one of < <= > >=) decides ok or MISS.
misses=0
row() {
    local verdict=""
    if [ $# -ge 6 ]; then
        verdict=$(awk -v v="$4" -v op="$5" -v l="$6" 'BEGIN { if (v == "" || v == "n/a") { print "n/a"; exit }
            ok = (op == "<" && v < l) || (op == "<=" && v <= l) || (op == ">" && v > l) || (op == ">=" && v >= l); print ok ? "ok" : "MISS" }')
        [ "$verdict" = MISS ] && misses=$((misses + 1))
    fi
    printf '| %-52s | %-24s | %-14s | %s\n' "$1" "$2" "${3:-}" "$verdict"
}
printf '| %-52s | %-24s | %-14s | %s\n' "measure" "figure" "goal" ""
printf '|%s|%s|%s|%s\n' "------------------------------------------------------" "--------------------------" "----------------" "------"
row "viper-gen Login (wall)" "$(ms "$ours") ms"
[ -n "$peer" ] && row "viper_generator.sh Login, the seed's (wall)" "$(ms "$peer") ms"
row "  ratio viper-gen / seed script" "${ratio}x" "<= 0.3x" "$ratio" "<=" 0.3
row "1,000 modules, $files files, ${size} KiB (wall)" "$(ms "$big") ms" "< 1000 ms" "$(ms "$big")" "<" 1000
row "  its CPU time (user + sys, one run)" "$big_cpu ms"
row "cp -r of the same tree (wall)" "$(ms "$copy") ms"
row "  ratio viper-gen / cp -r" "${copy_ratio}x" "<= 2x" "$copy_ratio" "<=" 2
row "1,000 modules again, all unchanged (wall)" "$(ms "$noop") ms"
row "1,000 edited modules + a method each, merged (wall)" "$(ms "$merged") ms" "< 500 ms" "$(ms "$merged")" "<" 500
row "  that run" "$merge_summary"
row "Login into a ${project_kib} KiB project.pbxproj (wall)" "$(ms "$xcode") ms" "< 50 ms" "$(ms "$xcode")" "<" 50
assess_rows
row "render throughput (contexts + Mustache)" "$(echo "$render" | awk '{ print $(NF - 1) }') MiB/s" ">= 100 MiB/s" "$(echo "$render" | awk '{ print $(NF - 1) }')" ">=" 100
row "recommend --queries" "$queries queries/s" ">= 100,000/s" "$queries" ">=" 100000
row "peak memory, 1,000-module run" "$peak MiB" "< 30 MiB" "$peak" "<" 30
echo
echo "render: $render"
echo "load average after the runs: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo n/a)"
echo "goals missed: $misses"
}
echo
report | tee "$WORK/report"
if [ "${RECORD:-}" = 1 ]; then
    # Replaces what lies between the two marker lines of docs/benchmarks.md with the report,
    # as a code block.
    DOC="$ROOT/docs/benchmarks.md"
    awk -v report="$WORK/report" '
        /^<!-- bench-report: begin/ { print; print "```"; while ((getline line < report) > 0) print line; print "```"; skip = 1; next }
        /^<!-- bench-report: end/ { skip = 0 }
        !skip { print }' "$DOC" > "$WORK/doc" && cp "$WORK/doc" "$DOC"
    echo "bench: the report is now in docs/benchmarks.md" >&2
fi
