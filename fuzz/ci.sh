#!/usr/bin/env bash
# Runs every fuzz target briefly: fuzz/ci.sh [SECONDS per target, default 60].
#
# Made for two cores: builds the kit binary (spec and signature, one optimized, sanitized build of
# the spec module: ~140 s on a slow machine) beside the four small targets one after another
# (~145 s together), then fuzzes mustache and spec side by side, then signature and merge, then
# pbxproj and swiftsource (.ci/run gives 20 s per target: about 4 minutes in all; at 30 s per
# target it took 270 s, and 337 s with spec and signature built separately and the small targets
# built inside their fuzzing pairs).
# Each run first replays the target's seed corpus and fuzz/regressions, then searches for new
# inputs for the rest of its time. Exits non-zero when a build fails
# or any target finds a crash, timeout, leak or out-of-memory (the log and the reproducer's path
# are printed).
set -uo pipefail
cd "$(dirname "$0")/.."

logs=fuzz/out/ci
failed=()

# run NAME COMMAND...: runs in the background, logging to fuzz/out/ci/NAME.log.
declare -A pids
run() {
    local name=$1
    shift
    "$@" > "$logs/$name.log" 2>&1 &
    pids[$name]=$!
}
# finish NAME...: waits for each and reports it.
finish() {
    local name
    for name in "$@"; do
        if wait "${pids[$name]}"; then
            echo "fuzz-ci: $name ok ($(grep -h -o 'stat::average_exec_per_sec: *[0-9]*' "$logs/$name.log" | tr -s ' ' | sed 's/stat::average_exec_per_sec: /exec\/s /' || echo built))"
        else
            failed+=("$name")
            echo "fuzz-ci: $name FAILED; last lines of $logs/$name.log:" >&2
            tail -n 60 "$logs/$name.log" >&2
            # The broken invariant comes before the (long) input in the message: shown too.
            if grep -q "fuzz invariant failed" "$logs/$name.log"; then
                echo "fuzz-ci: $name: the invariant that failed:" >&2
                grep -A 12 "fuzz invariant failed" "$logs/$name.log" | sed '/^--- input ---$/q' | head -n 14 >&2
            fi
        fi
    done
}

# build_small: the four targets that build in seconds each, one after another.
build_small() {
    local target
    for target in mustache merge pbxproj swiftsource; do
        fuzz/run.sh "$target" 0 || return 1
    done
}

# One function called on the last line: editing this file during a run cannot change the run.
main() {
    local seconds=${1:-60}
    local start=$SECONDS
    mkdir -p "$logs"

    run build-kit fuzz/run.sh spec 0
    run build-small build_small
    finish build-kit build-small

    if [[ ${#failed[@]} -eq 0 ]]; then
        run mustache fuzz/run.sh mustache "$seconds"
        run spec fuzz/run.sh spec "$seconds"
        finish mustache spec
        run signature fuzz/run.sh signature "$seconds"
        run merge fuzz/run.sh merge "$seconds"
        finish signature merge
        run pbxproj fuzz/run.sh pbxproj "$seconds"
        run swiftsource fuzz/run.sh swiftsource "$seconds"
        finish pbxproj swiftsource
    fi

    echo "fuzz-ci: finished in $((SECONDS - start)) s"
    if [[ ${#failed[@]} -gt 0 ]]; then
        echo "fuzz-ci: FAILED: ${failed[*]}" >&2
        exit 1
    fi
}

main "$@"; exit $?
