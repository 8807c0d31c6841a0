#!/usr/bin/env bash
# The release build of viper-gen, in one place: `make build`, .ci/release-check.sh, bench/run.sh
# and bench/assess.sh all build through it, so the binary that is tested, measured and installed
# is built one way. Its arguments go to `swift build` after the flags:
#
#   bash Tools/release-build.sh --product viper-gen     builds the binary
#   bash Tools/release-build.sh --show-bin-path         prints the folder it is in
#
# SWIFT names the swift driver to run (default: swift on the PATH), as `make SWIFT=...` does.
#
# On Linux:
# - the Swift runtime and the C library are linked statically (--static-swift-stdlib,
#   -static-executable): the binary needs no toolchain beside it and starts in about a millisecond;
# - every concrete type's metadata is reached through an accessor function rather than a mangled
#   name the runtime demangles on first use (-disable-concrete-type-metadata-mangled-name-accessors):
#   in a static binary each first lookup of a generic type scans every protocol conformance in the
#   binary, ~0.4 M instructions each; `viper-gen Login` ran 20.2 M instructions with mangled names
#   and 16.2 M without (docs/benchmarks.md, 2026-11-29 third round, has the wall times). The
#   generated files are byte-identical; the suite runs against this binary.
# The flags are compiler options (unsafeFlags), which Package.swift cannot carry without making the
# package unusable as a dependency; hence this script.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib -Xswiftc -static-executable)
    flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
fi
exec "${SWIFT:-swift}" build "${flags[@]}" "$@"
