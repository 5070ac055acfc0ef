#!/bin/sh
# Build the oracles Galley's tests compare against (PangoComparisonTests,
# HarfBuzzWidthTests):
#
#   Benchmarks/Reference/build-oracles.sh OUTPUT-DIR
#
# Needs libpango1.0-dev (Pango, HarfBuzz, FreeType and fontconfig headers,
# for pango_lines) and libharfbuzz-bin (hb-shape), which
# Scripts/install-dependencies installs; says so when either is missing.
# Builds OUTPUT-DIR/pango_lines from pango_lines.c unless it is newer than
# its sources. Holds a lock on OUTPUT-DIR/.lock, so test processes running
# at once build it once. Silent on success; prints the compiler's output
# on failure.
set -eu

[ $# -eq 1 ] || { echo "usage: $0 OUTPUT-DIR" >&2; exit 2; }
out=$1
here=$(cd "$(dirname "$0")" && pwd)
pkgs="pangocairo pangoft2 harfbuzz freetype2 fontconfig"
mkdir -p "$out"

exec 9>"$out/.lock"
flock 9

missing=""
pkg-config --exists $pkgs 2>/dev/null || missing="$missing libpango1.0-dev"
command -v hb-shape >/dev/null 2>&1 || missing="$missing libharfbuzz-bin"
if [ -n "$missing" ]; then
    echo "build-oracles.sh: missing$missing; run Scripts/install-dependencies" >&2
    exit 1
fi

bin="$out/pango_lines"
if [ -x "$bin" ] && [ "$bin" -nt "$here/pango_lines.c" ] && [ "$bin" -nt "$here/pango_context.h" ] && [ "$bin" -nt "$0" ]; then
    exit 0
fi
# shellcheck disable=SC2046  # pkg-config output must be word-split
gcc -O2 -std=c11 -Wall -Wextra -o "$bin.tmp" "$here/pango_lines.c" \
    $(pkg-config --cflags $pkgs) $(pkg-config --libs $pkgs)
mv "$bin.tmp" "$bin"
