#!/usr/bin/env python3
"""Writes scene.dict (the names in Examples/*.json), swift.dict and arguments.dict (render's commands and
options, read from its sources), libFuzzer's -dict files.
Run from the repository's folder: python3 Fuzz/Dictionaries/generate.py"""
import glob
import json


def entry(word):
    escaped = ""
    for byte in word.encode():
        char = chr(byte)
        if char in '"\\':
            escaped += "\\" + char
        elif 32 <= byte < 127:
            escaped += char
        else:
            escaped += "\\x%02X" % byte
    return '"%s"' % escaped


words = set()


def walk(value):
    if isinstance(value, dict):
        for key, member in value.items():
            words.add(key)
            walk(member)
    elif isinstance(value, list):
        for member in value:
            walk(member)
    elif isinstance(value, str) and len(value) <= 24 and value.replace(".", "").replace(" ", "").isalnum():
        words.add(value)


for path in sorted(glob.glob("Examples/*.json")):
    try:
        walk(json.load(open(path)))
    except ValueError:
        pass
extra = ["$", "${", "}", "infinity", "-1e308", "1e308", "-0", "NaN", "null", "true", "false", "{}", "[]", "\\u0000", "\\ud800", "\\udc00"]
with open("Fuzz/Dictionaries/scene.dict", "w") as out:
    out.write("# The names in Examples/*.json and some values; written by generate.py\n")
    out.writelines(entry(word) + "\n" for word in sorted(words) + extra)

swift = """import struct class enum actor extension protocol func var let static some View body #Preview #if #else #elseif #endif
os(Linux) os(iOS) canImport(SwiftUI) swift(>=5.9) compiler(>=6) DEBUG PreviewProvider SwiftUI.PreviewProvider previews
@Previewable @main @State @MainActor @available(iOS\\x2017,\\x20*) Previewable main traits: .sizeThatFitsLayout
{ } ( ) " \\( ) \"\"\" // /* */ #" "# : , ; -> where typealias""".split()
with open("Fuzz/Dictionaries/swift.dict", "w") as out:
    out.write("# Swift keywords and preview names; written by generate.py\n")
    out.writelines(entry(word.replace("\\x20", " ")) + "\n" for word in swift)

# render's commands and options: every commandName, customLong and @Option/@Flag property (as --kebab-case).
import re

arguments = set()
for path in sorted(glob.glob("Sources/render/**/*.swift", recursive=True)):
    text = open(path).read()
    arguments.update(re.findall(r'commandName: "([^"]+)"', text))
    arguments.update("--" + name for name in re.findall(r'customLong\("([^"]+)"', text))
    for name in re.findall(r'@(?:Option|Flag)\b(?:\([^@]*?\))?\s*var (\w+)', text, re.S):
        arguments.add("--" + re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", name).lower())
values = """-o -h --help --version help 10x10@2 @3 390x844 100:300:20 width=1:2:1 = : inf nan 1e308 1e-300 -0
leftToRight rightToLeft tail head middle leading center trailing missing all none bold italic""".split()
with open("Fuzz/Dictionaries/arguments.dict", "w") as out:
    out.write("# render's commands and options, and some values; written by generate.py\n")
    out.writelines(entry(word) + "\n" for word in sorted(arguments) + values)
