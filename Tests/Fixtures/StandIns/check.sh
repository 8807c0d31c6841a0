#!/usr/bin/env bash
# Checks the UIKit / SwiftUI / Combine stand-ins (see README.md):
#   1. builds them as a SwiftPM package in Swift 6 mode and in Swift 5 mode, warnings as errors;
#   2. runs an XCTest and a Swift Testing suite that import UIKit, SwiftUI and Combine;
#   3. type-checks every PositiveSnippets/*.swift in Swift 6 mode (-warnings-as-errors) and in
#      Swift 5 mode, then compiles and runs it (it must print its "OK <name>" line);
#   4. type-checks every NegativeSnippets/*.swift in the mode named on its second line
#      (`// mode: 6` or `// mode: 5`, always with -warnings-as-errors) and requires a failure
#      whose output contains the text on its first line (`// expect-error: <text>`).
# Exits non-zero on any mismatch; the last line is "standins: N passed, M failed".
#
# Everything is built outside the repository, in $STANDINS_WORK (default: a fresh mktemp
# directory, removed afterwards unless STANDINS_KEEP=1).
set -u -o pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="${STANDINS_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/standins-check.XXXXXX")}"
mkdir -p "$WORK"
if [ -z "${STANDINS_WORK:-}" ] && [ "${STANDINS_KEEP:-0}" != "1" ]; then
    # SwiftPM also leaves lock files named after the scratch paths in the temp directory.
    LOCKS="$(dirname "$WORK")/$(printf '%s' "$WORK" | tr '/' '_')_"
    trap 'rm -rf "$WORK"; rm -f "$LOCKS"*.lock' EXIT
fi

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/    /' | head -40; }
summary() { echo "standins: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; }

# --- 1. The scratch package ------------------------------------------------------------------

make_package() { # $1 = package directory
    local pkg="$1"
    rm -rf "$pkg"
    mkdir -p "$pkg/Sources" "$pkg/Tests/StandInTests"
    for module in Combine UIKit SwiftUI _Testing_UIKit; do
        cp -R "$HERE/$module" "$pkg/Sources/$module"
    done
    cp "$HERE"/SmokeTests/*.swift "$pkg/Tests/StandInTests/"
    cat > "$pkg/Package.swift" <<'EOF'
// swift-tools-version: 6.2
import PackageDescription

// STANDINS_SWIFT_MODE=5 builds every target in Swift 5 mode; anything else in Swift 6 mode.
let mode: SwiftLanguageMode = Context.environment["STANDINS_SWIFT_MODE"] == "5" ? .v5 : .v6
let settings: [SwiftSetting] = [.swiftLanguageMode(mode), .treatAllWarnings(as: .error)]

let package = Package(
    name: "StandInsCheck",
    products: [
        // One shared library so that snippets compiled with swiftc can link and run.
        .library(name: "StandIns", type: .dynamic, targets: ["Combine", "UIKit", "SwiftUI", "_Testing_UIKit"]),
    ],
    targets: [
        .target(name: "Combine", swiftSettings: settings),
        .target(name: "UIKit", dependencies: ["Combine"], swiftSettings: settings),
        .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], swiftSettings: settings),
        .target(name: "_Testing_UIKit", swiftSettings: settings),
        .testTarget(
            name: "StandInTests",
            dependencies: ["Combine", "UIKit", "SwiftUI", "_Testing_UIKit"],
            swiftSettings: settings
        ),
    ]
)
EOF
}

PKG6="$WORK/package6"
PKG5="$WORK/package5"
make_package "$PKG6"
make_package "$PKG5"

build() { # $1 = mode, $2 = package, $3 = scratch path
    local log="$WORK/build$1.log"
    if STANDINS_SWIFT_MODE="$1" swift build --package-path "$2" --scratch-path "$3" --product StandIns >"$log" 2>&1; then
        pass "build stand-ins (Swift $1 mode, warnings as errors)"
        return 0
    fi
    fail "build stand-ins (Swift $1 mode, warnings as errors)" "$(grep -E 'error|warning' "$log" | head -40)"
    return 1
}

build 6 "$PKG6" "$WORK/build6" || { summary; exit 1; }
build 5 "$PKG5" "$WORK/build5" || true

BIN6="$(swift build --package-path "$PKG6" --scratch-path "$WORK/build6" --show-bin-path 2>/dev/null)"
MODULES6="$BIN6/Modules"
[ -d "$MODULES6" ] || MODULES6="$BIN6"
BIN5="$(STANDINS_SWIFT_MODE=5 swift build --package-path "$PKG5" --scratch-path "$WORK/build5" --show-bin-path 2>/dev/null)"
MODULES5="$BIN5/Modules"
[ -d "$MODULES5" ] || MODULES5="$BIN5"

# --- 2. XCTest and Swift Testing -------------------------------------------------------------

TEST_LOG="$WORK/test.log"
if STANDINS_SWIFT_MODE=6 swift test --package-path "$PKG6" --scratch-path "$WORK/build6" >"$TEST_LOG" 2>&1; then
    if grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$TEST_LOG"; then
        pass "XCTest suite"
    else
        fail "XCTest suite (no tests executed)" "$(tail -20 "$TEST_LOG")"
    fi
    if grep -qE "Test run with [1-9][0-9]* tests?.* passed" "$TEST_LOG"; then
        pass "Swift Testing suite"
    else
        fail "Swift Testing suite (no tests executed)" "$(tail -20 "$TEST_LOG")"
    fi
else
    fail "swift test" "$(grep -E 'error|fail|Fatal' "$TEST_LOG" | head -40)"
fi

# --- 3. Positive snippets --------------------------------------------------------------------

typecheck() { # $1 = mode, $2 = modules dir, $3 = file
    swiftc -swift-version "$1" -warnings-as-errors -typecheck -I "$2" "$3" 2>&1
}

mkdir -p "$WORK/snippets"
for snippet in "$HERE"/PositiveSnippets/*.swift; do
    name="$(basename "$snippet" .swift)"
    for mode in 6 5; do
        if out="$(typecheck "$mode" "$MODULES6" "$snippet")"; then
            pass "positive $name type-checks (Swift $mode mode)"
        else
            fail "positive $name type-checks (Swift $mode mode)" "$out"
        fi
    done
    if out="$(typecheck 6 "$MODULES5" "$snippet")"; then
        pass "positive $name type-checks against the Swift 5 mode build"
    else
        fail "positive $name type-checks against the Swift 5 mode build" "$out"
    fi
    exe="$WORK/snippets/$name"
    if out="$(swiftc -swift-version 6 -warnings-as-errors -I "$MODULES6" -L "$BIN6" -lStandIns \
        -Xlinker -rpath -Xlinker "$BIN6" "$snippet" -o "$exe" 2>&1)"; then
        if out="$("$exe" 2>&1)" && grep -qx "OK $name" <<<"$out"; then
            pass "positive $name runs"
        else
            fail "positive $name runs" "$out"
        fi
    else
        fail "positive $name compiles" "$out"
    fi
done

# --- 4. Negative snippets --------------------------------------------------------------------

for snippet in "$HERE"/NegativeSnippets/*.swift; do
    name="$(basename "$snippet" .swift)"
    expected="$(sed -n '1s#^// expect-error: ##p' "$snippet")"
    mode="$(sed -n '2s#^// mode: ##p' "$snippet")"
    if [ -z "$expected" ] || { [ "$mode" != 5 ] && [ "$mode" != 6 ]; }; then
        fail "negative $name (bad header: need '// expect-error: …' then '// mode: 5|6')"
        continue
    fi
    if out="$(typecheck "$mode" "$MODULES6" "$snippet")"; then
        fail "negative $name must not type-check (Swift $mode mode)"
    elif grep -qF -- "$expected" <<<"$out"; then
        pass "negative $name fails with \"$expected\""
    else
        fail "negative $name fails, but without \"$expected\"" "$(grep -E 'error' <<<"$out" | head -5)"
    fi
done

summary
