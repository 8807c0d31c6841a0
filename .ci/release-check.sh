#!/usr/bin/env bash
# Builds the release binary and checks that it works copied alone into an empty directory,
# with no .build and no Templates/ folder reachable: the templates are inside the binary.
#
#   .ci/release-check.sh          then runs the end-to-end tests (ViperGenCLITests) against it;
#   .ci/release-check.sh FOLDER   leaves the copied binary as FOLDER/viper-gen and runs no tests:
#                                 the caller runs them against it (.ci/run runs the whole suite so).
set -euo pipefail
cd "$(dirname "$0")/.."

keep=${1:-}

# Built as users install it (Tools/release-build.sh: on Linux fully static). A build killed by a
# signal (the toolchain crashing) is run once more (.ci/retry-build.sh).
bash .ci/retry-build.sh bash Tools/release-build.sh --product viper-gen
binary="$(bash Tools/release-build.sh --show-bin-path)/viper-gen"
if [ -n "$keep" ]; then
    mkdir -p "$keep"
    scratch="$(cd "$keep" && pwd)"
else
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
fi
cp "$binary" "$scratch/viper-gen"
# The trial runs in its own empty folder beside the copy.
mkdir "$scratch/trial"
cd "$scratch/trial"
../viper-gen Login > report.txt
expected=(LoginProtocols LoginViewController LoginInteractor LoginPresenter LoginRouter)
for name in "${expected[@]}"; do
    [ -s "App/Modules/Login/$name.swift" ] || { echo "release-check: missing App/Modules/Login/$name.swift"; exit 1; }
done
# No file without code: a module that declares no entity gets no entity file.
[ ! -e App/Modules/Login/LoginEntity.swift ] || { echo "release-check: an empty LoginEntity.swift was written"; exit 1; }
[ -s AppTests/Modules/Login/LoginMocks.swift ] || { echo "release-check: missing the mocks"; exit 1; }
../viper-gen templates list > /dev/null
echo "release-check: the release binary works copied alone ($(wc -l < report.txt) report lines)"
cd - > /dev/null
rm -rf "$scratch/trial"

if [ -n "$keep" ]; then
    echo "release-check: the release binary is $scratch/viper-gen"
    exit 0
fi

# The end-to-end tests (every command, the hostile-input catalogue, the interruption trials)
# against this binary, not only against the debug build `swift test` uses.
bash .ci/retry-build.sh swift build --build-tests
VIPER_GEN_BINARY="$scratch/viper-gen" swift test --filter ViperGenCLITests
echo "release-check: the end-to-end tests pass against the release binary"
