#!/bin/sh
# Regenerates Fonts/MaterialIcons-Regular.ttf and
# Fonts/MaterialIcons-Regular.codepoints: the Material Icons glyphs that
# Sources/GalleyText/Symbols/SymbolNames.swift maps SF Symbols names to.
#
# Needs the Debian package fonts-material-design-icons-iconfont and
# fontTools (pip install fonttools); see Fonts/README.md.
set -eu

fonts=$(cd "$(dirname "$0")" && pwd)
table="$fonts/../Sources/GalleyText/Symbols/SymbolNames.swift"
source_font=/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf
source_names=/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss

export SOURCE_DATE_EPOCH=1650672000 PYTHONHASHSEED=0 LC_ALL=C.UTF-8

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The icons the table names, with their code points from the package's
# name → code point list; a name the list lacks stops the script.
python3 - "$table" "$source_names" "$work/unicodes.txt" "$fonts/MaterialIcons-Regular.codepoints" <<'PY'
import re, sys
table, names, unicodes, codepoints = sys.argv[1:]
known = dict(re.findall(r'"([^"]+)": ([0-9a-f]+)', open(names).read()))
wanted = sorted(set(re.findall(r'^\s+[a-z0-9.]+: ([a-z0-9_]+)$', open(table).read(), re.M)))
missing = [name for name in wanted if name not in known]
if missing:
    sys.exit("not Material Icons names: " + ", ".join(missing))
with open(unicodes, "w") as out:
    out.writelines(known[name] + "\n" for name in wanted)
with open(codepoints, "w") as out:
    out.writelines(f"{name} {known[name]}\n" for name in wanted)
print(f"{len(wanted)} icons")
PY

pyftsubset "$source_font" \
    --unicodes-file="$work/unicodes.txt" \
    --layout-features='' \
    --name-IDs='*' \
    --name-languages='*' \
    --no-hinting \
    --no-recalc-timestamp \
    --no-harfbuzz-repacker \
    --output-file="$fonts/MaterialIcons-Regular.ttf"
