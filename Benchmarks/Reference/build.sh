#!/bin/sh
# Build the Pango/HarfBuzz reference benchmark.
#
#   Benchmarks/Reference/build.sh [output-path]     (default /tmp/galley-pango-bench)
#
# Installs libpango1.0-dev with apt-get if pkg-config cannot find pangocairo
# (apt-get update is only tried when the first install attempt fails).
# Rebuilds only when the source is newer than the binary. Silent on success.
set -eu

out=${1:-/tmp/galley-pango-bench}
here=$(cd "$(dirname "$0")" && pwd)
src="$here/pango_bench.c"
pkgs="pangocairo pangoft2 harfbuzz freetype2 fontconfig"

if ! pkg-config --exists $pkgs 2>/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    log=$(mktemp)
    if ! apt-get install -y -q libpango1.0-dev >"$log" 2>&1; then
        apt-get update -q >"$log" 2>&1 && apt-get install -y -q libpango1.0-dev >"$log" 2>&1 || {
            cat "$log" >&2
            rm -f "$log"
            echo "build.sh: could not install libpango1.0-dev" >&2
            exit 1
        }
    fi
    rm -f "$log"
    pkg-config --exists $pkgs || { echo "build.sh: pkg-config still cannot find: $pkgs" >&2; exit 1; }
fi

if [ -x "$out" ] && [ "$out" -nt "$src" ] && [ "$out" -nt "$here/pango_context.h" ] && [ "$out" -nt "$0" ]; then
    exit 0
fi

mkdir -p "$(dirname "$out")"
# shellcheck disable=SC2046  # pkg-config output must be word-split
gcc -O2 -std=c11 -Wall -Wextra -o "$out" "$src" \
    $(pkg-config --cflags $pkgs) $(pkg-config --libs $pkgs)
