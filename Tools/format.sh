#!/usr/bin/env bash
# The project's Swift formatting, with the toolchain's swift-format and .swift-format:
#
#   bash Tools/format.sh          formats every Swift source of the project in place
#   bash Tools/format.sh lint     reports what is not formatted (exit 1); .ci/run calls this
#
# Fixtures are not formatted: the goldens (Tests/Fixtures/Golden) are what viper-gen writes, the
# stand-ins mimic Apple's declarations, and the reader fixtures and fuzz inputs are text whose
# exact bytes are the test (they need not even parse).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-format}
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Plugins bench/Sources fuzz/targets Tests -name '*.swift' -not -path '*/Fixtures/*' -print0
)
files+=(Package.swift)
case "$mode" in
format) swift format format --in-place --parallel "${files[@]}" ;;
lint) swift format lint --strict --parallel "${files[@]}" ;;
*) echo "usage: bash Tools/format.sh [format|lint]" >&2; exit 2 ;;
esac
