#!/usr/bin/env bash
# Builds the release binary and checks that it works copied alone into an empty directory,
# with no .build and no Templates/ folder reachable: the templates are inside the binary.
set -euo pipefail
cd "$(dirname "$0")/.."

# On Linux the Swift runtime is linked statically: the binary needs no toolchain beside it.
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
swift build -c release "${static[@]}" --product viper-gen
binary="$(swift build -c release "${static[@]}" --show-bin-path)/viper-gen"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$binary" "$scratch/viper-gen"
cd "$scratch"
./viper-gen Login > report.txt
expected=(LoginProtocols LoginViewController LoginInteractor LoginPresenter LoginRouter LoginEntity)
for name in "${expected[@]}"; do
    [ -s "App/Modules/Login/$name.swift" ] || { echo "release-check: missing App/Modules/Login/$name.swift"; exit 1; }
done
[ -s AppTests/Modules/Login/LoginMocks.swift ] || { echo "release-check: missing the mocks"; exit 1; }
./viper-gen templates list > /dev/null
echo "release-check: the release binary works copied alone ($(wc -l < report.txt) report lines)"
