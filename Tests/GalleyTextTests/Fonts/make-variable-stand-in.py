"""Writes VariableStandIn.ttf: a tiny variable TrueType font named "SF Pro",
a stand-in for Apple's variable SF-Pro.ttf in the tests of a folder of
Apple's fonts (weights and widths from named instances).

Every printable ASCII character is one box glyph: the advance follows the
width axis (wdth 75 to 125: 450 to 750 units, 600 at 100) and the stroke the
weight axis (wght 100 to 900). Six named instances: Regular, Bold,
Condensed, Condensed Bold, Expanded, Expanded Bold. Needs fontTools:

    python3 Tests/GalleyTextTests/Fonts/make-variable-stand-in.py
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_v_a_r import TupleVariation

UPM = 1000
ASCENT, DESCENT = 950, -250
characters = [chr(c) for c in range(0x21, 0x7F)]
names = [".notdef", "space"] + [f"g{ord(c):02X}" for c in characters]


def box(advance, stroke):
    """A box of the advance less 50-unit side bearings, its counter `stroke` in."""
    pen = TTGlyphPen(None)
    left, right, bottom, top = 50, advance - 50, 0, 700
    for (x0, y0, x1, y1), clockwise in (((left, bottom, right, top), True), ((left + stroke, bottom + stroke, right - stroke, top - stroke), False)):
        points = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)] if clockwise else [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


builder = FontBuilder(UPM, isTTF=True)
builder.setupGlyphOrder(names)
builder.setupCharacterMap({0x20: "space", **{ord(c): f"g{ord(c):02X}" for c in characters}})
glyphs = {".notdef": box(600, 100), "space": empty()}
glyphs.update({name: box(600, 100) for name in names[2:]})
builder.setupGlyf(glyphs)
builder.setupHorizontalMetrics({name: (600 if name != "space" else 300, 50 if name != "space" else 0) for name in names})
builder.setupHorizontalHeader(ascent=ASCENT, descent=DESCENT)
builder.setupNameTable({"familyName": "SF Pro", "styleName": "Regular", "typographicFamily": "SF Pro", "typographicSubfamily": "Regular"})
builder.setupOS2(sTypoAscender=ASCENT, sTypoDescender=DESCENT, usWinAscent=ASCENT, usWinDescent=-DESCENT, usWeightClass=400, usWidthClass=5)
builder.setupPost()
builder.setupFvar(
    axes=[("wght", 100, 400, 900, "Weight"), ("wdth", 75, 100, 125, "Width")],
    instances=[
        {"location": {"wght": 400, "wdth": 100}, "stylename": "Regular"},
        {"location": {"wght": 700, "wdth": 100}, "stylename": "Bold"},
        {"location": {"wght": 400, "wdth": 75}, "stylename": "Condensed"},
        {"location": {"wght": 700, "wdth": 75}, "stylename": "Condensed Bold"},
        {"location": {"wght": 400, "wdth": 125}, "stylename": "Expanded"},
        {"location": {"wght": 700, "wdth": 125}, "stylename": "Expanded Bold"},
    ],
)

# Deltas: the box's points are, in order, the outer contour (0-3), the
# counter (4-7), then the four phantom points (left, right, top, bottom).
def deltas(width_change, stroke_change):
    right = width_change
    outer = [(0, 0), (0, 0), (right, 0), (right, 0)]
    # The counter: left edge in by the stroke change, right edge with the width.
    inner = [(stroke_change, stroke_change), (right - stroke_change, stroke_change), (right - stroke_change, -stroke_change), (stroke_change, -stroke_change)]
    phantoms = [(0, 0), (right, 0), (0, 0), (0, 0)]
    return outer + inner + phantoms

variations = {}
for name in names:
    if name == "space":
        variations[name] = [
            TupleVariation({"wdth": (0, 1, 1)}, [(0, 0), (75, 0), (0, 0), (0, 0)]),
            TupleVariation({"wdth": (-1, -1, 0)}, [(0, 0), (-75, 0), (0, 0), (0, 0)]),
        ]
        continue
    variations[name] = [
        TupleVariation({"wght": (0, 1, 1)}, deltas(0, 120)),
        TupleVariation({"wght": (-1, -1, 0)}, deltas(0, -70)),
        TupleVariation({"wdth": (0, 1, 1)}, deltas(150, 0)),
        TupleVariation({"wdth": (-1, -1, 0)}, deltas(-150, 0)),
    ]
builder.setupGvar(variations)

here = os.path.dirname(os.path.abspath(__file__))
builder.save(os.path.join(here, "VariableStandIn.ttf"))
