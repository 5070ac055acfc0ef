import Foundation
import Galley
import GalleyCairo

extension CheckReport {
    /// The page: HTML with its style, script and pictures inline.
    ///
    /// Every name and message is escaped. Elements carry their numbers in
    /// `data-` attributes (`data-count`, `data-value`, `data-figure`), and
    /// the script records in the DOM what it did: `data-loaded` and
    /// `data-natural-width` on each picture, `data-reveal` and `data-clip`
    /// on each overlay, `data-ready` on the root once the page has loaded.
    /// `#slider=25` in the address sets every overlay's slider to 25%.
    public func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src \
            'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped("render check: " + verdictText))</title>
            <style>\(CheckReportAssets.style)</style>
            </head>
            <body>

            """
        page += header()
        var failureIndex = 0
        var recorded: [Entry] = []
        var passed: [Entry] = []
        for entry in entries {
            switch entry.outcome.verdict {
            case .passed:
                passed.append(entry)
            case .recorded:
                recorded.append(entry)
            case .failed(let reasons):
                failureIndex += 1
                page += failure(entry, reasons: reasons, index: failureIndex)
            }
        }
        if !problems.isEmpty { page += problemsSection() }
        if !recorded.isEmpty { page += recordedSection(recorded) }
        if !passed.isEmpty { page += passedSection(passed) }
        page += "<script>\(CheckReportAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// `2 failed, 5 passed` or `7 passed, none failed`, and the scenes recorded.
    var verdictText: String {
        let counts =
            failedCount > 0 ? "\(failedCount) failed, \(passedCount) passed" : "\(passedCount) passed, none failed"
        return recordedCount > 0 ? counts + ", \(recordedCount) recorded" : counts
    }

    // MARK: Summary

    private func header() -> String {
        let seconds = duration.inSeconds
        let tolerance = check.tolerance
        let verdict = failedCount > 0 ? "failed" : "passed"
        let time = String(format: "%.2f s", seconds)
        let threshold = Self.decimal(tolerance.pixelThreshold, digits: 4)
        let fraction =
            "\(Self.decimal(tolerance.allowedFraction, digits: 6)) (\(Self.percent(tolerance.allowedFraction)))"
        let antialiasing = tolerance.ignoresAntialiasing ? "forgiven" : "counted"
        let references = HTMLText.escaped(check.references.relativePath)
        var html = """
            <header>
            <h1>render check</h1>
            <p id="verdict" class="verdict \(verdict)">\(HTMLText.escaped(verdictText))</p>
            <dl class="summary">
            \(count("Passed", id: "passed-count", passedCount))
            \(count("Failed", id: "failed-count", failedCount))
            \(count("Recorded", id: "recorded-count", recordedCount))
            \(term("Time", id: "time", attributes: "data-seconds=\"\(seconds)\"", value: time))
            </dl>
            <dl class="options">
            \(term("Pixel threshold", id: "pixel-threshold", data: tolerance.pixelThreshold, value: threshold))
            \(term("Allowed fraction", id: "allowed-fraction", data: tolerance.allowedFraction, value: fraction))
            \(term("Anti-aliased pixels", id: "antialiasing", attributes: "", value: antialiasing))
            \(term("Record", id: "record", attributes: "", value: check.record.rawValue + (check.isCI ? " (CI)" : "")))
            \(term("Strict", id: "strict", attributes: "", value: check.isStrict ? "yes" : "no"))
            \(term("References", id: "references", attributes: "", value: references))
            \(term("Artifacts", id: "artifacts", attributes: "", value: HTMLText.escaped(check.artifacts.relativePath)))
            </dl>

            """
        let failures = entries.filter { if case .failed = $0.outcome.verdict { true } else { false } }
        if !failures.isEmpty || !problems.isEmpty {
            html += "<nav><h2>Failures</h2>\n<ol>\n"
            for (index, entry) in failures.enumerated() {
                html += "<li><a href=\"#failure-\(index + 1)\">\(HTMLText.escaped(entry.name))</a></li>\n"
            }
            if !problems.isEmpty { html += "<li><a href=\"#problems\">Previews that could not be checked</a></li>\n" }
            html += "</ol>\n</nav>\n"
        }
        return html + "</header>\n"
    }

    /// One term of a description list; `value` is HTML.
    private func term(_ name: String, id: String, attributes: String, value: String) -> String {
        "<div><dt>\(name)</dt><dd id=\"\(id)\"\(attributes.isEmpty ? "" : " " + attributes)>\(value)</dd></div>"
    }

    /// A term whose exact value is kept in `data-value` for scripts.
    private func term(_ name: String, id: String, data: Double, value: String) -> String {
        term(name, id: id, attributes: "data-value=\"\(data)\"", value: value)
    }

    /// A term whose value is a count, kept in `data-count` for scripts.
    private func count(_ name: String, id: String, _ count: Int) -> String {
        term(name, id: id, attributes: "data-count=\"\(count)\"", value: "\(count)")
    }

    // MARK: Failures

    private func failure(_ entry: Entry, reasons: [String], index: Int) -> String {
        let outcome = entry.outcome
        let id = "failure-\(index)"
        var html = "<article class=\"failure\" id=\"\(id)\" data-name=\"\(HTMLText.escaped(entry.name))\">\n"
        html += "<h2 class=\"name\">\(HTMLText.escaped(entry.name))</h2>\n<ul class=\"reasons\">\n"
        for reason in reasons { html += "<li>\(HTMLText.escaped(reason))</li>\n" }
        html += "</ul>\n"
        if let figures = outcome.comparison { html += figuresTable(figures) }
        if let difference = outcome.dumpDifference { html += dumpDifference(difference) }

        // Only what this run wrote: an earlier run's files may still be there.
        func artifact(_ kind: SnapshotArtifact) -> Data? {
            outcome.artifacts.contains(kind) ? load(entry.name, kind) : nil
        }
        let images = ImageArtifacts(
            expected: artifact(.expectedImage), actual: artifact(.actualImage), difference: artifact(.differenceImage))
        if images.expected != nil || images.actual != nil {
            html += pictures(images, of: entry, figures: outcome.comparison, id: id)
        }
        if images.expected != nil, images.actual != nil {
            html += overlay(images, of: entry, id: id)
        }
        if outcome.artifacts.contains(.expectedDump), outcome.artifacts.contains(.actualDump) {
            html += dumps(expected: artifact(.expectedDump), actual: artifact(.actualDump))
        }
        return html + "</article>\n"
    }

    private func figuresTable(_ figures: ComparisonFigures) -> String {
        func row(_ label: String, _ figure: String, _ value: String, _ shown: String) -> String {
            "<tr><th>\(label)</th><td data-figure=\"\(figure)\" data-value=\"\(value)\">\(shown)</td></tr>\n"
        }
        func size(_ label: String, _ figure: String, _ size: ComparisonFigures.Size) -> String {
            """
            <tr><th>\(label)</th><td data-figure=\"\(figure)\" data-width=\"\(size.width)\" \
            data-height=\"\(size.height)\">
            """
                + "\(size.width) × \(size.height) px</td></tr>\n"
        }
        var html = "<table class=\"figures\">\n"
        if figures.sizesMatch {
            html += row(
                "Pixels differing", "differing-pixels", "\(figures.differingPixels)", "\(figures.differingPixels)")
            html += row(
                "Fraction differing", "differing-fraction", "\(figures.differingFraction)",
                Self.percent(figures.differingFraction))
            html += row(
                "Largest difference", "largest-difference", "\(figures.largestDifference)",
                Self.decimal(figures.largestDifference, digits: 3))
            html += row(
                "Anti-aliased pixels forgiven", "antialiased-pixels", "\(figures.antialiasedPixels)",
                "\(figures.antialiasedPixels)")
        }
        html += size("Reference size", "expected-size", figures.expectedSize)
        html += size("Actual size", "actual-size", figures.actualSize)
        let verdict = !figures.sizesMatch ? "no: the sizes differ" : figures.matches ? "yes" : "no"
        html += row("Pictures within tolerance", "matches", figures.matches ? "true" : "false", verdict)
        return html + "</table>\n"
    }

    private func dumpDifference(_ difference: DumpDifference) -> String {
        func line(_ text: String?) -> String {
            text.map { "<code>\(HTMLText.escaped($0))</code>" } ?? "<em>the end of the dump</em>"
        }
        return """
            <div class="dump-difference" data-line="\(difference.line)">
            <h3>Layout dump, line \(difference.line)</h3>
            <table>
            <tr><th>Reference</th><td class="expected-line">\(line(difference.expected))</td></tr>
            <tr><th>Actual</th><td class="actual-line">\(line(difference.actual))</td></tr>
            </table>
            </div>

            """
    }

    /// The pictures of one failure, read from its artifacts.
    private struct ImageArtifacts {
        var expected: Data?
        var actual: Data?
        var difference: Data?

        /// The widest picture's width, in pixels.
        var width: Int {
            [expected, actual, difference].compactMap { $0.flatMap(CheckReport.pngSize)?.width }.max() ?? 0
        }
    }

    private func pictures(_ images: ImageArtifacts, of entry: Entry, figures: ComparisonFigures?, id: String) -> String
    {
        let width = images.width
        var html = "<div class=\"pictures\">\n"
        func picture(_ data: Data?, role: String, caption: String, missing: String) {
            html += "<figure class=\"picture\" data-role=\"\(role)\">\n<figcaption>\(caption)"
            guard let data else {
                html += "</figcaption>\n<p class=\"missing\">\(missing)</p>\n</figure>\n"
                return
            }
            let size = Self.pngSize(data)
            if let size {
                let zoom = Self.zoom(width)
                let shown = zoom > 1 ? ", shown ×\(zoom)" : ""
                html += " <span class=\"size\">\(size.width) × \(size.height) px\(shown)</span>"
            }
            html += "</figcaption>\n<div class=\"frame\"\(Self.frameStyle(width))>"
            html +=
                """
                <img id=\"\(id)-\(role)\" class=\"\(role)\" alt=\"\(caption) picture of \
                \(HTMLText.escaped(entry.name))\"
                """
            html +=
                Self.widthStyle(size?.width, of: width)
                + " src=\"data:image/png;base64,\(data.base64EncodedString())\">"
            html += "</div>\n</figure>\n"
        }
        // Without a reference (none yet, or --strict) the actual picture stands alone.
        if images.expected != nil { picture(images.expected, role: "expected", caption: "Reference", missing: "") }
        picture(images.actual, role: "actual", caption: "Actual", missing: "The actual picture could not be read.")
        if images.expected != nil {
            let why =
                if let figures, !figures.sizesMatch {
                    "No difference picture: the sizes differ."
                } else if let figures, figures.differingPixels == 0, figures.antialiasedPixels == 0,
                    figures.largestDifference == 0
                {
                    "No difference picture: the pixels are the same."
                } else {
                    "No difference picture: the pictures were not compared."
                }
            picture(images.difference, role: "difference", caption: "Difference", missing: why)
        }
        return html + "</div>\n"
    }

    /// Reference and actual stacked; the slider reveals the actual picture
    /// from the left. The script gives the images the sources of the
    /// pictures above, so each is embedded once.
    private func overlay(_ images: ImageArtifacts, of entry: Entry, id: String) -> String {
        let width = images.width
        let expectedWidth = images.expected.flatMap(Self.pngSize)?.width
        let actualWidth = images.actual.flatMap(Self.pngSize)?.width
        let name = HTMLText.escaped(entry.name)
        return """
            <div class="overlay" data-reveal="50">
            <h3>Overlay</h3>
            <p class="hint">Actual to the left of the line, reference to the right.</p>
            <div class="stack"\(Self.frameStyle(width))>
            <img class="under" data-source="\(id)-expected" alt="Reference picture of \
            \(name)"\(Self.widthStyle(expectedWidth, of: width))>
            <div class="over" style="clip-path: inset(0 50% 0 0)"><img data-source="\(id)-actual" alt="Actual picture \
            of \(name)"\(Self.widthStyle(actualWidth, of: width))></div>
            <div class="divider" style="left: 50%"></div>
            </div>
            <label>Reveal the actual picture <input type="range" class="reveal" min="0" max="100" step="1" \
            value="50"></label>
            <output class="reveal-value">50%</output>
            </div>

            """
    }

    private func dumps(expected: Data?, actual: Data?) -> String {
        func dump(_ data: Data?, _ caption: String, _ role: String) -> String {
            let text = data.map { HTMLText.escaped(String(decoding: $0, as: UTF8.self)) } ?? "(missing)"
            return
                """
                <figure class=\"dump\" \
                data-role=\"\(role)\"><figcaption>\(caption)</figcaption><pre>\(text)</pre></figure>\n
                """
        }
        return "<details class=\"dumps\">\n<summary>Layout dumps</summary>\n<div class=\"dump-pair\">\n"
            + dump(expected, "Reference", "expected-dump") + dump(actual, "Actual", "actual-dump")
            + "</div>\n</details>\n"
    }

    // MARK: Other sections

    private func problemsSection() -> String {
        var html =
            """
            <section id=\"problems\" class=\"failure\">\n<h2>Previews that could not be checked</h2>\n<ul \
            class=\"reasons\">\n
            """
        for problem in problems { html += "<li>\(HTMLText.escaped(problem))</li>\n" }
        return html + "</ul>\n</section>\n"
    }

    private func recordedSection(_ recorded: [Entry]) -> String {
        var html = "<section id=\"recorded\">\n<h2>Recorded (\(recorded.count))</h2>\n<ul>\n"
        for entry in recorded {
            let why = if case .recorded(let why) = entry.outcome.verdict { why } else { "" }
            html +=
                """
                <li><span class=\"name\">\(HTMLText.escaped(entry.name))</span>: <span \
                class=\"why\">\(HTMLText.escaped(why))</span></li>\n
                """
        }
        return html + "</ul>\n</section>\n"
    }

    private func passedSection(_ passed: [Entry]) -> String {
        var html = "<section id=\"passed\">\n<details>\n<summary>Passed (\(passed.count))</summary>\n<ul>\n"
        for entry in passed { html += "<li class=\"name\">\(HTMLText.escaped(entry.name))</li>\n" }
        return html + "</ul>\n</details>\n</section>\n"
    }

    // MARK: Helpers

    /// The contents of an artifact the check wrote; nil when it cannot be read.
    private func load(_ name: String, _ kind: SnapshotArtifact) -> Data? {
        try? Data(contentsOf: check.artifact(name, kind))
    }

    /// A picture's width and height from its PNG header.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func number(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(16), number(20))
    }

    /// How many times a picture `width` pixels wide is enlarged: small
    /// ones to at least 240 CSS pixels, pixel by pixel.
    private static func zoom(_ width: Int) -> Int {
        width > 0 ? min(16, max(1, 240 / width)) : 1
    }

    /// A frame as wide as the widest picture (enlarged when small), or the
    /// space there is.
    private static func frameStyle(_ width: Int) -> String {
        guard width > 0 else { return "" }
        let zoom = zoom(width)
        return (zoom > 1 ? " data-zoom=\"\(zoom)\"" : "") + " style=\"width: min(100%, \(width * zoom)px)\""
    }

    /// A picture's width as a share of the frame's, so pictures of
    /// different sizes keep their proportions.
    private static func widthStyle(_ width: Int?, of frame: Int) -> String {
        guard let width, frame > 0 else { return "" }
        return " style=\"width: \(Double(width) / Double(frame) * 100)%\""
    }

    /// `value` as a percentage, as check's failure lines write it.
    static func percent(_ value: Double) -> String {
        decimal(value * 100, digits: 4) + "%"
    }

    /// `value` with at most `digits` decimals.
    static func decimal(_ value: Double, digits: Int) -> String {
        value.formatted(.number.precision(.fractionLength(0...digits)))
    }
}
