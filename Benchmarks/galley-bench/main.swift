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
/// The Latin corpora, set in Inter alone (Pango is given Inter alone too).
let latinCorpora = ["sentence", "thousand-words"]
/// Release notes in English, Arabic, Hebrew, Hindi, Thai, Chinese, Japanese
/// and Korean with emoji: Inter falls back to the script fonts.
let mixedCorpus = "mixed-scripts"
/// The script fonts the mixed corpus needs in the Fonts folder (issue 16).
let mixedFonts = [
    "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
    "NotoSansThai-Regular.ttf", "NotoSansCJKsc-Regular.otf", "NotoSansCJKkr-Regular.otf", "NotoColorEmoji.ttf",
]
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
    median(
        (0..<runs).map { _ in
            let start = now()
            body()
            return now() - start
        })
}

/// HarfBuzz alone: shape the whole text once, as the reference does.
func harfBuzzShapeMicroseconds(_ text: String, fontPath: String, runs: Int) -> Double {
    harfBuzzShapeMicroseconds([(text, fontPath)], runs: runs)
}

/// HarfBuzz alone: shape each piece of text in its font file, one buffer
/// per piece with its direction and script guessed from its text.
func harfBuzzShapeMicroseconds(_ pieces: [(text: String, fontPath: String)], runs: Int) -> Double {
    var fontsByPath: [String: OpaquePointer] = [:]
    var blobs: [OpaquePointer] = []
    var faces: [OpaquePointer] = []
    for path in Set(pieces.map(\.fontPath)) {
        let blob = hb_blob_create_from_file(path)!
        let face = hb_face_create(blob, 0)!
        blobs.append(blob)
        faces.append(face)
        fontsByPath[path] = hb_font_create(face)
    }
    let buffer = hb_buffer_create()
    defer {
        hb_buffer_destroy(buffer)
        fontsByPath.values.forEach { hb_font_destroy($0) }
        faces.forEach { hb_face_destroy($0) }
        blobs.forEach { hb_blob_destroy($0) }
    }
    let shaped = pieces.map { (utf8: Array($0.text.utf8CString), font: fontsByPath[$0.fontPath]!) }
    return measure(runs: runs) {
        for piece in shaped {
            hb_buffer_clear_contents(buffer)
            hb_buffer_add_utf8(buffer, piece.utf8, Int32(piece.utf8.count - 1), 0, Int32(piece.utf8.count - 1))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(piece.font, buffer, nil, 0)
        }
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

/// The fonts text set in 17 pt Inter falls back through, in Galley's order:
/// the files the reference is given for the mixed corpus.
let fallbackChain = fonts.resolve(.system(size: 17)).faces.map(\.path)
let fontsDirectory = URL(fileURLWithPath: fallbackChain[0]).deletingLastPathComponent().path
let missingFonts = mixedFonts.filter { !FileManager.default.isReadableFile(atPath: fontsDirectory + "/" + $0) }
if !missingFonts.isEmpty {
    FileHandle.standardError.write(
        Data(
            """
            galley-bench: skipping the \(mixedCorpus) corpus: \(fontsDirectory) lacks \
            \(missingFonts.joined(separator: ", ")) \
            (the script fallback fonts of issue 16: Debian's fonts-noto-core and fonts-noto-color-emoji files and \
            the Korean subset of Fonts/make-cjk-subset.sh)

            """.utf8))
}
let corpora = latinCorpora + (missingFonts.isEmpty ? [mixedCorpus] : [])

for corpus in corpora {
    let path = corpusDirectory.appendingPathComponent("\(corpus).txt").path
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("galley-bench: cannot read \(path)\n".utf8))
        exit(1)
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let styled = StyledText(text, font: .system(size: 17))

    if corpus == mixedCorpus {
        // HarfBuzz alone shapes the runs Galley makes (one face, script and
        // direction each), each in its font file.
        let runs = TextEngine(fonts: fonts).layout(styled, proposal: .unspecified).lineRuns.flatMap { $0 }
        record("harfbuzz.shape_us", corpus, harfBuzzShapeMicroseconds(runs.map { ($0.string, $0.face.path) }, runs: 51))
        FileHandle.standardError.write(
            Data("\(corpus): \(runs.count) runs in \(Set(runs.map(\.face.path)).count) faces\n".utf8))
    } else {
        record("harfbuzz.shape_us", corpus, harfBuzzShapeMicroseconds(text, fontPath: interPath, runs: 51))
    }

    // Cold: a new engine (empty caches, fonts already loaded) shapes the
    // paragraph, finds its break opportunities and lays it out once.
    record(
        "galley.cold_us", corpus,
        measure(runs: 21) {
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
    FileHandle.standardError.write(
        Data(
            """
            \(corpus): \(sample.lineCount) lines, \(sample.size.width) × \(sample.size.height) pt at width \
            \(Int(coldWidth)) (checksum \(lineCount))\n
            """
            .utf8
        ))
}

/// Runs the reference program on `names` with the font files `fontPaths`
/// (Inter first, then its fallbacks) and records its figures.
@MainActor func runReference(_ referencePath: String, corpora names: [String], fontPaths: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: referencePath)
    process.currentDirectoryURL = corpusDirectory.deletingLastPathComponent().deletingLastPathComponent()
    process.arguments =
        fontPaths.flatMap { ["-f", $0] } + ["-s", "\(max(3, sweeps / 2))"]
        + names.map { corpusDirectory.appendingPathComponent("\($0).txt").path }
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

if let referencePath {
    // The Latin corpora as always: Pango sees Inter alone. The mixed corpus
    // in a second process: Pango sees Galley's fallback chain, in its order.
    runReference(referencePath, corpora: latinCorpora, fontPaths: [interPath])
    if corpora.contains(mixedCorpus) {
        runReference(referencePath, corpora: [mixedCorpus], fontPaths: fallbackChain)
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
    /// 600 rows make about 10,000 nodes.
    var rows = 600
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<rows) { Row(index: $0 % 50) }
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
            Text(
                """
                Every Text is shaped by HarfBuzz, measured with FreeType and broken into lines by ICU, then laid \
                out the way SwiftUI would.
                """
            )
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
    (
        "scene",
        { try layoutEngine.layout(Scene(), proposal: ProposedViewSize(width: 2_000, height: nil), displayScale: 3) }
    ),
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

// Scale: the same rows, 60, 600 and 6,000 of them (about 1,000, 10,000 and
// 100,000 nodes), each laid out on a fresh engine: time per node stays flat
// when layout is linear. The peak resident size after each is the
// process's, so its growth from one to the next is what the larger layout
// needed.
func peakResidentKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}
for rows in [60, 600, 6_000] {
    let engine = LayoutEngine(textEngine: TextEngine(fonts: fonts))
    let scene = Scene(rows: rows)
    guard let first = try? engine.layout(scene, proposal: ProposedViewSize(width: 2_000, height: nil), displayScale: 3)
    else { exit(1) }
    let nodes = Double(first.root.allViews.count)
    let name = "\(rows)-rows"
    record("scale.nodes", name, nodes)
    let microseconds = measure(runs: rows > 1_000 ? 3 : 7) {
        _ = try? engine.layout(scene, proposal: ProposedViewSize(width: 2_000, height: nil), displayScale: 3)
    }
    record("scale.us", name, microseconds)
    record("scale.us_per_node", name, microseconds / nodes)
    record("scale.peak_rss_mib", name, Double(peakResidentKiB()) / 1_024)
}

print("")
print(
    """
    corpus          galley cold / HarfBuzz shaping   Pango re-wrap / Galley re-wrap (per width)   Pango cold / \
    Galley cold
    """
)
for corpus in corpora {
    let cold = results["galley.cold_us"]?[corpus] ?? .nan
    let shape = results["harfbuzz.shape_us"]?[corpus] ?? .nan
    let rewrap = results["galley.rewrap_us_per_width"]?[corpus] ?? .nan
    let pango = results["reference.pango.rewrap_us_per_width"]?[corpus]
    let speedup = pango.map { String(format: "%.0f×", $0 / rewrap) } ?? "(no --reference)"
    let pangoCold = results["reference.pango.cold_us"]?[corpus].map { String(format: "%.2f×", $0 / cold) } ?? ""
    print(
        corpus.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%.2f", cold / shape).padding(toLength: 33, withPad: " ", startingAt: 0)
            + speedup.padding(toLength: 45, withPad: " ", startingAt: 0)
            + pangoCold
    )
}
