#!/usr/bin/env bash
# Regenerates NotoSansCJKsc-Regular.otf and NotoSansCJKsc-Bold.otf in this
# folder by subsetting the Simplified Chinese face of the Noto Sans CJK
# collections shipped by the Debian package fonts-noto-cjk
# (1:20220127+repack1-1).
#
# Requirements: bash, python3 with fontTools (pyftsubset on PATH).
# The committed files were produced with fontTools 4.68.0 / Python 3.11.7;
# other fontTools versions may give different (but equivalent) bytes.
#
# Usage: Fonts/make-cjk-subset.sh            (run from any directory)
#        CJK_SRC_DIR=/elsewhere Fonts/make-cjk-subset.sh
set -euo pipefail

OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC_DIR="${CJK_SRC_DIR:-/usr/share/fonts/opentype/noto}"
# Face index of "Noto Sans CJK SC" inside NotoSansCJK-{Regular,Bold}.ttc
# (0 = JP, 1 = KR, 2 = SC, 3 = TC, 4 = HK, 5-9 = the Mono CJK faces).
FONT_NUMBER=2

# pyftsubset keeps the source head.modified by default
# (--no-recalc-timestamp, passed explicitly below); pinning
# SOURCE_DATE_EPOCH as well means that nothing can pick up the wall clock.
export SOURCE_DATE_EPOCH=1643241600   # 2022-01-27T00:00:00Z, upstream release date
export PYTHONHASHSEED=0
export LC_ALL=C.UTF-8

TMP_DIR="$(mktemp -d)"
trap 'rm -rf "$TMP_DIR"' EXIT
UNICODES="$TMP_DIR/unicodes.txt"

echo "fontTools $(python3 -c 'import fontTools; print(fontTools.version)')"

# 1. Code point list: GB2312, JIS X 0208 (via EUC-JP), and fixed ranges.
python3 - "$UNICODES" <<'PY'
import sys

cps = set()

def add_two_byte(codec, lead_lo, lead_hi, trail_lo, trail_hi):
    n = 0
    for lead in range(lead_lo, lead_hi + 1):
        for trail in range(trail_lo, trail_hi + 1):
            try:
                s = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1:
                cps.add(ord(s))
                n += 1
    print(f"{codec}: {n} valid two-byte codes", file=sys.stderr)

add_two_byte("gb2312", 0xA1, 0xF7, 0xA1, 0xFE)  # GB2312, 0xA1A1-0xF7FE
add_two_byte("euc_jp", 0xA1, 0xFE, 0xA1, 0xFE)  # JIS X 0208, 0xA1A1-0xFEFE

for lo, hi in (
    (0x0020, 0x007E),  # ASCII
    (0x2000, 0x206F),  # General Punctuation (includes U+2026)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0xFE00, 0xFE0F),  # Variation Selectors: keeps the font's standardized
                       # variation sequences for CJK punctuation (cmap 14)
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
):
    cps.update(range(lo, hi + 1))
cps.add(0x2026)  # HORIZONTAL ELLIPSIS

with open(sys.argv[1], "w", encoding="ascii") as f:
    for cp in sorted(cps):
        f.write(f"{cp:04X}\n")
print(f"total: {len(cps)} code points requested", file=sys.stderr)
PY

# 2. Subset both weights.
for WEIGHT in Regular Bold; do
    SRC="$SRC_DIR/NotoSansCJK-$WEIGHT.ttc"
    OUT="$OUT_DIR/NotoSansCJKsc-$WEIGHT.otf"

    # Refuse to run if face $FONT_NUMBER is not the SC face.
    python3 - "$SRC" "$FONT_NUMBER" "NotoSansCJKsc-$WEIGHT" <<'PY'
import sys
from fontTools.ttLib import TTFont
path, num, want = sys.argv[1], int(sys.argv[2]), sys.argv[3]
got = TTFont(path, fontNumber=num, lazy=True)["name"].getDebugName(6)
if got != want:
    sys.exit(f"{path} face {num} is {got!r}, expected {want!r}")
PY

    pyftsubset "$SRC" \
        --font-number="$FONT_NUMBER" \
        --unicodes-file="$UNICODES" \
        --layout-features='*' \
        --name-IDs='*' \
        --name-languages='*' \
        --no-hinting \
        --no-recalc-timestamp \
        --no-harfbuzz-repacker \
        --output-file="$OUT"

    echo "$(basename "$OUT"): $(wc -c < "$OUT") bytes, sha256 $(sha256sum "$OUT" | cut -d' ' -f1)"
done
