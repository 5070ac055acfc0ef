#!/usr/bin/env bash
# Regenerates the CJK subsets in this folder from the Noto Sans CJK
# collections shipped by the Debian package fonts-noto-cjk
# (1:20220127+repack1-1):
#
#   NotoSansCJKsc-{Regular,Bold}.otf  Simplified Chinese face, for Chinese
#                                     and Japanese text
#   NotoSansCJKkr-{Regular,Bold}.otf  Korean face, for Hangul
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

# pyftsubset keeps the source head.modified by default
# (--no-recalc-timestamp, passed explicitly below); pinning
# SOURCE_DATE_EPOCH as well means that nothing can pick up the wall clock.
export SOURCE_DATE_EPOCH=1643241600   # 2022-01-27T00:00:00Z, upstream release date
export PYTHONHASHSEED=0
export LC_ALL=C.UTF-8

TMP_DIR="$(mktemp -d)"
trap 'rm -rf "$TMP_DIR"' EXIT

echo "fontTools $(python3 -c 'import fontTools; print(fontTools.version)')"

# 1. Code point lists, one per face: sc.txt and kr.txt.
python3 - "$TMP_DIR" <<'PY'
import sys

def two_byte(codec, lead_lo, lead_hi, trail_lo, trail_hi):
    found = set()
    for lead in range(lead_lo, lead_hi + 1):
        for trail in range(trail_lo, trail_hi + 1):
            try:
                s = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1:
                found.add(ord(s))
    print(f"{codec}: {len(found)} characters", file=sys.stderr)
    return found

def ranges(*pairs):
    found = set()
    for lo, hi in pairs:
        found.update(range(lo, hi + 1))
    return found

# Both faces: ASCII and the punctuation CJK text mixes in.
common = ranges(
    (0x0020, 0x007E),  # ASCII
    (0x2000, 0x206F),  # General Punctuation (includes U+2026)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0xFE00, 0xFE0F),  # Variation Selectors: keeps the font's standardized
                       # variation sequences for CJK punctuation (cmap 14)
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
) | {0x2026}           # HORIZONTAL ELLIPSIS

def is_han(cp):
    return 0x4E00 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF

sc = common | two_byte("gb2312", 0xA1, 0xF7, 0xA1, 0xFE)  # GB 2312, 0xA1A1-0xF7FE
sc |= two_byte("euc_jp", 0xA1, 0xFE, 0xA1, 0xFE)           # JIS X 0208, 0xA1A1-0xFEFE
sc |= ranges(
    (0x3040, 0x309F),  # Hiragana, whole block (ゔ, ゕ, ゖ, ゟ, the combining
                       # voiced marks are not in JIS X 0208)
    (0x30A0, 0x30FF),  # Katakana, whole block (ヷ-ヺ, ヿ, ゠)
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions (small ㇰ-ㇿ)
)

# KS X 1001 without its 4888 Hanja (Korean text seldom has them; they fall
# back to the SC face), and every modern and old Hangul letter.
kr = common | {cp for cp in two_byte("euc_kr", 0xA1, 0xFE, 0xA1, 0xFE) if not is_han(cp)}
kr |= ranges(
    (0xAC00, 0xD7A3),  # Hangul Syllables, all 11,172
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x3130, 0x318F),  # Hangul Compatibility Jamo
    (0xA960, 0xA97F),  # Hangul Jamo Extended-A
    (0xD7B0, 0xD7FF),  # Hangul Jamo Extended-B
)

for name, cps in (("sc", sc), ("kr", kr)):
    with open(f"{sys.argv[1]}/{name}.txt", "w", encoding="ascii") as f:
        for cp in sorted(cps):
            f.write(f"{cp:04X}\n")
    print(f"{name}: {len(cps)} code points requested", file=sys.stderr)
PY

# 2. Subset both weights of each face. Face numbers inside
# NotoSansCJK-{Regular,Bold}.ttc: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK, 5-9 Mono.
for FACE in "2 sc" "1 kr"; do
    read -r FONT_NUMBER LANG <<<"$FACE"
    for WEIGHT in Regular Bold; do
        SRC="$SRC_DIR/NotoSansCJK-$WEIGHT.ttc"
        OUT="$OUT_DIR/NotoSansCJK$LANG-$WEIGHT.otf"

        # Refuse to run if face $FONT_NUMBER is not the expected face.
        python3 - "$SRC" "$FONT_NUMBER" "NotoSansCJK$LANG-$WEIGHT" <<'PY'
import sys
from fontTools.ttLib import TTFont
path, num, want = sys.argv[1], int(sys.argv[2]), sys.argv[3]
got = TTFont(path, fontNumber=num, lazy=True)["name"].getDebugName(6)
if got != want:
    sys.exit(f"{path} face {num} is {got!r}, expected {want!r}")
PY

        pyftsubset "$SRC" \
            --font-number="$FONT_NUMBER" \
            --unicodes-file="$TMP_DIR/$LANG.txt" \
            --layout-features='*' \
            --name-IDs='*' \
            --name-languages='*' \
            --no-hinting \
            --no-recalc-timestamp \
            --no-harfbuzz-repacker \
            --output-file="$OUT"

        echo "$(basename "$OUT"): $(wc -c < "$OUT") bytes, sha256 $(sha256sum "$OUT" | cut -d' ' -f1)"
    done
done
