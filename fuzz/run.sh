#!/usr/bin/env bash
# Builds one libFuzzer target and runs it.
#
#   fuzz/run.sh TARGET SECONDS [libFuzzer args...]
#
# TARGET is mustache, spec, signature, merge, pbxproj or swiftsource. SECONDS 0 only builds. The binary goes to
# fuzz/out/TARGET/fuzzer; the working corpus (new inputs libFuzzer finds) to fuzz/out/TARGET/corpus,
# seeded from fuzz/corpus/TARGET and fuzz/regressions/TARGET, which are only read; crash,
# timeout, leak and OOM reproducers to fuzz/out/TARGET/artifacts/. Exits non-zero on any finding
# and prints the reproducer's path and how to replay it.
#
# The sources are compiled with the entry file into one module by swiftc (not SwiftPM: the kit
# needs a build plugin), from a snapshot copied to fuzz/out/TARGET/src so that files being edited
# meanwhile cannot break the build. An unchanged snapshot is not rebuilt. `spec` and `signature`
# fuzz the same sources: one binary holds both (fuzz/targets/KitEntry.swift), built in
# fuzz/out/spec and linked as fuzz/out/signature/fuzzer, whose folder selects the target.
set -euo pipefail

usage() { echo "usage: fuzz/run.sh mustache|spec|signature|merge|pbxproj|swiftsource SECONDS [libFuzzer args...]" >&2; exit 2; }

# The spec module (its values, JSON reader, decoder and signature parser) and what it imports.
kit_sources() {
    find Sources/ViperGenSpec Sources/TextSupport -name '*.swift' | LC_ALL=C sort
}

# The whole run is one function called on the last line, so editing this file while a long run
# is going cannot change what that run does (bash reads a script as it goes).
main() {
    [[ $# -ge 2 ]] || usage
    target=$1
    seconds=$2
    shift 2
    [[ $seconds =~ ^[0-9]+$ ]] || usage

    root=$(cd "$(dirname "$0")/.." && pwd)
    cd "$root"

    # max_len: the largest input libFuzzer makes; longer seeds are cut to it. It keeps the
    # reproducer of a fixed slowdown (regressions/signature/timeout-dotted-member-type, 100 KB,
    # linear now but over 1 s under ASan) from being a timeout again.
    case $target in
        mustache)
            max_len=20000  # the largest built-in template seed is 17 KB
            sources=$(ls Sources/Mustache/*.swift Sources/TextSupport/*.swift Sources/WorkSharing/*.swift | LC_ALL=C sort; echo fuzz/targets/Invariant.swift fuzz/targets/mustache/Entry.swift) ;;
        pbxproj)
            max_len=16384
            sources=$(ls Sources/XcodeProject/*.swift Sources/WorkSharing/*.swift | LC_ALL=C sort; echo fuzz/targets/Invariant.swift fuzz/targets/pbxproj/Entry.swift) ;;
        swiftsource)
            max_len=16384
            sources=$(ls Sources/SwiftSource/*.swift | LC_ALL=C sort; echo fuzz/targets/Invariant.swift fuzz/targets/swiftsource/Entry.swift) ;;
        merge)
            max_len=4096
            sources=$(ls Sources/TextMerge/*.swift | LC_ALL=C sort; echo fuzz/targets/Invariant.swift fuzz/targets/merge/Entry.swift) ;;
        spec|signature)
            # One binary for both (fuzz/targets/KitEntry.swift): the same sources, so one build.
            max_len=$([[ $target == spec ]] && echo 8192 || echo 4096)
            built_as=spec
            sources=$(kit_sources; echo fuzz/targets/Invariant.swift fuzz/targets/SignatureChecks.swift \
                fuzz/targets/spec/SpecEntry.swift fuzz/targets/signature/SignatureEntry.swift fuzz/targets/KitEntry.swift) ;;
        *) usage ;;
    esac

    out=fuzz/out/$target
    binary=$out/fuzzer
    mkdir -p "$out/corpus" "$out/artifacts"
    # The build's own folder (its snapshot, stamp and binary): the target's, or the one it shares.
    build=fuzz/out/${built_as:-$target}
    built=$build/fuzzer
    mkdir -p "$build"

    # Snapshot the sources, then build unless the snapshot is what the binary was built from.
    # The snapshot's folder is this run's own: `spec` and `signature` may start side by side.
    snapshot=$build/src.new.$$
    rm -rf "$snapshot"
    mkdir -p "$snapshot"
    # TextSupport (the shared escaper and suggestions) and WorkSharing (the lock the template
    # engine's name table takes) are compiled into the same module, so their imports are
    # dropped from the copies.
    for file in $sources; do
        mkdir -p "$snapshot/$(dirname "$file")"
        sed -E '/^import (TextSupport|WorkSharing)$/d' "$file" > "$snapshot/$file"
    done
    # -package-name: the kit's declarations have `package` access, which swiftc only grants
    # within a named package (SwiftPM names it; here the one module is its own package).
    flags=(-swift-version 6 -parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld
           -module-name "Fuzz_${built_as:-$target}" -package-name viper_gen)
    stamp=$( (cd "$snapshot" && find . -type f | LC_ALL=C sort | xargs cat; echo "${flags[*]}"; swiftc --version 2>&1) | cksum)
    if [[ -x $built && -f $build/stamp && $(cat "$build/stamp") == "$stamp" ]]; then
        rm -rf "$snapshot"
        echo "fuzz: $target is up to date ($built)"
    else
        rm -rf "$build/src"
        mv "$snapshot" "$build/src"
        echo "fuzz: building $target ..."
        start=$SECONDS
        (cd "$build/src" && swiftc "${flags[@]}" $sources -o "$root/$built.tmp.$$" 2>&1 \
            | grep -v "warning: Cannot export local symbol" || true)
        [[ -x $built.tmp.$$ ]] || {
            echo "fuzz: building $target failed (the ViperGenSpec target must build alone: swift build --target ViperGenSpec)" >&2
            exit 1
        }
        mv "$built.tmp.$$" "$built"
        echo "$stamp" > "$build/stamp"
        echo "fuzz: built $built in $((SECONDS - start)) s"
    fi
    # A target that shares a build runs it from its own folder, which names the target.
    [[ $built == "$binary" ]] || ln -f "$built" "$binary"
    [[ $seconds -gt 0 ]] || exit 0

    # Swift's own crash handler would hang or race with libFuzzer's; ASan reports instead.
    export SWIFT_BACKTRACE=enable=no
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:handle_abort=1}

    seeds=(fuzz/corpus/$target)
    [[ -d fuzz/regressions/$target ]] && seeds+=(fuzz/regressions/$target)
    dict=fuzz/targets/$target/$target.dict
    dict_flag=()
    [[ -f $dict ]] && dict_flag=(-dict="$dict")

    marker=$out/artifacts/.before
    touch "$marker"
    set +e
    "$binary" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len="$max_len" \
        -artifact_prefix="$out/artifacts/" -print_final_stats=1 "${dict_flag[@]}" "$@" \
        "$out/corpus" "${seeds[@]}"
    status=$?
    set -e

    found=$(find "$out/artifacts" -type f ! -name .before -newer "$marker" | LC_ALL=C sort)
    rm -f "$marker"
    if [[ $status -ne 0 || -n $found ]]; then
        echo "fuzz: $target FAILED (libFuzzer exit status $status)" >&2
        for file in $found; do
            echo "fuzz: reproducer: $file" >&2
            echo "fuzz:   replay:   $binary $file" >&2
        done
        echo "fuzz: keep a fixed reproducer as a regression: cp FILE fuzz/regressions/$target/NAME" >&2
        exit 1
    fi
    echo "fuzz: $target passed ($seconds s, corpus $(ls "$out/corpus" | wc -l) files in $out/corpus)"
}

main "$@"; exit $?
