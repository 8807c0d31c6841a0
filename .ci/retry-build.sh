#!/usr/bin/env bash
# Runs a build command (its arguments) once more when it was killed by a signal (exit status
# above 128): the toolchain itself has died with SIGSEGV in libdispatch mid-build on a clean
# clone. Says so in the log. Any other failure is returned as is; never use it for tests.
set -uo pipefail
"$@"
status=$?
if [ "$status" -gt 128 ]; then
    echo "retry-build: '$*' was killed by signal $((status - 128)); running it once more" >&2
    "$@"
    status=$?
fi
exit "$status"
