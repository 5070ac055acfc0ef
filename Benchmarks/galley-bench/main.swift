// galley-bench: how fast GalleyText lays out text, next to HarfBuzz alone
// and (when its reference program is given) Pango, measured in one run so
// the comparison is a ratio on the same machine at the same moment.
//
//   swift run -c release galley-bench [--reference PATH] [--sweeps N]
//
// Scripts/benchmark builds everything, the Pango reference included, and
// runs this.

import CHarfBuzz
import Foundation
import Galley
import GalleyText

let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
let corpora = ["sentence", "thousand-words"]
let widths = Array(stride(from: 50.0, through: 800, by: 1))
let coldWidth = 400.0

var arguments = CommandLine.arguments.dropFirst()
var referencePath: String?
var sweeps = 7
while let argument = arguments.popFirst() {
    switch argument {
    case "--reference": referencePath = arguments.popFirst()
    case "--sweeps": sweeps = arguments.popFirst().flatMap(Int.init) ?? sweeps
    default:
        FileHandle.standardError.write(Data("usage: galley-bench [--reference PATH] [--sweeps N]\n".utf8))
        exit(2)
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Microseconds for `body`, the median of `runs` runs.
func measure(runs: Int, _ body: () -> Void) -> Double {
    median((0..<runs).map { _ in
        let start = now()
        body()
        return now() - start
    })
}

/// HarfBuzz alone: shape the whole text once, as the reference does.
func harfBuzzShapeMicroseconds(_ text: String, fontPath: String, runs: Int) -> Double {
    let blob = hb_blob_create_from_file(fontPath)
    let face = hb_face_create(blob, 0)
    let font = hb_font_create(face)
    let buffer = hb_buffer_create()
    defer {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }
    let utf8 = Array(text.utf8CString)
    return measure(runs: runs) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, utf8, Int32(utf8.count - 1), 0, Int32(utf8.count - 1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
    }
}

let fonts: FontLibrary
do {
    fonts = try FontLibrary.bundled()
} catch {
    FileHandle.standardError.write(Data("galley-bench: \(error)\n".utf8))
    exit(1)
}
let interPath = corpusDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fonts/Inter-Regular.otf").path

var results: [String: [String: Double]] = [:]
@MainActor func record(_ metric: String, _ corpus: String, _ value: Double) {
    results[metric, default: [:]][corpus] = value
    print("\(metric) \(corpus) \(String(format: "%.2f", value))")
}

for corpus in corpora {
    let path = corpusDirectory.appendingPathComponent("\(corpus).txt").path
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("galley-bench: cannot read \(path)\n".utf8))
        exit(1)
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let styled = StyledText(text, font: .system(size: 17))

    record("harfbuzz.shape_us", corpus, harfBuzzShapeMicroseconds(text, fontPath: interPath, runs: 51))

    // Cold: a new engine (empty caches, fonts already loaded) shapes the
    // paragraph, finds its break opportunities and lays it out once.
    record("galley.cold_us", corpus, measure(runs: 21) {
        let engine = TextEngine(fonts: fonts)
        _ = engine.layout(styled, proposal: TextProposal(width: coldWidth, height: nil))
    })

    // Re-wrap: the paragraph shaped once, then laid out at every width from
    // 50 to 800 with no layout cache, so each width is computed.
    let engine = TextEngine(fonts: fonts, cacheLimits: .init(layoutLines: 0))
    let paragraph = engine.shape(styled)
    var lineCount = 0
    let sweep = measure(runs: sweeps) {
        for width in widths {
            lineCount &+= engine.layout(paragraph, proposal: TextProposal(width: width, height: nil)).lineCount
        }
    }
    record("galley.rewrap_us_per_width", corpus, sweep / Double(widths.count))

    // The same sweep again with the layout cache on and warm: a lookup.
    let cached = TextEngine(fonts: fonts)
    let cachedParagraph = cached.shape(styled)
    for width in widths { _ = cached.layout(cachedParagraph, proposal: TextProposal(width: width, height: nil)) }
    let lookups = measure(runs: sweeps) {
        for width in widths {
            lineCount &+= cached.layout(cachedParagraph, proposal: TextProposal(width: width, height: nil)).lineCount
        }
    }
    record("galley.cached_us_per_width", corpus, lookups / Double(widths.count))

    let sample = engine.layout(paragraph, proposal: TextProposal(width: coldWidth, height: nil))
    FileHandle.standardError.write(Data(
        "\(corpus): \(sample.lineCount) lines, \(sample.size.width) × \(sample.size.height) pt at width \(Int(coldWidth)) (checksum \(lineCount))\n".utf8
    ))
}

if let referencePath {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: referencePath)
    process.currentDirectoryURL = corpusDirectory.deletingLastPathComponent().deletingLastPathComponent()
    process.arguments = ["-s", "\(max(3, sweeps / 2))"] + corpora.map { corpusDirectory.appendingPathComponent("\($0).txt").path }
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        FileHandle.standardError.write(Data("galley-bench: cannot run \(referencePath): \(error)\n".utf8))
        exit(1)
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 3, let value = Double(fields[2]) else { continue }
        record("reference." + fields[0], String(fields[1]), value)
    }
}

// Layout: a 10,000-node scene and a typical card, each laid out afresh
// (a new layout pass; the text engine's caches warm after the first).
struct Row: View {
    let index: Int
    var body: some View {
        HStack {
            ForEach(0..<12) { column in
                if column % 3 == 0 {
                    Rectangle().fill(.blue).frame(width: 12, height: 12)
                } else {
                    Text("Item \(index)-\(column % 7)").lineLimit(1)
                }
            }
        }
    }
}

struct Scene: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<600) { Row(index: $0 % 50) }
        }
    }
}

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Circle().fill(.orange).frame(width: 44, height: 44)
                VStack(alignment: .leading) {
                    Text("Galley").font(.headline)
                    Text("SwiftUI layout on Linux").font(.subheadline).foregroundColor(.secondary)
                }
                Spacer()
            }
            Text("Every Text is shaped by HarfBuzz, measured with FreeType and broken into lines by ICU, then laid out the way SwiftUI would.")
                .lineLimit(3)
            HStack {
                Text("Read more").bold()
                Spacer()
                Text("2 min").font(.caption)
            }
        }
        .padding()
        .background(Color.white)
        .frame(width: 360)
    }
}

let layoutEngine = LayoutEngine(textEngine: TextEngine(fonts: fonts))
for (name, layout) in [
    ("scene", { try layoutEngine.layout(Scene(), proposal: ProposedViewSize(width: 2_000, height: nil), displayScale: 3) }),
    ("card", { try layoutEngine.layout(Card(), proposal: ProposedViewSize(width: 390, height: 763), displayScale: 3) }),
] as [(String, () throws -> LayoutResult)] {
    let shapingsBefore = layoutEngine.textEngine.shapingCount
    guard let first = try? layout() else { exit(1) }
    let shapings = layoutEngine.textEngine.shapingCount - shapingsBefore
    let nodes = first.root.allViews.count
    let texts = Set(first.root.allViews.compactMap { $0.text?.string }).count
    record("layout.nodes", name, Double(nodes))
    record("layout.shapings_first_pass", name, Double(shapings))
    record("layout.distinct_texts", name, Double(texts))
    record("layout.measurements_per_node", name, Double(first.measurementCount) / Double(nodes))
    record("layout.us", name, measure(runs: name == "scene" ? 5 : 51) { _ = try? layout() })
}

print("")
print("corpus          galley cold / HarfBuzz shaping   Pango re-wrap / Galley re-wrap (per width)")
for corpus in corpora {
    let cold = results["galley.cold_us"]?[corpus] ?? .nan
    let shape = results["harfbuzz.shape_us"]?[corpus] ?? .nan
    let rewrap = results["galley.rewrap_us_per_width"]?[corpus] ?? .nan
    let pango = results["reference.pango.rewrap_us_per_width"]?[corpus]
    let speedup = pango.map { String(format: "%.0f×", $0 / rewrap) } ?? "(no --reference)"
    print(
        corpus.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%.2f", cold / shape).padding(toLength: 33, withPad: " ", startingAt: 0)
            + speedup
    )
}
